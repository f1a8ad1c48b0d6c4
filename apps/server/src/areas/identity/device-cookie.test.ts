import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_TOKEN_SECRET, type TestApp } from '../../../test/test-app.js';
import { DeviceCookies, loadDeviceCookieKey, passwordCredential } from './device-cookie.js';
import { SIGNIN_PER_ACCOUNT, SIGNIN_PER_DEVICE } from './throttle.js';
import { codeAt, TOTP_PERIOD_SECONDS } from './totp.js';

/**
 * Issue 9, item 9: strangers' wrong passwords must not lock the owner out. A successful sign-in
 * sets a signed device cookie; the owner's known device keeps its own allowance, while every
 * client without a valid cookie for the account shares the account's untrusted one.
 */
let t: TestApp;
const PASSWORD = 'right-pass-1';
/** Each stranger guesses from an address of its own: the lock they cause is the account's, not an address's. */
let strangerAddress = 0;
const nextStranger = () => `10.60.${Math.floor(strangerAddress / 250)}.${(strangerAddress++ % 250) + 1}`;

interface Attempt {
  password: string;
  cookie?: string;
  address?: string;
  pinCode?: string;
}
const signin = (username: string, { password, cookie, address = nextStranger(), pinCode }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Authentication/signin',
    headers: { lang: 'en', ...(cookie ? { cookie } : {}) },
    remoteAddress: address,
    payload: { username, password, ...(pinCode ? { pinCode } : {}) },
  });

/** The `name=value` a browser sends back for the single cookie an answer sets (fails when there is none). */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  expect(typeof header, `answer ${res.statusCode} sets one cookie`).toBe('string');
  return String(header).split(';')[0] as string;
}

