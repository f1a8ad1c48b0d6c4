import { WEB_APPLICATION_IDENTITY } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/Authentication/${url}`, headers: { lang: 'en', ...headers }, payload: payload as object });

async function customerCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('register', () => {
  it('creates an authenticated customer and signs them in', async () => {
    const res = await post('register', {
      username: 'sara.karimi',
      password: 'secret1',
      confirmPassword: 'secret1',
      email: 'sara@example.com',
      mobile: '+989121234567',
      firstName: 'سارا',
      lastName: 'کریمی',
    });
    expect(res.statusCode).toBe(201);
    const record = res.json().data;
    expect(record).toMatchObject({ username: 'sara.karimi', roles: 'authenticated', firstname: 'سارا', lastname: 'کریمی' });
    const check = await t.app.inject({
      url: '/api/Authentication/CheckAuthenticated',
      headers: { authorization: `Bearer ${record.access_token}` },
    });
    expect(check.json().data).toEqual({ authenticated: true, username: 'sara.karimi', roles: 'authenticated' });
    // A customer is not an administrator.
    const settings = await t.app.inject({ url: '/api/Settings', headers: { authorization: `Bearer ${record.access_token}` } });
    expect(settings.statusCode).toBe(403);
  });

  it('refuses each broken rule with field messages in the caller’s language, creating nothing', async () => {
    const before = await customerCount();
    const res = await post(
      'register',
      { username: '_bad..name', password: '123', confirmPassword: '124', email: 'no-at', mobile: '09121234567' },
      { lang: 'tr' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({
      username: 'security.error.usernameformat',
      password: 'security.error.passwordshort',
      confirmPassword: 'security.error.passwordmismatch',
      email: 'common.error.email',
      mobile: 'common.error.mobile',
    });
    expect(res.json().error.fields.password).toBe('Parola en az 6 karakter olmalı.');
    expect(await customerCount()).toBe(before);
  });

  describe('a taken user name, e-mail or mobile', () => {
    // The account holding them is this block's own, not one an earlier test happened to make.
    beforeAll(async () => {
      const holder = { username: 'taken.name', password: 'secret1', confirmPassword: 'secret1', email: 'taken@example.com' };
      const made = await post('register', { ...holder, mobile: '+989127654321' });
      expect(made.statusCode, made.body).toBe(201);
    });

    it.each([
      ['username', { username: 'TAKEN.NAME' }, 'customer.error.usernameexists'],
      ['email', { email: 'TAKEN@example.com' }, 'customer.error.emailexists'],
      ['mobile', { mobile: '+989127654321' }, 'customer.error.mobileexists'],
    ])('refuses a taken %s with 409 on that field', async (field, change, code) => {
      const before = await customerCount();
      const res = await post('register', { username: 'another.user', password: 'secret1', confirmPassword: 'secret1', ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.fieldCodes).toEqual({ [field]: code });
      expect(await customerCount()).toBe(before);
    });
  });

  // On the embedded database statements run one at a time, so this cannot race there: the proof
  // is CI's PostgreSQL run (DATABASE_URL), where the two requests run on two connections.
  it('lets only one of two racing registrations of a name through', async () => {
    const body = { username: 'racing.name', password: 'secret1', confirmPassword: 'secret1' };
    const answers = await Promise.all([post('register', body), post('register', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('change password', () => {
  it('checks the current password, refuses the same one, and signs out the other sessions', async () => {
    expect((await post('register', { username: 'changing.pass', password: 'first-pass', confirmPassword: 'first-pass' })).statusCode).toBe(
      201,
    );
    const here = await t.signIn('changing.pass', 'first-pass');
    const elsewhere = await t.signIn('changing.pass', 'first-pass');
    const auth = { authorization: `Bearer ${here}` };

    const wrong = await post(
      'changePassword',
      { currentPassword: 'nope-nope', password: 'second-pass', confirmPassword: 'second-pass' },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldCodes).toEqual({ currentPassword: 'security.error.wrongpassword' });

    const same = await post(
      'changePassword',
      { currentPassword: 'first-pass', password: 'first-pass', confirmPassword: 'first-pass' },
      auth,
    );
    expect(same.json().error.code).toBe('security.error.passwordnotchanged');

    const mismatch = await post('changePassword', { currentPassword: 'first-pass', password: 'second-pass', confirmPassword: 'x' }, auth);
    expect(mismatch.json().error.fieldCodes).toEqual({ confirmPassword: 'security.error.passwordmismatch' });

    const ok = await post(
      'changePassword',
      { currentPassword: 'first-pass', password: 'second-pass', confirmPassword: 'second-pass' },
      auth,
    );
    expect(ok.json()).toEqual({ data: { changed: true } });

    const check = (token: string) =>
      t.app.inject({ url: '/api/Authentication/CheckAuthenticated', headers: { authorization: `Bearer ${token}` } });
    expect((await check(here)).json().data.authenticated).toBe(true);
    expect((await check(elsewhere)).json().data.authenticated).toBe(false);
    expect((await post('signin', { username: 'changing.pass', password: 'first-pass' })).statusCode).toBe(401);
    expect((await post('signin', { username: 'changing.pass', password: 'second-pass' })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await post('changePassword', { currentPassword: 'a', password: 'bbbbbb', confirmPassword: 'bbbbbb' });
    expect(res.statusCode).toBe(401);
  });
});

describe('guest tokens', () => {
  it('identify a visitor but never count as signed in', async () => {
    const guest = await t.app.inject({ url: `/api/Authentication/GetAnonymousToken?appIdentity=${WEB_APPLICATION_IDENTITY}` });
    expect(guest.statusCode).toBe(200);
    const record = guest.json().data;
    expect(record).toMatchObject({ username: 'guest', roles: '', refresh_token: '', applicationIdentity: WEB_APPLICATION_IDENTITY });
    const headers = { authorization: `Bearer ${record.access_token}` };
    const check = await t.app.inject({ url: '/api/Authentication/CheckAuthenticated', headers });
    expect(check.json().data).toEqual({ authenticated: false, username: null, roles: '' });
    expect((await t.app.inject({ url: '/api/Stores', headers })).statusCode).toBe(401);
    expect((await post('signout', {}, headers)).statusCode).toBe(401);
  });
});
