import { api } from '../api/api-client';
import { type UploadAnswer, uploadTicketAttachment } from '../cms/files-api';

/** A ticket as the ticket calls answer it (apps/server/src/areas/crm/ticket-shapes.ts). */
export interface TicketRow {
  id: number;
  unitId: number;
  categoryId: number | null;
  priorityId: number | null;
  title: string;
  query: string;
  attachments: string[];
  isLocked: boolean;
  isResolved: boolean;
  isApproved: boolean;
  readByAdmin: boolean;
  readByOwner: boolean;
  ownerId: number | null;
  createdAt: string;
}

/** A message of a ticket's conversation; `fromOwner` tells the customer's words from the support's. */
export interface TicketPostRow {
  id: number;
  ticketId: number;
  text: string;
  attachments: string[];
  fromOwner: boolean;
  ownerId: number | null;
  createdAt: string;
}

export interface UnitNode {
  id: number;
  title: string;
  children: UnitNode[];
}

export interface Choice {
  id: number;
  title: string;
}

export interface NewTicket {
  unitId: number;
  categoryId?: number | null;
  priorityId?: number | null;
  title: string;
  query: string;
  attachments: string[];
}

/** Query keys: a ticket's own data and the lists that show it. */
export const TICKET_KEYS = {
  mine: ['tickets', 'mine'] as const,
  search: (q: string) => ['tickets', 'search', q] as const,
  one: (id: number) => ['tickets', 'one', id] as const,
  posts: (id: number) => ['tickets', 'posts', id] as const,
  units: ['tickets', 'units'] as const,
  categories: (unitId: number) => ['tickets', 'categories', unitId] as const,
  priorities: ['tickets', 'priorities'] as const,
};

const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const ticketsApi = {
  mine: (signal?: AbortSignal) => data(api<{ data: TicketRow[] }>('GET', '/api/Tickets/getMyTickets', withSignal(signal))),
  search: (q: string, signal?: AbortSignal) =>
    data(api<{ data: TicketRow[] }>('GET', '/api/Tickets/searchTickets', { query: { q }, ...withSignal(signal) })),
  one: (id: number, signal?: AbortSignal) =>
    data(api<{ data: TicketRow }>('GET', '/api/Tickets/getTicket', { query: { id }, ...withSignal(signal) })),
  posts: (ticketId: number, signal?: AbortSignal) =>
    data(api<{ data: TicketPostRow[] }>('GET', '/api/Tickets/getTicketPosts', { query: { ticketId }, ...withSignal(signal) })),
  units: (signal?: AbortSignal) => data(api<{ data: UnitNode[] }>('GET', '/api/CRM/getUnits', withSignal(signal))),
  categories: (unitId: number, signal?: AbortSignal) =>
    data(api<{ data: Choice[] }>('GET', '/api/CRM/getCategories', { query: { unitId }, ...withSignal(signal) })),
  priorities: (signal?: AbortSignal) => data(api<{ data: Choice[] }>('GET', '/api/Tickets/getPriorities', withSignal(signal))),
  add: (body: NewTicket) => data(api<{ data: TicketRow }>('POST', '/api/Tickets/addTicket', { body })),
  reply: (body: { ticketId: number; text: string; attachments: string[] }) =>
    data(api<{ data: TicketPostRow }>('POST', '/api/Tickets/addTicketPost', { body })),
  forward: (body: { ticketId: number; unitId: number }) => data(api<{ data: TicketRow }>('POST', '/api/Tickets/forwardTicket', { body })),
  upload: (file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> => uploadTicketAttachment(file, onProgress),
};

/** Every unit of a tree by id (a forwarded ticket's unit is named from it). */
export function unitTitles(tree: readonly UnitNode[] | undefined): Map<number, string> {
  const titles = new Map<number, string>();
  const walk = (nodes: readonly UnitNode[]) => {
    for (const node of nodes) {
      titles.set(node.id, node.title);
      walk(node.children);
    }
  };
  walk(tree ?? []);
  return titles;
}
