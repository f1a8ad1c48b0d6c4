import { randomUUID } from 'node:crypto';
import type { Language, MailKind } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';

/** A mail to queue: whom, in which language, what about, its subject and text (already written in that language). */
export interface NewMail {
  kind: MailKind;
  to: string;
  language: Language;
  subject: string;
  text: string;
  /** After this moment the mail is useless (a reset link that has expired): it is not sent then. */
  expiresAt?: Date | null;
}

/** What a queued mail's text is sealed for: the mail's own message id, so it opens in no other row. */
export const bodyPurpose = (messageId: string) => `mail_queue.body_sealed:${messageId}`;

/**
 * Queues a mail in the transaction `db` belongs to, so it exists exactly when what caused it does
 * (a reset link, an answer, a ticket). Its text is sealed with the server's key: a reset link in
 * the clear would be a credential in the database. The sender (mail-sender.ts) takes it from there.
 */
export async function queueMail(db: AnyDb, ctx: Pick<AppContext, 'secretBox'>, mail: NewMail): Promise<number> {
  const messageId = randomUUID();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mail_queue (kind, to_address, language, subject, body_sealed, message_id, expires_at)
    VALUES (${mail.kind}, ${mail.to}, ${mail.language}, ${mail.subject.slice(0, 400)},
            ${ctx.secretBox.sealText(bodyPurpose(messageId), mail.text)}, ${messageId}, ${mail.expiresAt ?? null})
    RETURNING id
  `.execute(db);
  return rows[0]?.id ?? 0;
}
