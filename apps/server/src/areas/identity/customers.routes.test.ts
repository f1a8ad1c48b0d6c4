import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, roleId } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Customers as an engine entity over the identity core's table: administrators list, read, change
 * and delete them; nobody creates one here (a new customer needs a password); the core's columns
 * (password hash, two-factor secrets) are never in an answer.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('customers', () => {
  it('are listed, read, changed and deleted by administrators, with their roles', async () => {
    const sara = await register(t, 'sara.customer', { email: 'sara@example.com', firstName: 'سارا', lastName: 'کریمی' });
    const authenticated = await roleId(t, 'authenticated');
    const list = await call('GET', '/api/Customers?username=sara.customer');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: sara.id,
        username: 'sara.customer',
        email: 'sara@example.com',
        mobile: null,
        firstName: 'سارا',
        lastName: 'کریمی',
        isActive: true,
        twoFactorEnabled: false,
        roleIds: [authenticated],
        refTitles: { roleIds: ['Authenticated'] },
      }),
    ]);
    const read = await call('GET', `/api/Customers/${sara.id}`);
    expect(read.json().data).toEqual(list.json().data[0]);

    const changed = await call('PUT', `/api/Customers/${sara.id}`, { lastName: 'Rahimi', mobile: '+989121110000' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ lastName: 'Rahimi', mobile: '+989121110000', firstName: 'سارا' });

    const removed = await call('DELETE', `/api/Customers/${sara.id}`);
    expect(removed.json()).toEqual({ data: { id: sara.id } });
    expect((await call('GET', `/api/Customers/${sara.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/Customers?username=sara.customer')).json().data).toEqual([]);
    // Deleted, not erased: the row stays (its security events and what it owns keep their author).
    const stored = await sql<{ isDeleted: boolean }>`SELECT is_deleted FROM customers WHERE id = ${sara.id}`.execute(t.database.db);
    expect(stored.rows[0]?.isDeleted).toBe(true);
  });

  it('keep a national code in Latin digits, judged by its check digit and unique, with gender, date of birth and avatar', async () => {
    const nima = await register(t, 'nima.profile');
    const reza = await register(t, 'reza.profile');
    const wrong = await call('PUT', `/api/Customers/${nima.id}`, { nationalCode: '0084575949' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldCodes).toEqual({ nationalCode: 'customer.nationalcode_error' });
    expect(wrong.json().error.fields.nationalCode).toBe('This national code is not valid.');
    const sameDigits = await call('PUT', `/api/Customers/${nima.id}`, { nationalCode: '1111111111' });
    expect(sameDigits.json().error.fieldCodes).toEqual({ nationalCode: 'customer.nationalcode_error' });

    const saved = await call('PUT', `/api/Customers/${nima.id}`, {
      nationalCode: '۰۰۸۴۵۷۵۹۴۸',
      gender: '1',
      dateOfBirth: '1990-03-21',
      avatar: '/api/cms/avatar/nima.png',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      nationalCode: '0084575948',
      gender: '1',
      dateOfBirth: '1990-03-21',
      avatar: '/api/cms/avatar/nima.png',
    });
    expect((await call('GET', '/api/Customers?nationalCode=0084575948')).json().data.map((c: { id: number }) => c.id)).toEqual([nima.id]);

    const taken = await call('PUT', `/api/Customers/${reza.id}`, { nationalCode: '0084575948' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('customer.error.nationalcodeexists');
    expect((await call('PUT', `/api/Customers/${reza.id}`, { gender: '3' })).json().error.fieldCodes).toEqual({
      gender: 'common.error.invalidoption',
    });
  });

  it('switched off or deleted cannot sign in, and their open sessions stop at once', async () => {
    for (const change of ['deactivate', 'delete'] as const) {
      const user = await register(t, `gone.${change}`);
      expect((await call('GET', '/api/Authentication/CheckAuthenticated', undefined, user.headers)).json().data.authenticated).toBe(true);
      const res =
        change === 'delete'
          ? await call('DELETE', `/api/Customers/${user.id}`)
          : await call('PUT', `/api/Customers/${user.id}`, { isActive: false });
      expect(res.statusCode).toBe(200);
      const session = await call('GET', '/api/Authentication/getTwoFactorAuthenticationStatus', undefined, user.headers);
      expect(session.statusCode, change).toBe(401);
      const signin = await call('POST', '/api/Authentication/signin', { username: user.username, password: user.password }, { lang: 'en' });
      expect(signin.statusCode, change).toBe(401);
      expect(signin.json().error.code).toBe(change === 'delete' ? 'security.error.authfailed' : 'security.error.customerinactive');
    }
  });

  it('switched off, lose their sessions for good: switching them back on revives none', async () => {
    const user = await register(t, 'gone.for.good');
    const refresh = await call('POST', '/api/Authentication/signin', { username: user.username, password: user.password }, { lang: 'en' });
    const refreshToken = refresh.json().data.refresh_token as string;
    expect((await call('PUT', `/api/Customers/${user.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await call('PUT', `/api/Customers/${user.id}`, { isActive: true })).statusCode).toBe(200);
    const check = await call('GET', '/api/Authentication/CheckAuthenticated', undefined, user.headers);
    expect(check.json().data.authenticated).toBe(false);
    const renewed = await call('POST', '/api/Authentication/refresh', { refresh_token: refreshToken }, { lang: 'en' });
    expect(renewed.statusCode).toBe(401);
    // Signing in again works: the account is on, only the old sessions are gone.
    const again = await call('POST', '/api/Authentication/signin', { username: user.username, password: user.password }, { lang: 'en' });
    expect(again.statusCode).toBe(200);
  });

  it('changed by an administrator show the new e-mail and mobile on the user’s security page, by that administrator', async () => {
    const user = await register(t, 'contact.changed', { email: 'before@example.com' });
    expect(
      (await call('PUT', `/api/Customers/${user.id}`, { email: 'after@example.com', mobile: '+989127770001', lastName: 'Karimi' }))
        .statusCode,
    ).toBe(200);
    // A change that leaves the contact as it was records nothing.
    expect((await call('PUT', `/api/Customers/${user.id}`, { email: 'after@example.com', firstName: 'Sara' })).statusCode).toBe(200);
    const page = await call('GET', '/api/Authentication/getAccountSecurity', undefined, user.headers);
    expect(page.statusCode).toBe(200);
    const events = page.json().data.events as { kind: string; actor: string | null }[];
    expect(events.map((e) => [e.kind, e.actor]).sort()).toEqual([
      ['emailchanged', 'administrator'],
      ['mobilechanged', 'administrator'],
    ]);
    expect(page.json().data).toMatchObject({ email: 'after@example.com', mobile: '+989127770001' });
  });

  it('changed by an administrator show a new user name, roles given or taken, switched off and on, on the user’s security page', async () => {
    const user = await register(t, 'account.changed');
    const administrators = await roleId(t, 'administrators');
    const authenticated = await roleId(t, 'authenticated');
    expect((await call('PUT', `/api/Customers/${user.id}`, { username: 'account.renamed', lastName: 'Karimi' })).statusCode).toBe(200);
    // Roles given through the resource and through the role calls; the same roles in another order are no change.
    expect((await call('PUT', `/api/Customers/${user.id}`, { roleIds: [administrators, authenticated] })).statusCode).toBe(200);
    expect((await call('PUT', `/api/Customers/${user.id}`, { roleIds: [authenticated, administrators] })).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/Customers/deleteCustomerRole?customerId=${user.id}&roleId=${administrators}`)).json().data.removed,
    ).toBe(true);
    expect((await call('PUT', `/api/Customers/${user.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await call('PUT', `/api/Customers/${user.id}`, { isActive: true })).statusCode).toBe(200);
    // Switching off ended the user's sessions: they sign in again (with the new name) and read their page.
    const signin = await call(
      'POST',
      '/api/Authentication/signin',
      { username: 'account.renamed', password: user.password },
      { lang: 'en' },
    );
    const page = await call('GET', '/api/Authentication/getAccountSecurity', undefined, {
      authorization: `Bearer ${signin.json().data.access_token}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    const events = page.json().data.events as { kind: string; actor: string | null }[];
    // Newest first.
    expect(events.map((e) => [e.kind, e.actor])).toEqual([
      ['switchedon', 'administrator'],
      ['switchedoff', 'administrator'],
      ['roleschanged', 'administrator'],
      ['roleschanged', 'administrator'],
      ['usernamechanged', 'administrator'],
    ]);
  });

  it('take role changes at once, and a new user name for signing in', async () => {
    const user = await register(t, 'role.taker');
    expect((await call('GET', '/api/Stores', undefined, user.headers)).statusCode).toBe(403);
    const administrators = await roleId(t, 'administrators');
    const promoted = await call('PUT', `/api/Customers/${user.id}`, { roleIds: [administrators] });
    expect(promoted.json().data.roleIds).toEqual([administrators]);
    expect((await call('GET', '/api/Stores', undefined, user.headers)).statusCode).toBe(200);

    const renamed = await call('PUT', `/api/Customers/${user.id}`, { username: 'Role.Giver', roleIds: [] });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', '/api/Stores', undefined, user.headers)).statusCode).toBe(403);
    const signin = await call('POST', '/api/Authentication/signin', { username: 'role.giver', password: user.password }, { lang: 'en' });
    expect(signin.statusCode).toBe(200);
  });

  it('keep user names, e-mails and mobiles unique (in any letter case), each with its own code, changing nothing', async () => {
    await register(t, 'first.holder', { email: 'First@Example.com', mobile: '+989120000001' });
    const second = await register(t, 'second.holder');
    for (const [payload, field, code] of [
      [{ username: 'FIRST.HOLDER' }, 'username', 'customer.error.usernameexists'],
      [{ email: 'first@example.COM' }, 'email', 'customer.error.emailexists'],
      [{ mobile: '+989120000001' }, 'mobile', 'customer.error.mobileexists'],
    ] as const) {
      const res = await call('PUT', `/api/Customers/${second.id}`, payload);
      expect(res.statusCode, field).toBe(409);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.fieldCodes).toEqual({ [field]: code });
    }
    const row = (await call('GET', `/api/Customers/${second.id}`)).json().data;
    expect(row).toMatchObject({ username: 'second.holder', email: null, mobile: null });
  });

  it('refuse a user name that breaks the registration rules, in the caller’s language', async () => {
    const user = await register(t, 'plain.name');
    const res = await call('PUT', `/api/Customers/${user.id}`, { username: '_x..y' }, { ...admin, lang: 'fa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ username: 'security.error.usernameformat' });
    expect(res.json().error.fields.username).toContain('۸ تا ۲۰');
  });

  it('are never created here: no route, no OpenAPI operation', async () => {
    const res = await call('POST', '/api/Customers', { username: 'made.here.x', email: 'x@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('common.error.routenotfound');
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/Customers'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/Customers/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });

  it('never answer the identity core’s columns: password hash, two-factor secrets', async () => {
    const user = await register(t, 'secret.holder');
    await sql`UPDATE customers SET two_factor_secret = 'JBSWY3DPEHPK3PXPSECRET', two_factor_pending_secret = 'PENDINGSECRETVALUE42',
      two_factor_last_step = 123456 WHERE id = ${user.id}`.execute(t.database.db);
    const { rows } = await sql<{ passwordHash: string }>`SELECT password_hash FROM customers WHERE id = ${user.id}`.execute(t.database.db);
    const answers = [
      await call('GET', `/api/Customers?pageSize=100`),
      await call('GET', `/api/Customers/${user.id}`),
      await call('PUT', `/api/Customers/${user.id}`, { firstName: 'Kept' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const secret of [rows[0]?.passwordHash ?? '', 'JBSWY3DPEHPK3PXPSECRET', 'PENDINGSECRETVALUE42', '123456'])
        expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toMatch(/"(passwordHash|twoFactorSecret|twoFactorPendingSecret|twoFactorLastStep)"/);
    }
    // And never written: the body cannot name them, and an update keeps them.
    for (const field of ['passwordHash', 'twoFactorSecret', 'twoFactorEnabled']) {
      const res = await call('PUT', `/api/Customers/${user.id}`, { [field]: field === 'twoFactorEnabled' ? false : 'x' });
      expect(res.json().error.fieldCodes, field).toEqual({ [field]: 'common.error.unknownfield' });
    }
    const after = await sql<{ passwordHash: string; twoFactorSecret: string }>`
      SELECT password_hash, two_factor_secret FROM customers WHERE id = ${user.id}`.execute(t.database.db);
    expect(after.rows[0]).toEqual({ passwordHash: rows[0]?.passwordHash, twoFactorSecret: 'JBSWY3DPEHPK3PXPSECRET' });
  });

  it('are for administrators only', async () => {
    const user = await register(t, 'not.an.admin');
    for (const [method, url] of [
      ['GET', '/api/Customers'],
      ['GET', `/api/Customers/${user.id}`],
      ['PUT', `/api/Customers/${user.id}`],
      ['DELETE', `/api/Customers/${user.id}`],
    ] as const) {
      const res = await call(method, url, method === 'PUT' ? { isActive: true } : undefined, { ...user.headers, lang: 'en' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
