import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestApp, type TwoFactorTestAccount } from '../../../test/account-client.js';
import { RECOVERY_WINDOW_MINUTES } from './recovery-window.js';
import { SIGNIN_PER_ACCOUNT, STEP_UP_PER_SESSION } from './throttle.js';
import { codeAt } from './totp.js';

/**
 * Issue 9 item 2, the user's side: a user who lost the authenticator signs in with a recovery
 * code, and that session may set up a new authenticator (while two-factor is on) or turn it off
 * with the password alone.
 */
const env = accountTestApp();

const sessionFactor = async (token: string) => {
  const [, payload = ''] = token.split('.');
  const sid = JSON.parse(Buffer.from(payload, 'base64url').toString()).sid as string;
  return (await env.t.database.db.selectFrom('sessions').select('secondFactor').where('id', '=', sid).executeTakeFirstOrThrow())
    .secondFactor;
};
const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').slice('Bearer '.length);
const security = async (headers: Record<string, string>) => (await env.client.get('getAccountSecurity', headers)).json().data;
const events = async (headers: Record<string, string>) => ((await security(headers)).events as { kind: string }[]).map((e) => e.kind);

describe('signing in with a recovery code', () => {
  let account: TwoFactorTestAccount;
  beforeAll(async () => {
    account = await env.client.turnOnTwoFactor(await env.client.register('lost.phone.user'));
  });

  it('says so in the auth record, notes it on the session and records the use', async () => {
    const withPassword = await env.client.register('no.second.factor');
    expect((await env.client.signIn(withPassword)).record.recoveryCodeUsed).toBe(false);
    env.client.nextStep();
    const withCode = await env.client.signIn(account, { pinCode: codeAt(account.secret, env.client.now()) });
    expect(withCode.record.recoveryCodeUsed).toBe(false);
    expect(await sessionFactor(withCode.record.access_token)).toBe('code');

    const recovered = await env.client.signIn(account, { recoveryCode: account.recoveryCodes[0] });
    expect(recovered.record.recoveryCodeUsed).toBe(true);
    expect(await sessionFactor(recovered.record.access_token)).toBe('recovery');
    const page = await security(recovered.headers);
    expect(page).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 9, signedInWithRecoveryCode: true });
    expect(page.events[0]).toMatchObject({ kind: 'recoverycodeused', actor: null });
    // Renewing the session's tokens keeps saying so.
    const renewed = await env.client.post('refresh', { refresh_token: recovered.record.refresh_token });
    expect(renewed.json().data.recoveryCodeUsed).toBe(true);
    expect((await security(withCode.headers)).signedInWithRecoveryCode).toBe(false);
  });
});

describe('a session opened with a recovery code', () => {
  it('sets up a new authenticator while two-factor is on: the old one and the old codes stop working, the other sessions end', async () => {
    const account = await env.client.turnOnTwoFactor(await env.client.register('replaces.phone'));
    const recovered = await env.client.signIn(account, { recoveryCode: account.recoveryCodes[0] });
    const begin = await env.client.post('setTwoFactorAuthentication', { password: account.password }, recovered.headers);
    expect(begin.statusCode, begin.body).toBe(200);
    const newSecret = begin.json().data.secret as string;
    // Until confirmed, the old authenticator still signs in.
    env.client.nextStep();
    await env.client.signIn(account, { pinCode: codeAt(account.secret, env.client.now()) });

    env.client.nextStep();
    const confirm = await env.client.post(
      'setTwoFactorAuthentication',
      { password: account.password, pinCode: codeAt(newSecret, env.client.now()) },
      recovered.headers,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const newCodes = confirm.json().data.recoveryCodes as string[];
    expect(newCodes).toHaveLength(10);

    expect((await env.client.get('getTwoFactorAuthenticationStatus', account.auth)).statusCode).toBe(401);
    env.client.nextStep();
    const oldApp = await env.client.post('signin', {
      username: account.username,
      password: account.password,
      pinCode: codeAt(account.secret, env.client.now()),
    });
    expect(oldApp.statusCode).toBe(401);
    const oldCode = await env.client.post('signin', {
      username: account.username,
      password: account.password,
      recoveryCode: account.recoveryCodes[1],
    });
    expect(oldCode.statusCode).toBe(401);
    await env.client.signIn(account, { pinCode: codeAt(newSecret, env.client.now()) });
    await env.client.signIn(account, { recoveryCode: newCodes[0] });

    // The session has shown the new authenticator: its recovery is over.
    const page = await security(recovered.headers);
    expect(page).toMatchObject({ twoFactorEnabled: true, signedInWithRecoveryCode: false, recoveryCodesLeft: 9 });
    expect(page.events.map((e: { kind: string }) => e.kind).slice(0, 2)).toEqual(['recoverycodeused', 'twofactorreplaced']);
    const again = await env.client.post('setTwoFactorAuthentication', { password: account.password }, recovered.headers);
    expect(again.statusCode).toBe(409);
  });

  it('turns two-factor off with the password alone, and not without it', async () => {
    const account = await env.client.turnOnTwoFactor(await env.client.register('turns.it.off'));
    const recovered = await env.client.signIn(account, { recoveryCode: account.recoveryCodes[0] });
    const noPassword = await env.client.post('disableTwoFactorAuthentication', {}, recovered.headers);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fieldCodes).toEqual({ password: 'common.error.required' });
    const wrong = await env.client.post('disableTwoFactorAuthentication', { password: 'not-it' }, recovered.headers);
    expect(wrong.json().error.fieldCodes).toEqual({ password: 'security.error.wrongpassword' });
    expect((await security(recovered.headers)).twoFactorEnabled).toBe(true);

    const off = await env.client.post('disableTwoFactorAuthentication', { password: account.password }, recovered.headers);
    expect(off.json()).toEqual({ data: { enabled: false } });
    expect(await security(recovered.headers)).toMatchObject({
      twoFactorEnabled: false,
      signedInWithRecoveryCode: false,
      recoveryCodesLeft: 0,
    });
    expect((await events(recovered.headers)).slice(0, 2)).toEqual(['twofactoroff', 'recoverycodeused']);
    expect((await env.client.signIn(account)).record.recoveryCodeUsed).toBe(false);
  });
});

