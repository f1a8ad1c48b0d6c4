import type { LayoutName } from '@store/domain';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearAuth } from '../auth/auth-storage';
import { useAuth } from '../auth/use-auth';
import { DashboardLayout } from '../dashboard/shell/dashboard-layout';
import { ThemeMelkLayout } from '../storefront/melk/theme-melk-layout';
import { DocumentMeta } from './document-meta';
import { decideGuard } from './guard-rules';
import { EmptyLayout } from './layouts/empty-layout';
import { useRouteMeta } from './use-route-meta';

const layouts: Record<LayoutName, () => React.ReactNode> = {
  empty: EmptyLayout,
  dashboard: DashboardLayout,
  theme_melk: ThemeMelkLayout,
};

function SignInRedirect() {
  const location = useLocation();
  useEffect(() => clearAuth(), []);
  const returnUrl = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`/Authentication?returnUrl=${returnUrl}`} replace />;
}

/** Layout route: runs the guard of the matched route, then renders its layout and meta. */
export function LayoutGate({ layout }: { layout: LayoutName }) {
  const meta = useRouteMeta();
  const auth = useAuth();
  if (!meta) return <Navigate to="/" replace />;
  const decision = decideGuard(meta, auth);
  if (decision.kind === 'signin') return <SignInRedirect />;
  if (decision.kind === 'home') return <Navigate to="/" replace />;
  const Layout = layouts[layout];
  return (
    <>
      <DocumentMeta meta={meta} />
      <Layout />
    </>
  );
}
