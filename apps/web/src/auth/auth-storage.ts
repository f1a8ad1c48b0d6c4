import { ADMIN_ROLE } from '@store/domain/public';

/** What `POST /api/Authentication/signin` answers (spec 000 §3 "Auth record"). */
export interface AuthRecord {
  username: string;
  /** Comma separated role names. */
  roles: string;
  access_token: string;
  refresh_token: string;
  /** ISO date-time. */
  expire_date: string;
  applicationIdentity?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  logo?: string | null;
  maxvalidationtime?: number | string | null;
  /** Signed in with a recovery code: the user is asked to set up two-factor again or turn it off. */
  recoveryCodeUsed?: boolean;
}

const KEY = 'auth';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: AuthRecord | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored sign-in, or null (the same object until it changes, for useSyncExternalStore). */
export function readAuth(): AuthRecord | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? (JSON.parse(raw) as AuthRecord) : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function saveAuth(record: AuthRecord): void {
  localStorage.setItem(KEY, JSON.stringify(record));
  notify();
}

export function clearAuth(): void {
  localStorage.removeItem(KEY);
  notify();
}

window.addEventListener('storage', (event) => {
  if (event.key === KEY) notify();
});

/** Signed in: a user name (not the guest) and an access token (000 §4). */
export function isSignedIn(auth: AuthRecord | null): auth is AuthRecord {
  return Boolean(auth?.username && auth.access_token && auth.username.toLowerCase() !== 'guest');
}

/** The login a login-required route accepts: expiry in the future, access and refresh tokens (000 §4). */
export function isValidLogin(auth: AuthRecord | null, now = Date.now()): auth is AuthRecord {
  if (!isSignedIn(auth) || !auth.refresh_token) return false;
  const expires = Date.parse(auth.expire_date);
  return Number.isFinite(expires) && expires > now;
}

export function rolesOf(auth: AuthRecord | null): string[] {
  return (auth?.roles ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
}

export function isAdmin(auth: AuthRecord | null): boolean {
  return isSignedIn(auth) && rolesOf(auth).some((r) => r.toLowerCase() === ADMIN_ROLE);
}

export function displayName(auth: AuthRecord): string {
  const full = [auth.firstname, auth.lastname].filter(Boolean).join(' ').trim();
  return full || auth.username;
}
