import { describe, expect, it } from 'vitest';
import { accountTestApp } from '../../../test/account-client.js';
import { SECURITY_EVENTS_SHOWN } from './account-security.js';
import { codeAt } from './totp.js';

/** Issue 9 item 1: each sensitive change is listed with its time on the account's security page. */
const env = accountTestApp();

interface Listed {
  id: number;
  kind: string;
  at: string;
  actor: string | null;
}

const page = async (headers: Record<string, string>) => {
  const res = await env.client.get('getAccountSecurity', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { events: Listed[] } & Record<string, unknown>;
};

describe('the account’s security page', () => {
  it('needs a signed-in user', async () => {
    expect((await env.client.get('getAccountSecurity', {})).statusCode).toBe(401);
  });

  it('lists every sensitive change with its time, newest first, made by the owner', async () => {
    const account = await env.client.register('events.owner');
    const started = Date.now();
    const password = 'second-pass-2';
    const steps: [string, Record<string, unknown>][] = [
      ['changePassword', { currentPassword: account.password, password, confirmPassword: password }],
      ['changeEmail', { password, email: 'events@example.com' }],
      ['changeMobile', { password, mobile: '+989121114444' }],
    ];
    for (const [name, body] of steps) expect((await env.client.post(name, body, account.auth)).statusCode).toBe(200);
    const on = await env.client.turnOnTwoFactor({ ...account, password });
    env.client.nextStep();
    const off = await env.client.post(
      'disableTwoFactorAuthentication',
      { password, pinCode: codeAt(on.secret, env.client.now()) },
      account.auth,
    );
    expect(off.statusCode).toBe(200);
    const listed = await page(account.auth);
    expect(listed).toMatchObject({
      username: 'events.owner',
      email: 'events@example.com',
      mobile: '+989121114444',
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      signedInWithRecoveryCode: false,
    });
    const kinds = ['twofactoroff', 'twofactoron', 'mobilechanged', 'emailchanged', 'passwordchanged'];
    expect(listed.events.map((e) => e.kind)).toEqual(kinds);
    const ended = Date.now();
    for (const event of listed.events) {
      expect(event.actor).toBeNull();
      // The database's clock and this process's are the same machine's; a second either side for rounding.
      expect(Date.parse(event.at)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(event.at)).toBeLessThanOrEqual(ended + 1000);
    }

    // Signing out of all devices needs no password and is listed too.
    const other = await env.client.signIn({ ...account, password });
    expect((await env.client.post('signout', { allDevices: true }, other.headers)).statusCode).toBe(200);
    const again = await env.client.signIn({ ...account, password });
    expect((await page(again.headers)).events[0]?.kind).toBe('signedoutall');
  });

  it('shows the latest 50, and names an administrator who made a change', async () => {
    const account = await env.client.register('events.many');
    const admin = await env.t.database.db
      .selectFrom('customers')
      .select('id')
      .where('username', '=', 'administrator')
      .executeTakeFirstOrThrow();
    const db = env.t.database.db;
    await db
      .insertInto('securityEvents')
      .values(Array.from({ length: SECURITY_EVENTS_SHOWN + 10 }, () => ({ customerId: account.id, kind: 'passwordchanged' })))
      .execute();
    await db.insertInto('securityEvents').values({ customerId: account.id, kind: 'twofactorreset', actorId: admin.id }).execute();
    const listed = (await page(account.auth)).events;
    expect(listed).toHaveLength(SECURITY_EVENTS_SHOWN);
    expect(listed[0]).toMatchObject({ kind: 'twofactorreset', actor: 'administrator' });
    const ids = listed.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Nobody else's changes: the administrator's own page does not list them.
    const adminPage = await page(await env.t.admin());
    expect(adminPage.events.some((e) => ids.includes(e.id))).toBe(false);
  });
});