/** Strangers (no cookie) guess wrong passwords until the account's untrusted allowance is spent. */
async function strangersLock(username: string) {
  for (let i = 0; i < SIGNIN_PER_ACCOUNT.limit; i++) {
    const res = await signin(username, { password: `stranger-guess-${i}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  }
  const refused = await signin(username, { password: 'stranger-guess-last' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('security.error.lockedout');
}

async function register(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Authentication/register',
    // An address per registration (registrations are limited per address).
    remoteAddress: `10.250.${++registrations}.2`,
    payload: { username, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.access_token as string;
}

let registrations = 0;
/** An administrator's headers, from before any test locks the administrator's account for strangers. */
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
});

const idOf = async (username: string) =>
  (await t.database.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
/** The account's password credential (device cookies are signed with it). */
const credentialOf = async (username: string) =>
  passwordCredential(
    (await t.database.db.selectFrom('customers').select('passwordHash').where('username', '=', username).executeTakeFirstOrThrow())
      .passwordHash,
  );
afterAll(() => t.close());

describe('strangers cannot lock the owner out', () => {
  it('the administrator, locked by strangers, still signs in from a device that signed in before', async () => {
    const owner = await signin('administrator', { password: TEST_ADMIN_PASSWORD, address: '10.61.0.1' });
    expect(owner.statusCode).toBe(200);
    const cookie = deviceCookieOf(owner);

    await strangersLock('administrator');
    // The right password from a client the account does not know is refused too: guessing stays throttled.
    const stranger = await signin('administrator', { password: TEST_ADMIN_PASSWORD });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['set-cookie']).toBeUndefined();

    const again = await signin('administrator', { password: TEST_ADMIN_PASSWORD, cookie, address: '10.61.0.1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.username).toBe('administrator');
    // A fresh cookie each time (OWASP: a new device cookie after every successful sign-in).
    expect(deviceCookieOf(again)).not.toBe(cookie);
  });

  it('the owner signing in from a known device hands strangers no fresh guesses', async () => {
    await register('device.interleaved');
    const cookie = deviceCookieOf(await signin('device.interleaved', { password: PASSWORD }));
    for (let i = 0; i < SIGNIN_PER_ACCOUNT.limit - 1; i++)
      expect((await signin('device.interleaved', { password: `guess-${i}` })).statusCode).toBe(401);
    expect((await signin('device.interleaved', { password: PASSWORD, cookie })).statusCode).toBe(200);
    expect((await signin('device.interleaved', { password: 'guess-last' })).statusCode).toBe(401);
    expect((await signin('device.interleaved', { password: 'guess-after' })).statusCode).toBe(429);
  });

  it('with two-factor on, the owner’s device with the right password and a valid code still signs in', async () => {
    const token = await register('device.twofactor');
    const auth = { authorization: `Bearer ${token}` };
    const now = () => Date.now() + t.clock.offsetMs;
    const post = (name: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/Authentication/${name}`, headers: auth, payload, remoteAddress: '10.250.0.2' });
    const { secret } = (await post('setTwoFactorAuthentication', { password: PASSWORD })).json().data;
    expect((await post('setTwoFactorAuthentication', { password: PASSWORD, pinCode: codeAt(secret, now()) })).statusCode).toBe(200);
    /** A code of a time step no sign-in has used yet. */
    const freshCode = () => {
      t.clock.offsetMs += TOTP_PERIOD_SECONDS * 1000;
      return codeAt(secret, now());
    };

    const owner = await signin('device.twofactor', { password: PASSWORD, pinCode: freshCode(), address: '10.61.0.2' });
    expect(owner.statusCode, owner.body).toBe(200);
    const cookie = deviceCookieOf(owner);

    await strangersLock('device.twofactor');
    expect((await signin('device.twofactor', { password: PASSWORD, pinCode: freshCode() })).statusCode).toBe(429);
    const again = await signin('device.twofactor', { password: PASSWORD, pinCode: freshCode(), cookie, address: '10.61.0.2' });
    expect(again.statusCode, again.body).toBe(200);
    // The password alone is not enough on a known device either: the cookie replaces no factor.
    const noCode = await signin('device.twofactor', { password: PASSWORD, cookie: deviceCookieOf(again) });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().error.code).toBe('security.error.twofactorrequired');
    expect(noCode.headers['set-cookie']).toBeUndefined();
  });

  it('wrong guesses with the owner’s cookie lock that device only', async () => {
    await register('device.guessed');
    const cookie = deviceCookieOf(await signin('device.guessed', { password: PASSWORD }));
    const other = deviceCookieOf(await signin('device.guessed', { password: PASSWORD }));

    for (let i = 0; i < SIGNIN_PER_DEVICE.limit; i++) {
      const wrong = await signin('device.guessed', { password: `device-guess-${i}`, cookie });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('security.error.authfailed');
    }
    const locked = await signin('device.guessed', { password: PASSWORD, cookie });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(`Too many failed attempts. Try again in ${SIGNIN_PER_DEVICE.windowSeconds / 60} minutes.`);
    // The account's untrusted allowance and the owner's other device are untouched.
    expect((await signin('device.guessed', { password: PASSWORD })).statusCode).toBe(200);
    expect((await signin('device.guessed', { password: PASSWORD, cookie: other })).statusCode).toBe(200);
  });

  it('treats a forged, expired, malformed or another user’s cookie as no cookie', async () => {
    await register('device.victim');
    await register('device.someone');
    const own = deviceCookieOf(await signin('device.victim', { password: PASSWORD }));
    const someoneElse = deviceCookieOf(await signin('device.someone', { password: PASSWORD }));
    await strangersLock('device.victim');

    const [name, value] = own.split('=') as [string, string];
    const [nonce, expires, signature] = value.split('.') as [string, string, string];
    const [, someoneValue] = someoneElse.split('=') as [string, string];
    const withTokenKey = new DeviceCookies(Buffer.from(TEST_TOKEN_SECRET)).issue(
      'device.victim',
      await credentialOf('device.victim'),
      Date.now(),
      false,
    );
    const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    const untrusted = {
      'another user’s cookie': someoneElse,
      'another user’s value under this account’s name': `${name}=${someoneValue}`,
      'a forged signature': `${name}=${nonce}.${expires}.${flip(signature)}`,
      'a changed nonce': `${name}=${flip(nonce)}.${expires}.${signature}`,
      'a later expiry': `${name}=${nonce}.${Number(expires) + 86_400}.${signature}`,
      'one signed with the token-signing key': `${name}=${withTokenKey.split(';')[0]?.split('=')[1]}`,
      'a malformed value': `${name}=${nonce}.${signature}`,
      'an empty value': `${name}=`,
      garbage: `${name}=%00%ff; other=1`,
    };
    for (const [what, cookie] of Object.entries(untrusted)) {
      const res = await signin('device.victim', { password: PASSWORD, cookie });
      expect(res.statusCode, what).toBe(429);
    }
    // The genuine cookie, even among others, is trusted…
    expect((await signin('device.victim', { password: PASSWORD, cookie: `${someoneElse}; ${own}; theme=dark` })).statusCode).toBe(200);
    // …until it expires: the expiry inside the signed value counts, not the browser's Max-Age.
    const fresh = deviceCookieOf(await signin('device.victim', { password: PASSWORD, cookie: own }));
    const offset = t.clock.offsetMs;
    t.clock.offsetMs += 400 * 86_400_000;
    try {
      expect((await signin('device.victim', { password: PASSWORD, cookie: fresh })).statusCode).toBe(429);
    } finally {
      t.clock.offsetMs = offset;
    }
  });
});

