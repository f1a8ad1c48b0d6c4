import { type CatalogFacets, type CatalogPage, parseCatalogQuery } from '@store/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Attribute, catalogMaker, type Id } from '../../../test/catalog.js';
import { filterAttributesOf } from './catalog-attributes.js';
import { catalogFacets, indexedFacets } from './catalog-facets.js';
import { filterConditions, listedConditions } from './catalog-filters.js';
import { type FacetSources, searchCatalog } from './catalog-search.js';
import { MERGE_AT } from './facet-index.js';
import { FacetIndexes, RELOAD_AFTER_MS } from './facet-indexes.js';
import { withIndexedMatches } from './indexed-matches.js';

/**
 * The in-memory facet index (docs/notes/catalog.md "Facet index") counts what SQL counts, for
 * every kind of facet and filter, and stays so as products change by every write path: the index
 * reads the change log (migration 0032) before it counts. The route's own counts come from it.
 */
const app = useAdminApp('en', { catalogFacetsCacheMs: 0 });
const make = catalogMaker(app);
const db = () => app.t.database.db;

let storeId: number;
let colour: Attribute;
let features: Attribute;
let gift: Attribute;
let condition: Attribute;
let weight: Attribute;
let model: Attribute;
let sale: Id;
let home: Id;
let lamps: Id;
let garden: Id;
let tabriz: Id;
let yazd: Id;
let east: Id;
let hills: Id;
let west: Id;
const products: Id[] = [];
let base: { productTypeId: number; baseCoinId: number };

/** The facets of `params` counted both ways: in SQL, and by a fresh look of `indexes`. */
async function bothWays(indexes: FacetIndexes, params: Record<string, string>) {
  const { query, issues } = parseCatalogQuery(params);
  expect(issues).toEqual({});
  const attributes = await filterAttributesOf(db(), storeId);
  const scope = { storeId, listedSince: null };
  const conditions = filterConditions(query, attributes, scope);
  const counted = await catalogFacets(db(), listedConditions(scope), conditions, attributes);
  const indexed = await withIndexedMatches(db(), await indexes.ready(storeId), scope, conditions, (matches) =>
    indexedFacets(matches, conditions, attributes),
  );
  if (!indexed) throw new Error('the index did not judge');
  return { counted, indexed };
}

/** Every page of `params` in every order, read in SQL and from `indexes`: each page, count and cursor. */
async function pagedBothWays(indexes: FacetIndexes, params: Record<string, string>) {
  const attributes = await filterAttributesOf(db(), storeId);
  const read = { storeId, listedSince: null, now: new Date(), markNewDays: 30 };
  const out: Record<string, { sql: CatalogPage[]; indexed: CatalogPage[] }> = {};
  for (const sort of ['displayOrder', 'newest', 'price', '-price']) {
    const pages = async (sources: FacetSources) => {
      const seen: CatalogPage[] = [];
      let after: string | null = null;
      do {
        const { query } = parseCatalogQuery({ ...params, sort, size: '2', ...(after ? { after } : {}) });
        const page: CatalogPage = await searchCatalog(db(), query, attributes, read, sources);
        seen.push(page);
        after = page.next;
      } while (after && seen.length < 20);
      return seen;
    };
    out[sort] = { sql: await pages({}), indexed: await pages({ index: () => indexes.ready(storeId) }) };
  }
  return out;
}

const nonEmpty = (facets: CatalogFacets) =>
  Object.keys(facets.values).length + Object.keys(facets.categories).length + Object.keys(facets.cities).length > 0;

