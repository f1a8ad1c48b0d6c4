import { EMPTY_CATALOG_QUERY } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/test-app.js';
import type { Db } from '../../db/connection.js';
import { filterConditions, listedConditions } from './catalog-filters.js';

/**
 * The catalog's filters, as the list writes them, can be answered by their indexes (migrations
 * 0027–0031) on both databases: over a few thousand products, scans of the whole table off, the plan
 * names the index, so a
 * predicate written differently from its index (a lost `published AND is_approved`, another
 * operator) fails here rather than as a slow page at 100 000 products.
 */
let database: Db;
/** Enough varied products that the planner weighs an index against a scan as it would in a store. */
const PRODUCTS = 5000;
beforeAll(async () => {
  database = await freshDatabase();
  const { db } = database;
  const coin = await sql<{ id: number }>`INSERT INTO coins (store_id, symbol, name) VALUES (1, 'T', '{"en":"T"}') RETURNING id`.execute(db);
  const type = await sql<{ id: number }>`INSERT INTO product_types (store_id, name) VALUES (1, '{"en":"T"}') RETURNING id`.execute(db);
  await sql`INSERT INTO products (store_id, name, slug, product_type_id, base_coin_id, price, category_ids, city_ids)
    SELECT 1, jsonb_build_object('en', 'product ' || g || ' ' || md5(g::text)), 'p-' || g, ${type.rows[0]?.id}, ${coin.rows[0]?.id},
      g, ARRAY[g % 97], ARRAY[g % 89]
    FROM generate_series(1, ${PRODUCTS}) AS g`.execute(db);
  // Regions are set by their trigger from region_id on insert; here the array is what is indexed.
  await sql`UPDATE products SET region_ids = ARRAY[id % 83]`.execute(db);
  // As autovacuum would: the GIN indexes' pending entries merged, the statistics read.
  await sql`VACUUM ANALYZE products`.execute(db);
});
afterAll(() => database.close());

const planOf = (filters: Partial<typeof EMPTY_CATALOG_QUERY>) =>
  database.db.connection().execute(async (conn) => {
    const scope = { storeId: 1, listedSince: null };
    const conditions = filterConditions({ ...EMPTY_CATALOG_QUERY, ...filters }, [], scope);
    const where = sql.join([...listedConditions(scope), ...[...conditions.values()].map((condition) => condition.sql)], sql` AND `);
    // A table this small is cheapest to read whole; the question is which index the predicate reaches.
    await sql`SET enable_seqscan = off`.execute(conn);
    try {
      const { rows } = await sql<Record<string, string>>`EXPLAIN SELECT p.id FROM products p WHERE ${where}`.execute(conn);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    } finally {
      await sql`RESET enable_seqscan`.execute(conn);
    }
  });

describe('the catalog’s filters', () => {
  it('use their indexes: text by trigrams, categories, cities and regions by their arrays', async () => {
    expect(await planOf({ q: 'qzxw' })).toContain('products_listed_search_text_idx');
    expect(await planOf({ categoryId: 7 })).toContain('products_category_ids_idx');
    expect(await planOf({ cityIds: [3, 4] })).toContain('products_city_ids_idx');
    expect(await planOf({ regionIds: [5] })).toContain('products_region_ids_idx');
  });
});