describe('device cookies from before the account’s sessions were all closed', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, lang: 'en' });
  const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const changePassword = (token: string, password: string) =>
    post('/api/Authentication/changePassword', bearer(token), { currentPassword: PASSWORD, password, confirmPassword: password });

  it('give someone who once knew the password no more guesses at the new one than a stranger', async () => {
    const token = await register('device.minted');
    // While the thief knows the password, every sign-in hands out one more known device.
    const cookies: string[] = [];
    for (let i = 0; i < 12; i++)
      cookies.push(deviceCookieOf(await signin('device.minted', { password: PASSWORD, cookie: cookies[i - 1] })));
    expect((await changePassword(token, 'owner-new-secret-9')).statusCode).toBe(200);
    let checked = 0;
    for (const cookie of cookies) {
      for (let i = 0; i < SIGNIN_PER_DEVICE.limit; i++) {
        const res = await signin('device.minted', { password: `guess-${i}-${checked}`, cookie, address: '10.63.0.1' });
        if (res.statusCode === 401) checked += 1;
      }
    }
    // Every cookie is a stranger's now: the guesses share the account's allowance for unknown clients.
    expect(checked).toBe(SIGNIN_PER_ACCOUNT.limit);
  });

  it('are strangers’ once the password is changed; the browser that changed it is a known device at once', async () => {
    const username = `device.reset${++resets}`;
    const token = await register(username);
    const before = deviceCookieOf(await signin(username, { password: PASSWORD }));
    const changed = await changePassword(token, 'another-pass-2');
    expect(changed.statusCode, changed.body).toBe(200);
    const fromTheChange = deviceCookieOf(changed);
    await strangersLock(username);
    expect((await signin(username, { password: 'another-pass-2', cookie: before })).statusCode).toBe(429);
    expect((await signin(username, { password: 'another-pass-2', cookie: fromTheChange })).statusCode).toBe(200);
  });

  it.each([
    ['signs the owner out of every device', (token: string) => post('/api/Authentication/signout', bearer(token), { allDevices: true })],
    [
      'an administrator resets two-factor',
      (_token: string, id: number) => post('/api/Customers/resetTwoFactor', admin, { customerId: id, password: TEST_ADMIN_PASSWORD }),
    ],
  ] as const)(
    'stay known when %s: a stolen access token cannot turn the owner’s browser into a stranger to lock out',
    async (_what, change) => {
      const username = `device.reset${++resets}`;
      const token = await register(username);
      const known = deviceCookieOf(await signin(username, { password: PASSWORD }));
      const res = await change(token, await idOf(username));
      expect(res.statusCode, res.body).toBe(200);
      // The thief keeps the allowance for strangers spent; the owner's browser still gets in.
      await strangersLock(username);
      expect((await signin(username, { password: PASSWORD, cookie: known })).statusCode).toBe(200);
    },
  );
});
let resets = 0;

