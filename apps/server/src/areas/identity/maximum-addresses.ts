import { AsyncLocalStorage } from 'node:async_hooks';
import { ADDRESS_MAXIMUM_ERROR, DEFAULT_MAXIMUM_ADDRESSES, MAXIMUM_ADDRESSES_SETTING, settingInteger } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { WriteCheck } from '../engine/write-checks.js';
import { readSetting } from '../operations/settings-reader.js';

/** The most `customer.maximumaddresses` may say (its declared kind). */
const MOST = 100;

/**
 * How many addresses one customer may keep in a store: the store's `customer.maximumaddresses`,
 * else the default store's, else the setting's declared default.
 */
export async function addressLimitOf(db: AnyDb, storeId: number, defaultStoreId: number): Promise<number> {
  const value = await readSetting(db, storeId, MAXIMUM_ADDRESSES_SETTING, { fallback: true, defaultStoreId });
  return settingInteger(value, DEFAULT_MAXIMUM_ADDRESSES, 1, MOST);
}

/**
 * The limit of the request a write runs for. The setting is per store, but an address is no
 * store's row (addresses are the installation's, as customers are), so the engine runs its writes
 * without a store and a write check is told none (`WriteIntent` names the caller, not the store).
 * Rather than widen the engine's contract for one rule, the hand-written address calls, which
 * know the request's store, read its limit and run the create inside `withAddressLimit`; the
 * check reads it from here. A create without one (an administrator's generic
 * `POST /api/Addresses`, which resolves no store for a store-less entity) gets the default store's.
 */
const requestLimit = new AsyncLocalStorage<number>();

/** Runs `work` (a create of an address) with the limit of the request's store. */
export function withAddressLimit<T>(limit: number, work: () => Promise<T>): Promise<T> {
  return requestLimit.run(limit, work);
}

/**
 * A customer keeps at most the store's `customer.maximumaddresses` addresses (spec 001 §8
 * "Address: maximum count"; issue 12 item 4). A create first locks the owner's customer row, so
 * two creations for one customer queue and the second counts after the first has committed:
 * at the limit, exactly one of them wins. Then it counts the owner's addresses, the new one
 * included, and refuses above the limit (409 `address.error.maximumcount`, rolled back). Updates
 * and deletes never add one; lowering the setting keeps the addresses a customer already has.
 */
export const maximumAddresses: WriteCheck = {
  lock: async (trx, write) => {
    // The engine makes the caller the new row's owner.
    if (write.op === 'create' && write.callerId > 0) {
      await sql`SELECT id FROM customers WHERE id = ${write.callerId} FOR UPDATE`.execute(trx);
    }
  },
  check: async (trx, write) => {
    const owner = write.after?.ownerId;
    if (write.op !== 'create' || typeof owner !== 'number') return null;
    const limit = requestLimit.getStore() ?? (await defaultStoreLimit(trx));
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM addresses WHERE owner_id = ${owner}`.execute(trx);
    return (rows[0]?.n ?? 0) > limit ? ADDRESS_MAXIMUM_ERROR : null;
  },
};

/**
 * The default store's limit, read in the write's transaction: the default store is the first one
 * created (as `StoreDirectory.resolve` has it). Not through the app's store directory, which may
 * read the table on its own connection: embedded, the only connection is the transaction's.
 */
async function defaultStoreLimit(trx: AnyDb): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`SELECT min(id) AS id FROM stores`.execute(trx);
  const store = rows[0]?.id;
  return store ? addressLimitOf(trx, store, store) : DEFAULT_MAXIMUM_ADDRESSES;
}
