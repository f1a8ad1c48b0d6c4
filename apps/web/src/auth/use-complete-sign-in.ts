import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnUrl } from '../app/guard-rules';
import { SECURITY_PATH } from '../app/web-routes';
import { type AuthRecord, isAdmin, saveAuth } from './auth-storage';
import { rememberPostSignIn } from './post-sign-in';

/**
 * Stores a fresh login (sign in or register) and sends the user on: after a sign-in with a
 * recovery code to the security page (set up a new authenticator or turn two-factor off, then
 * `returnUrl`); else to `returnUrl` when it stays on this site, else administrators to the
 * dashboard and everyone else Home.
 */
export function useCompleteSignIn(): (auth: AuthRecord) => void {
  const [params] = useSearchParams();
  return useCallback(
    (auth: AuthRecord) => {
      const returnUrl = safeReturnUrl(params.get('returnUrl'));
      const target = auth.recoveryCodeUsed
        ? `${SECURITY_PATH}${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`
        : (returnUrl ?? (isAdmin(auth) ? '/dashboard' : '/'));
      // Storing the login makes the guest-only sign-in screen's guard leave it, for this target.
      rememberPostSignIn(target);
      saveAuth(auth);
    },
    [params],
  );
}
