import { knownSetting, settingIsTrue } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/**
 * A store's setting inside a write's transaction (a write check knows the row, not the request):
 * the store's own, else the default store's, else the declared default — as `readSetting` with
 * its fallback reads it for a request.
 */
export async function storeSettingValue(db: AnyDb, storeId: number, name: string): Promise<string | undefined> {
  const { rows } = await sql<{ value: string }>`
    SELECT value FROM settings WHERE store_id IN (${storeId}, (SELECT min(id) FROM stores)) AND lower(name) = ${name.toLowerCase()}
    ORDER BY (store_id = ${storeId}) DESC LIMIT 1`.execute(db);
  return rows[0]?.value ?? knownSetting(name)?.default;
}

export async function storeSettingIsTrue(db: AnyDb, storeId: number, name: string): Promise<boolean> {
  return settingIsTrue(await storeSettingValue(db, storeId, name));
}
