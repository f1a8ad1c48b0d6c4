import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestApp, type TestAccount, type TwoFactorTestAccount } from '../../../test/account-client.js';
import { SIGNIN_PER_ACCOUNT, STEP_UP_CALLS_PER_SESSION, STEP_UP_PER_SESSION } from './throttle.js';
import { codeAt } from './totp.js';

/**
 * Issue 9 item 1: a stolen access token alone cannot make a sensitive change. Every such call
 * needs the current password in the same request; without it (or with a wrong one) it is refused
 * on the password field and changes nothing (the step-up throttle, whose job is counting, aside).
 */
const env = accountTestApp({ countChanges: true });

const COUNTING = ['auth_throttle'];

/** Sends the call without a password and with a wrong one: both refused on `field`, and no table written. */
async function refusedWithoutPassword(name: string, body: Record<string, unknown>, headers: Record<string, string>, field = 'password') {
  const attempts = [body, { ...body, [field]: 'not-the-password' }];
  for (const payload of attempts) {
    let answer: Awaited<ReturnType<typeof env.client.post>> | undefined;
    const changed = await env.t.changes.tablesChangedBy(async () => {
      answer = await env.client.post(name, payload, headers);
    }, COUNTING);
    expect(answer?.statusCode, answer?.body).toBe(400);
    expect(answer?.json().error.fieldCodes[field]).toBe(field in payload ? 'security.error.wrongpassword' : 'common.error.required');
    expect(answer?.json().error.fields[field]).toBe(field in payload ? 'The password is wrong.' : 'Required');
    expect(changed).toEqual([]);
  }
}

