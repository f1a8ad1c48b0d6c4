import type { LayoutName } from '@store/domain';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearAuth } from '../auth/auth-storage';
import { postSignInTarget } from '../auth/post-sign-in';
import { useAuth } from '../auth/use-auth';
import { ThemeMelkLayout } from '../storefront/melk/theme-melk-layout';
import { DocumentMeta } from './document-meta';
import { decideGuard } from './guard-rules';
import { EmptyLayout } from './layouts/empty-layout';
import { DashboardLayout, withLoading } from './lazy-screens';
import { useRouteMeta } from './use-route-meta';

const layouts: Record<LayoutName, () => React.ReactNode> = {
  empty: EmptyLayout,
  dashboard: withLoading(DashboardLayout),
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
  if (decision.kind === 'home') return <Navigate to={(meta.auth === 'guest' && postSignInTarget()) || '/'} replace />;
  const Layout = layouts[layout];
  return (
    <>
      <DocumentMeta meta={meta} />
      <Layout />
    </>
  );
}
