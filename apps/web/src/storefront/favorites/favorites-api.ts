import type { CatalogCard } from '@store/domain/public';
import { api } from '../../api/api-client';

/** A favorite as getMyFavorites answers it (spec 000 §3): the item's entity and id, and its group (none: the default list). */
export interface FavoriteRow {
  id: number;
  entityName: string;
  entityId: number;
  groupName: string | null;
  createdAt: string;
  /** A product's card as the catalog lists it (name, picture, price, slug), null when the product is not listed any more. */
  product?: CatalogCard | null;
}

/** The item a favorite names. */
export interface FavoriteItem {
  entityName: string;
  entityId: number;
  groupName?: string;
}

/** The query key of the signed-in user's favorites: cleared and read again after every add or remove (spec 000 §4). */
export const FAVORITES_KEY = ['my-favorites'];

export async function getMyFavorites(signal?: AbortSignal): Promise<FavoriteRow[]> {
  return (await api<{ data: FavoriteRow[] }>('GET', '/api/Customers/getMyFavorites', signal ? { signal } : {})).data;
}

export function addFavorite(item: FavoriteItem): Promise<unknown> {
  return api('GET', '/api/Customers/AddFavorite', { query: { ...item } });
}

export function removeFavorite(item: FavoriteItem): Promise<unknown> {
  return api('GET', '/api/Customers/RemoveFavorite', { query: { ...item } });
}

/** Whether the favorites hold the item (in its group; none: the default list). */
export const holds = (rows: readonly FavoriteRow[] | undefined, item: FavoriteItem) =>
  (rows ?? []).some(
    (row) => row.entityName === item.entityName && row.entityId === item.entityId && (row.groupName ?? '') === (item.groupName ?? ''),
  );
