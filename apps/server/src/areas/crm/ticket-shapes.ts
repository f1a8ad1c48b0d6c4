import {
  attachmentsOf,
  DomainError,
  fieldValueSchema,
  type Row,
  rowSchema,
  Ticket,
  TicketPost,
  ticketAttachmentsSchema,
  Unit,
} from '@store/domain';
import { z } from 'zod';

/** Most rows one list call reads (a customer's tickets, a conversation, units): beyond it the first are answered. */
export const LIST_MAX = 2000;
/** Most rows a search answers. */
export const SEARCH_MAX = 100;

export const ticketAnswer = rowSchema(Ticket).extend({ attachments: z.array(z.string()) });
export const postAnswer = rowSchema(TicketPost).extend({ attachments: z.array(z.string()), fromOwner: z.boolean() });
type UnitNode = Row & { children: UnitNode[] };
export const unitNode: z.ZodType<UnitNode> = rowSchema(Unit).extend({ children: z.array(z.lazy(() => unitNode)) }) as never;
export type { UnitNode };

type TicketAnswer = z.infer<typeof ticketAnswer>;
type PostAnswer = z.infer<typeof postAnswer>;

/** A declared field's own value schema, for a hand-written body. */
export const fieldSchema = <T>(field: unknown) => fieldValueSchema(field as never) as z.ZodType<T>;
/** A row's id in a JSON body (a number, as the engine's own bodies take it). */
export const bodyId = fieldSchema<number>(Ticket.fields.unitId);
const optionalId = fieldSchema<number>(Ticket.fields.categoryId).nullable().optional();
/** Text that must say something (blank is `common.error.required`). */
const said = (field: unknown) => fieldSchema<string>(field).refine((v) => v.trim() !== '', { message: 'common.error.required' });

/** What a customer sends to open a ticket. */
export const addTicketBody = z.strictObject({
  unitId: bodyId,
  categoryId: optionalId,
  priorityId: optionalId,
  title: said(Ticket.fields.title),
  query: said(Ticket.fields.query),
  attachments: ticketAttachmentsSchema.optional(),
});
export const addPostBody = z.strictObject({
  ticketId: bodyId,
  text: said(TicketPost.fields.text),
  attachments: ticketAttachmentsSchema.optional(),
});
export const forwardBody = z.strictObject({ ticketId: bodyId, unitId: bodyId });

/** A refusal of one field's value (400 unless said), with the field's code. */
export const refused = (code: string, field: string, status = 400, params?: Record<string, unknown>) =>
  new DomainError(code, status, params, { [field]: { code, ...(params ? { params } : {}) } });

export const asTicket = (row: Row): TicketAnswer => ({ ...(row as TicketAnswer), attachments: attachmentsOf(row.attachments) });
/**
 * A post as its reader sees it: whether the ticket's owner wrote it. A customer is not told which
 * account answered (the desk's account ids stay the administrators'): their posts' owner is null.
 */
export const asPost = (row: Row, ticketOwnerId: unknown, readerIsAdmin: boolean): PostAnswer => {
  const fromOwner = row.ownerId === ticketOwnerId;
  return {
    ...(row as PostAnswer),
    ownerId: readerIsAdmin || fromOwner ? (row.ownerId as number | null) : null,
    attachments: attachmentsOf(row.attachments),
    fromOwner,
  };
};
