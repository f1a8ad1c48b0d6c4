import type { RouteMeta } from '@store/domain/public';
import { lazy } from 'react';
import { NotFoundPage } from '../storefront/screens/not-found-page';
import { PlaceholderPage } from '../storefront/screens/placeholder-page';
import { withAntd } from './lazy-antd';
import { withLoading } from './lazy-screens';

// Each screen is its own chunk: a page loads its own screen's code, not every other's (the
// sign-in screen no rich-text sanitizer, the home page no forms).
const loaders = {
  home: () => import('../storefront/screens/home-page'),
  pages: () => import('../cms/pages/page-screen'),
  content: () => import('../storefront/screens/content-screen'),
  authentication: () => import('../storefront/screens/authentication-page'),
};
const HomePage = withLoading(lazy(() => loaders.home().then((m) => ({ default: m.HomePage }))));
const PageScreen = withLoading(lazy(() => loaders.pages().then((m) => ({ default: m.PageScreen }))));
const ContentScreen = withLoading(lazy(() => loaders.content().then((m) => ({ default: m.ContentScreen }))));
const AuthenticationPage = withLoading(lazy(() => loaders.authentication().then((m) => ({ default: m.AuthenticationPage }))));

/**
 * Starts fetching the screen of a route before the first render (which waits for the language
 * and the store): the screen's chunk then arrives beside them instead of after them.
 */
export function preloadScreen(meta: RouteMeta): void {
  const load = (loaders as Record<string, (() => Promise<unknown>) | undefined>)[meta.key];
  load?.().catch(() => undefined);
}

// The account's security screens are built with Ant Design: they load it (and it) when opened.
const ChangePasswordPage = withAntd(() => import('../account/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
const SecurityPage = withAntd(() => import('../account/security-page').then((m) => ({ default: m.SecurityPage })));

/** Screens with their own component; every other public route shows its placeholder. */
const screens: Record<string, () => React.ReactNode> = {
  home: HomePage,
  notFound: NotFoundPage,
  authentication: AuthenticationPage,
  pages: PageScreen,
  content: ContentScreen,
  changePassword: () => <ChangePasswordPage />,
  accountSecurity: () => <SecurityPage />,
};

/** The screen of a storefront route (the dashboard's are in dashboard-routes.tsx). */
export function RouteScreen({ meta }: { meta: RouteMeta }) {
  const Screen = screens[meta.key];
  return Screen ? <Screen /> : <PlaceholderPage meta={meta} />;
}
