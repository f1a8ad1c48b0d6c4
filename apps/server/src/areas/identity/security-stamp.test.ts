import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountTestApp, type TestAccount } from '../../../test/account-client.js';
import { TEST_ADMIN_PASSWORD, TEST_TOKEN_SECRET } from '../../../test/test-app.js';
import { openSession, revokeEverySession } from './sessions.js';
import { createTokenService } from './tokens.js';

/**
 * Issue 9 hardening, item 1: a sign-in reads the password hash, spends ~50 ms on scrypt, then opens
 * its session. A change that closes every (or every other) session in that gap — a password change,
 * two-factor turned on, an administrator's reset, signing out everywhere, switching the account off —
 * must not leave the new session alive. The security stamp read with the hash must still be the
 * account's when the session is opened (sessions.ts `openSession`).
 */
const env = accountTestApp();
const db = () => env.t.database.db;
const tokens = createTokenService(TEST_TOKEN_SECRET);

/** The customer as a sign-in reads it with the password hash, before the hash is checked. */
const readAsSignin = (id: number) =>
  db()
    .selectFrom('customers')
    .select(['id', 'username', 'firstName', 'lastName', 'securityStamp'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
/** What the sign-in does once the password (and a code) were right: the real `openSession`. */
const finishSignin = (customer: Awaited<ReturnType<typeof readAsSignin>>) =>
  openSession(db(), tokens, customer, 'test').then(
    () => 'opened',
    (error: { code?: string; status?: number }) => `${error.status} ${error.code}`,
  );
const openSessions = async (id: number) =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sessions WHERE customer_id = ${id} AND revoked_at IS NULL`.execute(db()))
      .rows[0]?.n,
  );
/** A signed-in administrator whose session confirmed its password (power changes need it). */
const adminHeaders = () => env.t.admin();

const CHANGES: Record<string, (account: TestAccount) => Promise<LightMyRequestResponse>> = {
  'the password is changed in another session': (account) =>
    env.client.post(
      'changePassword',
      { currentPassword: account.password, password: 'a-new-pass-1', confirmPassword: 'a-new-pass-1' },
      account.auth,
    ),
  'two-factor is turned on in another session': async (account) => {
    await env.client.turnOnTwoFactor(account);
    return env.client.get('getTwoFactorAuthenticationStatus', account.auth);
  },
  'the owner signs out of every device': (account) => env.client.post('signout', { allDevices: true }, account.auth),
  'an administrator resets two-factor': async (account) =>
    env.t.app.inject({
      method: 'POST',
      url: '/api/Customers/resetTwoFactor',
      headers: await adminHeaders(),
      payload: { customerId: account.id, password: TEST_ADMIN_PASSWORD },
    }),
  'an administrator switches the account off': async (account) =>
    env.t.app.inject({ method: 'PUT', url: `/api/Customers/${account.id}`, headers: await adminHeaders(), payload: { isActive: false } }),
  'an administrator deletes the account': async (account) =>
    env.t.app.inject({ method: 'DELETE', url: `/api/Customers/${account.id}`, headers: await adminHeaders() }),
};

describe('a sign-in whose password was checked before a change that closes sessions', () => {
  it('opens its session when nothing changed in between (the control)', async () => {
    const account = await env.client.register('stamp.control');
    const read = await readAsSignin(account.id);
    expect(await finishSignin(read)).toBe('opened');
  });

  it.each(Object.keys(CHANGES))('opens none when %s', async (change) => {
    const account = await env.client.register(`stamp.case${Object.keys(CHANGES).indexOf(change)}`);
    const read = await readAsSignin(account.id);
    const done = await (CHANGES[change] as (account: TestAccount) => Promise<LightMyRequestResponse>)(account);
    expect(done.statusCode, done.body).toBe(200);
    const before = await openSessions(account.id);
    expect(await finishSignin(read)).toBe('401 security.error.authfailed');
    expect(await openSessions(account.id)).toBe(before);
  });

  it('waits for a change under way and then opens none (the locked row is read again)', async () => {
    const account = await env.client.register('stamp.waiting');
    const read = await readAsSignin(account.id);
    let finished: Promise<string> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        // The change's first write: the stamp, its row locked until the change commits.
        await revokeEverySession(trx, account.id);
        finished = finishSignin(read);
        // On PostgreSQL, let the sign-in reach the row lock (the embedded database queues it behind this transaction).
        for (let i = 0; env.t.database.kind === 'postgresql' && i < 200; i++) {
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`.execute(trx);
          if ((rows[0]?.n ?? 0) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
    expect(await finished).toBe('401 security.error.authfailed');
    expect(await openSessions(account.id)).toBe(0);
  });
});

/** The `name=value` of the device cookie a successful sign-in set. */
const deviceCookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

describe('changing the password while someone who knows the old one keeps signing in', () => {
  // The review's attack, through HTTP: with the embedded database the sign-ins' scrypt runs beside
  // the change; on PostgreSQL their statements interleave with the change's too.
  it('leaves no session opened with the old password, even one whose sign-in was under way', async () => {
    const user = await env.client.register('racing.owner');
    const signin = (cookie: string) =>
      env.client.post('signin', { username: user.username, password: user.password }, cookie ? { cookie } : {});
    // Known devices, so that no throttle stops the sign-ins before the change.
    const cookies: string[] = [];
    for (let i = 0; i < 30; i++) cookies.push(deviceCookieOf(await signin('')));
    const change = env.client.post(
      'changePassword',
      { currentPassword: user.password, password: 'the-new-password-1', confirmPassword: 'the-new-password-1' },
      user.auth,
    );
    let done = false;
    void change.then(() => {
      done = true;
    });
    const answers: LightMyRequestResponse[] = [];
    const loop = async (worker: number) => {
      for (let i = worker; !done; i += 2) answers.push(await signin(cookies[i % cookies.length] ?? ''));
    };
    const loops = Promise.all([loop(0), loop(1)]);
    expect((await change).statusCode).toBe(200);
    await loops;
    const opened = answers.filter((r) => r.statusCode === 200);
    const alive: string[] = [];
    for (const res of opened) {
      if ((await env.client.get('getAccountSecurity', env.client.bearer(res.json().data.access_token))).statusCode === 200) alive.push('x');
    }
    expect(alive, `${opened.length} sign-ins with the old password succeeded; these outlived the change`).toHaveLength(0);
    // Only the session that made the change is open.
    expect(await openSessions(user.id)).toBe(1);
  });
});
