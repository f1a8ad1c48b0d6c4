import { idText } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import type { TicketMails } from '../messaging/ticket-mails.js';
import { checkAttachments } from './ticket-attachments.js';
import { ticketServices } from './ticket-services.js';
import { addPostBody, asPost, LIST_MAX, postAnswer } from './ticket-shapes.js';

const tags = ['Tickets'];

/**
 * A ticket's conversation (spec 000 §7 "Tickets": getTicketPosts, addTicketPost), for the ticket's
 * owner and administrators; anyone else gets the 404 of a missing ticket. A locked ticket takes
 * no new post and a post moves the desk's unread mark: both are TicketPost's write check
 * (open-ticket-posts.ts), so they hold on every path that writes a post.
 */
export function ticketPostRoutes(ctx: AppContext, registry: EntityRegistry, mails?: TicketMails) {
  const s = ticketServices(ctx, registry);

  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Tickets/getTicketPosts',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'A ticket’s conversation, oldest first, for its owner or an administrator',
          querystring: z.strictObject({ ticketId: idText }),
          response: { 200: dataOf(z.array(postAnswer)), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await s.callerOf(request);
        const ticket = await s.tickets.get(request.query.ticketId, caller);
        if (caller.isAdmin && !ticket.readByAdmin) await s.markRead(ctx.db, request.query.ticketId, true);
        if (ticket.ownerId === caller.customerId && !ticket.readByOwner) await s.markReadByOwner(ctx.db, request.query.ticketId);
        const rows = await s.posts.all({ ticketId: [request.query.ticketId], sort: 'id' }, s.writerOf(caller), LIST_MAX);
        return { data: rows.map((row) => asPost(row, ticket.ownerId, caller.isAdmin)) };
      },
    );

    app.post(
      '/api/Tickets/addTicketPost',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Write in a ticket’s conversation (its owner or an administrator); a locked ticket takes no new post',
          body: addPostBody,
          response: { 201: dataOf(postAnswer), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = await s.callerOf(request);
        const { ticketId, text, attachments } = request.body;
        const ticket = await s.tickets.get(ticketId, caller);
        const kept = await checkAttachments(ctx, app, caller, attachments);
        const place = await mails?.placeOf(request);
        // The post and the mail of an answer to the ticket's owner are written together (messaging/ticket-mails.ts).
        const post = await ctx.db.transaction().execute(async (trx) => {
          const written = await s.posts
            .inTransaction(trx)
            .create({ ticketId, text, attachments: JSON.stringify(kept) }, s.writerOf(caller));
          if (mails && place) await mails.reply(trx, place, ticket, written, caller.customerId);
          return written;
        });
        mails?.nudge();
        return reply.status(201).send({ data: asPost(post, ticket.ownerId, caller.isAdmin) });
      },
    );
  };
}
