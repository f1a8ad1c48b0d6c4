import { sql } from 'kysely';
import type { WriteCheck } from '../engine/write-checks.js';
import { ATTRIBUTES_MAX } from './attribute-definitions.js';

/**
 * A store keeps at most `ATTRIBUTES_MAX` attributes of one entity: a form shows them all, and a save
 * judges them all. Counted after a create, in its transaction (409 `attribute.error.toomany`, rolled
 * back). Two creations at the very same moment may both pass at the limit: reads are never cut
 * (they read every attribute), so the bound only keeps forms usable and needs no lock.
 */
export const maximumAttributes: WriteCheck = {
  check: async (trx, write) => {
    if (write.op !== 'create' || typeof write.after?.id !== 'number') return null;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM generic_attributes a
      JOIN generic_attributes made ON made.id = ${write.after.id}
      WHERE a.store_id = made.store_id AND a.entity_name = made.entity_name`.execute(trx);
    return (rows[0]?.n ?? 0) > ATTRIBUTES_MAX ? 'attribute.error.toomany' : null;
  },
};
