import { useEffect, useState } from 'react';
import type { AuthRecord } from './auth-storage';
import { accessExpired, refreshSession } from './session-refresh';

/**
 * When the stored access token has expired but a refresh token could renew it, renews it once.
 * Answers true while that is under way; the stored login then changes (renewed, or cleared when
 * the server refuses the refresh token) or the attempt is over.
 */
export function useExpiredLoginRefresh(auth: AuthRecord | null): boolean {
  const expired = accessExpired(auth, Date.now(), 0);
  const accessToken = expired ? auth.access_token : null;
  const [triedFor, setTriedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!accessToken) return;
    let live = true;
    void refreshSession(accessToken).then(() => {
      if (live) setTriedFor(accessToken);
    });
    return () => {
      live = false;
    };
  }, [accessToken]);
  return accessToken !== null && triedFor !== accessToken;
}
