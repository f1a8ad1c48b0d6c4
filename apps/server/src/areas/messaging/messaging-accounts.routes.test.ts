import { createServer, type Server } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/test-app.js';
import { createSecretBox } from '../identity/secret-box.js';
import { PASSWORD_PURPOSE } from './messaging-accounts.js';

/**
 * Messaging accounts (issue 14 item 6) through the API: the engine's resource with its `secret`
 * password (sealed at rest, never answered, kept when an update leaves it empty), administrators
 * only, and "test connection" against a real SMTP server started here.
 */
const SMTP_USER = 'shop@example.com';
const SMTP_PASS = 'right horse battery staple';
let t: TestApp;
let admin: Record<string, string>;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startSmtpServer({ user: SMTP_USER, pass: SMTP_PASS })]);
  admin = { ...(await t.admin()), lang: 'en' };
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close()]);
});

const account = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Shop mail',
  accAddress: 'shop@example.com',
  providerType: 'smtp',
  host: '127.0.0.1',
  port: smtp.port,
  username: SMTP_USER,
  password: SMTP_PASS,
  ...overrides,
});
const storedPassword = async (id: number) =>
  (await sql<{ password: string | null }>`SELECT password FROM messaging_accounts WHERE id = ${id}`.execute(t.database.db)).rows[0]
    ?.password;
const testConnection = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/MessagingAccounts/testConnection', headers, payload });