beforeAll(async () => {
  const coin = await make.coin('IRT');
  base = { productTypeId: (await make.productType('Indexed')).id, baseCoinId: coin.id };
  colour = await make.attribute('Colour', '11', ['Red', 'Blue', 'Green']);
  features = await make.attribute('Features', '21', ['Light', 'Foldable', 'Waterproof']);
  gift = await make.attribute('Gift wrap', '5');
  condition = await make.attribute('Condition', '22', ['New', 'Used']);
  weight = await make.attribute('Weight', '2');
  model = await make.attribute('Model', '1');
  sale = await make.created<Id>('/api/Tags', { name: 'Sale', entityName: 'Product' });
  const category = (en: string, parentCategoryId?: number) =>
    make.created<Id>('/api/Categories', { name: { en }, entityName: 'Product', ...(parentCategoryId ? { parentCategoryId } : {}) });
  home = await category('Home');
  garden = await category('Garden');
  lamps = await category('Lamps', home.id);
  const country = await make.created<Id>('/api/Countries', {
    name: { en: 'Iran' },
    twoLetterIsoCode: 'IR',
    threeLetterIsoCode: 'IRN',
    numericIsoCode: 364,
    countryCode: '+98',
  });
  tabriz = await make.created<Id>('/api/Cities', { name: { en: 'Tabriz' }, countryId: country.id });
  yazd = await make.created<Id>('/api/Cities', { name: { en: 'Yazd' }, countryId: country.id });
  const region = (en: string, parentRegionId?: number) =>
    make.created<Id>('/api/Regions', { name: { en }, ...(parentRegionId ? { parentRegionId } : {}) });
  east = await region('East');
  west = await region('West');
  hills = await region('Hills', east.id);
  const value = (attribute: Attribute, i: number) => String((attribute.values[i] as Id).id);
  for (let i = 0; i < 9; i++) {
    const product = await make.product(`Indexed ${i}`, base, {
      price: String(100 + i * 50),
      ...(i === 4 ? { callForPrice: true } : {}),
      ...(i === 8 ? { published: false } : {}),
      ...(i % 3 === 0 ? { regionId: hills.id } : i % 3 === 1 ? { regionId: west.id } : {}),
    });
    products.push(product);
    await make.setAttributes(product.id, {
      [colour.id]: value(colour, i % 3),
      [features.id]: `|${value(features, i % 3)}|${i % 2 === 0 ? `,|${value(features, 2)}|` : ''}`,
      [condition.id]: value(condition, i % 2),
      ...(i % 4 === 0 ? { [gift.id]: 'true' } : {}),
      [weight.id]: String(i * 1.5),
      [model.id]: i % 2 === 0 ? `Oak model ${i}` : `Pine model ${i}`,
    });
    if (i % 3 !== 2) await make.setTags(product.id, [sale.id]);
    await make.setCategories(product.id, i % 2 === 0 ? [lamps.id] : [garden.id]);
    await make.setCities(product.id, i % 3 === 0 ? [tabriz.id, yazd.id] : [yazd.id]);
  }
  storeId = (await sql<{ storeId: number }>`SELECT store_id AS "storeId" FROM products WHERE id = ${(products[0] as Id).id}`.execute(db()))
    .rows[0]?.storeId as number;
});

/** Filters of every kind, alone and together. */
const queries = (): Record<string, string>[] => [
  {},
  { [`a${colour.id}`]: String((colour.values[0] as Id).id) },
  { [`a${features.id}`]: `${(features.values[0] as Id).id},${(features.values[2] as Id).id}` },
  { [`a${gift.id}`]: 'true' },
  { [`a${condition.id}`]: String((condition.values[1] as Id).id), city: String(tabriz.id) },
  { category: String(home.id), price: '120|400' },
  { region: String(east.id), [`a${colour.id}`]: String((colour.values[0] as Id).id) },
  { city: String(yazd.id), category: String(garden.id), region: String(west.id), price: '0|1000' },
  { q: 'indexed 3' },
  { q: 'indexed', [`a${colour.id}`]: String((colour.values[1] as Id).id), price: '150|' },
  { [`a${weight.id}`]: '3|9', [`a${colour.id}`]: String((colour.values[0] as Id).id) },
  { [`a${model.id}`]: 'oak', tag: String(sale.id), city: String(yazd.id) },
  { tag: String(sale.id), [`a${weight.id}`]: '|6', [`a${features.id}`]: String((features.values[2] as Id).id), q: 'indexed' },
];

