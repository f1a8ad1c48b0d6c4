import { type AttributeControlType, attributeValueOf, Product } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/** One attribute value a product holds, as the refresh reads it. */
export interface HeldValue {
  readonly attributeId: number;
  readonly type: AttributeControlType;
  readonly text: string;
}

/**
 * What the catalog's search keeps of a product's attribute values: the ids of chosen values
 * (dropdown, radio, multi-checkbox) and, for each switch that is on, its attribute's id negated —
 * one integer array a GIN index answers "holds any of these" from — and its numbers by attribute
 * (a range is then an index range). Text attributes are searched in the mappings themselves.
 */
export function searchValuesOf(held: readonly HeldValue[]): { valueIds: number[]; numbers: [number, string][] } {
  const valueIds = new Set<number>();
  const numbers: [number, string][] = [];
  for (const { attributeId, type, text } of held) {
    if (type === '5') {
      if (attributeValueOf(type, text) === true) valueIds.add(-attributeId);
    } else if (type === '11' || type === '22') {
      if (/^\d{1,10}$/.test(text)) valueIds.add(Number(text));
    } else if (type === '21') {
      for (const id of attributeValueOf(type, text) as string[]) if (/^\d{1,10}$/.test(id)) valueIds.add(Number(id));
    } else if (type === '2' && /^-?\d+(\.\d+)?$/.test(text)) numbers.push([attributeId, text]);
  }
  return { valueIds: [...valueIds].sort((a, b) => a - b), numbers };
}

/**
 * Rewrites a product's search values from its attribute mappings, in the transaction of the save
 * that changed them (registered with `EntityRegistry.followAttributes`), so the catalog never
 * filters by values the product no longer holds.
 */
export async function refreshProductValues(trx: AnyDb, productId: number): Promise<void> {
  const { rows } = await sql<HeldValue>`
    SELECT m.generic_attribute_id AS "attributeId", a.attribute_control_type_id AS type, m.value AS text
    FROM generic_attribute_mappings m JOIN generic_attributes a ON a.id = m.generic_attribute_id
    WHERE m.entity_name = ${Product.name} AND m.entity_id = ${productId}`.execute(trx);
  const { valueIds, numbers } = searchValuesOf(rows);
  await sql`UPDATE products SET value_ids = ${sql.val(valueIds)}::int[] WHERE id = ${productId}`.execute(trx);
  await sql`DELETE FROM product_attribute_numbers WHERE product_id = ${productId}`.execute(trx);
  if (numbers.length > 0) {
    await sql`INSERT INTO product_attribute_numbers (generic_attribute_id, value, product_id)
      SELECT a, v::numeric, ${productId} FROM unnest(${sql.val(numbers.map(([a]) => a))}::int[], ${sql.val(numbers.map(([, v]) => v))}::text[]) AS n(a, v)
      ON CONFLICT DO NOTHING`.execute(trx);
  }
}
