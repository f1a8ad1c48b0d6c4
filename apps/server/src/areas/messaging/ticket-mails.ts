import { ADMIN_ROLE, type Language, type Row } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { languageOf, mailOrigin, pageAddress, storePrefix, storeTitleIn } from './mail-links.js';
import { queueMail } from './mail-queue.js';
import type { MailSender } from './mail-sender.js';
import { mailText } from './mail-texts.js';

/** Longest piece of a customer's words a mail quotes (the rest is on the page the link opens). */
const QUOTED_MAX = 2_000;
const quoted = (text: unknown) => {
  const words = String(text ?? '').trim();
  return words.length > QUOTED_MAX ? `${words.slice(0, QUOTED_MAX)}…` : words;
};

interface Recipient {
  email: string;
  name: string;
  language: string | null;
}

/** Where a request's mails point and in which store: null origin when no address can be trusted (then no mail). */
interface Place {
  origin: string | null;
  prefix: string;
  storeId: number;
  fallback: Language;
}

/** Active, not deleted customers with an e-mail, among `ids`. */
const reachable = (ids: ReturnType<typeof sql>) => sql<Recipient>`
  SELECT email, coalesce(nullif(first_name, ''), username) AS name, language FROM customers
  WHERE id IN (${ids}) AND is_active AND NOT is_deleted AND email IS NOT NULL AND email <> '' ORDER BY id`;

/**
 * The ticket mails (issue 14 item 6), each queued in the transaction that writes its cause and in
 * its recipient's language: an answer in a ticket (a post by anyone but its owner) to the ticket's
 * owner; a new ticket to its unit — the staff its directions name, else (a unit nobody is directed
 * to) the administrators — never to the one who wrote it.
 */
export function ticketMails(ctx: AppContext, mailer: MailSender, publicOrigin: string | undefined) {
  const queueFor = async (
    trx: AnyDb,
    place: Place,
    recipients: Recipient[],
    write: (
      r: Recipient,
      language: Language,
      store: string,
    ) => {
      kind: 'ticketReply' | 'newTicket';
      mail: { subject: string; text: string };
    },
  ) => {
    if (place.origin === null) return 0;
    for (const recipient of recipients) {
      const language = languageOf(recipient.language, place.fallback);
      const { kind, mail } = write(recipient, language, await storeTitleIn(trx, place.storeId, language));
      await queueMail(trx, ctx, { kind, to: recipient.email, language, ...mail });
    }
    return recipients.length;
  };
  return {
    async placeOf(request: FastifyRequest): Promise<Place> {
      const storeId = await requestStore(request);
      return {
        origin: await mailOrigin(request, publicOrigin),
        prefix: await storePrefix(ctx.db, storeId),
        storeId,
        fallback: requestLanguage(request),
      };
    },
    /** A post in a ticket by anyone but its owner is an answer: mailed to the owner. */
    async reply(trx: AnyDb, place: Place, ticket: Row, post: Row, authorId: number): Promise<number> {
      const ownerId = Number(ticket.ownerId ?? 0);
      if (!ownerId || ownerId === authorId) return 0;
      const { rows } = await reachable(sql`${ownerId}`).execute(trx);
      return queueFor(trx, place, rows, (owner, language, store) => ({
        kind: 'ticketReply',
        mail: mailText(
          language,
          'ticketreply',
          {
            name: owner.name,
            title: String(ticket.title),
            text: quoted(post.text),
            store,
            link: pageAddress(place.origin ?? '', `${place.prefix}/account/tickets/${ticket.id}`, language),
          },
          ['name', 'store'],
        ),
      }));
    },
    /** A new ticket: to the staff of its unit's directions, else the administrators; not to its author. */
    async newTicket(trx: AnyDb, place: Place, ticket: Row, authorId: number): Promise<number> {
      const staff = sql`SELECT customer_id FROM directions WHERE unit_id = ${ticket.unitId} AND store_id = ${place.storeId}
        AND customer_id IS NOT NULL AND customer_id <> ${authorId}`;
      let { rows } = await reachable(staff).execute(trx);
      if (rows.length === 0) {
        const admins = sql`SELECT cr.customer_id FROM customer_roles cr JOIN roles r ON r.id = cr.role_id
          WHERE lower(r.system_name) = ${ADMIN_ROLE} AND r.active AND cr.customer_id <> ${authorId}`;
        ({ rows } = await reachable(admins).execute(trx));
      }
      const facts = await sql<{ unit: string; author: string }>`
        SELECT (SELECT title FROM units WHERE id = ${ticket.unitId}) AS unit,
               (SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) FROM customers WHERE id = ${authorId}) AS author
      `.execute(trx);
      const { unit = '', author = '' } = facts.rows[0] ?? {};
      return queueFor(trx, place, rows, (recipient, language, store) => ({
        kind: 'newTicket',
        mail: mailText(
          language,
          'newticket',
          {
            name: recipient.name,
            unit,
            customer: author,
            title: String(ticket.title),
            text: quoted(ticket.query),
            store,
            link: pageAddress(place.origin ?? '', `${place.prefix}/dashboard/CRM/Ticket/Update/${ticket.id}`, language),
          },
          ['name', 'customer', 'store'],
        ),
      }));
    },
    /** After the commit: send at once rather than at the task's next run. */
    nudge: () => mailer.nudge(),
  };
}

export type TicketMails = ReturnType<typeof ticketMails>;
