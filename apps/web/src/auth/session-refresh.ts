import { requestHeaders } from '../api/request-headers';
import { type AuthRecord, clearAuth, isSignedIn, readAuth, saveAuth } from './auth-storage';

/** Access tokens this close to their expiry are renewed before a call rather than after its 401. */
const EARLY_MS = 10_000;
/** A refresh that failed for a reason other than a refusal (network, 5xx) is not retried this soon. */
const RETRY_AFTER_MS = 30_000;
const LOCK = 'auth-refresh';

let inFlight: Promise<AuthRecord | null> | null = null;
const failedAt = new Map<string, number>();

/** The access token has passed (or nearly passed) its expiry while a refresh token could renew it. */
export function accessExpired(auth: AuthRecord | null, now = Date.now(), early = EARLY_MS): auth is AuthRecord {
  if (!isSignedIn(auth) || !auth.refresh_token) return false;
  const expires = Date.parse(auth.expire_date);
  return !Number.isFinite(expires) || expires - early <= now;
}

/** One refresh at a time across the tabs of this browser: a refresh token is spent on use. */
function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock resolves with what `run` resolves to (the DOM typings nest the promise).
  return locks ? (locks.request(LOCK, run) as unknown as Promise<T>) : run();
}

async function exchange(failedAccessToken: string | undefined): Promise<AuthRecord | null> {
  const auth = readAuth();
  if (!isSignedIn(auth) || !auth.refresh_token) return null;
  // Another call or tab already renewed the login the caller used: take the renewed one.
  if (failedAccessToken && auth.access_token !== failedAccessToken && !accessExpired(auth, Date.now(), 0)) return auth;
  const spent = auth.refresh_token;
  const last = failedAt.get(spent);
  if (last !== undefined && Date.now() - last < RETRY_AFTER_MS) return null;
  let response: Response;
  try {
    response = await fetch('/api/Authentication/refresh', {
      method: 'POST',
      headers: requestHeaders(true, null),
      body: JSON.stringify({ refresh_token: spent }),
    });
  } catch {
    failedAt.set(spent, Date.now());
    return null;
  }
  if (response.ok) {
    const renewed = ((await response.json()) as { data?: AuthRecord }).data;
    if (renewed && isSignedIn(renewed) && renewed.refresh_token) {
      saveAuth(renewed);
      return renewed;
    }
  }
  failedAt.set(spent, Date.now());
  // Refused (spent, revoked or unknown refresh token): this login is over; unless a new sign-in replaced it meanwhile.
  if (response.status >= 400 && response.status < 500 && readAuth()?.refresh_token === spent) clearAuth();
  return null;
}

/**
 * Renews the stored login with its refresh token (`POST /api/Authentication/refresh`) and stores
 * the new record. Single-flight: concurrent callers share one request (and tabs take turns), so a
 * refresh token is never sent twice. `failedAccessToken` is the token the caller found expired or
 * refused; when the stored login already differs from it, that login is answered without a call.
 * Answers null when the login cannot be renewed.
 */
export function refreshSession(failedAccessToken?: string): Promise<AuthRecord | null> {
  inFlight ??= withLock(() => exchange(failedAccessToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
