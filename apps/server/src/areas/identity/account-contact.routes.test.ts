import { describe, expect, it } from 'vitest';
import { accountTestApp, type TestAccount } from '../../../test/account-client.js';

/** Issue 9 item 1: the e-mail and the mobile change only with the current password, and stay unique. */
const env = accountTestApp();

const contact = async (id: number) =>
  env.t.database.db.selectFrom('customers').select(['email', 'mobile']).where('id', '=', id).executeTakeFirstOrThrow();
const change = (account: TestAccount, field: 'email' | 'mobile', value: string | null, lang = 'en') =>
  env.client.post(
    field === 'email' ? 'changeEmail' : 'changeMobile',
    { password: account.password, [field]: value },
    { ...account.auth, lang },
  );

describe('changing the e-mail and the mobile', () => {
  it('sets, replaces and removes (null or empty) each value', async () => {
    const account = await env.client.register('contact.changer');
    const email = await change(account, 'email', 'Sara@Example.com');
    expect(email.json()).toEqual({ data: { email: 'Sara@Example.com' } });
    expect((await change(account, 'mobile', '+989121110000')).json()).toEqual({ data: { mobile: '+989121110000' } });
    expect(await contact(account.id)).toEqual({ email: 'Sara@Example.com', mobile: '+989121110000' });
    expect((await change(account, 'email', null)).json()).toEqual({ data: { email: null } });
    expect((await change(account, 'mobile', '')).json()).toEqual({ data: { mobile: null } });
    expect(await contact(account.id)).toEqual({ email: null, mobile: null });
  });

  it('refuses malformed values on their field, in the caller’s language', async () => {
    const account = await env.client.register('contact.formats');
    const email = await change(account, 'email', 'no-at-sign', 'tr');
    expect(email.statusCode).toBe(400);
    expect(email.json().error.fieldCodes).toEqual({ email: 'common.error.email' });
    const mobile = await change(account, 'mobile', '09121234567', 'fa');
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().error.fieldCodes).toEqual({ mobile: 'common.error.mobile' });
    expect(mobile.json().error.fields.mobile).toMatch(/[\u0600-\u06ff]/);
    expect(await contact(account.id)).toEqual({ email: null, mobile: null });
  });

  it('takes a mobile typed in Persian or Arabic digits and keeps it in Latin digits', async () => {
    const account = await env.client.register('contact.digits');
    expect((await change(account, 'mobile', '+٩٨٩١٢٣٣٣٤٤٥٥')).json()).toEqual({ data: { mobile: '+989123334455' } });
    expect((await contact(account.id)).mobile).toBe('+989123334455');
    expect((await change(account, 'mobile', '+۹۸۹۱۲۳۳۳۴۴۵۶')).json()).toEqual({ data: { mobile: '+989123334456' } });
    expect((await contact(account.id)).mobile).toBe('+989123334456');
  });

  it('refuses a value another account holds (e-mail in any letter case) with 409 on its field', async () => {
    const holder = await env.client.register('contact.holder');
    await change(holder, 'email', 'taken@example.com');
    await change(holder, 'mobile', '+989121112222');
    const other = await env.client.register('contact.other');
    const email = await change(other, 'email', 'TAKEN@example.com');
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toMatchObject({ code: 'customer.error.emailexists', fieldCodes: { email: 'customer.error.emailexists' } });
    const mobile = await change(other, 'mobile', '+989121112222');
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().error).toMatchObject({
      code: 'customer.error.mobileexists',
      fieldCodes: { mobile: 'customer.error.mobileexists' },
    });
    expect(await contact(other.id)).toEqual({ email: null, mobile: null });
  });

  // On the embedded database statements run one at a time, so the requests cannot race there: the
  // proof is CI's PostgreSQL run (DATABASE_URL), where they run on two connections.
  it('lets exactly one of two accounts racing for one value have it', async () => {
    const first = await env.client.register('contact.racer.one');
    const second = await env.client.register('contact.racer.two');
    for (const [field, value] of [
      ['email', 'race@example.com'],
      ['mobile', '+989121113333'],
    ] as const) {
      const answers = await Promise.all([change(first, field, value), change(second, field, value)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const holders = await env.t.database.db.selectFrom('customers').select('id').where(field, '=', value).execute();
      expect(holders).toHaveLength(1);
    }
  });
});
