import { ADMIN_ROLE, idText, listQuerySchema, Ticket } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import type { Caller } from '../engine/resource-service.js';
import type { TicketMails } from '../messaging/ticket-mails.js';
import { checkAttachments } from './ticket-attachments.js';
import { ticketServices } from './ticket-services.js';
import { addTicketBody, asTicket, fieldSchema, forwardBody, LIST_MAX, refused, SEARCH_MAX, ticketAnswer } from './ticket-shapes.js';

const tags = ['Tickets'];

const deskQuery = listQuerySchema(Ticket).pick({
  page: true,
  pageSize: true,
  unitId: true,
  priorityId: true,
  categoryId: true,
  isLocked: true,
  isResolved: true,
  isApproved: true,
});

/**
 * Support tickets (spec 000 §7 "Tickets"; issue 12 item 6). A signed-in customer opens tickets and
 * reads their own; administrators read every ticket of the store (the desk: unread first, the
 * entity's declared `unreadFirst` order), forward them to another unit and — through the generic
 * resource (`PUT /api/Tickets/{id}`) — lock, resolve and approve them. Anyone else asking for a
 * ticket gets the 404 of a missing one. The conversation is ticket-posts.routes.ts.
 */
export function ticketRoutes(ctx: AppContext, registry: EntityRegistry, mails?: TicketMails) {
  const s = ticketServices(ctx, registry);

  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });
    const admins = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] });

    app.get(
      '/api/Tickets/getTickets',
      {
        ...admins,
        schema: {
          tags,
          summary: 'The ticket desk (administrators): the store’s tickets by unit, priority, category and flags, unread first, then newest',
          querystring: deskQuery,
          response: {
            200: z.object({ data: z.array(ticketAnswer), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
            ...guardedErrors,
          },
        },
      },
      async (request) => {
        const query = request.query as unknown as { page: number; pageSize: number } & Record<string, unknown>;
        const found = await s.tickets.list({ ...query, sort: 'unreadFirst' }, await s.callerOf(request));
        return { data: found.data.map(asTicket), total: found.total, page: query.page, pageSize: query.pageSize };
      },
    );

    app.get(
      '/api/Tickets/getMyTickets',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The signed-in customer’s own tickets, newest first (`readByOwner` false: an answer they have not read)',
          response: { 200: dataOf(z.array(ticketAnswer)), ...guardedErrors },
        },
      },
      async (request) => {
        const own: Caller = { ...(await s.callerOf(request)), scope: 'own' };
        return { data: (await s.tickets.all({ sort: '-id' }, own, LIST_MAX)).slice(0, LIST_MAX).map(asTicket) };
      },
    );

    app.get(
      '/api/Tickets/searchTickets',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Tickets whose title contains `q`, newest first: any of the store’s for an administrator, one’s own otherwise',
          querystring: z.strictObject({ q: fieldSchema<string>(Ticket.fields.title) }),
          response: { 200: dataOf(z.array(ticketAnswer)), ...guardedErrors },
        },
      },
      async (request) => {
        const q = request.query.q.trim();
        if (q === '') return { data: [] };
        const rows = await s.tickets.list({ q, sort: '-id', page: 1, pageSize: SEARCH_MAX }, await s.callerOf(request));
        return { data: rows.data.map(asTicket) };
      },
    );

    app.get(
      '/api/Tickets/getTicket',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'One ticket, for its owner or an administrator (an administrator’s read marks it read for the desk, the owner’s its answers read)',
          querystring: z.strictObject({ id: idText }),
          response: { 200: dataOf(ticketAnswer), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await s.callerOf(request);
        const ticket = await s.tickets.get(request.query.id, caller);
        if (caller.isAdmin && !ticket.readByAdmin) {
          await s.markRead(ctx.db, request.query.id, true);
          ticket.readByAdmin = true;
        }
        if (ticket.ownerId === caller.customerId && !ticket.readByOwner) {
          await s.markReadByOwner(ctx.db, request.query.id);
          ticket.readByOwner = true;
        }
        return { data: asTicket(ticket) };
      },
    );

    app.post(
      '/api/Tickets/addTicket',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'Open a ticket (signed in): unit, category, priority, title, first message and attachments (files uploaded into the Tickets folder)',
          body: addTicketBody,
          response: { 201: dataOf(ticketAnswer), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = await s.callerOf(request);
        const body = request.body;
        await s.activeUnit(body.unitId, caller);
        if (body.categoryId) {
          const category = await s.categories.get(body.categoryId, s.writerOf(caller)).catch(() => null);
          if (!category?.isActived || category.unitId !== body.unitId) throw refused('ticket.error.categoryunit', 'categoryId');
        }
        if (body.priorityId) {
          const priority = await s.priorities.get(body.priorityId, s.writerOf(caller)).catch(() => null);
          if (!priority?.isActived) throw refused('ticket.error.priorityinactive', 'priorityId');
        }
        const attachments = await checkAttachments(ctx, app, caller, body.attachments);
        const place = await mails?.placeOf(request);
        // The ticket and the mail to its unit are written together (messaging/ticket-mails.ts).
        const created = await ctx.db.transaction().execute(async (trx) => {
          const ticket = await s.tickets.inTransaction(trx).create(
            {
              unitId: body.unitId,
              categoryId: body.categoryId ?? null,
              priorityId: body.priorityId ?? null,
              title: body.title.trim(),
              query: body.query,
              attachments: JSON.stringify(attachments),
              // An administrator opening a ticket has read it.
              readByAdmin: caller.isAdmin,
            },
            s.writerOf(caller),
          );
          if (mails && place) await mails.newTicket(trx, place, ticket, caller.customerId);
          return ticket;
        });
        mails?.nudge();
        return reply.status(201).send({ data: asTicket(created) });
      },
    );

    app.post(
      '/api/Tickets/forwardTicket',
      {
        ...admins,
        schema: {
          tags,
          summary: 'Forward a ticket to another active unit (administrators); its category stays only when it belongs to that unit',
          body: forwardBody,
          response: { 200: dataOf(ticketAnswer), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        const caller = await s.callerOf(request);
        const { ticketId: id, unitId } = request.body;
        const ticket = await s.tickets.get(id, caller);
        if (ticket.unitId === unitId) throw refused('ticket.error.sameunit', 'unitId', 409);
        await s.activeUnit(unitId, caller);
        const category = ticket.categoryId ? await s.categories.get(Number(ticket.categoryId), caller).catch(() => null) : null;
        const changes = { unitId, ...(category && category.unitId !== unitId ? { categoryId: null } : {}) };
        return { data: asTicket(await s.tickets.update(id, changes, caller)) };
      },
    );
  };
}
