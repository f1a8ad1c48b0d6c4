import { extraRoutes, publicRoutes, type RouteMeta } from '@store/domain/public';

export { ADDRESSES_PATH, FILES_PATH, PROFILE_PATH, SECURITY_PATH } from '@store/domain/public';

/** The domain's change-password route (000 §2). */
export const CHANGE_PASSWORD_PATH = '/Authentication/ChangePassword';

/** Routes the web adds to the spec's table, declared in the domain so the server knows them too. */
export const webRoutes: readonly RouteMeta[] = extraRoutes;

/** The routes a visitor's bundle knows: the domain's public table (less the dashboard) and the web's own outside it. */
export const storefrontRoutes: readonly RouteMeta[] = [...publicRoutes, ...webRoutes].filter((r) => r.layout !== 'dashboard');
