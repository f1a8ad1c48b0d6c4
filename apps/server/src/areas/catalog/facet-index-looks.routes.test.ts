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
let base: { productTypeId: number; baseCoinId: number };

async function total(): Promise<number> {
  const res = await app.t.app.inject({ url: '/api/Catalog/getProducts?price=1|1000' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}

beforeAll(async () => {
  base = { productTypeId: (await make.productType('Looked')).id, baseCoinId: (await make.coin('IRT')).id };
  products = [];
  for (const n of [1, 2, 3, 4]) products.push(await make.product(`Looked ${n}`, base, { price: String(n * 100) }));
});

describe('the facet index’s looks for changes', () => {
  it('reads its own process’s write at once, another writer’s once the window has passed', async () => {
    expect(await total()).toBe(4);
    // A second past the set-up's own writes (every read looks for that long after one), the index looking again.
    app.t.clock.offsetMs += 1_000;
    expect(await total()).toBe(4);
    // Another writer (a second server, a script): the index has looked just now, so it does not yet.
    const [first, second] = products as [Id, Id];
    await sql`UPDATE products SET price = 5000 WHERE id = ${first.id}`.execute(app.t.database.db);
    expect(await total()).toBe(4);
    app.t.clock.offsetMs += LOOK_MS;
    expect(await total()).toBe(3);

    // A change this process answers: the next read looks whatever the window…
    expect((await make.call('PUT', `/api/Products/${second.id}`, { price: '6000' })).statusCode).toBe(200);
    expect(await total()).toBe(2);
    // …and so does every read for a second after it (a standby may replay it after the first look).
    await sql`UPDATE products SET price = 7000 WHERE id = ${(products[2] as Id).id}`.execute(app.t.database.db);
    expect(await total()).toBe(1);
    // Past that second, a refused change changed nothing and forces no look: another writer's change waits.
    app.t.clock.offsetMs += 1_000;
    await sql`UPDATE products SET price = 8000 WHERE id = ${(products[3] as Id).id}`.execute(app.t.database.db);
    expect((await make.call('PUT', `/api/Products/${second.id}`, { price: 'not a price' })).statusCode).toBe(400);
    expect(await total()).toBe(1);
    app.t.clock.offsetMs += LOOK_MS;
    expect(await total()).toBe(0);

    // A clock stepped back looks at once rather than waiting out the step.
    await make.call('PUT', `/api/Products/${second.id}`, { price: '100' });
    app.t.clock.offsetMs += 1_000;
    expect(await total()).toBe(1);
    app.t.clock.offsetMs -= 3_600_000;
    await sql`UPDATE products SET price = 100 WHERE id = ${first.id}`.execute(app.t.database.db);
    expect(await total()).toBe(2);
  });

  it('pages from the keys the index walked: a product changed beside the app since its last look skips nothing and ends nothing early', async () => {
    /** Five products priced 100…500 in a category of their own; the ids paged by price, two a page, and the totals. */
    const shelf = async (name: string) => {
      const category = await make.created<Id>('/api/Categories', { name: { en: name }, entityName: 'Product' });
      const made: Id[] = [];
      for (const n of [1, 2, 3, 4, 5]) {
        const product = await make.product(`${name} ${n}`, base, { price: String(n * 100) });
        await make.setCategories(product.id, [category.id]);
        made.push(product);
      }
      // A second past these writes (every read looks for that long after one), the index looking again.
      app.t.clock.offsetMs += 1_000;
      return { category, made };
    };
    const page = async (category: Id, after: string | null) => {
      const params = new URLSearchParams({ category: String(category.id), sort: 'price', size: '2', ...(after ? { after } : {}) });
      const res = await app.t.app.inject({ url: `/api/Catalog/getProducts?${params}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Id[]; next: string | null; total: number | null };
    };
    const pages = async (category: Id, between: () => Promise<void>) => {
      const first = await page(category, null);
      await between();
      const seen = first.data.map((card) => card.id);
      for (let after = first.next; after; ) {
        const next = await page(category, after);
        seen.push(...next.data.map((card) => card.id));
        after = next.next;
      }
      return { first, seen };
    };
    const beside = (statement: string, id: number) => sql.raw(statement.replace('$id', String(id))).execute(app.t.database.db);

    // Repriced beside the app after the index looked: the next page starts where the index walked.
    const repriced = await shelf('Repriced');
    const [r1, r2, r3, r4, r5] = repriced.made.map((p) => p.id) as number[];
    await page(repriced.category, null);
    await beside('UPDATE products SET price = 450 WHERE id = $id', r2 as number);
    expect((await pages(repriced.category, async () => {})).seen).toEqual([r1, r2, r3, r4, r5]);

    // Unlisted beside the app, its card not kept: the card is left out, the list goes on.
    const unlisted = await shelf('Unlisted');
    const [u1, , u3, u4, u5] = unlisted.made.map((p) => p.id) as number[];
    // The index looks (its reads of another shelf keep none of these cards)…
    await page(repriced.category, null);
    await beside('UPDATE products SET published = false WHERE id = $id', (unlisted.made[1] as Id).id);
    const read = await pages(unlisted.category, async () => {});
    expect(read.first.data.map((card) => card.id)).toEqual([u1]);
    expect(read.first.next).not.toBeNull();
    expect(read.seen).toEqual([u1, u3, u4, u5]);

    // Priced on call beside the app between two pages, the index looking again in between: the
    // rest still follows, the product moved after every priced one.
    const onCall = await shelf('On call');
    const [c1, c2, c3, c4, c5] = onCall.made.map((p) => p.id) as number[];
    const moved = await pages(onCall.category, async () => {
      await beside('UPDATE products SET call_for_price = true WHERE id = $id', c2 as number);
      app.t.clock.offsetMs += LOOK_MS;
    });
    expect(moved.seen).toEqual([c1, c2, c3, c4, c5, c2]);
  });

  it('keeps the cards it read until its next look: another writer’s rename shows with the window, its own at once', async () => {
    const category = await make.created<Id>('/api/Categories', { name: { en: 'Kept cards' }, entityName: 'Product' });
    const product = await make.product('Kept card', base, { price: '100' });
    await make.setCategories(product.id, [category.id]);
    app.t.clock.offsetMs += 1_000;
    const name = async () => {
      const res = await app.t.app.inject({ url: `/api/Catalog/getProducts?category=${category.id}`, headers: { lang: 'en' } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { name: { en: string } }[]).map((card) => card.name.en);
    };
    expect(await name()).toEqual(['Kept card']);
    await sql`UPDATE products SET name = '{"en": "Renamed beside"}' WHERE id = ${product.id}`.execute(app.t.database.db);
    expect(await name()).toEqual(['Kept card']);
    app.t.clock.offsetMs += LOOK_MS;
    expect(await name()).toEqual(['Renamed beside']);
    expect((await make.call('PUT', `/api/Products/${product.id}`, { name: { en: 'Renamed here' } })).statusCode).toBe(200);
    expect(await name()).toEqual(['Renamed here']);
  });
});
