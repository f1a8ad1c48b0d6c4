import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SIGNIN_PER_ACCOUNT, SIGNIN_PER_ADDRESS } from './throttle.js';

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

describe('sign-in throttling', () => {
  it('locks an account after repeated wrong passwords, says for how long, and lets it in after the lock', async () => {
    for (let i = 0; i < SIGNIN_PER_ACCOUNT.limit; i++) expect((await signin('locked.out.user', 'wrong-pass')).statusCode).toBe(401);
    const locked = await signin('locked.out.user', 'right-pass');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('security.error.lockedout');
    expect(locked.json().error.message).toBe(`Too many failed attempts. Try again in ${SIGNIN_PER_ACCOUNT.lockSeconds / 60} minutes.`);
    // From another address too: the lock is on the account.
    expect((await signin('locked.out.user', 'right-pass', '10.0.0.2')).statusCode).toBe(429);

    // The lock is temporary: once it has run out, the right password works again.
    await sql`UPDATE auth_throttle SET locked_until = now() - interval '1 second', window_started_at = now() - interval '1 hour'`.execute(
      t.database.db,
    );
    expect((await signin('locked.out.user', 'right-pass')).statusCode).toBe(200);
  });

  it('locks an address that guesses across many accounts', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < SIGNIN_PER_ADDRESS.limit; i++) await signin(`nobody.number${i}`, 'guess-pass', address);
    const res = await signin('locked.out.user', 'right-pass', address);
    expect(res.statusCode).toBe(429);
    expect((await signin('locked.out.user', 'right-pass', '10.0.0.3')).statusCode).toBe(200);
  });

  it('answers unknown users and wrong passwords alike while counting both', async () => {
    const unknown = await signin('never.registered', 'whatever', '10.1.1.1');
    const wrong = await signin('locked.out.user', 'whatever', '10.1.1.2');
    expect(unknown.json()).toEqual(wrong.json());
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
  it('count against the account: wrong current passwords on change-password end in a lock-out', async () => {
    await register('session.thief');
    const token = await t.signIn('session.thief', 'right-pass');
    const codes: number[] = [];
    for (let i = 0; i <= SIGNIN_PER_ACCOUNT.limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Authentication/changePassword',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: `guess-${i}`, password: 'new-pass-1', confirmPassword: 'new-pass-1' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, SIGNIN_PER_ACCOUNT.limit).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
