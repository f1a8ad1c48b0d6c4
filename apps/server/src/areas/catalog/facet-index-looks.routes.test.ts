import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { catalogMaker, type Id } from '../../../test/catalog.js';

/**
 * How often a catalog read looks for changes before using the facet index (facet-indexes.ts,
 * AppContext.facetIndexLookMs): within the window of the last look it does not, unless this
 * process answered a write since — so the catalog reads what its own process wrote at once, and
 * another writer's change once the window has passed. Its own app: the other catalog tests look on
 * every read (the test apps' 0), since they also write beside the app.
 */
const LOOK_MS = 60_000;
const app = useAdminApp('en', { facetIndexLookMs: LOOK_MS, catalogFacetsCacheMs: 0 });
const make = catalogMaker(app);

let products: Id[];

async function total(): Promise<number> {
  const res = await app.t.app.inject({ url: '/api/Catalog/getProducts?price=1|1000' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}

beforeAll(async () => {
  const base = { productTypeId: (await make.productType('Looked')).id, baseCoinId: (await make.coin('IRT')).id };
  products = [];
  for (const n of [1, 2, 3, 4]) products.push(await make.product(`Looked ${n}`, base, { price: String(n * 100) }));
});

describe('the facet index’s looks for changes', () => {
  it('reads its own process’s write at once, another writer’s once the window has passed', async () => {
    expect(await total()).toBe(4);
    // Another writer (a second server, a script): the index has looked just now, so it does not yet.
    const [first, second] = products as [Id, Id];
    await sql`UPDATE products SET price = 5000 WHERE id = ${first.id}`.execute(app.t.database.db);
    expect(await total()).toBe(4);
    app.t.clock.offsetMs += LOOK_MS;
    expect(await total()).toBe(3);

    // A change this process answers: the next read looks whatever the window.
    expect((await make.call('PUT', `/api/Products/${second.id}`, { price: '6000' })).statusCode).toBe(200);
    expect(await total()).toBe(2);
    // A refused change changed nothing and forces no look: the other writer's change still waits.
    await sql`UPDATE products SET price = 7000 WHERE id = ${(products[2] as Id).id}`.execute(app.t.database.db);
    expect((await make.call('PUT', `/api/Products/${second.id}`, { price: 'not a price' })).statusCode).toBe(400);
    expect(await total()).toBe(2);
    app.t.clock.offsetMs += LOOK_MS;
    expect(await total()).toBe(1);
  });
});
