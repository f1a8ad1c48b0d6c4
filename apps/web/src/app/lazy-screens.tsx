import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '../ui/spinner';

/** The dashboard's screens, each its own chunk (loaded inside the dashboard's Ant Design scope). */
export const DashboardHomePage = lazy(() =>
  import('../dashboard/screens/dashboard-home-page').then((m) => ({ default: m.DashboardHomePage })),
);
export const ThemeSettingsPage = lazy(() =>
  import('../storefront/themes/theme-settings-page').then((m) => ({ default: m.ThemeSettingsPage })),
);
export const FilesPage = lazy(() => import('../cms/files-page').then((m) => ({ default: m.FilesPage })));
export const ReportPendingPage = lazy(() =>
  import('../dashboard/reports/report-pending-page').then((m) => ({ default: m.ReportPendingPage })),
);
export const EntityListPage = lazy(() => import('../dashboard/entity/entity-list-page').then((m) => ({ default: m.EntityListPage })));
export const AccessMatrixPage = lazy(() => import('../dashboard/access/access-matrix-page').then((m) => ({ default: m.AccessMatrixPage })));
export const EntityFormPage = lazy(() => import('../dashboard/entity/entity-form-page').then((m) => ({ default: m.EntityFormPage })));

export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** Wraps a lazy screen without props so it can stand where a plain one is expected. */
export function withLoading(Component: ComponentType) {
  return () => (
    <Loading>
      <Component />
    </Loading>
  );
}
