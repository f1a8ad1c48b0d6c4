import { TOAST, UNAUTHORIZED_NOTICE_SECONDS } from '@store/domain';
import { getNotifier, navigateTo } from '../app/app-bridge';
import { clearAuth, readAuth } from '../auth/auth-storage';
import { currentLanguage, i18n, isRtl } from '../i18n/i18n-setup';
import { ApiError, type ApiErrorBody } from './api-error';
import { readStoredStore } from './store-storage';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and sign-out handle their own 401 instead of the global "Access Denied" flow. */
  skipAuthRedirect?: boolean;
}

/** The fixed application identity this client sends (000 §7, §9: "a fixed application identity constant"). */
export const APPLICATION_IDENTITY = 'storefront-web';

let lastUnauthorized = 0;

/** Any 401: "Authorization / Access Denied" for 9 s, the sign-in is removed, go to sign in (000 §8). */
function handleUnauthorized(): void {
  const now = Date.now();
  clearAuth();
  if (now - lastUnauthorized < TOAST.displayMs) return;
  lastUnauthorized = now;
  getNotifier()?.error({
    title: i18n.t('auth.unauthorized.title'),
    description: i18n.t('common.error.accessdenied'),
    duration: UNAUTHORIZED_NOTICE_SECONDS,
    placement: isRtl(i18n.language) ? 'topLeft' : 'topRight',
  });
  const here = window.location.pathname + window.location.search;
  const target = here.toLowerCase().startsWith('/authentication')
    ? '/Authentication'
    : `/Authentication?returnUrl=${encodeURIComponent(here)}`;
  navigateTo(target);
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function headers(hasBody: boolean): Headers {
  const h = new Headers({ Accept: 'application/json', lang: currentLanguage(), 'application-identity': APPLICATION_IDENTITY });
  if (hasBody) h.set('Content-Type', 'application/json');
  const auth = readAuth();
  if (auth?.access_token) h.set('Authorization', `Bearer ${auth.access_token}`);
  const store = readStoredStore();
  if (store) h.set('store', String(store.id));
  return h;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One call to the API with the spec's headers (lang, Authorization, store); throws ApiError. */
export async function api<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers: headers(hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { code: 'common.error.network', message: i18n.t('common.error.network') });
  }
  const payload = await readJson(response);
  if (response.ok) return payload as T;
  const body = ((payload as { error?: ApiErrorBody } | undefined)?.error ?? {}) as ApiErrorBody;
  if (response.status === 401 && !options.skipAuthRedirect) handleUnauthorized();
  throw new ApiError(response.status, body);
}
