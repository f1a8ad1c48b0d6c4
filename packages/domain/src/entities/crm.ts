import { z } from 'zod';
import { isFileOf } from '../cms/controls/control-values.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * Support tickets (spec 000 §3, §7; spec 001 §3 "ticket, unit, direction"; issue 12 item 6).
 * Units answer tickets; each unit has its own ticket categories; priorities are the store's.
 * The generic resources are the dashboard's (administrators only); customers reach their own
 * tickets through the calls of `apps/server/src/areas/crm/tickets.routes.ts`.
 */

/** The folder ticket attachments are uploaded into (`POST /api/CMS/UploadFile?directory=Tickets`). */
export const TICKET_DIRECTORY = 'Tickets';

/** Most attachments one ticket or post may carry whatever a store sets (the store's `datacontent.maximumfilecount` may ask fewer). */
export const TICKET_ATTACHMENTS_MAX = 20;

/**
 * Attachments: a list of addresses of files uploaded into the tickets' folder (as the upload
 * answered them), each once; anything else is refused on its index (`attachments.0`).
 */
export const ticketAttachmentsSchema = z
  .array(
    z.string().refine((address) => isFileOf(TICKET_DIRECTORY, address), {
      message: 'cms.error.filefolder',
      params: { directory: TICKET_DIRECTORY },
    }),
  )
  .max(TICKET_ATTACHMENTS_MAX)
  .transform((list) => [...new Set(list)]);