describe('turning two-factor off in a session opened without a recovery code', () => {
  it('takes wrong codes from the session’s step-up allowance, never from the account’s sign-in allowance', async () => {
    const account = await env.client.turnOnTwoFactor(await env.client.register('guesses.codes'));
    const guesses: number[] = [];
    for (let i = 0; i <= STEP_UP_PER_SESSION.limit; i++) {
      const res = await env.client.post(
        'disableTwoFactorAuthentication',
        { password: account.password, pinCode: env.client.wrongCode(account.secret) },
        account.auth,
      );
      guesses.push(res.statusCode);
      if (i === 0) expect(res.json().error.fieldCodes).toEqual({ pinCode: 'security.error.wrongauthenticatorcode' });
    }
    // The right password each time does not give the guesses back.
    expect(guesses.slice(0, STEP_UP_PER_SESSION.limit)).toEqual(Array(STEP_UP_PER_SESSION.limit).fill(401));
    expect(guesses.at(-1)).toBe(429);
    env.client.nextStep();
    const right = await env.client.post(
      'disableTwoFactorAuthentication',
      { password: account.password, pinCode: codeAt(account.secret, env.client.now()) },
      account.auth,
    );
    expect(right.statusCode).toBe(429);
    // More guesses than the sign-in allowance, yet the owner signs in.
    expect(STEP_UP_PER_SESSION.limit + 1).toBeGreaterThan(SIGNIN_PER_ACCOUNT.limit);
    env.client.nextStep();
    const owner = await env.client.signIn(account, { pinCode: codeAt(account.secret, env.client.now()) });
    expect(await sessionFactor(tokenOf(owner.headers))).toBe('code');
    expect((await security(owner.headers)).twoFactorEnabled).toBe(true);
  });
});

describe('a session opened with a recovery code, once the recovery window is over', () => {
  /** Moves the session's sign-in `minutes` into the past (the window is measured by the database's clock). */
  const signedInAgo = async (token: string, minutes: number) => {
    const [, payload = ''] = token.split('.');
    const sid = JSON.parse(Buffer.from(payload, 'base64url').toString()).sid as string;
    await sql`UPDATE sessions SET created_at = now() - make_interval(mins => ${minutes}) WHERE id = ${sid}`.execute(env.t.database.db);
  };

  it(`keeps its privileges for ${RECOVERY_WINDOW_MINUTES} minutes, then behaves like any session: no prompt, a code for every step-up`, async () => {
    const account = await env.client.turnOnTwoFactor(await env.client.register('window.closes'));
    const recovered = await env.client.signIn(account, { recoveryCode: account.recoveryCodes[0] });
    const token = recovered.record.access_token as string;
    let refreshToken = recovered.record.refresh_token as string;
    const renew = async () => {
      const res = (await env.client.post('refresh', { refresh_token: refreshToken })).json().data;
      refreshToken = res.refresh_token;
      return res.recoveryCodeUsed as boolean;
    };

    await signedInAgo(token, RECOVERY_WINDOW_MINUTES - 1);
    expect(await renew()).toBe(true);
    expect((await security(recovered.headers)).signedInWithRecoveryCode).toBe(true);

    await signedInAgo(token, RECOVERY_WINDOW_MINUTES + 1);
    expect(await renew()).toBe(false);
    expect((await security(recovered.headers)).signedInWithRecoveryCode).toBe(false);
    const setUp = await env.client.post('setTwoFactorAuthentication', { password: account.password }, recovered.headers);
    expect(setUp.statusCode).toBe(409);
    expect(setUp.json().error.code).toBe('security.error.twofactoralreadyenabled');
    for (const [name, body] of [
      ['disableTwoFactorAuthentication', { password: account.password }],
      ['changePassword', { currentPassword: account.password, password: 'late-pass-1', confirmPassword: 'late-pass-1' }],
      ['changeEmail', { password: account.password, email: 'late@example.com' }],
    ] as const) {
      const res = await env.client.post(name, body, recovered.headers);
      expect(res.json().error.fieldCodes, name).toEqual({ pinCode: 'common.error.required' });
    }
    // With a code it is a session like any other.
    env.client.nextStep();
    const off = await env.client.post(
      'disableTwoFactorAuthentication',
      { password: account.password, pinCode: codeAt(account.secret, env.client.now()) },
      recovered.headers,
    );
    expect(off.json()).toEqual({ data: { enabled: false } });
  });
});
