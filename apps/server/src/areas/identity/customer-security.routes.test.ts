import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administratorId, type Registered, register, registerAdministrator } from '../../../test/customers.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';

/**
 * The administrator's side of recovery (issue 9 item 2): resetting a user's two-factor sign-in
 * with the administrator's own password again — off, secrets and recovery codes gone, every
 * session of the user closed, recorded with who and when — and reading the user's security events.
 */
let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
  adminId = await administratorId(t);
});
afterAll(() => t.close());

const reset = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/Customers/resetTwoFactor', headers, payload });
const events = (customerId: number, headers = admin) =>
  t.app.inject({ url: `/api/Customers/getSecurityEvents?customerId=${customerId}`, headers });
const signin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Authentication/signin', headers: { lang: 'en' }, payload: { username, password } });
const alive = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/Authentication/getTwoFactorAuthenticationStatus', headers })).statusCode === 200;

/**
 * A user with two-factor on and two open sessions. Turned on in the database: how it is turned on
 * is the account area's (its own tests drive that API); what matters here is what a reset clears.
 */
async function withTwoFactor(username: string): Promise<Registered & { second: Record<string, string> }> {
  const user = await register(t, username);
  const second = { authorization: `Bearer ${(await signin(username, user.password)).json().data.access_token}` };
  await sql`UPDATE customers SET two_factor_enabled = true, two_factor_secret = 'JBSWY3DPEHPK3PXP', two_factor_pending_secret = 'KRSXG5CTMVRXEZLU',
    two_factor_last_step = 1000 WHERE id = ${user.id}`.execute(t.database.db);
  for (let i = 0; i < 10; i++)
    await sql`INSERT INTO recovery_codes (customer_id, code_hash) VALUES (${user.id}, ${`hash-${username}-${i}`})`.execute(t.database.db);
  return { ...user, second };
}

/** Everything a reset changes, as stored. */
async function stateOf(id: number) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT two_factor_enabled, two_factor_secret, two_factor_pending_secret, two_factor_last_step,
      (SELECT count(*) FROM recovery_codes WHERE customer_id = c.id)::int AS recovery_codes,
      (SELECT count(*) FROM sessions WHERE customer_id = c.id AND revoked_at IS NULL)::int AS open_sessions,
      (SELECT count(*) FROM security_events WHERE customer_id = c.id)::int AS events
    FROM customers c WHERE id = ${id}`.execute(t.database.db);
  return rows[0];
}

describe('resetting a user’s two-factor sign-in', () => {
  it('turns it off, clears the secrets and recovery codes, closes every session and records who and when', async () => {
    const user = await withTwoFactor('lost.phone');
    expect((await signin(user.username, user.password)).json().error.code).toBe('security.error.twofactorrequired');
    const started = Date.now();
    const res = await reset({ customerId: user.id, password: TEST_ADMIN_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { reset: true } });

    expect(await stateOf(user.id)).toEqual({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
      recoveryCodes: 0,
      openSessions: 0,
      events: 1,
    });
    // Whoever held a session — the owner, or a thief who turned two-factor on — is signed out.
    expect(await alive(user.headers)).toBe(false);
    expect(await alive(user.second)).toBe(false);
    // The password alone signs in again.
    const back = await signin(user.username, user.password);
    expect(back.statusCode, back.body).toBe(200);

    const list = await events(user.id);
    expect(list.statusCode).toBe(200);
    const [event] = list.json().data;
    expect(list.json().data).toHaveLength(1);
    expect(event).toMatchObject({ kind: 'twofactorreset', actor: 'administrator' });
    const at = Date.parse(event.at);
    expect(at).toBeGreaterThanOrEqual(started - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const stored = await sql<{ actorId: number }>`SELECT actor_id FROM security_events WHERE customer_id = ${user.id}`.execute(
      t.database.db,
    );
    expect(stored.rows).toEqual([{ actorId: adminId }]);
  });

  it('refuses a wrong administrator password on the password field, changing nothing', async () => {
    const user = await withTwoFactor('keeps.codes');
    const before = await stateOf(user.id);
    const res = await reset({ customerId: user.id, password: 'not-the-password' }, { ...admin, lang: 'fa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ password: 'security.error.wrongpassword' });
    expect(res.json().error.fields.password).toBe('رمز عبور نادرست است.');
    expect(await stateOf(user.id)).toEqual(before);
    expect(await alive(user.headers)).toBe(true);
    const empty = await reset({ customerId: user.id, password: '' });
    expect(empty.json().error.fieldCodes).toEqual({ password: 'security.error.passwordempty' });
    expect(await stateOf(user.id)).toEqual(before);
  });

  it('is for administrators only: 403 before the body is read, changing nothing', async () => {
    const target = await withTwoFactor('not.yours');
    const caller = await register(t, 'curious.user');
    const before = await stateOf(target.id);
    const res = await reset({ customerId: target.id, password: caller.password }, { ...caller.headers, lang: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('common.error.accessdenied');
    expect((await events(target.id, { ...caller.headers, lang: 'en' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/Customers/resetTwoFactor', payload: {} })).statusCode).toBe(401);
    expect(await stateOf(target.id)).toEqual(before);
  });

  it('refuses an administrator’s own account, and a missing or deleted customer', async () => {
    const own = await reset({ customerId: adminId, password: TEST_ADMIN_PASSWORD });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('customer.error.resetownaccount');
    const missing = await reset({ customerId: 2_000_000_000, password: TEST_ADMIN_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldCodes).toEqual({ customerId: 'common.error.notfound' });
    const gone = await withTwoFactor('gone.customer');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Customers/${gone.id}`, headers: admin })).statusCode).toBe(200);
    const before = await stateOf(gone.id);
    const deleted = await reset({ customerId: gone.id, password: TEST_ADMIN_PASSWORD });
    expect(deleted.json().error.fieldCodes).toEqual({ customerId: 'common.error.notfound' });
    expect(await stateOf(gone.id)).toEqual(before);
  });

  it('is recorded under the administrator who made it, and listed newest first', async () => {
    const other = await registerAdministrator(t, 'second.admin');
    const otherHeaders = { ...other.headers, lang: 'en' };
    const user = await withTwoFactor('reset.twice');
    expect((await reset({ customerId: user.id, password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
    await sql`UPDATE customers SET two_factor_enabled = true WHERE id = ${user.id}`.execute(t.database.db);
    expect((await reset({ customerId: user.id, password: other.password }, otherHeaders)).statusCode).toBe(200);
    const list = (await events(user.id, otherHeaders)).json().data as { kind: string; actor: string; at: string }[];
    expect(list.map((e) => [e.kind, e.actor])).toEqual([
      ['twofactorreset', 'second.admin'],
      ['twofactorreset', 'administrator'],
    ]);
    expect(Date.parse(list[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(list[1]?.at ?? ''));
    expect((await events(2_000_000_000)).json().data).toEqual([]);
  });
});
