import { ADDRESS_MAXIMUM_ERROR, DEFAULT_MAXIMUM_ADDRESSES, MAXIMUM_ADDRESSES_SETTING, settingInteger } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { WriteCheck } from '../engine/write-checks.js';
import { readInstallationSetting } from '../operations/settings-reader.js';

/** The most `customer.maximumaddresses` may say (its declared kind). */
const MOST = 100;

/**
 * How many addresses one customer may keep: the installation's `customer.maximumaddresses` (the
 * default store's, else its declared default). An address is no store's row (addresses are the
 * installation's, as customers are), so no request's store chooses the limit.
 */
export async function addressLimitOf(db: AnyDb): Promise<number> {
  return settingInteger(await readInstallationSetting(db, MAXIMUM_ADDRESSES_SETTING), DEFAULT_MAXIMUM_ADDRESSES, 1, MOST);
}

/**
 * A customer keeps at most `customer.maximumaddresses` addresses (spec 001 §8 "Address: maximum
 * count"; issue 12 item 4). A create first locks the owner's customer row, so two creations for
 * one customer queue and the second counts after the first has committed: at the limit, exactly
 * one of them wins. Then it counts the owner's addresses, the new one included, and refuses above
 * the limit (409 `address.error.maximumcount`, rolled back). Updates and deletes never add one;
 * lowering the setting keeps the addresses a customer already has. The limit is read in the
 * write's transaction: embedded, the only connection is the transaction's.
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
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM addresses WHERE owner_id = ${owner}`.execute(trx);
    return (rows[0]?.n ?? 0) > (await addressLimitOf(trx)) ? ADDRESS_MAXIMUM_ERROR : null;
  },
};
