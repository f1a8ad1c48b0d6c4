import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DEFAULT_MAIL_ATTEMPTS, MESSAGING_SETTINGS, settingInteger, translate } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { readInstallationSetting } from '../operations/settings-reader.js';
import { bodyPurpose } from './mail-queue.js';
import { defaultAccount, SecretUnreadable, type SendingAccount } from './messaging-accounts.js';
import { answerOf, SMTP_TIMEOUT_MS, type SmtpAnswer, smtpTransport } from './smtp-transport.js';

/** Mails one pass sends at most (the next pass, seconds later, takes the rest). */
const BATCH = 50;
/** How long a claimed mail is this process's to send; one not marked by then was interrupted. */
const LEASE_SECONDS = 300;
/** The first retry's wait; each next one doubles, up to an hour. */
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 3_600;

/** The wait before try `attempt + 1` of a mail that failed `attempt` times: 30 s, 1 min, 2 min… at most an hour. */
export const retryDelaySeconds = (attempt: number) => Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));

/** Errors about the way to the server, not the mail: the next mails would fail alike, so the pass stops. */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EAUTH', 'EDNS', 'ETLS', 'ECONNREFUSED', 'EPROTOCOL']);

/** A claimed mail (the database handle answers columns in camelCase). */
interface Claimed {
  id: number;
  toAddress: string;
  language: string;
  subject: string;
  bodySealed: string | null;
  messageId: string;
  attempts: number;
}

export interface PassResult {
  sent: number;
  failed: number;
}

/**
 * Sends the mail queue. A pass marks the mails a dead process was sending as `unknown` (never sent
 * again: it may have been delivered), gives up the expired ones, then claims due mails one at a
 * time (`FOR UPDATE SKIP LOCKED` and a lease, so two processes never take the same mail) and sends
 * each through the default account. A delivered mail is marked `sent` (its text cleared); a failed
 * one waits for its retry by exponential back-off, or is `failed` when the server refused it for
 * good or it has used its tries — kept in the queue with its last error either way. Without an
 * account the mails wait (`messaging.error.noaccount`). Passes of one process never overlap.
 * Run by the `sendMailQueue` task, and soon after a request queued a mail (`nudge`).
 */
export class MailSender {
  private running: Promise<PassResult> | null = null;
  private again = false;
  private readonly process = `${hostname()}:${process.pid}`;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: { nudge: boolean } = { nudge: false },
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /** A request queued a mail: send it now rather than at the task's next run (off in tests: they send by hand). */
  nudge(): void {
    if (!this.options.nudge) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.sendDue().catch((error: unknown) => this.warn(`the mail queue could not be sent: ${String(error)}`));
  }

  /** One pass over the due mails; a pass already under way is joined, not doubled. */
  sendDue(): Promise<PassResult> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
    return this.running;
  }

  /** Waits for the pass under way (closing the app). */
  async stop(): Promise<void> {
    this.again = false;
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<PassResult> {
    const { db } = this.ctx;
    const interrupted = translate('en', 'messaging.error.interrupted');
    await sql`UPDATE mail_queue SET status = 'unknown', last_error = ${interrupted}, claimed_by = NULL, claimed_until = NULL,
      next_attempt_at = NULL, updated_at = now() WHERE status = 'sending' AND claimed_until < now()`.execute(db);
    await sql`UPDATE mail_queue SET status = 'expired', next_attempt_at = NULL, body_sealed = NULL, updated_at = now()
      WHERE status = 'pending' AND expires_at <= now()`.execute(db);
    let account: SendingAccount | undefined;
    try {
      account = await defaultAccount(this.ctx);
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      return this.waiting('messaging.error.unreadablepassword');
    }
    if (!account) return this.waiting('messaging.error.noaccount');
    const maxAttempts = settingInteger(await readInstallationSetting(db, MESSAGING_SETTINGS.maxAttempts), DEFAULT_MAIL_ATTEMPTS, 1, 100);
    const transport = smtpTransport(account, this.ctx.mailTimeoutMs ?? SMTP_TIMEOUT_MS);
    const result: PassResult = { sent: 0, failed: 0 };
    try {
      for (let i = 0; i < BATCH; i++) {
        const token = `${this.process}:${randomUUID()}`;
        const mail = await this.claim(token, account.id);
        if (!mail) break;
        const domain = account.accAddress.split('@')[1] ?? 'localhost';
        try {
          const text = mail.bodySealed ? this.ctx.secretBox.openText(bodyPurpose(mail.messageId), mail.bodySealed) : '';
          await transport.sendMail({
            from: { name: account.displayName, address: account.accAddress },
            to: mail.toAddress,
            subject: mail.subject,
            text,
            messageId: `<${mail.messageId}@${domain}>`,
            headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.language },
          });
        } catch (error) {
          const answer = error instanceof SecretUnreadable ? unreadable(error) : answerOf(error, account.password);
          const last = answer.permanent || mail.attempts >= maxAttempts;
          await this.failed(mail, token, answer, last);
          result.failed++;
          if (!answer.permanent && CONNECTION_CODES.has(String((error as { code?: unknown }).code))) break;
          continue;
        }
        // Marked at once: a crash before this line leaves the mail `sending`, and the next pass calls it `unknown`.
        await sql`UPDATE mail_queue SET status = 'sent', sent_at = now(), body_sealed = NULL, last_error = NULL, claimed_by = NULL,
          claimed_until = NULL, next_attempt_at = NULL, updated_at = now() WHERE id = ${mail.id} AND claimed_by = ${token}`.execute(db);
        result.sent++;
      }
    } finally {
      transport.close();
    }
    return result;
  }

  /** Takes the next due mail for this pass: one statement, so the claim is seen by every process before the mail is sent. */
  private async claim(token: string, accountId: number): Promise<Claimed | undefined> {
    const { rows } = await sql<Claimed>`
      UPDATE mail_queue SET status = 'sending', claimed_by = ${token}, claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}),
        attempts = attempts + 1, account_id = ${accountId}, updated_at = now()
      WHERE id = (
        SELECT id FROM mail_queue WHERE status = 'pending' AND next_attempt_at <= now() AND (expires_at IS NULL OR expires_at > now())
        ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, language, subject, body_sealed, message_id, attempts
    `.execute(this.ctx.db);
    return rows[0];
  }

  private async failed(mail: Claimed, token: string, answer: SmtpAnswer, last: boolean): Promise<void> {
    const error = `${answer.code ?? ''} ${answer.text}`.trim().slice(0, 4000);
    const retry = last ? null : retryDelaySeconds(mail.attempts);
    await sql`UPDATE mail_queue SET status = ${last ? 'failed' : 'pending'}, last_error = ${error}, claimed_by = NULL, claimed_until = NULL,
      next_attempt_at = ${retry === null ? null : sql`now() + make_interval(secs => ${retry})`}, updated_at = now()
      WHERE id = ${mail.id} AND claimed_by = ${token}`.execute(this.ctx.db);
  }

  /** No account to send through: the due mails wait, saying why (their tries are not spent). */
  private async waiting(code: string): Promise<PassResult> {
    const why = translate('en', code);
    await sql`UPDATE mail_queue SET last_error = ${why}, updated_at = now()
      WHERE status = 'pending' AND last_error IS DISTINCT FROM ${why}`.execute(this.ctx.db);
    return { sent: 0, failed: 0 };
  }
}

const unreadable = (error: Error): SmtpAnswer => ({ code: null, text: error.message, permanent: true, timedOut: false });
