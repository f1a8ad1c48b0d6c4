import { useSyncExternalStore } from 'react';
import { type AuthRecord, readAuth, subscribeAuth } from './auth-storage';

/** The stored sign-in; re-renders when it changes (also from another tab). */
export function useAuth(): AuthRecord | null {
  return useSyncExternalStore(subscribeAuth, readAuth);
}
