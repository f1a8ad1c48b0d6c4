import { type LayoutName, publicRoutes, type RouteMeta } from '@store/domain';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { parentRedirects } from '../dashboard/entity-paths';
import { fixtureRoutes } from '../dashboard/fixture-routes';
import { registerNavigator } from './app-bridge';
import { LayoutGate } from './layout-gate';
import { RouteErrorPage } from './route-error-page';
import { RouteScreen } from './route-screen';
import type { RouteHandle } from './use-route-meta';
import { allRoutes } from './web-routes';

const child = (meta: RouteMeta): RouteObject => ({
  path: meta.path,
  element: <RouteScreen meta={meta} />,
  handle: { meta } satisfies RouteHandle,
});

const notFound = publicRoutes.find((r) => r.key === 'notFound') as RouteMeta;
const dashboardHome = publicRoutes.find((r) => r.key === 'dashboard') as RouteMeta;

function layoutRoute(layout: LayoutName, extra: RouteObject[] = []): RouteObject {
  return {
    element: <LayoutGate layout={layout} />,
    children: [...allRoutes.filter((r) => r.layout === layout).map(child), ...extra],
  };
}

/** Every route of the domain's route table (and the web's own), grouped under its layout; unmatched paths show the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    children: [
      layoutRoute('theme_melk', [{ path: '*', element: <RouteScreen meta={notFound} />, handle: { meta: notFound } }]),
      layoutRoute('empty'),
      layoutRoute('dashboard', [
        ...parentRedirects().map(({ path, to }) => ({
          path,
          element: <Navigate to={to} replace />,
          handle: { meta: dashboardHome } satisfies RouteHandle,
        })),
        // Shown only when the server mounts the engine's fixtures (RouteScreen asks /api/health).
        ...fixtureRoutes.map(child),
      ]),
    ],
  },
];

export const router = createBrowserRouter(appRoutes);

registerNavigator((to) => void router.navigate(to));
