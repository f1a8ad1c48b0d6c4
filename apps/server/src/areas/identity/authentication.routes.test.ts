import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { hashPassword, scryptN } from './password.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A customer who holds only the `authenticated` role.
  const { id } = await t.database.db
    .insertInto('customers')
    .values({
      username: 'plaincustomer',
      passwordHash: await hashPassword('customer-pass'),
      email: null,
      mobile: null,
      firstName: 'Sara',
      lastName: 'Karimi',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO customer_roles (customer_id, role_id) SELECT ${id}, id FROM roles WHERE system_name = 'authenticated'`.execute(
    t.database.db,
  );
});
afterAll(() => t.close());

const signin = (username: string, password: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/Authentication/signin', headers: { lang }, payload: { username, password } });

describe('sign-in', () => {
  it('answers the auth record of spec 000 §3 for the administrator, user name case-insensitive', async () => {
    const res = await signin('ADMINISTRATOR', TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(Object.keys(record).sort()).toEqual(
      [
        'access_token',
        'applicationIdentity',
        'expire_date',
        'firstname',
        'lastname',
        'logo',
        'maxvalidationtime',
        'recoveryCodeUsed',
        'refresh_token',
        'roles',
        'username',
      ].sort(),
    );
    expect(record.username).toBe('administrator');
    expect(record.roles.split(',')).toContain('administrators');
    expect(Date.parse(record.expire_date)).toBeGreaterThan(Date.now());
    expect(record.access_token).not.toBe(record.refresh_token);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrongPassword = await signin('administrator', 'not-the-password');
    const unknownUser = await signin('nobody-here', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().error.code).toBe('security.error.authfailed');
  });

  it('answers in the language asked for', async () => {
    const fa = await signin('administrator', 'x', 'fa');
    expect(fa.json().error.message).toBe('نام کاربری یا رمز عبور نادرست است.');
    const tr = await signin('administrator', 'x', 'tr');
    expect(tr.json().error.message).toBe('Kullanıcı adı veya parola yanlış.');
  });

  it('refuses a sign-in body without fields, with field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Authentication/signin', headers: { lang: 'en' }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ username: 'common.error.required', password: 'common.error.required' });
  });

  it('stores passwords only as memory-hard hashes', async () => {
    const row = await t.database.db
      .selectFrom('customers')
      .select('passwordHash')
      .where('username', '=', 'administrator')
      .executeTakeFirstOrThrow();
    // N is the server's (2^15; the tests run at a lower cost, see password.test.ts).
    expect(row.passwordHash).toMatch(new RegExp(`^scrypt\\$${scryptN()}\\$8\\$1\\$`));
    expect(row.passwordHash).not.toContain(TEST_ADMIN_PASSWORD);
  });
});

describe('guarding the dashboard resources', () => {
  it('asks anonymous callers to sign in (401)', async () => {
    const res = await t.app.inject({ url: '/api/Settings' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('common.error.signinfirst');
  });

  it('refuses a forged or garbled token (401)', async () => {
    const res = await t.app.inject({ url: '/api/Settings', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('security.error.tokenfailed');
  });

  it('refuses a signed-in customer without the administrators role (403), revealing nothing', async () => {
    const token = await t.signIn('plaincustomer', 'customer-pass');
    const headers = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ url: '/api/Settings', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toEqual({ code: 'common.error.accessdenied', message: 'دسترسی مجاز نیست' });
    const missing = await t.app.inject({ url: '/api/Settings/999999', headers });
    expect(missing.statusCode).toBe(403);
    const create = await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name: 'Mine' } });
    expect(create.statusCode).toBe(403);
    const stores = await t.app.inject({ url: '/api/Stores?name=Mine', headers: await t.admin() });
    expect(stores.statusCode).toBe(200);
    expect(stores.json().total).toBe(0);
  });
});

describe('sign-out', () => {
  it('ends this device only, or every device', async () => {
    const first = await t.signIn('administrator', TEST_ADMIN_PASSWORD);
    const second = await t.signIn('administrator', TEST_ADMIN_PASSWORD);
    const third = await t.signIn('administrator', TEST_ADMIN_PASSWORD);
    const use = (token: string) => t.app.inject({ url: '/api/Stores', headers: { authorization: `Bearer ${token}` } });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signout',
      headers: { authorization: `Bearer ${first}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await use(first)).statusCode).toBe(401);
    expect((await use(second)).statusCode).toBe(200);

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signout',
      headers: { authorization: `Bearer ${second}` },
      payload: { allDevices: true },
    });
    expect(all.statusCode).toBe(200);
    expect((await use(second)).statusCode).toBe(401);
    expect((await use(third)).statusCode).toBe(401);
  });
});
