import { ADMIN_ROLE, attachmentsOf, TICKET_DIRECTORY } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { sessionState } from '../../http/auth.js';
import { spellingsOf, storedName, uploaderOf } from '../cms-files/file-uploaders.js';
import type { StoredFile } from '../cms-files/storage.js';

/**
 * Whether `customerId` owns a ticket of the store that lists the file, in the ticket itself or in
 * one of its posts (an administrator's answer attaches files for the ticket's owner to read).
 * The database narrows by text (the address as uploaded, or its name unencoded); the addresses are
 * then parsed, so a name that merely contains another's never counts.
 */
async function ownsTicketListing(db: Kysely<Database>, storeId: number, customerId: number, name: string): Promise<boolean> {
  const [encoded, plain] = spellingsOf(name);
  const { rows } = await sql<{ attachments: string | null }>`
    SELECT t.attachments FROM tickets t
    WHERE t.store_id = ${storeId} AND t.owner_id = ${customerId} AND (t.attachments LIKE ${encoded} OR t.attachments LIKE ${plain})
    UNION ALL
    SELECT p.attachments FROM ticket_posts p JOIN tickets t ON t.id = p.ticket_id
    WHERE t.store_id = ${storeId} AND t.owner_id = ${customerId} AND (p.attachments LIKE ${encoded} OR p.attachments LIKE ${plain})
    LIMIT 20`.execute(db);
  return rows.some((row) => attachmentsOf(row.attachments).some((address) => storedName(address, storeId) === name));
}

/**
 * Who may read a file of the store's Tickets folder (issue 12: attachments are private): a
 * signed-in user whose session is open and who is an administrator of the store, the file's
 * uploader, or the owner of a ticket that lists it. Anyone else — a visitor holding a leaked
 * address included — is answered as if the file did not exist.
 */
export function ticketFileReader(ctx: AppContext) {
  return async (request: FastifyRequest, file: StoredFile): Promise<boolean> => {
    const { claims } = request;
    if (!claims || claims.guest) return false;
    const state = await sessionState(ctx.db, claims, '', file.storeId);
    if (!state) return false;
    if (!state.needsTwoFactorSetup && state.roles.some((role) => role.toLowerCase() === ADMIN_ROLE)) return true;
    if ((await uploaderOf(ctx.db, file.storeId, TICKET_DIRECTORY, file.name)) === claims.sub) return true;
    return ownsTicketListing(ctx.db, file.storeId, claims.sub, file.name);
  };
}
