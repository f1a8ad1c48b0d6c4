import { CONFIRM_PASSWORD_CODE, TOAST, UNAUTHORIZED_NOTICE_SECONDS } from '@store/domain/public';
import { confirmPassword, navigateTo } from '../app/app-bridge';
import { appPath } from '../app/store-prefix';
import { SECURITY_PATH } from '../app/web-routes';
import { type AuthRecord, clearAuth, readAuth } from '../auth/auth-storage';
import { accessExpired, refreshSession } from '../auth/session-refresh';
import { i18n } from '../i18n/i18n-setup';
import { showToast } from '../ui/toast-store';
import { ApiError, type ApiErrorBody } from './api-error';
import { takeFirstAnswer } from './first-answers';
import { requestHeaders } from './request-headers';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and sign-out handle their own 401 instead of the global "Access Denied" flow. */
  skipAuthRedirect?: boolean;
  /** Sent without the stored login (sign in, register): no Authorization header and no refresh. */
  anonymous?: boolean;
  /** A file answer (an export): a successful body is read as a Blob, not JSON. */
  file?: boolean;
}

/** The token the server refuses when it expired or its session was closed: a refresh may renew it. */
const TOKEN_FAILED = 'security.error.tokenfailed';

/**
 * 401 answers about a code or password the user typed, not about the session: they are shown on
 * the form and do not sign the user out.
 */
const CREDENTIAL_CODES = new Set([
  'security.error.authfailed',
  'security.error.twofactorrequired',
  'security.error.wrongauthenticatorcode',
]);

/** 403 for a user whose role requires two-factor sign-in before it is turned on. */
export const TWO_FACTOR_SETUP_REQUIRED = 'security.error.twofactorsetuprequired';

/** 403 for a power change (customers, roles, accesses) from a session that has not confirmed its password lately. */
export const CONFIRM_PASSWORD = CONFIRM_PASSWORD_CODE;

let lastUnauthorized = 0;
let lastSetupRequired = 0;

/** Any 401: "Authorization / Access Denied" for 9 s, the sign-in is removed, go to sign in (000 §8). */
function handleUnauthorized(): void {
  const now = Date.now();
  clearAuth();
  if (now - lastUnauthorized < TOAST.displayMs) return;
  lastUnauthorized = now;
  showToast('error', i18n.t('auth.unauthorized.title'), i18n.t('common.error.accessdenied'), {
    seconds: UNAUTHORIZED_NOTICE_SECONDS,
    testId: 'toast-unauthorized',
  });
  const pathname = appPath(window.location.pathname);
  const { search } = window.location;
  // Already on the sign-in screen (a guard may have sent the user there first): keep its returnUrl.
  if (pathname.toLowerCase() !== '/authentication') navigateTo(`/Authentication?returnUrl=${encodeURIComponent(pathname + search)}`);
}

/** The user gave up confirming the password: the change was not made, and nothing else says so. */
function noticeNotConfirmed(): void {
  showToast('warning', i18n.t('confirm.cancelled.title'), i18n.t('confirm.cancelled'));
}

/** A role of the user requires two-factor: say so and go to turn it on, then come back here. */
function handleTwoFactorSetupRequired(message: string | undefined): void {
  const pathname = appPath(window.location.pathname);
  const { search } = window.location;
  if (pathname.toLowerCase() === SECURITY_PATH) return;
  const now = Date.now();
  if (now - lastSetupRequired < TOAST.displayMs) return;
  lastSetupRequired = now;
  showToast('warning', i18n.t('account.twofactor.title'), message || i18n.t(TWO_FACTOR_SETUP_REQUIRED));
  navigateTo(`${SECURITY_PATH}?returnUrl=${encodeURIComponent(pathname + search)}`);
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
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

async function send(method: string, path: string, options: RequestOptions, auth: AuthRecord | null) {
  const hasBody = options.body !== undefined;
  const url = buildUrl(path, options.query);
  const headers = requestHeaders(hasBody, auth?.access_token);
  // A visitor's first reads were answered with the page: no round trip before the first paint.
  const first = method === 'GET' && !options.file ? takeFirstAnswer(url, headers) : undefined;
  if (first !== undefined) return { response: new Response(null, { status: 200 }), payload: first };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { code: 'common.error.network', message: i18n.t('common.error.network') });
  }
  return { response, payload: options.file && response.ok ? await response.blob() : await readJson(response) };
}

const errorOf = (payload: unknown) => ((payload as { error?: ApiErrorBody } | undefined)?.error ?? {}) as ApiErrorBody;

/** The stored login, renewed first when its access token has expired (none for an anonymous call). */
async function currentAuth(options: RequestOptions): Promise<AuthRecord | null> {
  const auth = options.anonymous ? null : readAuth();
  return accessExpired(auth) ? ((await refreshSession(auth.access_token)) ?? readAuth()) : auth;
}

/** Sends the call; one refused with `security.error.tokenfailed` is renewed and sent again once. */
async function sendRenewing(method: string, path: string, options: RequestOptions) {
  const auth = await currentAuth(options);
  const sent = await send(method, path, options, auth);
  if (sent.response.status === 401 && auth?.refresh_token && errorOf(sent.payload).code === TOKEN_FAILED) {
    const renewed = await refreshSession(auth.access_token);
    if (renewed) return send(method, path, options, renewed);
  }
  return sent;
}

/**
 * One call to the API with the spec's headers (lang, Authorization, store); throws ApiError.
 * An expired access token is renewed first, and a call refused with `security.error.tokenfailed`
 * is renewed and sent again once; when renewing fails, the 401 flow of 000 §8 runs. A power change
 * refused for want of a recent password confirmation asks for the password (the app's modal) and
 * is sent again once confirmed; given up, it says so and throws the refusal.
 */
export async function api<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let { response, payload } = await sendRenewing(method, path, options);
  if (response.status === 403 && errorOf(payload).code === CONFIRM_PASSWORD) {
    if (await confirmPassword()) ({ response, payload } = await sendRenewing(method, path, options));
    else noticeNotConfirmed();
  }
  if (response.ok) return payload as T;
  const body = errorOf(payload);
  if (response.status === 401 && !options.skipAuthRedirect && !CREDENTIAL_CODES.has(body.code ?? '')) handleUnauthorized();
  if (response.status === 403 && body.code === TWO_FACTOR_SETUP_REQUIRED) handleTwoFactorSetupRequired(body.message);
  throw new ApiError(response.status, body);
}

/** A file the API answers (a CSV export), saved by the browser under `filename`. */
export async function downloadFile(path: string, filename: string, query?: Query): Promise<void> {
  const blob = await api<Blob>('GET', path, { ...(query ? { query } : {}), file: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
