import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { REGISTER_PER_ADDRESS, SIGNIN_PER_ACCOUNT, SIGNIN_PER_ADDRESS, STEP_UP_PER_SESSION, throttleKey } from './throttle.js';

let t: TestApp;
/** Registers an account with the password `right-pass` (from an address no test throttles). */
async function register(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Authentication/register',
    remoteAddress: '10.250.0.1',
    payload: { username, password: 'right-pass', confirmPassword: 'right-pass' },
  });
  expect(res.statusCode, res.body).toBe(201);
}
beforeAll(async () => {
  t = await createTestApp();
  await register('locked.out.user');
});
afterAll(() => t.close());

const signin = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Authentication/signin',
    headers: { lang: 'en' },
    remoteAddress,
    payload: { username, password },
  });

/** Moves time forward by `seconds` for one key's attempts (the throttle reads the database's clock). */
const age = (key: string, seconds: number) =>
  sql`UPDATE auth_throttle SET expires_at = expires_at - make_interval(secs => ${seconds}) WHERE key = ${key}`.execute(t.database.db);

describe('sign-in throttling', () => {
  it('locks an account after repeated wrong passwords, says for how long, and lets it in after the lock', async () => {
    for (let i = 0; i < SIGNIN_PER_ACCOUNT.limit; i++) expect((await signin('locked.out.user', 'wrong-pass')).statusCode).toBe(401);
    const locked = await signin('locked.out.user', 'right-pass');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('security.error.lockedout');
    expect(locked.json().error.message).toBe(`Too many failed attempts. Try again in ${SIGNIN_PER_ACCOUNT.windowSeconds / 60} minutes.`);
    // From another address too: the lock is on the account (for clients it does not know).
    expect((await signin('locked.out.user', 'right-pass', '10.0.0.2')).statusCode).toBe(429);
    // Refused attempts are not recorded: they do not keep the lock going.
    for (let i = 0; i < 10; i++) expect((await signin('locked.out.user', `more-${i}`, `10.0.1.${i}`)).statusCode).toBe(429);

    // The lock is temporary: once the guesses have left the window, the right password works again.
    await age(throttleKey(SIGNIN_PER_ACCOUNT, 'locked.out.user'), SIGNIN_PER_ACCOUNT.windowSeconds);
    expect((await signin('locked.out.user', 'right-pass')).statusCode).toBe(200);
  });

  it('locks an address that guesses across many accounts', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < SIGNIN_PER_ADDRESS.limit; i++) await signin(`nobody.number${i}`, 'guess-pass', address);
    const res = await signin('locked.out.user', 'right-pass', address);
    expect(res.statusCode).toBe(429);
    expect((await signin('locked.out.user', 'right-pass', '10.0.0.3')).statusCode).toBe(200);
  });

  it('charges an attempt the account refuses to no address: guesses at a locked account do not lock the address', async () => {
    await register('refused.elsewhere');
    for (let i = 0; i < SIGNIN_PER_ACCOUNT.limit; i++) await signin('refused.elsewhere', `wrong-${i}`, `10.4.0.${i}`);
    const address = '10.4.1.1';
    for (let i = 0; i < SIGNIN_PER_ADDRESS.limit; i++)
      expect((await signin('refused.elsewhere', `wrong-${i}`, address)).statusCode).toBe(429);
    expect((await signin('locked.out.user', 'right-pass', address)).statusCode).toBe(200);
  });

  it('answers unknown users and wrong passwords alike while counting both', async () => {
    const unknown = await signin('never.registered', 'whatever', '10.1.1.1');
    const wrong = await signin('locked.out.user', 'whatever', '10.1.1.2');
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('the per-address allowances', () => {
  const inOne64 = (i: number) => `2001:db8:77:1::${(i + 1).toString(16)}`;

  it('count one IPv6 client (its /64, what one home or server is given) as one address for sign-in', async () => {
    for (let i = 0; i < SIGNIN_PER_ADDRESS.limit; i++)
      expect((await signin(`sprayed.user${i}`, 'Summer2024', inOne64(i))).statusCode).toBe(401);
    const refused = await signin('sprayed.last', 'Summer2024', inOne64(SIGNIN_PER_ADDRESS.limit));
    expect(refused.statusCode).toBe(429);
    // Another /64 is another client.
    expect((await signin('locked.out.user', 'right-pass', '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('count an IPv4 client alike whether its address arrives as IPv4 or IPv4-mapped IPv6', async () => {
    for (let i = 0; i < SIGNIN_PER_ADDRESS.limit; i++)
      expect((await signin(`mapped.user${i}`, 'guess-pass', i % 2 ? '10.7.7.7' : '::ffff:10.7.7.7')).statusCode).toBe(401);
    expect((await signin('locked.out.user', 'right-pass', '::ffff:10.7.7.7')).statusCode).toBe(429);
    expect((await signin('locked.out.user', 'right-pass', '10.7.7.7')).statusCode).toBe(429);
  });

  it('count one IPv6 client as one address for registration', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= REGISTER_PER_ADDRESS.limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Authentication/register',
        remoteAddress: `2001:db8:78:1:${(i + 1).toString(16)}::1`,
        payload: { username: `v6.registrant${i}`, password: 'right-pass', confirmPassword: 'right-pass' },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array(REGISTER_PER_ADDRESS.limit).fill(201), 429]);
  });
});

describe('a sliding window', () => {
  /** Moves time forward by `seconds` for one key's attempts (the throttle reads the database's clock). */

  it('leaves no window edge that lets twice the guesses through', async () => {
    await register('window.edge');
    const key = throttleKey(SIGNIN_PER_ACCOUNT, 'window.edge');
    const guess = (i: number) => signin('window.edge', `edge-guess-${i}`, `10.3.0.${i}`);
    // One guess, then four just before the first is a window old…
    expect((await guess(1)).statusCode).toBe(401);
    await age(key, SIGNIN_PER_ACCOUNT.windowSeconds - 2);
    for (let i = 2; i <= SIGNIN_PER_ACCOUNT.limit; i++) expect((await guess(i)).statusCode).toBe(401);
    // …and just after: the first has left the window, the other four have not. One more is
    // checked (five in the last window), the next is refused until the oldest of those leaves.
    await age(key, 3);
    expect((await guess(6)).statusCode).toBe(401);
    const refused = await guess(7);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(`Too many failed attempts. Try again in ${SIGNIN_PER_ACCOUNT.windowSeconds / 60} minutes.`);
  });
});

describe('a burst of concurrent guesses', () => {
  // On the embedded database statements run one at a time, so the guesses cannot race there: the
  // proof is CI's PostgreSQL run (DATABASE_URL), where they run on several connections at once.
  it('gets no more password checks than the limit allows', async () => {
    await register('burst.target');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signin('burst.target', `wrong-${i}`, `10.2.0.${i}`)));
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(SIGNIN_PER_ACCOUNT.limit);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(20 - checked);
  });
});

describe('guesses with a signed-in session', () => {
  it('count against the session’s step-up allowance, never the account’s sign-in: the session is locked, the owner signs in', async () => {
    await register('session.thief');
    const token = await t.signIn('session.thief', 'right-pass');
    const codes: number[] = [];
    for (let i = 0; i <= STEP_UP_PER_SESSION.limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Authentication/changePassword',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: `guess-${i}`, password: 'new-pass-1', confirmPassword: 'new-pass-1' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, STEP_UP_PER_SESSION.limit).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await signin('session.thief', 'right-pass', '10.0.0.4')).statusCode).toBe(200);
  });
});
