import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * The catalog's price order with call-for-price products apart (docs/notes/catalog.md "Price
 * order"): by the shown price, which for a call-for-price product is above every price
 * (`Infinity`), so they come after every priced product going up and before them going down, by
 * id among themselves. Their hidden price then neither places them nor rides in a page's cursor.
 * A value rather than NULL keeps a cursor one row comparison the index bounds, in both directions.
 * Replaces the index by price.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX products_listed_price_idx;
    CREATE INDEX products_listed_shown_price_idx ON products (store_id, (CASE WHEN call_for_price THEN 'Infinity'::numeric ELSE price END), id)
      WHERE published AND is_approved;
    `,
  );
}
