import { ADMIN_ROLE, AUTHENTICATED_ROLE, type LayoutName } from './constants.js';
import { type EntityDef, type ResourceOperation, serves } from './engine/entity.js';
import { entities } from './entities/index.js';

/**
 * The route table with the spec's route meta (000 §2). The web renders it; tests walk it.
 * `title` and `description` are message keys.
 */
export interface RouteMeta {
  /** Stable name the web maps to a screen. */
  readonly key: string;
  /** React Router path; `?` marks optional segments as in the spec. */
  readonly path: string;
  readonly layout: LayoutName;
  readonly title: string;
  readonly description: string;
  /** Shown in the menus. */
  readonly showmenu: boolean;
  /** At least one of these roles is needed (case-insensitive); empty means any signed-in user. */
  readonly roles: readonly string[];
  /** `true`: sign-in required; `'guest'`: only without a valid sign-in; `false`: open to all. */
  readonly auth: boolean | 'guest';
  readonly icon?: string;
  readonly badge?: string;
}

const route = (meta: Omit<RouteMeta, 'description' | 'roles' | 'showmenu'> & Partial<RouteMeta>): RouteMeta => ({
  description: `${meta.title}.description`,
  roles: [],
  showmenu: false,
  ...meta,
});

export const publicRoutes: readonly RouteMeta[] = [
  route({ key: 'home', path: '/', layout: 'theme_melk', title: 'route.home', auth: false, showmenu: true, icon: 'HomeOutlined' }),
  route({ key: 'pages', path: '/pages/:slug?', layout: 'theme_melk', title: 'route.pages', auth: false }),
  route({ key: 'content', path: '/content/:type?/:slug?', layout: 'theme_melk', title: 'route.content', auth: false }),
  route({
    key: 'products',
    path: '/p/:slug?',
    layout: 'theme_melk',
    title: 'route.products',
    auth: false,
    showmenu: true,
    icon: 'ShoppingOutlined',
  }),
  route({ key: 'specialCustomers', path: '/c/:slug?', layout: 'theme_melk', title: 'route.specialCustomers', auth: false }),
  route({ key: 'payment', path: '/payment/:paymentguid?', layout: 'theme_melk', title: 'route.payment', auth: false }),
  route({ key: 'paymentVerify', path: '/payment/:paymentmethod/verify', layout: 'theme_melk', title: 'route.paymentVerify', auth: false }),
  route({ key: 'notFound', path: '/error/404', layout: 'theme_melk', title: 'route.notFound', auth: false }),
  route({ key: 'authentication', path: '/Authentication', layout: 'empty', title: 'route.authentication', auth: 'guest' }),
  route({
    key: 'tickets',
    path: '/account/tickets/:slug?',
    layout: 'theme_melk',
    title: 'route.tickets',
    auth: true,
    icon: 'CustomerServiceOutlined',
  }),
  route({
    key: 'myCustomers',
    path: '/account/mycustomers',
    layout: 'theme_melk',
    title: 'route.myCustomers',
    auth: true,
    roles: [ADMIN_ROLE],
    icon: 'TeamOutlined',
  }),
  route({
    key: 'favoriteProducts',
    path: '/account/favoriteproducts',
    layout: 'theme_melk',
    title: 'route.favoriteProducts',
    auth: true,
    icon: 'HeartOutlined',
  }),
  route({
    key: 'myProducts',
    path: '/account/myproducts',
    layout: 'theme_melk',
    title: 'route.myProducts',
    auth: true,
    icon: 'AppstoreOutlined',
  }),
  route({
    key: 'myNewProducts',
    path: '/account/mynewproducts',
    layout: 'theme_melk',
    title: 'route.myNewProducts',
    auth: true,
    icon: 'PlusOutlined',
  }),
  route({ key: 'changePassword', path: '/Authentication/ChangePassword', layout: 'empty', title: 'route.changePassword', auth: true }),
  route({
    key: 'dashboard',
    path: '/dashboard',
    layout: 'dashboard',
    title: 'route.dashboard',
    auth: true,
    roles: [ADMIN_ROLE, AUTHENTICATED_ROLE],
    icon: 'DashboardOutlined',
  }),
];

/** The operation each dashboard screen needs the resource to serve. */
const SCREEN_NEEDS = { List: 'list', Create: 'create', Update: 'view' } as const satisfies Record<string, ResourceOperation>;

/** List, Create and Update/{id} of each entity, under /dashboard (a screen only where its operation is served). */
export const entityRoutesOf = (list: readonly EntityDef[]): readonly RouteMeta[] =>
  list.flatMap((entity) =>
    (['List', 'Create', 'Update'] as const)
      .filter((screen) => serves(entity, SCREEN_NEEDS[screen]))
      .map((screen) =>
        route({
          key: `${entity.name}.${screen}`,
          path: `/dashboard/${entity.route}/${screen}${screen === 'Update' ? '/:id' : ''}`,
          layout: 'dashboard',
          title: screen === 'List' ? `entity.${entity.resource}` : `entity.${entity.name}`,
          description: `screen.${screen}`,
          auth: true,
          roles: [ADMIN_ROLE],
          showmenu: screen === 'List',
          ...(entity.icon ? { icon: entity.icon } : {}),
        }),
      ),
  );

/** The dashboard screens of every declared entity. */
export const entityRoutes: readonly RouteMeta[] = entityRoutesOf(entities);

export const routes: readonly RouteMeta[] = [...publicRoutes, ...entityRoutes];

/** Whether a user with these roles may open the route (names compared case-insensitively). */
export function rolesAllow(route: Pick<RouteMeta, 'roles'>, userRoles: readonly string[]): boolean {
  if (route.roles.length === 0) return true;
  const held = new Set(userRoles.map((r) => r.trim().toLowerCase()));
  return route.roles.some((r) => held.has(r.toLowerCase()));
}
