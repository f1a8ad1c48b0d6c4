import { FAVORITE_MAXIMUM_ERROR, FAVORITES_MAX } from '@store/domain';
import { sql } from 'kysely';
import type { WriteCheck } from '../engine/write-checks.js';

/**
 * A customer keeps at most `FAVORITES_MAX` favorites in a store, the most `getMyFavorites`
 * answers (issue 12's review). As `maximum-addresses.ts` does it: a create first locks the owner's
 * customer row, so two creations for one customer queue and the second counts after the first has
 * committed — at the limit exactly one of them wins; then it counts the owner's favorites of the
 * new row's store, the new one included, and refuses above the limit (409
 * `favorite.error.maximumcount`, rolled back). Removing one makes room again.
 */
export const maximumFavorites: WriteCheck = {
  lock: async (trx, write) => {
    // The engine makes the caller the new row's owner.
    if (write.op === 'create' && write.callerId > 0) {
      await sql`SELECT id FROM customers WHERE id = ${write.callerId} FOR UPDATE`.execute(trx);
    }
  },
  check: async (trx, write) => {
    if (write.op !== 'create' || write.id === null) return null;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM favorites f JOIN favorites added ON added.id = ${write.id}
      WHERE f.owner_id = added.owner_id AND f.store_id = added.store_id`.execute(trx);
    return (rows[0]?.n ?? 0) > FAVORITES_MAX ? FAVORITE_MAXIMUM_ERROR : null;
  },
};