describe('the MessagingAccounts resource', () => {
  it('keeps the password sealed with the server’s key, never answers it, and keeps it when an update leaves it empty', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/MessagingAccounts', headers: admin, payload: account() });
    expect(made.statusCode, made.body).toBe(201);
    const row = made.json().data;
    expect(row).toMatchObject({ displayName: 'Shop mail', port: smtp.port, enableSsl: false, useDefaultCredentials: false });
    expect(row).not.toHaveProperty('password');
    const sealed = await storedPassword(row.id);
    expect(sealed).toMatch(/^enc1:/);
    expect(sealed).not.toContain(SMTP_PASS);
    expect(createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY)).openText(PASSWORD_PURPOSE, sealed ?? '')).toBe(SMTP_PASS);
    for (const url of [`/api/MessagingAccounts/${row.id}`, '/api/MessagingAccounts']) {
      const read = await t.app.inject({ url, headers: admin });
      expect(read.body).not.toContain(SMTP_PASS);
      expect(read.body).not.toContain(sealed);
    }
    for (const password of ['', null, undefined]) {
      const payload = { displayName: 'Shop mail 2', ...(password === undefined ? {} : { password }) };
      const kept = await t.app.inject({ method: 'PUT', url: `/api/MessagingAccounts/${row.id}`, headers: admin, payload });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await storedPassword(row.id)).toBe(sealed);
    }
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/MessagingAccounts/${row.id}`,
      headers: admin,
      payload: { password: 'new one' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await storedPassword(row.id)).not.toBe(sealed);
    expect(createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY)).openText(PASSWORD_PURPOSE, (await storedPassword(row.id)) ?? '')).toBe(
      'new one',
    );
  });

  it('requires a display name, a provider type, an address, a host, a port of 1–65535, and a user name unless it sends without signing in', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/MessagingAccounts', headers: admin, payload: { port: 0 } });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields;
    for (const name of ['displayName', 'providerType', 'accAddress', 'host', 'port']) expect(fields, name).toHaveProperty(name);
    for (const port of [0, 65_536, -1]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/MessagingAccounts', headers: admin, payload: account({ port }) });
      expect(res.json().error.fields).toHaveProperty('port');
    }
    const noUser = await t.app.inject({
      method: 'POST',
      url: '/api/MessagingAccounts',
      headers: admin,
      payload: account({ username: '' }),
    });
    expect(noUser.json().error.fields.username).toBe('Required');
    const relay = await t.app.inject({
      method: 'POST',
      url: '/api/MessagingAccounts',
      headers: admin,
      payload: account({ username: '', password: '', useDefaultCredentials: true, port: 65_535 }),
    });
    expect(relay.statusCode, relay.body).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/MessagingAccounts',
      headers: admin,
      payload: account({ accAddress: 'not-mail' }),
    });
    expect(bad.json().error.fields).toHaveProperty('accAddress');
  });

  it('refuses an update that moves the stored password to another host, port or user name unless it is typed again', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/MessagingAccounts', headers: admin, payload: account() })).json().data.id;
    const sealed = await storedPassword(id);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/MessagingAccounts/${id}`, headers: admin, payload });
    for (const moved of [
      { host: 'smtp.attacker.example' },
      { port: 2525 },
      { username: 'other@example.com' },
      { host: 'evil.example', password: '' },
    ]) {
      const res = await put(moved);
      expect(res.statusCode, JSON.stringify(moved)).toBe(400);
      expect(res.json().error.fields.password).toBe('The server, port or user name changed: type the password again.');
    }
    const row = (await t.app.inject({ url: `/api/MessagingAccounts/${id}`, headers: admin })).json().data;
    expect(row).toMatchObject({ host: '127.0.0.1', port: smtp.port, username: SMTP_USER });
    expect(await storedPassword(id)).toBe(sealed);
    // The same values sent again, or other fields, keep it; a new host with its password is taken.
    expect((await put({ host: '127.0.0.1', port: smtp.port, username: SMTP_USER, displayName: 'Same' })).statusCode).toBe(200);
    expect(await storedPassword(id)).toBe(sealed);
    expect((await put({ host: 'smtp2.example', password: 'for the new host' })).statusCode).toBe(200);
    // A relay with no stored password moves freely.
    const relay = await t.app.inject({
      method: 'POST',
      url: '/api/MessagingAccounts',
      headers: admin,
      payload: account({ username: '', password: '', useDefaultCredentials: true }),
    });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/MessagingAccounts/${relay.json().data.id}`,
      headers: admin,
      payload: { host: 'relay.example' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('is closed to everyone but administrators, the test connection too', async () => {
    const member = { ...(await register(t, 'mail_curious')).headers, lang: 'en' };
    expect((await t.app.inject({ url: '/api/MessagingAccounts', headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/MessagingAccounts' })).statusCode).toBe(401);
    const tried = await testConnection({ host: '127.0.0.1', port: smtp.port, username: SMTP_USER, password: SMTP_PASS }, member);
    expect(tried.statusCode).toBe(403);
    expect((await testConnection({ host: '127.0.0.1', port: smtp.port, useDefaultCredentials: true }, {})).statusCode).toBe(401);
  });
});

describe('test connection', () => {
  it('connects to a live SMTP server and signs in: success', async () => {
    const res = await testConnection({ host: '127.0.0.1', port: smtp.port, username: SMTP_USER, password: SMTP_PASS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true, code: null, answer: 'The server accepted the connection and the sign-in.' });
  });

  it('reports the server’s refusal of a wrong password, its code and text, and never the password', async () => {
    const wrong = 'wrong-password-XYZ';
    const res = await testConnection({ host: '127.0.0.1', port: smtp.port, username: SMTP_USER, password: wrong });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ ok: false, code: 535 });
    expect(answer.answer).toContain('535');
    expect(answer.answer).toContain('Invalid username or password');
    expect(res.body).not.toContain(wrong);
    expect(res.body).not.toContain(Buffer.from(wrong).toString('base64'));
  });

  it('uses the saved password of the account it names when the form leaves it empty', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/MessagingAccounts', headers: admin, payload: account() });
    const id = made.json().data.id;
    const res = await testConnection({ accountId: id, host: '127.0.0.1', port: smtp.port, username: SMTP_USER, password: '' });
    expect(res.json().data.ok).toBe(true);
    // The stored password is sent only to the saved host, port and user name: another asks for it again.
    // (Refused before any connection is made.)
    for (const moved of [{ port: smtp.port + 1 }, { host: 'localhost' }, { username: 'other@example.com' }]) {
      const res = await testConnection({ accountId: id, host: '127.0.0.1', port: smtp.port, username: SMTP_USER, ...moved });
      expect(res.statusCode, JSON.stringify(moved)).toBe(400);
      expect(res.json().error.fields.password).toBe('The server, port or user name changed: type the password again.');
    }
    // No account named and no password: nothing to sign in with (nodemailer says so before asking the server).
    const withoutSaved = await testConnection({ host: '127.0.0.1', port: smtp.port, username: SMTP_USER });
    expect(withoutSaved.json().data).toMatchObject({ ok: false });
  });

  it('says what stopped the connection: nobody listening, a server that never greets (timeout), TLS asked of a plain server', async () => {
    const closed = await testConnection({ host: '127.0.0.1', port: 1, useDefaultCredentials: true });
    expect(closed.json().data).toMatchObject({ ok: false, code: null });
    expect(closed.json().data.answer).toMatch(/^No connection: .*ECONNREFUSED/);
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const quick = await createTestApp({ mailTimeoutMs: 1_500 });
    try {
      const started = Date.now();
      const res = await quick.app.inject({
        method: 'POST',
        url: '/api/MessagingAccounts/testConnection',
        headers: { ...(await quick.admin()), lang: 'en' },
        payload: { host: '127.0.0.1', port, useDefaultCredentials: true },
      });
      expect(res.json().data).toMatchObject({ ok: false, code: null });
      expect(res.json().data.answer).toMatch(/did not answer within \d+ seconds/);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await quick.close();
      silent.close();
    }
    const tls = await testConnection({ host: '127.0.0.1', port: smtp.port, enableSsl: true, username: SMTP_USER, password: SMTP_PASS });
    expect(tls.json().data.ok).toBe(false);
    expect(tls.body).not.toContain(SMTP_PASS);
  }, 30_000);
});
