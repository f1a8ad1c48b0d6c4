import {
  ADMIN_ROLE,
  attachmentsOf,
  DEFAULT_UPLOAD_COUNT,
  DomainError,
  FILE_COUNT_SETTING,
  fieldValueSchema,
  idText,
  listQuerySchema,
  type Row,
  rowSchema,
  settingInteger,
  TICKET_DIRECTORY,
  Ticket,
  TicketCategory,
  TicketPost,
  TicketPriority,
  ticketAttachmentsSchema,
  Unit,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { isAdministrator } from '../../http/public-reads.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { findFile } from '../cms-files/storage.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';
import { readSetting } from '../operations/settings-reader.js';

const tags = ['Tickets'];
/** Most rows one list call reads (a desk, a customer's tickets, a conversation): beyond it the newest are answered. */
const LIST_MAX = 2000;
/** Most rows a search answers. */
const SEARCH_MAX = 100;

const ticketAnswer = rowSchema(Ticket).extend({ attachments: z.array(z.string()) });
const postAnswer = rowSchema(TicketPost).extend({ attachments: z.array(z.string()), fromOwner: z.boolean() });
const unitAnswer = rowSchema(Unit);
type UnitNode = Row & { children: UnitNode[] };
const unitNode: z.ZodType<UnitNode> = unitAnswer.extend({ children: z.array(z.lazy(() => unitNode)) }) as never;
type TicketAnswer = z.infer<typeof ticketAnswer>;

const text = <T>(field: unknown) => fieldValueSchema(field as never) as z.ZodType<T>;
/** A row's id in a JSON body (a number, as the engine's own bodies take it). */
const bodyId = text<number>(Ticket.fields.unitId);
const optionalId = text<number>(Ticket.fields.categoryId).nullable().optional();

/** What a customer sends to open a ticket. */
const addTicketBody = z.strictObject({
  unitId: bodyId,
  categoryId: optionalId,
  priorityId: optionalId,
  title: text<string>(Ticket.fields.title).refine((v) => v.trim() !== '', { message: 'common.error.required' }),
  query: text<string>(Ticket.fields.query).refine((v) => v.trim() !== '', { message: 'common.error.required' }),
  attachments: ticketAttachmentsSchema.optional(),
});
const addPostBody = z.strictObject({
  ticketId: bodyId,
  text: text<string>(TicketPost.fields.text).refine((v) => v.trim() !== '', { message: 'common.error.required' }),
  attachments: ticketAttachmentsSchema.optional(),
});
const forwardBody = z.strictObject({ ticketId: bodyId, unitId: bodyId });

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

const refused = (code: string, field: string, status = 400, params?: Record<string, unknown>) =>
  new DomainError(code, status, params, { [field]: { code, ...(params ? { params } : {}) } });

const asTicket = (row: Row): TicketAnswer => ({ ...(row as TicketAnswer), attachments: attachmentsOf(row.attachments) });

/** Unread first, then the newest. */
const deskOrder = (a: Row, b: Row) => Number(a.readByAdmin) - Number(b.readByAdmin) || Number(b.id) - Number(a.id);

/**
 * Support tickets (spec 000 §7 "Tickets" and "CRM"; issue 12 item 6). A signed-in customer opens
 * tickets, reads their own and writes in their conversation; administrators read every ticket of
 * the store (unread first), answer, forward to another unit and — through the generic resource
 * (`PUT /api/Tickets/{id}`) — lock, resolve and approve. Anyone else asking for a ticket gets the
 * 404 of a missing one: a ticket, its posts and their attachments' addresses are never shown to
 * another customer. A locked ticket takes no new post (409 `ticket.error.locked`), checked under
 * the ticket's row lock so a post and a lock cannot cross.
 */
export function ticketRoutes(ctx: AppContext, registry: EntityRegistry) {
  const tickets = new ResourceService(ctx.db, registry, Ticket);
  const posts = new ResourceService(ctx.db, registry, TicketPost);
  const units = new ResourceService(ctx.db, registry, Unit);
  const categories = new ResourceService(ctx.db, registry, TicketCategory);
  const priorities = new ResourceService(ctx.db, registry, TicketPriority);

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
  /** The same person writing rows the route has already judged (references are the store's, not theirs). */
  const writerOf = (caller: Caller): Caller => ({ ...caller, scope: 'all' });

  /** The ticket when the caller may read it (administrator or owner), else 404. */
  const readable = (id: number, caller: Caller) => tickets.get(id, caller);

  const markRead = (db: AnyDb, id: number, read: boolean) =>
    sql`UPDATE tickets SET read_by_admin = ${read} WHERE id = ${id} AND read_by_admin <> ${read}`.execute(db);

  /** An active unit of the store, else a 400 on `field`. */
  async function activeUnit(id: number, caller: Caller, field = 'unitId'): Promise<Row> {
    const unit = await units.get(id, writerOf(caller)).catch(() => null);
    if (!unit?.isActived) throw refused('ticket.error.unitinactive', field);
    return unit;
  }

  /** The store's most attachments per ticket or post (the data form's file count). */
  async function attachmentsMax(app: App, storeId: number): Promise<number> {
    const defaultStoreId = (await app.stores.resolve(undefined, undefined)).id;
    const value = await readSetting(ctx.db, storeId, FILE_COUNT_SETTING.dataForm, { fallback: true, defaultStoreId });
    return settingInteger(value, DEFAULT_UPLOAD_COUNT);
  }
  /**
   * The attachments' count (the data form's), and each a file that was uploaded into this store's
   * Tickets folder: an address of that shape naming no such file (made up, deleted, another
   * store's) is a 400 `ticket.error.nofile` on its index.
   */
  async function checkAttachments(app: App, storeId: number, list: readonly string[] | undefined) {
    const max = await attachmentsMax(app, storeId);
    if ((list?.length ?? 0) > max) throw refused('ticket.error.attachmentcount', 'attachments', 400, { max });
    for (const [index, address] of (list ?? []).entries()) {
      const [path = '', query = ''] = address.split('?', 2);
      const store = new URLSearchParams(query).get('store');
      let name = '';
      try {
        name = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)).normalize('NFC');
      } catch {
        name = '';
      }
      const found =
        (store === null || store === String(storeId)) && name !== '' && (await findFile(ctx.db, storeId, TICKET_DIRECTORY, name));
      if (!found) throw refused('ticket.error.nofile', `attachments.${index}`);
    }
  }

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
        const { page, pageSize, ...filters } = request.query as unknown as { page: number; pageSize: number } & Record<string, unknown>;
        const rows = (await tickets.all({ ...filters, sort: '-id' }, await callerOf(request), LIST_MAX)).sort(deskOrder);
        const start = (page - 1) * pageSize;
        return { data: rows.slice(start, start + pageSize).map(asTicket), total: rows.length, page, pageSize };
      },
    );

    app.get(
      '/api/Tickets/getMyTickets',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The signed-in customer’s own tickets, newest first',
          response: { 200: dataOf(z.array(ticketAnswer)), ...guardedErrors },
        },
      },
      async (request) => {
        const own: Caller = { ...(await callerOf(request)), scope: 'own' };
        return { data: (await tickets.all({ sort: '-id' }, own, LIST_MAX)).slice(0, LIST_MAX).map(asTicket) };
      },
    );

    app.get(
      '/api/Tickets/searchTickets',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Tickets whose title contains `q`, newest first: any of the store’s for an administrator, one’s own otherwise',
          querystring: z.strictObject({ q: text<string>(Ticket.fields.title) }),
          response: { 200: dataOf(z.array(ticketAnswer)), ...guardedErrors },
        },
      },
      async (request) => {
        const q = request.query.q.trim();
        if (q === '') return { data: [] };
        const rows = await tickets.list({ q, sort: '-id', page: 1, pageSize: SEARCH_MAX }, await callerOf(request));
        return { data: rows.data.map(asTicket) };
      },
    );

    app.get(
      '/api/Tickets/getTicket',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'One ticket, for its owner or an administrator (an administrator’s read marks it read)',
          querystring: z.strictObject({ id: idText }),
          response: { 200: dataOf(ticketAnswer), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const ticket = await readable(request.query.id, caller);
        if (caller.isAdmin && !ticket.readByAdmin) {
          await markRead(ctx.db, request.query.id, true);
          ticket.readByAdmin = true;
        }
        return { data: asTicket(ticket) };
      },
    );

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
        const caller = await callerOf(request);
        const ticket = await readable(request.query.ticketId, caller);
        if (caller.isAdmin && !ticket.readByAdmin) await markRead(ctx.db, request.query.ticketId, true);
        const rows = await posts.all({ ticketId: [request.query.ticketId], sort: 'id' }, writerOf(caller), LIST_MAX);
        return {
          data: rows.map((row) => ({
            ...(row as z.infer<typeof postAnswer>),
            attachments: attachmentsOf(row.attachments),
            fromOwner: row.ownerId === ticket.ownerId,
          })),
        };
      },
    );

    app.get(
      '/api/Tickets/getPriorities',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The store’s active ticket priorities, in display order',
          response: { 200: dataOf(z.array(rowSchema(TicketPriority))), ...guardedErrors },
        },
      },
      async (request) => ({
        data: (await priorities.all({ isActived: [true], sort: 'displayOrder' }, writerOf(await callerOf(request)), LIST_MAX)) as never,
      }),
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
        const caller = await callerOf(request);
        const body = request.body;
        await activeUnit(body.unitId, caller);
        if (body.categoryId) {
          const category = await categories.get(body.categoryId, writerOf(caller)).catch(() => null);
          if (!category?.isActived || category.unitId !== body.unitId) throw refused('ticket.error.categoryunit', 'categoryId');
        }
        if (body.priorityId) {
          const priority = await priorities.get(body.priorityId, writerOf(caller)).catch(() => null);
          if (!priority?.isActived) throw refused('ticket.error.priorityinactive', 'priorityId');
        }
        await checkAttachments(app, caller.storeId ?? 0, body.attachments);
        const created = await tickets.create(
          {
            unitId: body.unitId,
            categoryId: body.categoryId ?? null,
            priorityId: body.priorityId ?? null,
            title: body.title.trim(),
            query: body.query,
            attachments: JSON.stringify(body.attachments ?? []),
            // An administrator opening a ticket has read it.
            readByAdmin: caller.isAdmin,
          },
          writerOf(caller),
        );
        return reply.status(201).send({ data: asTicket(created) });
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
        const caller = await callerOf(request);
        const { ticketId, text: message, attachments } = request.body;
        const ticket = await readable(ticketId, caller);
        await checkAttachments(app, caller.storeId ?? 0, attachments);
        const post = await ctx.db.transaction().execute(async (trx) => {
          const locked = await sql<{ locked: boolean }>`SELECT is_locked AS locked FROM tickets WHERE id = ${ticketId} FOR UPDATE`.execute(
            trx,
          );
          if (locked.rows[0]?.locked) throw new DomainError('ticket.error.locked', 409);
          const created = await posts
            .inTransaction(trx)
            .create({ ticketId, text: message, attachments: JSON.stringify(attachments ?? []) }, writerOf(caller));
          // The owner's word makes the ticket unread for the desk; an administrator's answer leaves it read.
          await markRead(trx, ticketId, caller.isAdmin);
          return created;
        });
        return reply.status(201).send({
          data: {
            ...(post as z.infer<typeof postAnswer>),
            attachments: attachmentsOf(post.attachments),
            fromOwner: post.ownerId === ticket.ownerId,
          },
        });
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
        const caller = await callerOf(request);
        const { ticketId: id, unitId } = request.body;
        const ticket = await readable(id, caller);
        if (ticket.unitId === unitId) throw refused('ticket.error.sameunit', 'unitId', 409);
        await activeUnit(unitId, caller);
        const category = ticket.categoryId ? await categories.get(Number(ticket.categoryId), caller).catch(() => null) : null;
        const changes = { unitId, ...(category && category.unitId !== unitId ? { categoryId: null } : {}) };
        return { data: asTicket(await tickets.update(id, changes, caller)) };
      },
    );

    app.get(
      '/api/CRM/getUnits',
      {
        ...signedIn,
        schema: {
          tags: ['CRM'],
          summary: 'The store’s active units as a tree, in display order (a unit under an inactive one is left out with it)',
          response: { 200: dataOf(z.array(unitNode)), ...guardedErrors },
        },
      },
      async (request) => {
        const rows = await units.all({ isActived: [true], sort: 'displayOrder' }, writerOf(await callerOf(request)), LIST_MAX);
        const nodes = new Map(rows.map((row): [number, UnitNode] => [Number(row.id), { ...row, children: [] }]));
        const roots: UnitNode[] = [];
        for (const node of nodes.values()) {
          if (node.parentUnitId === null || node.parentUnitId === undefined) roots.push(node);
          else nodes.get(Number(node.parentUnitId))?.children.push(node);
        }
        return { data: roots as never };
      },
    );

    app.get(
      '/api/CRM/getCategories',
      {
        ...signedIn,
        schema: {
          tags: ['CRM'],
          summary: 'The active ticket categories of a unit',
          querystring: z.strictObject({ unitId: idText }),
          response: { 200: dataOf(z.array(rowSchema(TicketCategory))), ...guardedErrors },
        },
      },
      async (request) => ({
        data: (await categories.all(
          { unitId: [request.query.unitId], isActived: [true], sort: 'title' },
          writerOf(await callerOf(request)),
          LIST_MAX,
        )) as never,
      }),
    );
  };
}