describe('the facet index', () => {
  it('counts what SQL counts, for every kind of filter and facet', async () => {
    const indexes = new FacetIndexes(db(), db());
    for (const params of queries()) {
      const { counted, indexed } = await bothWays(indexes, params);
      expect(indexed, JSON.stringify(params)).toEqual(counted);
      // Every query finds products: the counts compared are not two empty answers.
      expect(nonEmpty(indexed), JSON.stringify(params)).toBe(true);
    }
    const all = await bothWays(indexes, {});
    // Eight listed products (one unpublished), one of them call-for-price: the range is of the other seven.
    expect(all.indexed.categories[home.id]).toBe(4);
    expect(all.indexed.price).toEqual({ min: '100.00000000', max: '450.00000000' });
  });

  it('follows every write path: attributes, categories, cities, a moved tree, a region, a new product, a deleted one', async () => {
    const indexes = new FacetIndexes(db(), db());
    await indexes.ready(storeId);
    const [first, second, third] = products as [Id, Id, Id];
    await make.setAttributes(first.id, { [colour.id]: String((colour.values[2] as Id).id), [gift.id]: 'true' });
    await make.setCategories(second.id, [home.id, garden.id]);
    await make.setCities(third.id, [tabriz.id]);
    expect((await make.call('PUT', `/api/Categories/${lamps.id}`, { parentCategoryId: garden.id })).statusCode).toBe(200);
    expect((await make.call('PUT', `/api/Regions/${hills.id}`, { parentRegionId: west.id })).statusCode).toBe(200);
    expect((await make.call('PUT', `/api/Products/${second.id}`, { regionId: east.id })).statusCode).toBe(200);
    const added = await make.product('Indexed late', base, { price: '999', regionId: east.id });
    await make.setAttributes(added.id, { [colour.id]: String((colour.values[1] as Id).id) });
    await make.setCities(added.id, [tabriz.id]);
    expect((await make.call('DELETE', `/api/Products/${third.id}`)).statusCode).toBe(200);
    // Listing and price: unpublished, published again dearer, priced on call.
    const [, , , fourth, fifth, sixth, , , unpublished] = products as Id[];
    // A weight of more decimals than the index keys (the app keeps 8; written here as another
    // writer might): weight ranges are then read in SQL.
    await sql`UPDATE product_attribute_numbers SET value = 4.123456789
      WHERE product_id = ${(sixth as Id).id} AND generic_attribute_id = ${weight.id}`.execute(db());
    expect((await make.call('PUT', `/api/Products/${(fourth as Id).id}`, { published: false })).statusCode).toBe(200);
    expect((await make.call('PUT', `/api/Products/${(unpublished as Id).id}`, { published: true, price: '5000' })).statusCode).toBe(200);
    expect((await make.call('PUT', `/api/Products/${(fifth as Id).id}`, { callForPrice: true })).statusCode).toBe(200);

    for (const params of queries()) {
      const { counted, indexed } = await bothWays(indexes, params);
      expect(indexed, JSON.stringify(params)).toEqual(counted);
    }
    const all = await bothWays(indexes, {});
    expect(all.indexed.values[(colour.values[1] as Id).id]).toBeGreaterThan(0);
    expect(all.indexed.regions[west.id]).toBeGreaterThan(0);
    expect(all.indexed.price.max).toBe('5000.00000000');
    // The weight of too many decimals: its ranges were judged in SQL, the rest in memory.
    const index = await indexes.ready(storeId);
    expect(index.judges({ number: weight.id, range: { from: '1', to: null } })).toBe(false);
    expect(index.judges({ number: (await make.attribute('Height', '2')).id, range: { from: '1', to: null } })).toBe(true);
  });

  it('pages the list as SQL does, in every order, with an exact count', async () => {
    const indexes = new FacetIndexes(db(), db());
    for (const params of queries()) {
      for (const [sort, { sql: bySql, indexed }] of Object.entries(await pagedBothWays(indexes, params))) {
        expect(indexed, `${sort} ${JSON.stringify(params)}`).toEqual(bySql);
      }
    }
    const everything = await pagedBothWays(indexes, {});
    expect(everything.price?.indexed.flatMap((page) => page.data).length).toBeGreaterThan(5);
  });

  it('judges a read after its own SQL: a merge while it waits moves no product into or out of its answer', async () => {
    const indexes = new FacetIndexes(db(), db());
    const index = await indexes.ready(storeId);
    const params = { q: 'indexed', [`a${colour.id}`]: String((colour.values[0] as Id).id) };
    const { query } = parseCatalogQuery(params);
    const attributes = await filterAttributesOf(db(), storeId);
    const scope = { storeId, listedSince: null };
    const conditions = filterConditions(query, attributes, scope);
    const expected = await catalogFacets(db(), listedConditions(scope), conditions, attributes);
    const reading = withIndexedMatches(db(), index, scope, conditions, (matches) => indexedFacets(matches, conditions, attributes));
    // While the read waits for its text filter's SQL, another read applies changes enough to merge:
    // unlisted products below every id, so every packed position moves.
    const unlisted = Array.from({ length: MERGE_AT }, (_, i) => ({
      id: -1 - i,
      valueIds: [(colour.values[0] as Id).id],
      categoryIds: [],
      cityIds: [],
      regionIds: [],
      listed: false,
      listedAt: new Date(),
      price: '1',
      callForPrice: false,
      displayOrder: 0,
      numberAttributes: [],
      numberValues: [],
    }));
    const before = index.generation;
    index.apply(unlisted);
    expect(index.generation).not.toBe(before);
    expect(await reading).toEqual(expected);
    expect(nonEmpty(expected)).toBe(true);
  });

  it('judges a read after its own SQL: a value it cannot key, taken while it waits, leaves the read to SQL', async () => {
    const indexes = new FacetIndexes(db(), db());
    const depth = await make.attribute('Depth', '2');
    const product = products[0] as Id;
    await make.setAttributes(product.id, { [depth.id]: '4' });
    const index = await indexes.ready(storeId);
    const { query } = parseCatalogQuery({ q: 'indexed', [`a${depth.id}`]: '1|9' });
    const scope = { storeId, listedSince: null };
    const conditions = filterConditions(query, await filterAttributesOf(db(), storeId), scope);
    expect(index.judges({ number: depth.id, range: { from: '1', to: '9' } })).toBe(true);
    const reading = withIndexedMatches(db(), index, scope, conditions, (matches) => matches.all().size);
    // While it waits for its text filter's SQL, another read takes a depth of more decimals than the index keys.
    const row = {
      id: product.id,
      valueIds: [],
      categoryIds: [],
      cityIds: [],
      regionIds: [],
      listed: true,
      listedAt: new Date(0),
      price: '1',
      callForPrice: false,
      displayOrder: 0,
      numberAttributes: [depth.id],
      numberValues: ['4.123456789'],
    };
    index.apply([row]);
    expect(await reading).toBeNull();
  });

  it('prunes its change log below a horizon every index has passed, not by the time of writing', async () => {
    const clock = { now: Date.now() };
    const indexes = new FacetIndexes(db(), db(), () => clock.now);
    const logged = async (productId: number) =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM product_changes WHERE product_id = ${productId}`.execute(db())).rows[0]?.n;
    await indexes.prune(); // the first keeps a horizon only
    const product = products[7] as Id;
    expect((await make.call('PUT', `/api/Products/${product.id}`, { displayOrder: 77 })).statusCode).toBe(200);
    expect(await logged(product.id)).toBeGreaterThan(0);
    clock.now += 3 * RELOAD_AFTER_MS;
    await indexes.prune(); // below the first horizon: the change came after it, and stays
    expect(await logged(product.id)).toBeGreaterThan(0);
    await indexes.prune(); // too soon after the last: nothing
    expect(await logged(product.id)).toBeGreaterThan(0);
    clock.now += 3 * RELOAD_AFTER_MS;
    await indexes.prune(); // below the second horizon, taken after the change committed
    expect(await logged(product.id)).toBe(0);
  });

  it('answers the route’s counts', async () => {
    const indexes = new FacetIndexes(db(), db());
    for (const params of queries()) {
      const res = await app.t.app.inject({ url: `/api/Catalog/getProducts?${new URLSearchParams({ ...params, facets: 'true' })}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().facets, JSON.stringify(params)).toEqual((await bothWays(indexes, params)).indexed);
    }
  });
});

