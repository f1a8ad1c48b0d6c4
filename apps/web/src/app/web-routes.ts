import { ADMIN_ROLE, type RouteMeta, routes } from '@store/domain';

/** The file manager of the dashboard (a web route, below). */
export const FILES_PATH = '/dashboard/CMS/Files';

/** Two-factor settings of the signed-in user (a web route, below). */
export const SECURITY_PATH = '/account/security';
/** The domain's change-password route (000 §2). */
export const CHANGE_PASSWORD_PATH = '/Authentication/ChangePassword';

/**
 * Routes the web adds to the domain's route table (spec 000 §2 names no screen for two-factor
 * settings). `/account` is a reserved first segment, so no store name can collide with it.
 */
export const webRoutes: readonly RouteMeta[] = [
  {
    key: 'accountSecurity',
    path: SECURITY_PATH,
    layout: 'theme_melk',
    title: 'route.accountSecurity',
    description: 'route.accountSecurity.description',
    showmenu: false,
    roles: [],
    auth: true,
    icon: 'SafetyOutlined',
  },
  {
    // The spec's file calls (000 §5) have no entity: the screen is the web's own, in the menu's Content group.
    key: 'cmsFiles',
    path: FILES_PATH,
    layout: 'dashboard',
    title: 'route.cmsFiles',
    description: 'route.cmsFiles.description',
    showmenu: true,
    roles: [ADMIN_ROLE],
    auth: true,
    icon: 'FileOutlined',
  },
];

/** Every route the web renders: the domain's table plus its own. */
export const allRoutes: readonly RouteMeta[] = [...routes, ...webRoutes];
