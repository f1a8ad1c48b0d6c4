import { type Row, Ticket, TicketCategory, TicketPost, TicketPriority, Unit } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { isAdministrator } from '../../http/public-reads.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';
import { refused } from './ticket-shapes.js';

/**
 * What the ticket calls share: the generic services of the CRM entities and who the caller is.
 * An administrator reaches every row of the store, anyone else their own tickets and posts;
 * units, categories and priorities are the store's and read as such (`writerOf`).
 */
export function ticketServices(ctx: AppContext, registry: EntityRegistry) {
  const units = new ResourceService(ctx.db, registry, Unit);

  /** The request's caller: an administrator reaches every row of the store, anyone else their own. */
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const storeId = await requestStore(request);
    const admin = await isAdministrator(ctx.db, request, storeId);
    return {
      customerId: request.claims?.sub ?? 0,
      scope: admin ? 'all' : 'own',
      isAdmin: admin,
      storeId,
      language: requestLanguage(request),
    };
  };
  /** The same person reading or writing rows the call has already judged (references are the store's, not theirs). */
  const writerOf = (caller: Caller): Caller => ({ ...caller, scope: 'all' });

  return {
    tickets: new ResourceService(ctx.db, registry, Ticket),
    posts: new ResourceService(ctx.db, registry, TicketPost),
    units,
    categories: new ResourceService(ctx.db, registry, TicketCategory),
    priorities: new ResourceService(ctx.db, registry, TicketPriority),
    callerOf,
    writerOf,
    /** Marks a ticket read (or unread) by the desk. */
    markRead: (db: AnyDb, id: number, read: boolean) =>
      sql`UPDATE tickets SET read_by_admin = ${read} WHERE id = ${id} AND read_by_admin <> ${read}`.execute(db),
    /** Marks the answers of a ticket read by its owner (who is reading it now). */
    markReadByOwner: (db: AnyDb, id: number) =>
      sql`UPDATE tickets SET read_by_owner = true WHERE id = ${id} AND NOT read_by_owner`.execute(db),
    /** An active unit of the store, else a 400 on `field`. */
    async activeUnit(id: number, caller: Caller, field = 'unitId'): Promise<Row> {
      const unit = await units.get(id, writerOf(caller)).catch(() => null);
      if (!unit?.isActived) throw refused('ticket.error.unitinactive', field);
      return unit;
    },
  };
}

export type TicketServices = ReturnType<typeof ticketServices>;