describe('a burst of concurrent guesses with one device cookie', () => {
  // The proof is CI's PostgreSQL run, where the guesses run on several connections at once.
  it('gets exactly as many password checks as the device’s allowance', async () => {
    await register('device.burst');
    const cookie = deviceCookieOf(await signin('device.burst', { password: PASSWORD }));
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => signin('device.burst', { password: `burst-${i}`, cookie })));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(SIGNIN_PER_DEVICE.limit);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15 - SIGNIN_PER_DEVICE.limit);
    // The device's guesses were its own: the account still lets unknown clients in.
    expect((await signin('device.burst', { password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('the device cookie key', () => {
  it('is derived from AUTH_SECRET when set, else generated once and kept in the database, for every process alike', async () => {
    const db = t.database.db;
    const derived = await loadDeviceCookieKey(db, 'an-auth-secret');
    expect(await loadDeviceCookieKey(db, 'an-auth-secret')).toEqual(derived);
    expect(await loadDeviceCookieKey(db, 'another-auth-secret')).not.toEqual(derived);
    expect(derived.equals(Buffer.from('an-auth-secret'))).toBe(false);
    // Two processes starting at once on one database end with one key.
    const [first, second] = await Promise.all([loadDeviceCookieKey(db, undefined), loadDeviceCookieKey(db, undefined)]);
    expect(first).toEqual(second);
    expect(first?.length).toBe(32);
    // A cookie of one key is nothing under another.
    const cookie = new DeviceCookies(derived).issue('device.keys', 'a-stamp', Date.now(), false).split(';')[0];
    expect(new DeviceCookies(derived).read(cookie, 'device.keys', 'a-stamp', Date.now())).not.toBeNull();
    expect(new DeviceCookies(first as Buffer).read(cookie, 'device.keys', 'a-stamp', Date.now())).toBeNull();
    // Nor under another password of the account.
    expect(new DeviceCookies(derived).read(cookie, 'device.keys', 'another-stamp', Date.now())).toBeNull();
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the authentication calls only, long-lived, and holds no user name or credential', async () => {
    await register('device.attributes');
    const res = await signin('device.attributes', { password: PASSWORD });
    const header = String(res.headers['set-cookie']);
    const [pair, ...attributes] = header.split('; ');
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/Authentication']));
    expect(attributes).not.toContain('Secure');
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice('Max-Age='.length));
    expect(maxAge).toBeGreaterThanOrEqual(180 * 86_400);
    expect(pair).not.toMatch(/device\.attributes|right-pass/i);
    expect(pair).not.toContain(res.json().data.access_token);
    expect(pair).not.toContain(res.json().data.refresh_token);
  });

  it('is Secure when the request came over HTTPS (through a trusted proxy)', async () => {
    const behindProxy = await createTestApp({ trustProxy: '127.0.0.1' });
    try {
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/Authentication/signin',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.62.0.1' },
        payload: { username: 'administrator', password: TEST_ADMIN_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie']).split('; ')).toContain('Secure');
    } finally {
      await behindProxy.close();
    }
  });

  it('is set by no other answer of sign-in: wrong password, unknown user, refusal', async () => {
    await register('device.nocookie');
    for (const [username, password] of [
      ['device.nocookie', 'wrong-pass'],
      ['nobody.at.all', PASSWORD],
    ]) {
      const res = await signin(username as string, { password: password as string });
      expect(res.statusCode).toBe(401);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
