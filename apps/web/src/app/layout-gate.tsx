import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearAuth } from '../auth/auth-storage';
import { postSignInTarget } from '../auth/post-sign-in';
import { useAuth } from '../auth/use-auth';
import { useExpiredLoginRefresh } from '../auth/use-expired-login-refresh';
import { Spinner } from '../ui/spinner';
import { DocumentMeta } from './document-meta';
import { decideGuard } from './guard-rules';
import { useRouteMeta } from './use-route-meta';

function SignInRedirect() {
  const location = useLocation();
  useEffect(() => clearAuth(), []);
  const returnUrl = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`/Authentication?returnUrl=${returnUrl}`} replace />;
}

/**
 * Layout route: runs the guard of the matched route, then renders its layout and meta. A login
 * whose access token expired is renewed with its refresh token first: login-required and
 * guest-only routes wait for that before deciding; open routes render at once meanwhile.
 */
export function LayoutGate({ Layout }: { Layout: ComponentType }) {
  const meta = useRouteMeta();
  const auth = useAuth();
  const refreshing = useExpiredLoginRefresh(auth);
  if (!meta) return <Navigate to="/" replace />;
  if (refreshing && meta.auth !== false) return <Spinner testId="session-refreshing" />;
  const decision = decideGuard(meta, auth);
  if (decision.kind === 'signin') return <SignInRedirect />;
  if (decision.kind === 'home') return <Navigate to={(meta.auth === 'guest' && postSignInTarget()) || '/'} replace />;
  return (
    <>
      <DocumentMeta meta={meta} />
      <Layout />
    </>
  );
}
