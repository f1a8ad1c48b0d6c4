// The public route table and its meta: light (no entity declarations), so the storefront's
// bundle can import it; routes.ts adds the dashboard's entity routes.
import { ADMIN_ROLE, AUTHENTICATED_ROLE, type LayoutName } from './constants.js';
import type { Area } from './engine/entity.js';

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
  /** The menu group of a dashboard screen that is not an entity's (an entity's is its own area). */
  readonly area?: Area;
}

export const route = (meta: Omit<RouteMeta, 'description' | 'roles' | 'showmenu'> & Partial<RouteMeta>): RouteMeta => ({
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

/** The file manager of the dashboard (the spec's file calls, 000 §5, have no entity). */
export const FILES_PATH = '/dashboard/CMS/Files';
/** Two-factor settings of the signed-in user. */
export const SECURITY_PATH = '/account/security';
/** The signed-in user's profile (the avatar menu's "profile", 000 §2; no path in the spec). */
export const PROFILE_PATH = '/account/profile';
/**
 * The signed-in user's address book (spec 001 §2 "My Addresses" names no path): beside the
 * spec's other account screens (/account/favoriteproducts, /account/mycustomers).
 */
export const ADDRESSES_PATH = '/account/addresses';
/** The screen that asks for a password reset link (issue 14; the sign-in screen links to it). */
export const FORGOT_PASSWORD_PATH = '/Authentication/ForgotPassword';
/** The screen a reset link opens; the token follows in the fragment (`#token=…`), which browsers never send. */
export const RESET_PASSWORD_PATH = '/Authentication/ResetPassword';
/** The store's theme and its preview (a dashboard screen of the web's). */
export const THEME_PATH = '/dashboard/CMS/Theme';

/**
 * The Reports area (spec 001 §1, §2 "Reports"): the spec names five reports and no path. Each is
 * `/dashboard/Reports/{Report}`, for administrators, and says that it arrives with its area
 * (orders, payments, accounting) until that area lands (docs/notes/issue-14-shell.md).
 */
export const REPORT_NAMES = ['AccountOverview', 'PurchaseInvoices', 'SalesInvoices', 'Receipts', 'Payments'] as const;
export const reportRoutes: readonly RouteMeta[] = REPORT_NAMES.map((name) =>
  route({
    key: `report${name}`,
    path: `/dashboard/Reports/${name}`,
    layout: 'dashboard',
    title: `route.report${name}`,
    auth: true,
    roles: [ADMIN_ROLE],
    showmenu: true,
    area: 'reports',
    icon: 'BarChartOutlined',
  }),
);

/**
 * Screens the web adds to the spec's table (000 §2 names no screen for two-factor settings nor
 * for the file manager), declared here so the web renders them and the server knows them as
 * routes (it answers every other path with 404). Their texts are the web's messages.
 * `/account` and `/dashboard` are reserved first segments: no store name collides with them.
 */
export const extraRoutes: readonly RouteMeta[] = [
  route({ key: 'forgotPassword', path: FORGOT_PASSWORD_PATH, layout: 'empty', title: 'route.forgotPassword', auth: 'guest' }),
  // Open to all: a link followed in a browser where someone is signed in still sets the account's password.
  route({ key: 'resetPassword', path: RESET_PASSWORD_PATH, layout: 'empty', title: 'route.resetPassword', auth: false }),
  route({
    key: 'accountProfile',
    path: PROFILE_PATH,
    layout: 'theme_melk',
    title: 'route.accountProfile',
    auth: true,
    icon: 'UserOutlined',
  }),
  route({
    key: 'accountAddresses',
    path: ADDRESSES_PATH,
    layout: 'theme_melk',
    title: 'route.accountAddresses',
    auth: true,
    icon: 'EnvironmentOutlined',
  }),
  route({
    key: 'accountSecurity',
    path: SECURITY_PATH,
    layout: 'theme_melk',
    title: 'route.accountSecurity',
    auth: true,
    icon: 'SafetyOutlined',
  }),
  route({
    key: 'cmsFiles',
    path: FILES_PATH,
    layout: 'dashboard',
    title: 'route.cmsFiles',
    auth: true,
    roles: [ADMIN_ROLE],
    showmenu: true,
    icon: 'FileOutlined',
  }),
  route({
    // The store's theme with a preview of it (issue 11); its texts are the web's.
    key: 'siteTheme',
    path: THEME_PATH,
    layout: 'dashboard',
    title: 'route.siteTheme',
    auth: true,
    roles: [ADMIN_ROLE],
    showmenu: true,
    icon: 'SettingOutlined',
  }),
  ...reportRoutes,
];

/** Whether a user with these roles may open the route (names compared case-insensitively). */
export function rolesAllow(route: Pick<RouteMeta, 'roles'>, userRoles: readonly string[]): boolean {
  if (route.roles.length === 0) return true;
  const held = new Set(userRoles.map((r) => r.trim().toLowerCase()));
  return route.roles.some((r) => held.has(r.toLowerCase()));
}
