import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnUrl } from '../app/guard-rules';
import { type AuthRecord, isAdmin, saveAuth } from './auth-storage';
import { rememberPostSignIn } from './post-sign-in';

/**
 * Stores a fresh login (sign in or register) and sends the user on: to `returnUrl` when it stays
 * on this site, else administrators to the dashboard and everyone else Home.
 */
export function useCompleteSignIn(): (auth: AuthRecord) => void {
  const [params] = useSearchParams();
  return useCallback(
    (auth: AuthRecord) => {
      const target = safeReturnUrl(params.get('returnUrl')) ?? (isAdmin(auth) ? '/dashboard' : '/');
      // Storing the login makes the guest-only sign-in screen's guard leave it, for this target.
      rememberPostSignIn(target);
      saveAuth(auth);
    },
    [params],
  );
}
