import { PRODUCT_SETTINGS } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { Caller } from '../engine/caller.js';
import { storeSettingIsTrue } from './product-settings.js';

/** The refusal of a customer's product change while the store takes none (403). */
export const CUSTOMER_PRODUCTS_OFF = 'product.error.customercannotadd';

/** Whether the store takes products from customers (`product.customercanadd`, spec 001 §9). */
export const customersAddProducts = (db: AnyDb, storeId: number) => storeSettingIsTrue(db, storeId, PRODUCT_SETTINGS.customerCanAdd);

/** Whether product `id` of the caller's store is one the caller added. */
export async function ownsProduct(db: AnyDb, caller: Caller, id: number): Promise<boolean> {
  if (caller.customerId <= 0) return false;
  const { rows } =
    await sql`SELECT 1 FROM products WHERE id = ${id} AND owner_id = ${caller.customerId} AND store_id = ${caller.storeId ?? 0}`.execute(
      db,
    );
  return rows.length > 0;
}
