import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Read paths for the catalog's broad filters (docs/benchmarks.md "Catalog"; each checked with
 * EXPLAIN ANALYZE on the benchmark's 100 000 products):
 * - a covering index of the listed products by price, holding what a facet count reads (values,
 *   region, call for price), so a price range with a common value is an index-only scan instead
 *   of a sequential scan of the table;
 * - number attributes found by product, attribute and value together, so a range joined from the
 *   product side is answered by the index alone;
 * - statistics on attribute and value together: every number attribute shares the one `value`
 *   column, and without them a range's estimate was a third of the real rows, which chose a
 *   nested loop over thousands of probes.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX products_listed_price_cover_idx ON products (store_id, price)
      INCLUDE (id, value_ids, call_for_price, region_id) WHERE published AND is_approved;
    DROP INDEX product_attribute_numbers_product_idx;
    CREATE INDEX product_attribute_numbers_product_idx ON product_attribute_numbers (product_id, generic_attribute_id, value);
    CREATE STATISTICS product_attribute_numbers_values (mcv, ndistinct, dependencies)
      ON generic_attribute_id, value FROM product_attribute_numbers;
    `,
  );
}
