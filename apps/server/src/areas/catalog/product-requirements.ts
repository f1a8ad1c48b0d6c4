import { PRODUCT_SETTINGS, Product } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { WriteCheck } from '../engine/write-checks.js';
import type { MappedRow } from '../row-mappings/link-mappings.js';
import { storeSettingIsTrue } from './product-settings.js';

/** What a product's mapping tables hold for the "requires" settings of spec 001 §9, and the code refusing a lack. */
const MAPPED = [
  { setting: PRODUCT_SETTINGS.requiresCategory, table: 'category_mappings', code: 'product.error.categoryrequired' },
  { setting: PRODUCT_SETTINGS.requiresTag, table: 'tag_mappings', code: 'product.error.tagrequired' },
  { setting: PRODUCT_SETTINGS.requiresAddress, table: 'address_element_mappings', code: 'product.error.addressrequired' },
] as const;
/** …and what the product's own row holds. */
const OWN = [
  { setting: PRODUCT_SETTINGS.requiresRegion, field: 'regionId', code: 'product.error.regionrequired' },
  { setting: PRODUCT_SETTINGS.requiresLocation, field: 'locationId', code: 'product.error.locationrequired' },
] as const;

const storeOf = async (trx: AnyDb, productId: number) =>
  (await sql<{ storeId: number }>`SELECT store_id AS "storeId" FROM products WHERE id = ${productId}`.execute(trx)).rows[0]?.storeId;

/**
 * A published product has what the store's settings require (spec 001 §9, issue 13 item 6): a
 * region or a location (its own fields) on every save; a category, a tag or a city (mappings,
 * saved after the row exists) whenever an existing product is saved published — a new one gets
 * them from the save that follows its creation, whose empty set is refused (`requiredLink`).
 */
export const productRequirements: WriteCheck = {
  check: async (trx, write) => {
    const product = write.after;
    if (!product || write.id === null || product.published !== true) return null;
    const storeId = await storeOf(trx, write.id);
    if (storeId === undefined) return null;
    for (const { setting, field, code } of OWN)
      if ((product[field] === null || product[field] === undefined) && (await storeSettingIsTrue(trx, storeId, setting))) return code;
    if (write.op !== 'update') return null;
    for (const { setting, table, code } of MAPPED) {
      if (!(await storeSettingIsTrue(trx, storeId, setting))) continue;
      const { rows } =
        await sql`SELECT 1 FROM ${sql.table(table)} WHERE entity_name = ${Product.name} AND entity_id = ${write.id} LIMIT 1`.execute(trx);
      if (rows.length === 0) return code;
    }
    return null;
  },
};

/**
 * The refusal of an empty set of a product's categories, tags or cities while its store requires
 * them (the link save calls it with the row and the mapping table); null when the set may be empty.
 */
export async function requiredLink(trx: AnyDb, table: string, row: MappedRow, storeId: number): Promise<string | null> {
  if (row.entityName !== Product.name) return null;
  const required = MAPPED.find((m) => m.table === table);
  return required && (await storeSettingIsTrue(trx, storeId, required.setting)) ? required.code : null;
}
