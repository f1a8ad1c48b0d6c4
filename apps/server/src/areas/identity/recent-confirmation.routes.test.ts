import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../../test/account-client.js';
import { type Registered, register, registerAdministrator, roleId } from '../../../test/customers.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { codeAt } from './totp.js';

/**
 * Re-authentication for power changes ("sudo mode", issue 9 review): an administrator's session
 * may change customers, roles and security accesses only within a while of confirming its password
 * (`POST /api/Authentication/confirmPassword`, or any successful step-up). A stolen access token
 * alone — whose thief does not know the password — can no longer make a lasting administrator, nor
 * change or switch off the owner's own account.
 */
let t: TestApp;
let adminRole: number;
let authenticatedRole: number;
beforeAll(async () => {
  t = await createTestApp({ countChanges: true });
  adminRole = await roleId(t, 'administrators');
  authenticatedRole = await roleId(t, 'authenticated');
});
afterAll(() => t.close());

const CONFIRM = 'security.error.confirmpassword';
const MINUTE = 60_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const signin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Authentication/signin', headers: { lang: 'en' }, payload: { username, password } });
const sessionOf = async (username: string, password: string) => {
  const res = await signin(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return bearer(res.json().data.access_token);
};
const confirm = (headers: Record<string, string>, password: string) =>
  api('POST', '/api/Authentication/confirmPassword', headers, { password });

/** A second administrator (so the owner of the stolen token is never the last one), and a fresh session of theirs. */
async function administrator(username: string, extra: Record<string, unknown> = {}): Promise<Registered> {
  const owner = await register(t, username, extra);
  const given = await api('POST', '/api/Customers/addCustomerRole', await t.admin(), { customerId: owner.id, roleId: adminRole });
  expect(given.statusCode, given.body).toBe(200);
  return { ...owner, headers: await sessionOf(owner.username, owner.password) };
}

async function rolesOf(customerId: number): Promise<number[]> {
  const { rows } = await sql<{ roleId: number }>`
    SELECT role_id FROM customer_roles WHERE customer_id = ${customerId} ORDER BY role_id`.execute(t.database.db);
  return rows.map((r) => r.roleId);
}

/** Sends a request that must be refused for want of a recent confirmation, and proves it changed nothing. */
async function refusedUnconfirmed(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  let res: Awaited<ReturnType<typeof api>> | undefined;
  const changed = await t.changes.tablesChangedBy(async () => {
    res = await api(method, url, headers, payload);
  });
  const what = `${method} ${url}: ${res?.statusCode} ${res?.body}`;
  expect(res?.statusCode, what).toBe(403);
  expect(res?.json(), what).toEqual({ error: { code: CONFIRM, message: 'Confirm your password to make this change.' } });
  expect(changed, what).toEqual([]);
}

describe('a stolen administrator access token (the thief does not know the password)', () => {
  it('cannot give the thief’s own account power by any path: 403 security.error.confirmpassword, nothing changed', async () => {
    const owner = await administrator('owner.admin');
    const stolen = owner.headers;
    const thief = await register(t, 'thief.account');
    const role = await api('POST', '/api/Roles', await t.admin(), { name: 'Thieves', systemName: 'thieves' });
    expect(role.statusCode, role.body).toBe(201);
    const thieves = role.json().data.id as number;

    await refusedUnconfirmed('POST', '/api/Customers/addCustomerRole', stolen, { customerId: thief.id, roleId: adminRole });
    await refusedUnconfirmed('PUT', `/api/Customers/${thief.id}`, stolen, { roleIds: [adminRole, authenticatedRole] });
    await refusedUnconfirmed('POST', '/api/CustomerRoles/saveSecurityAccess', stolen, {
      roleId: authenticatedRole,
      entityName: 'Customer',
      accessType: 'AllGrants',
    });
    await refusedUnconfirmed('POST', '/api/SecurityAccesses', stolen, { roleId: thieves, entityName: 'Store', accessType: 'AllGrants' });
    await refusedUnconfirmed('POST', '/api/Roles', stolen, { name: 'Second thieves', systemName: 'thieves2' });
    await refusedUnconfirmed('PUT', `/api/Roles/${thieves}`, stolen, { name: 'Renamed' });
    await refusedUnconfirmed('DELETE', `/api/Roles/${thieves}`, stolen);
    await refusedUnconfirmed('DELETE', `/api/Customers/deleteCustomerRole?customerId=${owner.id}&roleId=${adminRole}`, stolen);
    await refusedUnconfirmed('DELETE', `/api/Customers/${thief.id}`, stolen);
    await refusedUnconfirmed('POST', '/api/Customers/resetTwoFactor', stolen, { customerId: thief.id, password: 'a-guess' });
    expect(await rolesOf(thief.id)).toEqual([authenticatedRole]);
    // Reading stays open to the token: only power changes ask for the password.
    expect((await api('GET', `/api/Customers/${thief.id}`, stolen)).statusCode).toBe(200);
    expect((await api('GET', '/api/CustomerRoles/getCustomerRoles', stolen)).statusCode).toBe(200);
  });

  it('leaves the thief no administrator once the owner signs out everywhere and changes the password', async () => {
    const owner = await administrator('owner.admin.b');
    const thief = await register(t, 'thief.account.b');
    await api('POST', '/api/Customers/addCustomerRole', owner.headers, { customerId: thief.id, roleId: adminRole });
    await api('PUT', `/api/Customers/${thief.id}`, owner.headers, { roleIds: [adminRole] });

    // The owner notices: signs out of every device and changes the password.
    expect((await api('POST', '/api/Authentication/signout', owner.headers, { allDevices: true })).statusCode).toBe(200);
    const again = await sessionOf(owner.username, owner.password);
    const changed = await api('POST', '/api/Authentication/changePassword', again, {
      currentPassword: owner.password,
      password: 'brand-new-pass-1',
      confirmPassword: 'brand-new-pass-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const thiefNow = await sessionOf(thief.username, thief.password);
    expect((await api('GET', '/api/Customers', thiefNow)).statusCode, 'the thief still administers the store').toBe(403);
  });

  it('cannot change the administrator’s own e-mail and mobile, user name, or switch the account off', async () => {
    const owner = await administrator('owner.admin.c', { email: 'owner.c@example.com' });
    await refusedUnconfirmed('PUT', `/api/Customers/${owner.id}`, owner.headers, { email: 'thief@example.com', mobile: '+989120000001' });
    await refusedUnconfirmed('PUT', `/api/Customers/${owner.id}`, owner.headers, { username: 'renamed_by_thief' });
    await refusedUnconfirmed('PUT', `/api/Customers/${owner.id}`, owner.headers, { isActive: false });
    expect((await signin(owner.username, owner.password)).statusCode, 'the owner signs in as before').toBe(200);
  });
});

describe('the refusal', () => {
  it('comes before the body is read, and after the access check: others learn nothing new', async () => {
    const owner = await administrator('owner.admin.d');
    // An invalid body is not looked at: no field errors for an unconfirmed session.
    await refusedUnconfirmed('PUT', `/api/Customers/${owner.id}`, owner.headers, { username: 'x', unknown: true });
    await refusedUnconfirmed('POST', '/api/Customers/addCustomerRole', owner.headers, { customerId: 'nobody' });
    // A customer without the role is refused as before, confirmed or not.
    const customer = await register(t, 'plain.customer.d');
    expect((await confirm(customer.headers, customer.password)).statusCode).toBe(200);
    const denied = await api('PUT', `/api/Customers/${customer.id}`, customer.headers, { firstName: 'Me' });
    expect([denied.statusCode, denied.json().error.code]).toEqual([403, 'common.error.accessdenied']);
    // Anonymous callers are asked to sign in.
    expect((await api('POST', '/api/Customers/addCustomerRole', {}, { customerId: 1, roleId: 1 })).statusCode).toBe(401);
  });

  it('is said in the caller’s language', async () => {
    const owner = await administrator('owner.admin.e');
    const said: Record<string, string> = {};
    for (const lang of ['fa', 'en', 'tr']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Customers/${owner.id}`,
        headers: { ...owner.headers, lang },
        payload: {},
      });
      expect(res.json().error.code).toBe(CONFIRM);
      said[lang] = res.json().error.message;
    }
    expect(said).toEqual({
      fa: 'برای این تغییر، رمز عبورتان را دوباره وارد کنید.',
      en: 'Confirm your password to make this change.',
      tr: 'Bu değişiklik için parolanızı yeniden girin.',
    });
  });
});

describe('confirming the password', () => {
  it('opens a window of 15 minutes for this session only, not extended by the changes made in it', async () => {
    const owner = await administrator('owner.admin.f');
    const user = await register(t, 'changed.user.f');
    const confirmed = await confirm(owner.headers, owner.password);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { confirmedForSeconds: 900 } });
    const other = await sessionOf(owner.username, owner.password);
    const start = t.clock.offsetMs;
    try {
      expect((await api('PUT', `/api/Customers/${user.id}`, owner.headers, { firstName: 'One' })).statusCode).toBe(200);
      // The owner's other session confirmed nothing.
      await refusedUnconfirmed('PUT', `/api/Customers/${user.id}`, other, { firstName: 'Other' });
      t.clock.offsetMs = start + 14 * MINUTE;
      expect((await api('PUT', `/api/Customers/${user.id}`, owner.headers, { firstName: 'Two' })).statusCode).toBe(200);
      t.clock.offsetMs = start + 15 * MINUTE + 1000;
      await refusedUnconfirmed('PUT', `/api/Customers/${user.id}`, owner.headers, { firstName: 'Three' });
      t.clock.offsetMs = start;
      expect((await confirm(owner.headers, owner.password)).statusCode).toBe(200);
      expect((await api('PUT', `/api/Customers/${user.id}`, owner.headers, { firstName: 'Four' })).statusCode).toBe(200);
    } finally {
      t.clock.offsetMs = start;
    }
    const { rows } = await sql<{ firstName: string }>`SELECT first_name FROM customers WHERE id = ${user.id}`.execute(t.database.db);
    expect(rows[0]?.firstName).toBe('Four');
  });

  it('refuses a missing or wrong password on its field, from the session’s step-up allowance, confirming nothing', async () => {
    const owner = await administrator('owner.admin.g');
    const empty = await confirm(owner.headers, '');
    expect([empty.statusCode, empty.json().error.fieldCodes]).toEqual([400, { password: 'common.error.required' }]);
    const wrong = await confirm(owner.headers, 'not-the-password');
    expect([wrong.statusCode, wrong.json().error.fieldCodes]).toEqual([400, { password: 'security.error.wrongpassword' }]);
    await refusedUnconfirmed('PUT', `/api/Customers/${owner.id}`, owner.headers, { firstName: 'Guess' });
    // Four more wrong guesses fill the session's allowance: then even the right password waits.
    for (let i = 0; i < 4; i++) expect((await confirm(owner.headers, `guess-${i}`)).statusCode).toBe(400);
    expect((await confirm(owner.headers, owner.password)).statusCode).toBe(429);
    await refusedUnconfirmed('PUT', `/api/Customers/${owner.id}`, owner.headers, { firstName: 'Guess' });
    // The account's sign-in is not touched, and another session confirms at once.
    const other = await sessionOf(owner.username, owner.password);
    expect((await confirm(other, owner.password)).statusCode).toBe(200);
  });

  it('is also made by any successful step-up (a new e-mail with the password); a wrong password makes none', async () => {
    const owner = await administrator('owner.admin.h');
    const user = await register(t, 'changed.user.h');
    const wrong = await api('POST', '/api/Authentication/changeEmail', owner.headers, { password: 'wrong', email: 'h@example.com' });
    expect(wrong.statusCode).toBe(400);
    await refusedUnconfirmed('PUT', `/api/Customers/${user.id}`, owner.headers, { firstName: 'H' });
    const right = await api('POST', '/api/Authentication/changeEmail', owner.headers, { password: owner.password, email: 'h@example.com' });
    expect(right.statusCode, right.body).toBe(200);
    expect((await api('PUT', `/api/Customers/${user.id}`, owner.headers, { firstName: 'H' })).statusCode).toBe(200);
  });

  it('is needed before an administrator’s two-factor reset, which asks its own password again and counts as one', async () => {
    const owner = await administrator('owner.admin.i');
    const user = await register(t, 'reset.user.i');
    await sql`UPDATE customers SET two_factor_enabled = true, two_factor_secret = 'JBSWY3DPEHPK3PXP' WHERE id = ${user.id}`.execute(
      t.database.db,
    );
    const reset = { customerId: user.id, password: owner.password };
    await refusedUnconfirmed('POST', '/api/Customers/resetTwoFactor', owner.headers, reset);
    expect((await confirm(owner.headers, owner.password)).statusCode).toBe(200);
    // Within the window the reset still wants the password in its own body.
    const wrong = await api('POST', '/api/Customers/resetTwoFactor', owner.headers, { ...reset, password: 'not-it' });
    expect([wrong.statusCode, wrong.json().error.fieldCodes]).toEqual([400, { password: 'security.error.wrongpassword' }]);
    // A confirmation made 14 minutes ago (moved back in the table: the clock runs on), renewed by the reset's own password.
    await sql`UPDATE sessions SET confirmed_at = confirmed_at - make_interval(mins => 14) WHERE customer_id = ${owner.id}`.execute(
      t.database.db,
    );
    const done = await api('POST', '/api/Customers/resetTwoFactor', owner.headers, reset);
    expect(done.statusCode, done.body).toBe(200);
    const start = t.clock.offsetMs;
    try {
      t.clock.offsetMs = start + 10 * MINUTE;
      expect((await api('PUT', `/api/Customers/${user.id}`, owner.headers, { firstName: 'I' })).statusCode).toBe(200);
    } finally {
      t.clock.offsetMs = start;
    }
  });

  it('is for signed-in users, and the administrator seeded by the tests confirms with the password', async () => {
    expect((await api('POST', '/api/Authentication/confirmPassword', {}, { password: TEST_ADMIN_PASSWORD })).statusCode).toBe(401);
    const admin = await sessionOf('administrator', TEST_ADMIN_PASSWORD);
    expect((await confirm(admin, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

// Last in the file: it moves the app's clock.
describe('an administrator with two-factor on, whose session’s thief knows the password but has no code', () => {
  it('cannot keep power changes open past the last confirmation made with a code (a reset asks no code, so confirms nothing)', async () => {
    const client = accountClient(t);
    const admin = await registerAdministrator(t, 'sudo.twofactor');
    const owner = await client.turnOnTwoFactor({ id: admin.id, username: admin.username, password: admin.password, auth: admin.headers });
    const session = owner.auth;
    const start = t.clock.offsetMs;
    try {
      // While two-factor is on, confirming needs a code.
      const noCode = await confirm(session, owner.password);
      expect(noCode.statusCode).toBe(400);
      client.nextStep();
      const confirmed = await api('POST', '/api/Authentication/confirmPassword', session, {
        password: owner.password,
        pinCode: codeAt(owner.secret, client.now()),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const confirmedAt = client.now();
      // The thief, 14 minutes later, "resets" a customer that does not exist: the password alone (found by the second review).
      t.clock.offsetMs += confirmedAt + 14 * MINUTE - client.now();
      const reset = await api('POST', '/api/Customers/resetTwoFactor', session, { customerId: 2_000_000_000, password: owner.password });
      expect(reset.statusCode, reset.body).toBe(400);
      // 20 minutes after the last confirmation with a code, a power change needs a new one.
      t.clock.offsetMs += confirmedAt + 20 * MINUTE - client.now();
      const power = await api('POST', '/api/Roles', session, { name: 'Thief role', systemName: 'thief_role' });
      expect([power.statusCode, power.json().error?.code]).toEqual([403, CONFIRM]);
    } finally {
      t.clock.offsetMs = start;
    }
  });
});
