import { type AttributeControlType, Product } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/** A product attribute the catalog filters by, with its values' ids (a dropdown, checkbox group or radio). */
export interface FilterAttribute {
  readonly id: number;
  readonly type: AttributeControlType;
  readonly valueIds: readonly number[];
}

/** The store's active, filterable product attributes (spec 000 §2 attribute filter panel), in display order. */
export async function filterAttributesOf(db: AnyDb, storeId: number): Promise<FilterAttribute[]> {
  const { rows } = await sql<{ id: number; type: AttributeControlType; valueIds: number[] | null }>`
    SELECT a.id, a.attribute_control_type_id AS type,
      (SELECT array_agg(v.id ORDER BY v.display_order, v.id) FROM generic_attribute_values v WHERE v.generic_attribute_id = a.id) AS "valueIds"
    FROM generic_attributes a
    WHERE a.store_id = ${storeId} AND a.entity_name = ${Product.name} AND a.is_actived AND a.is_filterable
    ORDER BY a.display_order, a.id`.execute(db);
  return rows.map((row) => ({ id: row.id, type: row.type, valueIds: row.valueIds ?? [] }));
}
