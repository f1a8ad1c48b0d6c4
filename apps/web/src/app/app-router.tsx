import type { RouteMeta } from '@store/domain/public';
import { useEffect, useMemo, useState } from 'react';
import { matchRoutes, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { PublicLayout } from '../storefront/layout/public-layout';
import { Spinner } from '../ui/spinner';
import { registerNavigator } from './app-bridge';
import { LayoutGate } from './layout-gate';
import { EmptyLayout } from './layouts/empty-layout';
import { RouteErrorBoundary, RouteErrorPage } from './route-error-page';
import { routeObject } from './route-objects';
import { preloadScreen, RouteScreen } from './route-screen';
import { BASENAME } from './store-prefix';
import { MatchedRoutes, type RouteHandle } from './use-route-meta';
import { storefrontRoutes } from './web-routes';

const notFound = storefrontRoutes.find((r) => r.key === 'notFound') as RouteMeta;
const screen = (meta: RouteMeta) => routeObject(meta, <RouteScreen meta={meta} />);

/** The storefront's routes, grouped under their layout; unmatched paths show the 404 page. */
const storefront: RouteObject[] = [
  {
    element: <LayoutGate Layout={PublicLayout} />,
    children: [
      ...storefrontRoutes.filter((r) => r.layout === 'theme_melk').map(screen),
      routeObject(notFound, <RouteScreen meta={notFound} />, '*'),
    ],
  },
  { element: <LayoutGate Layout={EmptyLayout} />, children: storefrontRoutes.filter((r) => r.layout === 'empty').map(screen) },
];

/** Loads the screen of the address the page was opened at (see preloadScreen); resolves either way. */
export function preloadFirstScreen(): Promise<void> {
  const matches = matchRoutes(storefront, window.location, BASENAME) ?? [];
  const meta = (matches.at(-1)?.route.handle as RouteHandle | undefined)?.meta;
  return meta ? preloadScreen(meta) : Promise.resolve();
}

/** A `/dashboard…` path (the router's, after the store prefix). */
const isDashboardPath = (path: string) => path.split('/')[1]?.toLowerCase() === 'dashboard';

// The dashboard's routes (every entity's List / Create / Update), Ant Design and the entity
// declarations load when a `/dashboard` path is first opened, once for the page's life.
let dashboardLoaded: RouteObject[] | null = null;
let dashboardLoading: Promise<RouteObject[]> | null = null;
function loadDashboard(): Promise<RouteObject[]> {
  dashboardLoading ??= import('./dashboard-routes').then(
    ({ dashboardRoutes }) => {
      dashboardLoaded = dashboardRoutes;
      return dashboardRoutes;
    },
    (error: unknown) => {
      dashboardLoading = null;
      throw error;
    },
  );
  return dashboardLoading;
}

/**
 * The app's routes in React Router's declarative mode (its data router weighs twice as much and
 * the app uses none of its loaders or actions). The matched routes are shared through a context
 * (useRouteMeta); code outside React navigates through app-bridge.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to) => void navigate(to)), [navigate]);

  const wantsDashboard = isDashboardPath(location.pathname);
  const [dashboard, setDashboard] = useState<RouteObject[] | null>(dashboardLoaded);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (!wantsDashboard || dashboard) return;
    let live = true;
    loadDashboard().then(
      (routes) => live && setDashboard(routes),
      (error: unknown) => {
        console.error(error);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wantsDashboard, dashboard]);

  const routes = useMemo(() => [...storefront, ...(dashboard ?? [])], [dashboard]);
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const element = useRoutes(routes, location);
  if (wantsDashboard && !dashboard) return loadFailed ? <RouteErrorPage /> : <Spinner testId="dashboard-loading" />;
  return (
    <MatchedRoutes.Provider value={matches}>
      <RouteErrorBoundary pathname={location.pathname}>{element}</RouteErrorBoundary>
    </MatchedRoutes.Provider>
  );
}
