import { CATALOG_COUNT_CAP } from '@store/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { catalogMaker } from '../../../test/catalog.js';

/**
 * The public list's count (docs/benchmarks.md "Catalog"): counted on the first page only. Read in
 * SQL (while a store's facet index first loads, or with the index off) it stops at
 * CATALOG_COUNT_CAP, so a broad filter over a large catalog costs the same count as over a small
 * one; read from the index it is exact at any size. Its own apps: the other catalog tests count a
 * handful of products.
 */
const app = useAdminApp('en', { facetIndexWaitMs: null });
const indexed = useAdminApp('en');

interface Page {
  data: { id: number }[];
  total: number | null;
  totalExact: boolean | null;
  next: string | null;
}
async function visit(params: Record<string, string>, on = app): Promise<Page> {
  const res = await on.t.app.inject({ url: `/api/Catalog/getProducts?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let cheapFrom: number;

/** More products than the cap: copies of one made through the API, written in one statement (a thousand API calls would only slow the test; what is tested is the count). */
async function fill(on: typeof app) {
  const make = catalogMaker(on);
  const coin = await make.coin('IRT');
  const base = { productTypeId: (await make.productType('Bulk')).id, baseCoinId: coin.id };
  const first = await make.product('Bulk item', base, { price: '10' });
  await sql`INSERT INTO products (store_id, name, slug, price, product_type_id, base_coin_id, published, is_approved)
    SELECT store_id, name, 'bulk-copy-' || n, price + n, product_type_id, base_coin_id, published, is_approved
    FROM products CROSS JOIN generate_series(1, ${CATALOG_COUNT_CAP + 4}) AS n WHERE id = ${first.id}`.execute(on.t.database.db);
}

beforeAll(async () => {
  await fill(app);
  await fill(indexed);
  cheapFrom = 10 + CATALOG_COUNT_CAP + 4 - 10;
});

describe('the public list’s count, read in SQL', () => {
  it('stops at the cap on a broad filter and says it is not exact', async () => {
    const page = await visit({ size: '5' });
    expect(page.data).toHaveLength(5);
    expect(page.total).toBe(CATALOG_COUNT_CAP);
    expect(page.totalExact).toBe(false);
  });

  it('is exact below the cap', async () => {
    // The ten dearest copies: prices above cheapFrom.
    const page = await visit({ price: `${cheapFrom + 1}|999999`, size: '5' });
    expect(page.total).toBe(10);
    expect(page.totalExact).toBe(true);
  });

  it('is counted on the first page only', async () => {
    const first = await visit({ size: '5' });
    if (!first.next) throw new Error('no next page');
    const second = await visit({ size: '5', after: first.next });
    expect(second.data).toHaveLength(5);
    expect(second.total).toBeNull();
    expect(second.totalExact).toBeNull();
  });
});

describe('the public list’s count, read from the facet index', () => {
  it('is exact beyond the cap, on the first page only', async () => {
    const page = await visit({ size: '5' }, indexed);
    expect(page.total).toBe(CATALOG_COUNT_CAP + 5);
    expect(page.totalExact).toBe(true);
    if (!page.next) throw new Error('no next page');
    expect((await visit({ size: '5', after: page.next }, indexed)).total).toBeNull();
    expect((await visit({ price: `${cheapFrom + 1}|999999`, size: '5' }, indexed)).total).toBe(10);
  });
});
