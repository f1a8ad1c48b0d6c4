import type { AttributeEntityName } from '@store/domain';
import { api } from '../../../api/api-client';
import { type AddressItem, type CategoryRow, LINK_CALLS, type LinkKind, type TagRow } from './placing-links';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The calls of the placing panels (spec 000 §7 Category, Tag, Address). */
export const placingApi = {
  categories: async (entityName: AttributeEntityName, signal?: AbortSignal) =>
    (await api<{ data: CategoryRow[] }>('GET', '/api/Category/getCategories', { query: { entityName }, ...withSignal(signal) })).data,
  tags: async (entityName: AttributeEntityName, signal?: AbortSignal) =>
    (await api<{ data: TagRow[] }>('GET', '/api/Tag/getTags', { query: { entityName }, ...withSignal(signal) })).data,
  addressItems: async (signal?: AbortSignal) =>
    (await api<{ data: AddressItem[] }>('GET', '/api/Address/getAllAddressItems', withSignal(signal))).data,
  /** The ids of one set the row holds. */
  held: async (kind: LinkKind, entityName: AttributeEntityName, entityId: number, signal?: AbortSignal) => {
    const { read, field } = LINK_CALLS[kind];
    const rows = (await api<{ data: Record<string, unknown>[] }>('GET', read, { query: { entityName, entityId }, ...withSignal(signal) }))
      .data;
    return rows.map((row) => Number(row[field]));
  },
  /** Makes `ids` the row's whole set. */
  save: async (kind: LinkKind, entityName: AttributeEntityName, entityId: number, ids: readonly number[]) => {
    const { save, field } = LINK_CALLS[kind];
    await api('POST', save, { body: { entityName, entityId, [`${field}s`]: ids } });
  },
};
