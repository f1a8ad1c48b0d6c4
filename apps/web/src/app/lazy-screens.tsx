import { Spin } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * The dashboard (tables, forms, date pickers) loads in its own chunk, so visitors of the
 * storefront do not download it.
 */
export const DashboardLayout = lazy(() => import('../dashboard/shell/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));
export const DashboardHomePage = lazy(() =>
  import('../dashboard/screens/dashboard-home-page').then((m) => ({ default: m.DashboardHomePage })),
);
export const PageScreen = lazy(() => import('../cms/pages/page-screen').then((m) => ({ default: m.PageScreen })));
export const FilesPage = lazy(() => import('../cms/files-page').then((m) => ({ default: m.FilesPage })));
export const EntityListPage = lazy(() => import('../dashboard/entity/entity-list-page').then((m) => ({ default: m.EntityListPage })));
export const EntityFormPage = lazy(() => import('../dashboard/entity/entity-form-page').then((m) => ({ default: m.EntityFormPage })));

export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin size="large" className="screen-loading" />}>{children}</Suspense>;
}

/** Wraps a lazy screen without props so it can stand where a plain one is expected. */
export function withLoading(Component: ComponentType) {
  return () => (
    <Loading>
      <Component />
    </Loading>
  );
}
