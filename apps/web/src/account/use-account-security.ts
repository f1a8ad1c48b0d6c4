import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AccountSecurity, accountSecurity } from '../api/auth-api';

const KEY = ['accountSecurity'];

/** The signed-in account's security page data (two-factor, contact values, events), one call. */
export function useAccountSecurity() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => accountSecurity(signal) });
}

/** After a change: read the page again (its state and the new event). */
export function useRefreshAccountSecurity(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: KEY }), [queryClient]);
}

/**
 * Whether a step-up (password, e-mail, mobile, turning two-factor off) asks a code besides the
 * password: while two-factor is on, except in a session opened with a recovery code a short while
 * ago (the server decides; this mirrors it).
 */
export const stepUpNeedsCode = (security: AccountSecurity | undefined) =>
  Boolean(security?.twoFactorEnabled && !security.signedInWithRecoveryCode);
