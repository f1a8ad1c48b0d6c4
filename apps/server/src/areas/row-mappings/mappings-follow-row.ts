import { sql } from 'kysely';
import type { WriteCheck } from '../engine/write-checks.js';

/** The tables of what is attached to a row by entity name and id: attribute values, categories, tags, cities. */
const MAPPING_TABLES = ['generic_attribute_mappings', 'category_mappings', 'tag_mappings', 'address_element_mappings'] as const;

/**
 * What is attached to a row goes with it: when a row of an entity that can hold attribute values,
 * categories, tags or cities is deleted, its mappings are deleted in the same transaction — else
 * nothing could remove them (their own calls need the row) and they would keep the categories, tags
 * and attributes they name from being deleted, and offer cities no row is in.
 */
export function mappingsFollowRow(entityName: string): WriteCheck {
  return {
    follow: async (trx, write) => {
      if (write.op !== 'delete' || write.id === null) return;
      for (const table of MAPPING_TABLES)
        await sql`DELETE FROM ${sql.table(table)} WHERE entity_name = ${entityName} AND entity_id = ${write.id}`.execute(trx);
    },
  };
}