// The embedded database has one session: no transaction can be running while another reads there.
describe.skipIf(!process.env.DATABASE_URL)('the facet index on a server with concurrent writers', () => {
  it('reads a change whose transaction commits after a later one was read (a transaction id, not a sequence)', async () => {
    const indexes = new FacetIndexes(db(), db());
    await indexes.ready(storeId);
    const [early, later] = products.slice(4, 6) as [Id, Id];
    const marker = -9_999;
    await db()
      .transaction()
      .execute(async (trx) => {
        // The early writer's transaction id is taken first; it commits last.
        await sql`UPDATE products SET value_ids = value_ids || ${marker}::int WHERE id = ${early.id}`.execute(trx);
        await sql`UPDATE products SET value_ids = value_ids || ${marker - 1}::int WHERE id = ${later.id}`.execute(db());
        const index = await indexes.ready(storeId);
        const seen = index.count(index.ofIds([early.id, later.id])).counts.value;
        expect(seen.get(marker - 1)).toBe(1);
        expect(seen.get(marker)).toBeUndefined();
      });
    const index = await indexes.ready(storeId);
    const seen = index.count(index.ofIds([early.id, later.id])).counts.value;
    expect(seen.get(marker)).toBe(1);
    expect(seen.get(marker - 1)).toBe(1);
  });
});