/** The attachments a field stores, as a list (an empty or missing value: none). */
export function attachmentsOf(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed = ticketAttachmentsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const attachments = () =>
  f.jsonText({
    max: 40_000,
    json: {
      schema: ticketAttachmentsSchema,
      sample: (n: number) => [`/api/cms/download/${TICKET_DIRECTORY}/file-${n}.pdf`],
      display: 'files',
    },
  });

/**
 * A unit of the organisation that answers tickets (support, sales…), a tree by `parentUnitId` in
 * display order. `categoryId` is the unit's own category among the generic categories (spec 001
 * §2: the "unit/ticket" category menu items open the generic Category list with the entity name),
 * which issue 13 builds: until then it is a plain id without a foreign key; ticket categories are
 * `TicketCategory`, per unit.
 */
export const Unit = defineEntity({
  name: 'Unit',
  resource: 'Units',
  table: 'units',
  area: 'crm',
  route: 'CRM/Unit',
  icon: 'CustomerServiceOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    title: f.text({ required: true, min: 3, max: 100, filterable: true, sortable: true }),
    categoryId: f.integer({ min: 1, filterable: true }),
    parentUnitId: f.ref('Units', { filterable: true }),
    displayOrder: f.integer({ default: 0, sortable: true }),
    isActived: f.boolean({ default: true, filterable: true, sortable: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'parentUnitId', 'displayOrder', 'isActived'],
  defaultSort: 'displayOrder',
  tree: { parent: 'parentUnitId', order: 'displayOrder' },
});

/** A ticket category of one unit (`GET /api/CRM/getCategories?unitId=`). */
export const TicketCategory = defineEntity({
  name: 'TicketCategory',
  resource: 'TicketCategories',
  table: 'ticket_categories',
  area: 'crm',
  route: 'CRM/TicketCategory',
  icon: 'AppstoreOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    unitId: f.ref('Units', { required: true, filterable: true }),
    title: f.text({ required: true, max: 100, filterable: true, sortable: true }),
    isActived: f.boolean({ default: true, filterable: true, sortable: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'unitId', 'isActived'],
  defaultSort: 'title',
});

/** A ticket priority of the store (`GET /api/Tickets/getPriorities`), in display order. */
export const TicketPriority = defineEntity({
  name: 'TicketPriority',
  resource: 'TicketPriorities',
  table: 'ticket_priorities',
  area: 'crm',
  route: 'CRM/TicketPriority',
  icon: 'AppstoreOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    title: f.text({ required: true, max: 100, filterable: true, sortable: true }),
    displayOrder: f.integer({ default: 0, sortable: true }),
    isActived: f.boolean({ default: true, filterable: true, sortable: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'displayOrder', 'isActived'],
  defaultSort: 'displayOrder',
});

/**
 * A direction (spec 001 §3: name, customerid, unitid, parentunitdirectionid): who in a unit
 * tickets are directed to — a staff member (`customerId`) of the unit, under the direction above
 * them (`parentUnitDirectionId`: the person a ticket goes up to next), so a unit's directions form
 * its chain of escalation. Kept for the ticket desk's assignment (the dashboard screen is left).
 */
export const Direction = defineEntity({
  name: 'Direction',
  resource: 'Directions',
  table: 'directions',
  area: 'crm',
  route: 'CRM/Direction',
  icon: 'TeamOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    name: f.text({ required: true, max: 100, filterable: true, sortable: true }),
    customerId: f.ref('Customers', { filterable: true }),
    unitId: f.ref('Units', { required: true, filterable: true }),
    parentUnitDirectionId: f.ref('Directions', { filterable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'unitId', 'customerId', 'parentUnitDirectionId'],
  defaultSort: 'name',
  tree: { parent: 'parentUnitDirectionId' },
});

/**
 * A support ticket, owned by the customer who opened it (the row's owner): its unit, category,
 * priority, title, first message (`query`) and attachments. It is opened with `addTicket` only
 * (its rules: an active unit, a category of that unit, one's own uploads), so the resource serves
 * no create. Administrators lock, resolve and approve it by updating those flags
 * (`PUT /api/Tickets/{id}`), and move it to another unit with `forwardTicket` only: `unitId` is
 * read-only, so a dashboard form saved after a forward cannot put the old unit back.
 * `readByAdmin` is the server's alone — cleared whenever the owner writes, set when an
 * administrator reads or answers — so a stale form cannot mark a customer's new post read; the
 * desk lists unread tickets first. A locked ticket takes no new post.
 */
export const Ticket = defineEntity({
  name: 'Ticket',
  resource: 'Tickets',
  table: 'tickets',
  area: 'crm',
  route: 'CRM/Ticket',
  icon: 'CustomerServiceOutlined',
  adminOnly: true,
  storeScoped: true,
  operations: ['list', 'view', 'update', 'delete'],
  // The dashboard home's trend of tickets opened per day.
  countsPerDay: true,
  fields: {
    // Set by addTicket, changed by forwardTicket (server-set).
    unitId: f.ref('Units', { required: true, readOnly: true, filterable: true }),
    categoryId: f.ref('TicketCategories', { filterable: true }),
    priorityId: f.ref('TicketPriorities', { filterable: true }),
    title: f.text({ required: true, max: 200, filterable: true, sortable: true }),
    query: f.longtext({ required: true, max: 10_000 }),
    attachments: attachments(),
    // A generated sample ticket is open: a sample post is written in it (a locked one takes none).
    isLocked: f.boolean({ default: false, filterable: true, sortable: true, sample: () => false }),
    isResolved: f.boolean({ default: false, filterable: true, sortable: true }),
    isApproved: f.boolean({ default: false, filterable: true, sortable: true }),
    // Cleared when the owner writes in the conversation, set when an administrator reads or answers it (server-set).
    readByAdmin: f.boolean({ readOnly: true, default: false, filterable: true, sortable: true }),
    // Cleared when anyone but the owner writes in the conversation, set when the owner reads it (server-set).
    readByOwner: f.boolean({ readOnly: true, default: true, filterable: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'unitId', 'categoryId', 'priorityId', 'isLocked', 'isResolved', 'isApproved', 'readByAdmin'],
  // The desk's order (the dashboard's list and getTickets): unread tickets first, the newest first within each.
  defaultSort: 'unreadFirst',
  orders: { unreadFirst: { field: 'readByAdmin', idDescending: true } },
});

/** A message of a ticket's conversation: its text and attachments; the author is the row's owner. */
export const TicketPost = defineEntity({
  name: 'TicketPost',
  resource: 'TicketPosts',
  table: 'ticket_posts',
  area: 'crm',
  route: 'CRM/TicketPost',
  icon: 'CustomerServiceOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    ticketId: f.ref('Tickets', { required: true, filterable: true }),
    // Text rather than longtext: a post has no other title (the list shows its beginning).
    text: f.text({ required: true, max: 10_000 }),
    attachments: attachments(),
  },
  titleField: 'text',
  listColumns: ['ticketId', 'text'],
  defaultSort: 'id',
});
