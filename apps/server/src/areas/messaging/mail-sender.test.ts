import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { appOnSameDatabase, createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/test-app.js';
import { createSecretBox } from '../identity/secret-box.js';
import { queueMail } from './mail-queue.js';
import { retryDelaySeconds } from './mail-sender.js';

/**
 * The mail queue (issue 14 item 6) against a real SMTP server started here: a mail queued in a
 * transaction is sent once; a failed send is retried after its back-off and then sent exactly
 * once; a permanent refusal and the last try give it up, kept with its error; without an account
 * mail waits; a mail a dead process was sending is never sent again; two processes never send one
 * mail twice; the scheduled task type sends the queue.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let admin: Record<string, string>;
beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startSmtpServer()]);
  admin = { ...(await t.admin()), lang: 'en' };
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close()]);
});
beforeEach(async () => {
  await sql`DELETE FROM mail_queue`.execute(t.database.db);
  smtp.mails.length = 0;
  smtp.refuseNext(0);
});

/** The test apps' key (TEST_ENCRYPTION_KEY): what it seals, their sender opens. */
const keys = { secretBox: createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY)) };
let accountId = 0;
async function ensureAccount(): Promise<void> {
  if (accountId) return;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/MessagingAccounts',
    headers: admin,
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
  accountId = res.json().data.id;
}

const queue = (to: string, subject = `About ${to}`, expiresAt: Date | null = null) =>
  t.database.db
    .transaction()
    .execute((trx) => queueMail(trx, keys, { kind: 'ticketReply', to, language: 'en', subject, text: `Text for ${to}`, expiresAt }));
const row = async (id: number) =>
  (
    await sql<{
      status: string;
      attempts: number;
      dueIn: number | null;
      bodySealed: string | null;
      lastError: string | null;
      accountId: number | null;
    }>`
    SELECT status, attempts, body_sealed, last_error, account_id, extract(epoch FROM next_attempt_at - now())::float AS due_in FROM mail_queue WHERE id = ${id}`.execute(
      t.database.db,
    )
  ).rows[0];
const makeDue = (id: number) =>
  sql`UPDATE mail_queue SET next_attempt_at = now() - interval '1 second' WHERE id = ${id}`.execute(t.database.db);