async function twoFactorColumns(id: number) {
  return env.t.database.db
    .selectFrom('customers')
    .select(['twoFactorEnabled', 'twoFactorSecret', 'twoFactorPendingSecret', 'email', 'mobile', 'passwordHash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('a stolen access token alone', () => {
  let victim: TestAccount;
  beforeAll(async () => {
    victim = await env.client.register('stepup.victim');
  });

  it('cannot start turning two-factor on (no pending secret, no QR code)', async () => {
    await refusedWithoutPassword('setTwoFactorAuthentication', {}, victim.auth);
    expect(await twoFactorColumns(victim.id)).toMatchObject({ twoFactorEnabled: false, twoFactorPendingSecret: null });
  });

  it('cannot confirm a set-up the owner started, even with a valid code; the owner’s other sessions stay open', async () => {
    const owner = await env.client.signIn(victim);
    const begin = await env.client.post('setTwoFactorAuthentication', { password: victim.password }, owner.headers);
    expect(begin.statusCode, begin.body).toBe(200);
    env.client.nextStep();
    await refusedWithoutPassword(
      'setTwoFactorAuthentication',
      { pinCode: codeAt(begin.json().data.secret, env.client.now()) },
      victim.auth,
    );
    expect((await twoFactorColumns(victim.id)).twoFactorEnabled).toBe(false);
    expect((await env.client.get('getTwoFactorAuthenticationStatus', owner.headers)).json().data).toEqual({ enabled: false });
  });

  it('cannot change the password, the e-mail or the mobile', async () => {
    const before = await twoFactorColumns(victim.id);
    await refusedWithoutPassword(
      'changePassword',
      { password: 'thief-pass-1', confirmPassword: 'thief-pass-1' },
      victim.auth,
      'currentPassword',
    );
    await refusedWithoutPassword('changeEmail', { email: 'thief@example.com' }, victim.auth);
    await refusedWithoutPassword('changeMobile', { mobile: '+989120000001' }, victim.auth);
    expect(await twoFactorColumns(victim.id)).toEqual(before);
  });
});

describe('a stolen access token of an account with two-factor on', () => {
  let victim: TwoFactorTestAccount;
  beforeAll(async () => {
    victim = await env.client.turnOnTwoFactor(await env.client.register('stepup.guarded'));
  });

  it('cannot turn it off, even with a valid code', async () => {
    env.client.nextStep();
    await refusedWithoutPassword('disableTwoFactorAuthentication', { pinCode: codeAt(victim.secret, env.client.now()) }, victim.auth);
    await refusedWithoutPassword('disableTwoFactorAuthentication', { recoveryCode: victim.recoveryCodes[0] }, victim.auth);
    expect((await twoFactorColumns(victim.id)).twoFactorEnabled).toBe(true);
  });

  it('cannot turn it off with the password alone (outside a session opened with a recovery code)', async () => {
    const res = await env.client.post('disableTwoFactorAuthentication', { password: victim.password }, victim.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ pinCode: 'common.error.required' });
    expect((await twoFactorColumns(victim.id)).twoFactorEnabled).toBe(true);
  });

  it('cannot set up another authenticator while it is on', async () => {
    const res = await env.client.post('setTwoFactorAuthentication', { password: victim.password }, victim.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('security.error.twofactoralreadyenabled');
  });
});

describe('guessing the password with a stolen session', () => {
  it('is limited per session and never locks the owner’s sign-in', async () => {
    const owner = await env.client.register('stepup.guessed');
    const calls: [string, Record<string, unknown>][] = [
      ['setTwoFactorAuthentication', { password: 'guess-1' }],
      ['changeEmail', { password: 'guess-2', email: 'a@example.com' }],
      ['changeMobile', { password: 'guess-3', mobile: '+989120000002' }],
      ['changePassword', { currentPassword: 'guess-4', password: 'new-pass-1', confirmPassword: 'new-pass-1' }],
      ['disableTwoFactorAuthentication', { password: 'guess-5' }],
    ];
    expect(calls).toHaveLength(STEP_UP_PER_SESSION.limit);
    for (const [name, body] of calls) expect((await env.client.post(name, body, owner.auth)).statusCode).toBe(400);
    // The allowance of this session is spent: even the right password waits now.
    const locked = await env.client.post('changeEmail', { password: owner.password, email: 'a@example.com' }, owner.auth);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('security.error.lockedout');

    // More guesses than the sign-in allowance, yet the owner signs in, and a session of theirs
    // confirms the password at once.
    expect(STEP_UP_PER_SESSION.limit + 1).toBeGreaterThan(SIGNIN_PER_ACCOUNT.limit);
    const fresh = await env.client.signIn(owner);
    const changed = await env.client.post('changeEmail', { password: owner.password, email: 'owner@example.com' }, fresh.headers);
    expect(changed.statusCode, changed.body).toBe(200);
    const keys = await env.t.database.db.selectFrom('authThrottle').select('key').execute();
    expect(keys.map((k) => k.key)).not.toContain(`signin-account:${owner.username}`);
  });
});

describe('a stolen session of an account with two-factor on, whose thief also knows the password', () => {
  let victim: TwoFactorTestAccount;
  beforeAll(async () => {
    victim = await env.client.turnOnTwoFactor(await env.client.register('stepup.coded'));
  });
  const changes: [string, Record<string, unknown>, string][] = [
    ['changePassword', { password: 'thief-pass-1', confirmPassword: 'thief-pass-1' }, 'currentPassword'],
    ['changeEmail', { email: 'thief@example.com' }, 'password'],
    ['changeMobile', { mobile: '+989120000009' }, 'password'],
  ];

  it('cannot change the password, the e-mail or the mobile without a code: the owner still signs in', async () => {
    const before = await twoFactorColumns(victim.id);
    for (const [name, body, field] of changes) {
      let answer: Awaited<ReturnType<typeof env.client.post>> | undefined;
      const changed = await env.t.changes.tablesChangedBy(async () => {
        answer = await env.client.post(name, { ...body, [field]: victim.password }, victim.auth);
      }, COUNTING);
      expect(answer?.statusCode, name).toBe(400);
      expect(answer?.json().error.fieldCodes, name).toEqual({ pinCode: 'common.error.required' });
      expect(changed, name).toEqual([]);
    }
    expect(await twoFactorColumns(victim.id)).toEqual(before);
    env.client.nextStep();
    await env.client.signIn(victim, { pinCode: codeAt(victim.secret, env.client.now()) });
  });

  it('takes wrong codes of every step-up from one allowance of the session, which the right password does not reset', async () => {
    const session = await signedInWithCode(victim);
    const calls = [...changes, ['disableTwoFactorAuthentication', {}, 'password'] as [string, Record<string, unknown>, string]];
    const answers: number[] = [];
    for (let i = 0; i < STEP_UP_PER_SESSION.limit; i++) {
      const [name, body, field] = calls[i % calls.length] as [string, Record<string, unknown>, string];
      const res = await env.client.post(name, { ...body, [field]: victim.password, pinCode: env.client.wrongCode(victim.secret) }, session);
      answers.push(res.statusCode);
      if (i === 0) expect(res.json().error.fieldCodes).toEqual({ pinCode: 'security.error.wrongauthenticatorcode' });
    }
    expect(answers).toEqual(Array(STEP_UP_PER_SESSION.limit).fill(401));
    env.client.nextStep();
    const right = await env.client.post(
      'changeEmail',
      { email: 'owner.coded@example.com', password: victim.password, pinCode: codeAt(victim.secret, env.client.now()) },
      session,
    );
    expect(right.statusCode).toBe(429);
    expect((await twoFactorColumns(victim.id)).email).toBeNull();
  });

  it('changes them with the password and a code of the app, or a recovery code (spent and recorded)', async () => {
    const session = await signedInWithCode(victim);
    env.client.nextStep();
    const email = await env.client.post(
      'changeEmail',
      { email: 'owner.coded@example.com', password: victim.password, pinCode: codeAt(victim.secret, env.client.now()) },
      session,
    );
    expect(email.json()).toEqual({ data: { email: 'owner.coded@example.com' } });
    const password = await env.client.post(
      'changePassword',
      {
        currentPassword: victim.password,
        password: 'owner-new-pass-2',
        confirmPassword: 'owner-new-pass-2',
        recoveryCode: victim.recoveryCodes[0],
      },
      session,
    );
    expect(password.statusCode, password.body).toBe(200);
    const page = (await env.client.get('getAccountSecurity', session)).json().data;
    expect(page.recoveryCodesLeft).toBe(9);
    expect(page.events.slice(0, 3).map((e: { kind: string }) => e.kind)).toEqual(['passwordchanged', 'recoverycodeused', 'emailchanged']);
    // A spent recovery code is not a code any more.
    const again = await env.client.post(
      'changeMobile',
      { mobile: '+989120000009', password: 'owner-new-pass-2', recoveryCode: victim.recoveryCodes[0] },
      session,
    );
    expect(again.json().error.fieldCodes).toEqual({ recoveryCode: 'security.error.wrongauthenticatorcode' });
    victim = { ...victim, password: 'owner-new-pass-2' };
  });

  it('are changed with the password alone in a session opened with a recovery code (the authenticator is lost)', async () => {
    const recovered = await env.client.signIn(victim, { recoveryCode: victim.recoveryCodes[1] });
    const res = await env.client.post('changeMobile', { mobile: '+989120000010', password: victim.password }, recovered.headers);
    expect(res.json()).toEqual({ data: { mobile: '+989120000010' } });
  });
});

/** A fresh session of a two-factor account, signed in with a code of the app. */
async function signedInWithCode(account: TwoFactorTestAccount) {
  env.client.nextStep();
  return (await env.client.signIn(account, { pinCode: codeAt(account.secret, env.client.now()) })).headers;
}

describe('step-up calls', () => {
  it('are limited per session also when the password is right (else changeEmail answers “is this e-mail registered?” without end)', async () => {
    const taken = await env.client.register('stepup.taken');
    await env.t.database.db.updateTable('customers').set({ email: 'taken@example.com' }).where('id', '=', taken.id).execute();
    const prober = await env.client.register('stepup.prober');
    for (let i = 0; i < STEP_UP_CALLS_PER_SESSION.limit; i++) {
      const probe = await env.client.post('changeEmail', { password: prober.password, email: 'taken@example.com' }, prober.auth);
      expect(probe.json().error.fieldCodes).toEqual({ email: 'customer.error.emailexists' });
    }
    // Every step-up call of the session now waits, whatever it is; nothing is checked or written.
    for (const [name, body] of [
      ['changeEmail', { password: prober.password, email: 'free@example.com' }],
      ['changeMobile', { password: prober.password, mobile: '+989120000011' }],
      ['setTwoFactorAuthentication', { password: prober.password }],
    ] as const) {
      let refused: Awaited<ReturnType<typeof env.client.post>> | undefined;
      const changed = await env.t.changes.tablesChangedBy(async () => {
        refused = await env.client.post(name, body, prober.auth);
      });
      expect(refused?.statusCode, name).toBe(429);
      expect(refused?.json().error.code).toBe('security.error.toomanyrequests');
      expect(refused?.json().error.message).toBe(
        `Too many requests. Try again in ${STEP_UP_CALLS_PER_SESSION.windowSeconds / 60} minutes.`,
      );
      expect(changed).toEqual([]);
    }
    // Per session: the owner's other sessions are not held up.
    const other = await env.client.signIn(prober);
    const changed = await env.client.post('changeEmail', { password: prober.password, email: 'free@example.com' }, other.headers);
    expect(changed.json()).toEqual({ data: { email: 'free@example.com' } });
  });
});
