import { knownSetting } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/**
 * A store's setting by name (any letter case). With `fallback`, a store that has no such setting
 * of its own reads the default store's (the installation default): settings are per store, and a
 * new store starts out behaving like the default one. Without it (a store's own title, say) the
 * answer is the store's own value or nothing.
 */
export async function readSetting(
  db: AnyDb,
  storeId: number,
  name: string,
  options: { fallback: boolean; defaultStoreId: number },
): Promise<string | undefined> {
  const stores = options.fallback ? [storeId, options.defaultStoreId] : [storeId];
  // The unique index is on (store_id, lower(name)): one row per store, the store's own first.
  const { rows } = await sql<{ value: string }>`
    SELECT value FROM settings WHERE store_id = ANY(${sql.val(stores)}::int[]) AND lower(name) = ${name.toLowerCase()}
    ORDER BY (store_id = ${storeId}) DESC LIMIT 1
  `.execute(db);
  return rows[0]?.value;
}

/**
 * A setting of the installation rather than of a store: the default store's value (the first store
 * created), else the setting's declared default. For the rules of what belongs to no store —
 * customers and their addresses: the request's `store` header is the caller's to choose, so it must
 * not choose the rule either (a client naming a lax store would escape a strict one's).
 */
export async function readInstallationSetting(db: AnyDb, name: string): Promise<string | undefined> {
  const { rows } = await sql<{ value: string }>`
    SELECT value FROM settings WHERE store_id = (SELECT min(id) FROM stores) AND lower(name) = ${name.toLowerCase()}
  `.execute(db);
  return rows[0]?.value ?? knownSetting(name)?.default;
}
