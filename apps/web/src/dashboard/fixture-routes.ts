import { ADMIN_ROLE, type RouteMeta } from '@store/domain';
import { fixtureEntities } from './known-entities';

/** List, Create and Update/{id} of the fixture entities, shaped like the domain's `entityRoutes`. */
export const fixtureRoutes: readonly RouteMeta[] = fixtureEntities.flatMap((entity) =>
  (['List', 'Create', 'Update'] as const).map(
    (screen): RouteMeta => ({
      key: `${entity.name}.${screen}`,
      path: `/dashboard/${entity.route}/${screen}${screen === 'Update' ? '/:id' : ''}`,
      layout: 'dashboard',
      title: screen === 'List' ? `entity.${entity.resource}` : `entity.${entity.name}`,
      description: `screen.${screen}`,
      auth: true,
      roles: [ADMIN_ROLE],
      showmenu: screen === 'List',
      icon: entity.icon ?? 'ExperimentOutlined',
    }),
  ),
);