describe('the mail queue', () => {
  it('sends a queued mail once, from the account, its text sealed until then and cleared after', async () => {
    await ensureAccount();
    const id = await queue('one@example.com');
    expect((await row(id))?.bodySealed).toMatch(/^enc1:/);
    expect(await t.app.mailer.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(await t.app.mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ from: 'shop@example.com', to: ['one@example.com'], subject: 'About one@example.com' });
    expect(smtp.mails[0]?.text.trim()).toBe('Text for one@example.com');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, bodySealed: null, lastError: null, accountId });
  });

  it('retries a mail the server refused for now after its back-off, and sends it exactly once', async () => {
    await ensureAccount();
    const id = await queue('retry@example.com');
    smtp.refuseNext(1);
    expect(await t.app.mailer.sendDue()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('451');
    expect(failed?.dueIn).toBeGreaterThan(retryDelaySeconds(1) - 5);
    // Not due yet: a pass now sends nothing.
    expect(await t.app.mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
    await makeDue(id);
    expect(await t.app.mailer.sendDue()).toEqual({ sent: 1, failed: 0 });
    await makeDue(id);
    expect(await t.app.mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails.filter((m) => m.to[0] === 'retry@example.com')).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('gives a mail up at a permanent refusal, or at its last try, and keeps it with the error', async () => {
    await ensureAccount();
    const refused = await queue('refused@example.com');
    smtp.refuseNext(1, 550);
    await t.app.mailer.sendDue();
    expect(await row(refused)).toMatchObject({ status: 'failed', attempts: 1, dueIn: null });
    expect((await row(refused))?.lastError).toContain('550');
    await t.app.inject({ method: 'POST', url: '/api/Settings', headers: admin, payload: { name: 'messaging.maxattempts', value: '2' } });
    try {
      const tired = await queue('tired@example.com');
      smtp.refuseNext(2);
      await t.app.mailer.sendDue();
      await makeDue(tired);
      await t.app.mailer.sendDue();
      expect(await row(tired)).toMatchObject({ status: 'failed', attempts: 2 });
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await sql`DELETE FROM settings WHERE name = 'messaging.maxattempts'`.execute(t.database.db);
    }
  });

  it('calls a mail a dead process was sending `unknown` and never sends it again; an expired one is not sent', async () => {
    await ensureAccount();
    const interrupted = await queue('maybe@example.com');
    await sql`UPDATE mail_queue SET status = 'sending', attempts = 1, claimed_by = 'dead:1', claimed_until = now() - interval '1 second'
      WHERE id = ${interrupted}`.execute(t.database.db);
    const expired = await queue('late@example.com', 'Late', new Date(Date.now() - 1000));
    await t.app.mailer.sendDue();
    expect(await row(interrupted)).toMatchObject({ status: 'unknown', attempts: 1, dueIn: null });
    expect((await row(interrupted))?.lastError).toContain('may have been delivered');
    expect(await row(expired)).toMatchObject({ status: 'expired', attempts: 0 });
    expect(smtp.mails).toHaveLength(0);
  });

  it('of two processes sending at the same moment, sends each mail exactly once', async () => {
    await ensureAccount();
    const ids = [];
    for (let i = 0; i < 16; i++) ids.push(await queue(`many${i}@example.com`));
    const other = await appOnSameDatabase(t);
    try {
      const [a, b] = await Promise.all([t.app.mailer.sendDue(), other.mailer.sendDue()]);
      expect(a.sent + b.sent).toBe(16);
      expect(smtp.mails).toHaveLength(16);
      expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(16);
      expect(new Set(smtp.mails.map((m) => m.to[0])).size).toBe(16);
    } finally {
      await other.close();
    }
  });

  it('is sent by the scheduled task type sendMailQueue (run now)', async () => {
    await ensureAccount();
    await queue('task@example.com');
    const { rows } = await sql<{ id: number }>`SELECT id FROM schedule_tasks WHERE type = 'sendMailQueue'`.execute(t.database.db);
    const taskId =
      rows[0]?.id ??
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ScheduleTasks',
          headers: admin,
          payload: { name: 'Mail', type: 'sendMailQueue', seconds: 60 },
        })
      ).json().data.id;
    const run = await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${taskId}/runNow`, headers: admin });
    expect(run.json().data.outcome).toBe('ok');
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['task@example.com']);
  });
});

describe('the mail queue without an account', () => {
  it('keeps mail waiting, saying why, without spending its tries; it goes once an account exists', async () => {
    const bare = await createTestApp();
    try {
      const id = await bare.database.db
        .transaction()
        .execute((trx) => queueMail(trx, keys, { kind: 'newTicket', to: 'wait@example.com', language: 'fa', subject: 'S', text: 'T' }));
      expect(await bare.app.mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
      const waiting = (
        await sql<{
          status: string;
          attempts: number;
          lastError: string;
        }>`SELECT status, attempts, last_error FROM mail_queue WHERE id = ${id}`.execute(bare.database.db)
      ).rows[0];
      expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
      expect(waiting?.lastError).toContain('No messaging account');
      await bare.app.inject({
        method: 'POST',
        url: '/api/MessagingAccounts',
        headers: await bare.admin(),
        payload: {
          displayName: 'Shop',
          accAddress: 'shop@example.com',
          providerType: 'smtp',
          host: '127.0.0.1',
          port: smtp.port,
          useDefaultCredentials: true,
        },
      });
      expect(await bare.app.mailer.sendDue()).toEqual({ sent: 1, failed: 0 });
    } finally {
      await bare.close();
    }
  });
});
