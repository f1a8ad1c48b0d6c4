import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Password reset by e-mail (issue 14 item 6) with a real SMTP server started here: the request is
 * answered alike whether or not an account holds the address, and is limited; the mail arrives in
 * the account's language with a link whose token works once (stored hashed), ends the account's
 * sessions and is recorded; used, expired and unknown links are refused each with its own code.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let address = 0;
beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startSmtpServer()]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/MessagingAccounts',
    headers: await t.admin(),
    payload: {
      displayName: 'Shop',
      accAddress: 'shop@example.com',
      providerType: 'smtp',
      host: '127.0.0.1',
      port: smtp.port,
      useDefaultCredentials: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close()]);
});

/** Each request from an address of its own unless one is given (requests are limited per address). */
const ask = (email: string, options: { lang?: string; from?: string; host?: string } = {}) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/Authentication/requestPasswordReset',
    remoteAddress: options.from ?? `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    headers: { lang: options.lang ?? 'en', ...(options.host ? { host: options.host } : {}) },
    payload: { email },
  });
};
const reset = (token: string, password: string, confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Authentication/resetPassword',
    headers: { lang: 'en' },
    payload: { token, password, confirmPassword },
  });
const tokenOf = (text: string) => /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Authentication/signin', headers: { lang: 'tr' }, payload: { username, password } });

describe('asking for a reset link', () => {
  it('answers alike whether or not an account holds the address, and mails only the account', async () => {
    await register(t, 'reset_same', { email: 'same@example.com' });
    const known = await ask('Same@Example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().data).toEqual({ minutes: 60 });
    smtp.mails.length = 0;
    await t.app.mailer.sendDue();
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['same@example.com']);
  });

  it('is limited per address (429), and sends an account at most three links an hour, answering alike', async () => {
    await register(t, 'reset_flood', { email: 'flood@example.com' });
    const from = '10.78.0.1';
    for (let i = 0; i < 5; i++) expect((await ask(`x${i}@example.com`, { from })).statusCode).toBe(200);
    const sixth = await ask('x6@example.com', { from });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('security.error.toomanyrequests');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await ask('flood@example.com')).body);
    expect(new Set(answers).size).toBe(1);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_queue WHERE to_address = 'flood@example.com'`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('writes no link on a host no store names (reset poisoning), and answers alike', async () => {
    await register(t, 'reset_poison', { email: 'poison@example.com' });
    const res = await ask('poison@example.com', { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_queue WHERE to_address = 'poison@example.com'`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a missing or malformed address', async () => {
    const res = await ask('not-mail');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('email');
  });
});

describe('a reset link', () => {
  it('arrives in the account’s language, works once, ends the sessions and is recorded; the second use is refused', async () => {
    const customer = await register(t, 'reset_owner', { email: 'owner@example.com', firstName: 'Ayşe' });
    expect((await signIn('reset_owner', customer.password)).statusCode).toBe(200);
    smtp.mails.length = 0;
    await ask('owner@example.com', { lang: 'fa' });
    await t.app.mailer.sendDue();
    const mail = smtp.mails.find((m) => m.to[0] === 'owner@example.com');
    // The account signed in in Turkish: the mail is Turkish, whatever the request's language.
    expect(mail?.subject).toBe('Yeni bir parola belirleyin');
    expect(mail?.text).toContain('Merhaba Ayşe');
    expect(mail?.text).toContain('60 dakika');
    expect(mail?.text).toMatch(/http:\/\/localhost(:80)?\/Authentication\/ResetPassword\?lang=tr#token=/);
    const token = tokenOf(mail?.text ?? '');
    const stored = await sql<{ tokenHash: string }>`SELECT token_hash FROM password_resets r JOIN customers c ON c.id = r.customer_id
      WHERE c.username = 'reset_owner'`.execute(t.database.db);
    expect(stored.rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const mismatch = await reset(token, 'new-secret', 'other-secret');
    expect(mismatch.json().error.fields.confirmPassword).toBeDefined();
    expect((await reset(token, 'abc')).json().error.fields.password).toContain('6');
    const done = await reset(token, 'new-secret');
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.app.inject({ url: '/api/Authentication/getAccountSecurity', headers: customer.headers })).statusCode).toBe(401);
    expect((await signIn('reset_owner', customer.password)).statusCode).toBe(401);
    const fresh = await signIn('reset_owner', 'new-secret');
    expect(fresh.statusCode).toBe(200);
    const events = await t.app.inject({
      url: '/api/Authentication/getAccountSecurity',
      headers: { authorization: `Bearer ${fresh.json().data.access_token}` },
    });
    expect(JSON.stringify(events.json())).toContain('passwordreset');

    const again = await reset(token, 'third-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('security.error.resetlinkused');
    expect(again.json().error.message).toBe('This link has already been used. Ask for a new one.');
  });

  it('refuses an expired link, an unknown one and one asked for before the password changed, each with its own code', async () => {
    await register(t, 'reset_late', { email: 'late@example.com' });
    smtp.mails.length = 0;
    await ask('late@example.com');
    await ask('late@example.com');
    await t.app.mailer.sendDue();
    const [first, second] = smtp.mails.filter((m) => m.to[0] === 'late@example.com').map((m) => tokenOf(m.text));
    await sql`UPDATE password_resets SET expires_at = now() - interval '1 second'
      WHERE token_hash = ${createHash('sha256')
        .update(first ?? '')
        .digest('base64url')}`.execute(t.database.db);
    expect((await reset(first ?? '', 'late-secret')).json().error.code).toBe('security.error.resetlinkexpired');
    expect((await reset('A'.repeat(43), 'late-secret')).json().error.code).toBe('security.error.resetlinkinvalid');
    expect((await reset('short', 'late-secret')).json().error.fields.token).toBeDefined();
    // Every session ended since the link was asked for (a new security stamp): the link is stale.
    await sql`UPDATE customers SET security_stamp = gen_random_uuid() WHERE username = 'reset_late'`.execute(t.database.db);
    expect((await reset(second ?? '', 'late-secret')).json().error.code).toBe('security.error.resetlinkexpired');
  });
});
