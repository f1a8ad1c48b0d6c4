import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TWO_FACTOR_SETUP_PER_ACCOUNT } from './throttle.js';
import { codeAt, TOTP_PERIOD_SECONDS } from './totp.js';

const STEP = TOTP_PERIOD_SECONDS * 1000;
const PASSWORD = 'secret-pass';
let t: TestApp;
let auth: Record<string, string>;
let secret: string;
let recoveryCodes: string[];

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/Authentication/${url}`, headers: { lang: 'en', ...headers }, payload: payload as object });
const signin = (extra: Record<string, string> = {}) => post('signin', { username: 'two.factor.user', password: PASSWORD, ...extra });
/** The app's clock, which tests move to the start of a fresh time step. */
const appNow = () => Date.now() + t.clock.offsetMs;
function nextStep() {
  // Jump to the start of the next 30-second step, so a code of "now" has never been used.
  t.clock.offsetMs += STEP - (appNow() % STEP) + 1000;
}

beforeAll(async () => {
  t = await createTestApp();
  const registered = await post('register', { username: 'two.factor.user', password: PASSWORD, confirmPassword: PASSWORD });
  auth = { authorization: `Bearer ${registered.json().data.access_token}` };
});
afterAll(() => t.close());

describe('two-factor authentication', () => {
  it('is off at first', async () => {
    const res = await t.app.inject({ url: '/api/Authentication/getTwoFactorAuthenticationStatus', headers: auth });
    expect(res.json()).toEqual({ data: { enabled: false } });
  });

  it('shows a secret and a QR code, and turns on only after a correct code', async () => {
    const begin = await post('setTwoFactorAuthentication', { password: PASSWORD }, auth);
    expect(begin.statusCode).toBe(200);
    ({ secret } = begin.json().data);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begin.json().data.otpauthUrl).toContain(`secret=${secret}`);
    expect(begin.json().data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(begin.json().data.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await post(
      'setTwoFactorAuthentication',
      { password: PASSWORD, pinCode: '000000' === codeAt(secret, appNow()) ? '111111' : '000000' },
      auth,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('security.error.wrongauthenticatorcode');
    const stillOff = await t.app.inject({ url: '/api/Authentication/getTwoFactorAuthenticationStatus', headers: auth });
    expect(stillOff.json().data.enabled).toBe(false);

    nextStep();
    const on = await post('setTwoFactorAuthentication', { password: PASSWORD, pinCode: codeAt(secret, appNow()) }, auth);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.enabled).toBe(true);
    recoveryCodes = on.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it('cannot be replaced while on: a session alone cannot swap in another authenticator', async () => {
    const again = await post('setTwoFactorAuthentication', { password: PASSWORD }, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('security.error.twofactoralreadyenabled');
  });

  it('asks for the code at sign-in', async () => {
    const res = await signin();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('security.error.twofactorrequired');
  });

  it('accepts a code one step late and refuses one two steps late', async () => {
    nextStep();
    const twoLate = await signin({ pinCode: codeAt(secret, appNow() - 2 * STEP) });
    expect(twoLate.statusCode).toBe(401);
    expect(twoLate.json().error.code).toBe('security.error.wrongauthenticatorcode');
    nextStep();
    const oneLate = await signin({ pinCode: codeAt(secret, appNow() - STEP) });
    expect(oneLate.statusCode).toBe(200);
  });

  it('accepts a code once only', async () => {
    nextStep();
    const code = codeAt(secret, appNow());
    expect((await signin({ pinCode: code })).statusCode).toBe(200);
    const again = await signin({ pinCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('security.error.wrongauthenticatorcode');
  });

  // On the embedded database statements run one at a time, so the sign-ins cannot race there: the
  // proof is CI's PostgreSQL run (DATABASE_URL), where they run on two connections.
  it('lets exactly one of two concurrent sign-ins with one code through', async () => {
    nextStep();
    const code = codeAt(secret, appNow());
    const answers = await Promise.all([signin({ pinCode: code }), signin({ pinCode: code })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts each recovery code once', async () => {
    const [code] = recoveryCodes;
    expect((await signin({ recoveryCode: code! })).statusCode).toBe(200);
    expect((await signin({ recoveryCode: code! })).statusCode).toBe(401);
  });

  it('turns off only with a valid code', async () => {
    const refused = await post(
      'disableTwoFactorAuthentication',
      { password: PASSWORD, pinCode: '123456' === codeAt(secret, appNow()) ? '654321' : '123456' },
      auth,
    );
    expect(refused.statusCode).toBe(401);
    nextStep();
    const off = await post('disableTwoFactorAuthentication', { password: PASSWORD, pinCode: codeAt(secret, appNow()) }, auth);
    expect(off.json()).toEqual({ data: { enabled: false } });
    expect((await signin()).statusCode).toBe(200);
  });

  it('refuses confirming without a pending secret', async () => {
    const res = await post('setTwoFactorAuthentication', { password: PASSWORD, pinCode: codeAt(secret, appNow()) }, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('security.error.twofactornotpending');
  });

  it('refuses malformed codes with a field error', async () => {
    const res = await post('signin', { username: 'two.factor.user', password: PASSWORD, pinCode: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ pinCode: 'security.error.wrongauthenticatorcode' });
  });

  it('never returns the secret or recovery codes outside the setup answers', async () => {
    const status = await t.app.inject({ url: '/api/Authentication/getTwoFactorAuthenticationStatus', headers: auth });
    expect(status.body).not.toContain(secret);
  });
});

describe('a role that requires two-factor', () => {
  it('lets a member without it do nothing but turn it on, then everything the role allows', async () => {
    const admin = await t.admin();
    const role = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Roles',
        headers: admin,
        payload: { name: 'Cashiers', systemName: 'cashiers', requireTwoFactor: true },
      })
    ).json().data;
    expect(
      (await post('register', { username: 'cashier.one', password: 'cashier-pass', confirmPassword: 'cashier-pass' })).statusCode,
    ).toBe(201);
    const { id: customerId } = await t.database.db
      .selectFrom('customers')
      .select('id')
      .where('username', '=', 'cashier.one')
      .executeTakeFirstOrThrow();
    const mapped = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/addCustomerRole',
      headers: admin,
      payload: { customerId, roleId: role.id },
    });
    expect(mapped.statusCode).toBe(200);
    const access = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerRoles/saveSecurityAccess',
      headers: admin,
      payload: { roleId: role.id, entityName: 'Store', accessType: 'ViewOnly' },
    });
    expect(access.statusCode).toBe(200);

    const token = (await post('signin', { username: 'cashier.one', password: 'cashier-pass' })).json().data.access_token;
    const me = { authorization: `Bearer ${token}` };
    const blocked = await t.app.inject({ url: '/api/Stores', headers: { ...me, lang: 'en' } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('security.error.twofactorsetuprequired');

    const begin = await post('setTwoFactorAuthentication', { password: 'cashier-pass' }, me);
    nextStep();
    const on = await post(
      'setTwoFactorAuthentication',
      { password: 'cashier-pass', pinCode: codeAt(begin.json().data.secret, appNow()) },
      me,
    );
    expect(on.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Stores', headers: me })).statusCode).toBe(200);
  });
});

describe('starting set-up (a QR code each time)', () => {
  it('is limited per account: the eleventh start within an hour is refused with the minutes left', async () => {
    const registered = await post('register', { username: 'qr.spinner', password: PASSWORD, confirmPassword: PASSWORD });
    const headers = { authorization: `Bearer ${registered.json().data.access_token}` };
    for (let i = 0; i < TWO_FACTOR_SETUP_PER_ACCOUNT.limit; i++) {
      expect((await post('setTwoFactorAuthentication', { password: PASSWORD }, headers)).statusCode).toBe(200);
    }
    const refused = await post('setTwoFactorAuthentication', { password: PASSWORD }, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('security.error.toomanyrequests');
    expect(refused.json().error.message).toBe('Too many requests. Try again in 60 minutes.');
    // Someone else is not affected: their first start is answered as usual.
    const other = await post('register', { username: 'qr.bystander', password: PASSWORD, confirmPassword: PASSWORD });
    const bystander = { authorization: `Bearer ${other.json().data.access_token}` };
    expect((await post('setTwoFactorAuthentication', { password: PASSWORD }, bystander)).statusCode).toBe(200);
  });
});
