import { publicRoutes, type RouteMeta, routes } from '@store/domain';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { EntityGate } from '../dashboard/access/entity-gate';
import { entityOfRoute, parentRedirects } from '../dashboard/entity-paths';
import { fixtureRoutes } from '../dashboard/fixture-routes';
import { isFixture } from '../dashboard/known-entities';
import { FixturesOnly } from './fixtures-only';
import { LayoutGate } from './layout-gate';
import { AntdScope } from './lazy-antd';
import {
  AccessMatrixPage,
  DashboardHomePage,
  EntityFormPage,
  EntityListPage,
  FilesPage,
  Loading,
  ReportPendingPage,
  ThemeSettingsPage,
  withLoading,
} from './lazy-screens';
import { routeObject } from './route-objects';
import { webRoutes } from './web-routes';

const DashboardLayout = lazy(() => import('../dashboard/shell/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

/** The dashboard's frame inside Ant Design's providers (this whole module is its own chunk). */
function DashboardFrame() {
  return (
    <AntdScope>
      <DashboardLayout />
    </AntdScope>
  );
}

/** An entity's list replaced by a screen of its own: the security accesses are edited as a matrix per role. */
const listScreens: Record<string, typeof EntityListPage> = { SecurityAccess: AccessMatrixPage };

const screens: Record<string, () => React.ReactNode> = {
  dashboard: withLoading(DashboardHomePage),
  cmsFiles: withLoading(FilesPage),
  siteTheme: withLoading(ThemeSettingsPage),
};

/** The screen of a dashboard route: entity routes get the generic List / Create / Update screens. */
function DashboardScreen({ meta }: { meta: RouteMeta }) {
  const entity = entityOfRoute(meta);
  if (!entity) {
    // A report whose area has not landed says so (its screen replaces this when the area does).
    if (meta.area === 'reports' && !screens[meta.key]) {
      return (
        <Loading>
          <ReportPendingPage meta={meta} />
        </Loading>
      );
    }
    const Screen = screens[meta.key];
    return Screen ? <Screen /> : null;
  }
  const screen = meta.key.slice(entity.name.length + 1);
  const List = listScreens[entity.name] ?? EntityListPage;
  const page = (
    <Loading>
      <EntityGate entity={entity} screen={screen}>
        {screen === 'List' ? (
          <List key={entity.name} entity={entity} />
        ) : (
          <EntityFormPage key={`${entity.name}.${screen}`} entity={entity} />
        )}
      </EntityGate>
    </Loading>
  );
  return isFixture(entity) ? <FixturesOnly>{page}</FixturesOnly> : page;
}

const dashboardHome = publicRoutes.find((r) => r.key === 'dashboard') as RouteMeta;
const screen = (meta: RouteMeta) => routeObject(meta, <DashboardScreen meta={meta} />);

/** Every dashboard route (the entity routes of the domain, the web's own, parent redirects, the engine's fixtures). */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <LayoutGate Layout={DashboardFrame} />,
    children: [
      ...[...routes, ...webRoutes].filter((r) => r.layout === 'dashboard').map(screen),
      ...parentRedirects(webRoutes).map(({ path, to }) => routeObject(dashboardHome, <Navigate to={to} replace />, path)),
      // Shown only when the server mounts the engine's fixtures (FixturesOnly asks /api/health).
      ...fixtureRoutes.map(screen),
    ],
  },
];
