import { api, type Query } from './api-client';

/** A row of a dashboard resource: system columns plus the entity's readable fields. */
export type EntityRow = Record<string, unknown> & {
  id: number;
  createdAt: string;
  updatedAt: string;
  state?: string;
  allowedActions?: string[];
  /** The error code that forbids editing the row now, or null. */
  lockedBy?: string | null;
  /** Titles of the rows that reference fields point at, joined by the server in the caller's language. */
  refTitles?: Record<string, string | null | (string | null)[]>;
};

export interface ListAnswer {
  data: EntityRow[];
  total: number;
  /** False when the server stopped counting: there are at least `total` rows. */
  totalExact?: boolean;
  page: number;
  pageSize: number;
  nextCursor?: string | null;
}

const base = (resource: string) => `/api/${resource}`;

export const resourceApi = {
  list: (resource: string, query: Query, signal?: AbortSignal) =>
    api<ListAnswer>('GET', base(resource), { query, ...(signal ? { signal } : {}) }),
  get: async (resource: string, id: string | number, signal?: AbortSignal) =>
    (await api<{ data: EntityRow }>('GET', `${base(resource)}/${id}`, signal ? { signal } : {})).data,
  create: async (resource: string, body: Record<string, unknown>) =>
    (await api<{ data: EntityRow }>('POST', base(resource), { body })).data,
  update: async (resource: string, id: string | number, body: Record<string, unknown>) =>
    (await api<{ data: EntityRow }>('PUT', `${base(resource)}/${id}`, { body })).data,
  remove: (resource: string, id: string | number) => api<{ data: { id: number } }>('DELETE', `${base(resource)}/${id}`),
  action: async (resource: string, id: string | number, action: string, body: Record<string, unknown> = {}) =>
    (await api<{ data: EntityRow }>('POST', `${base(resource)}/${id}/${action}`, { body })).data,
};
