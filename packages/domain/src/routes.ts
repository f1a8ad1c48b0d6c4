export {
  extraRoutes,
  FILES_PATH,
  FORGOT_PASSWORD_PATH,
  publicRoutes,
  RESET_PASSWORD_PATH,
  type RouteMeta,
  rolesAllow,
  SECURITY_PATH,
  THEME_PATH,
} from './public-routes.js';

import { ADMIN_ROLE } from './constants.js';
import { type EntityDef, type ResourceOperation, serves } from './engine/entity.js';
import { entities } from './entities/index.js';
import { publicRoutes, type RouteMeta, route } from './public-routes.js';

/** The operation each dashboard screen needs the resource to serve. */
const SCREEN_NEEDS = { List: 'list', Create: 'create', Update: 'view' } as const satisfies Record<string, ResourceOperation>;

type Screen = keyof typeof SCREEN_NEEDS;

/**
 * The path of one screen. An entity with a `routeParam` carries it as an optional segment before
 * the id (spec 001 §2: `List/{entityName?}`, `Create/{entityName?}`, `Update/{entityName?}/{id}`),
 * so its plain `List` and `Update/{id}` addresses still open.
 */
export function screenPath(entity: Pick<EntityDef, 'route' | 'routeParam'>, screen: Screen): string {
  const param = entity.routeParam ? `/:${entity.routeParam}?` : '';
  return `/dashboard/${entity.route}/${screen}${param}${screen === 'Update' ? '/:id' : ''}`;
}

/** List, Create and Update/{id} of each entity, under /dashboard (a screen only where its operation is served). */
export const entityRoutesOf = (list: readonly EntityDef[]): readonly RouteMeta[] =>
  list
    .filter((entity) => !entity.childOf)
    .flatMap((entity) =>
      (['List', 'Create', 'Update'] as const)
        .filter((screen) => serves(entity, SCREEN_NEEDS[screen]))
        .map((screen) =>
          route({
            key: `${entity.name}.${screen}`,
            path: screenPath(entity, screen),
            layout: 'dashboard',
            title: screen === 'List' ? `entity.${entity.resource}` : `entity.${entity.name}`,
            description: `screen.${screen}`,
            auth: true,
            // Read by every signed-in user (scheduled tasks): a login, no role (spec 001 §2). An
            // entity a security access can open asks a login here; the dashboard then opens its
            // screens to whoever holds the right (web: dashboard/access/entity-gate.tsx).
            roles: entity.signedInRead || !entity.adminOnly ? [] : [ADMIN_ROLE],
            showmenu: screen === 'List',
            ...(entity.icon ? { icon: entity.icon } : {}),
          }),
        ),
    );

/** The dashboard screens of every declared entity. */
export const entityRoutes: readonly RouteMeta[] = entityRoutesOf(entities);

export const routes: readonly RouteMeta[] = [...publicRoutes, ...entityRoutes];
