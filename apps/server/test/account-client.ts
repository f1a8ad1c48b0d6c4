import { afterAll, beforeAll, expect } from 'vitest';
import { codeAt, TOTP_PERIOD_SECONDS } from '../src/areas/identity/totp.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

export interface TestAccount {
  id: number;
  username: string;
  password: string;
  /** Headers of the session the registration opened. */
  auth: Record<string, string>;
}

export interface TwoFactorTestAccount extends TestAccount {
  secret: string;
  recoveryCodes: string[];
}

/**
 * The account calls (`/api/Authentication/...`) of one test app, in English, with the helpers
 * identity tests share: registering, turning two-factor on through the API, the app's clock.
 */
export function accountClient(t: TestApp) {
  const post = (name: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/Authentication/${name}`, headers: { lang: 'en', ...headers }, payload: payload as object });
  const get = (name: string, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/Authentication/${name}`, headers: { lang: 'en', ...headers } });
  /** The app's clock (tests move it). */
  const now = () => Date.now() + t.clock.offsetMs;
  /** Moves the app's clock to the start of the next 30-second step, so a code of "now" has never been used. */
  const nextStep = () => {
    t.clock.offsetMs += STEP_MS - (now() % STEP_MS) + 1000;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function register(username: string, password = 'right-pass-1'): Promise<TestAccount> {
    const res = await post('register', { username, password, confirmPassword: password }, {});
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.database.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    return { id: row.id, username, password, auth: bearer(res.json().data.access_token) };
  }

  /** Signs in (with a second factor when given) and answers the auth record's headers, failing the test otherwise. */
  async function signIn(account: TestAccount, factor: { pinCode?: string; recoveryCode?: string } = {}) {
    const res = await post('signin', { username: account.username, password: account.password, ...factor });
    expect(res.statusCode, res.body).toBe(200);
    return { headers: bearer(res.json().data.access_token), record: res.json().data };
  }

  /** Turns two-factor on through the API in the registration's session, as the owner does. */
  async function turnOnTwoFactor(account: TestAccount): Promise<TwoFactorTestAccount> {
    const begin = await post('setTwoFactorAuthentication', { password: account.password }, account.auth);
    expect(begin.statusCode, begin.body).toBe(200);
    const secret = begin.json().data.secret as string;
    nextStep();
    const on = await post('setTwoFactorAuthentication', { password: account.password, pinCode: codeAt(secret, now()) }, account.auth);
    expect(on.statusCode, on.body).toBe(200);
    return { ...account, secret, recoveryCodes: on.json().data.recoveryCodes };
  }

  /** A six-digit code that is not the code of the steps around now. */
  function wrongCode(secret: string): string {
    const near = [-1, 0, 1].map((d) => codeAt(secret, now() + d * STEP_MS));
    return ['000000', '111111', '222222'].find((c) => !near.includes(c)) ?? '333333';
  }

  return { post, get, now, nextStep, bearer, register, signIn, turnOnTwoFactor, wrongCode, STEP_MS };
}

export type AccountClient = ReturnType<typeof accountClient>;

/** The file's own test app and its account client: created before the file's tests, closed after them. */
export function accountTestApp(options: TestAppOptions = {}): { t: TestApp; client: AccountClient } {
  const env = {} as { t: TestApp; client: AccountClient };
  beforeAll(async () => {
    env.t = await createTestApp(options);
    env.client = accountClient(env.t);
  });
  afterAll(() => env.t.close());
  return env;
}
