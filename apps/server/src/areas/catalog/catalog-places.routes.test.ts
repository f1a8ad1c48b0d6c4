import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { catalogMaker, type Id } from '../../../test/catalog.js';

/**
 * Where a product is, as the catalog filters and counts it (migration 0030): its categories with
 * their ancestors, its cities, its region with its ancestors — kept by the database on every write
 * path, so a category or region moved, a mapping changed by any route, or a product's region
 * changed is what the next list answers.
 */
const app = useAdminApp();
const make = catalogMaker(app);

interface Listed {
  data: { id: number }[];
  facets: { categories: Record<string, number>; cities: Record<string, number>; regions: Record<string, number> };
}
const visit = async (params: Record<string, string>): Promise<Listed> => {
  const res = await app.t.app.inject({ url: `/api/Catalog/getProducts?${new URLSearchParams({ ...params, facets: 'true' })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const listed = async (params: Record<string, string>) => (await visit(params)).data.map((card) => card.id);
const places = async (productId: number) =>
  (
    await sql<{ categoryIds: number[]; cityIds: number[]; regionIds: number[] }>`
      SELECT category_ids AS "categoryIds", city_ids AS "cityIds", region_ids AS "regionIds" FROM products WHERE id = ${productId}`.execute(
      app.t.database.db,
    )
  ).rows[0];

let base: { productTypeId: number; baseCoinId: number };
let country: Id;
beforeAll(async () => {
  const coin = await make.coin('IRT');
  base = { productTypeId: (await make.productType('Places')).id, baseCoinId: coin.id };
  country = await make.created<Id>('/api/Countries', {
    name: { en: 'Iran' },
    twoLetterIsoCode: 'IR',
    threeLetterIsoCode: 'IRN',
    numericIsoCode: 364,
    countryCode: '+98',
  });
});

describe('a product’s places', () => {
  it('follow its categories and the category tree: mapped, moved, unmapped', async () => {
    const category = (en: string, parentCategoryId?: number) =>
      make.created<Id>('/api/Categories', { name: { en }, entityName: 'Product', ...(parentCategoryId ? { parentCategoryId } : {}) });
    const home = await category('Home');
    const garden = await category('Garden');
    const lamps = await category('Lamps', home.id);
    const lamp = await make.product('Desk lamp', base);
    await make.setCategories(lamp.id, [lamps.id]);
    expect((await places(lamp.id))?.categoryIds).toEqual([home.id, lamps.id].sort((a, b) => a - b));
    expect(await listed({ category: String(home.id) })).toEqual([lamp.id]);
    expect((await visit({ category: String(home.id) })).facets.categories).toMatchObject({ [home.id]: 1, [lamps.id]: 1 });

    // Lamps moved from Home to Garden: the lamp is Garden's now, not Home's.
    expect((await make.call('PUT', `/api/Categories/${lamps.id}`, { parentCategoryId: garden.id })).statusCode).toBe(200);
    expect(await listed({ category: String(home.id) })).toEqual([]);
    expect(await listed({ category: String(garden.id) })).toEqual([lamp.id]);
    expect((await visit({})).facets.categories[home.id]).toBeUndefined();

    await make.setCategories(lamp.id, []);
    expect((await places(lamp.id))?.categoryIds).toEqual([]);
    expect(await listed({ category: String(garden.id) })).toEqual([]);
  });

  it('follow its cities, also when two saves cross', async () => {
    const city = (en: string) => make.created<Id>('/api/Cities', { name: { en }, countryId: country.id });
    const [tabriz, yazd, kerman] = [await city('Tabriz'), await city('Yazd'), await city('Kerman')];
    const rug = await make.product('Rug', base);
    await make.setCities(rug.id, [tabriz.id]);
    expect(await listed({ city: String(tabriz.id) })).toEqual([rug.id]);
    expect((await visit({ city: String(tabriz.id) })).facets.cities).toMatchObject({ [tabriz.id]: 1 });

    // Two saves at once: whichever lands last, the product's cities are the mappings' cities.
    await Promise.all([make.setCities(rug.id, [yazd.id, tabriz.id]), make.setCities(rug.id, [kerman.id, yazd.id])]);
    const mapped = await sql<{ cityId: number }>`SELECT city_id AS "cityId" FROM address_element_mappings
      WHERE entity_name = 'Product' AND entity_id = ${rug.id} ORDER BY city_id`.execute(app.t.database.db);
    expect(mapped.rows).toHaveLength(2);
    expect((await places(rug.id))?.cityIds).toEqual(mapped.rows.map((row) => row.cityId));
    expect(await listed({ city: `${yazd.id}` })).toEqual([rug.id]);

    await make.setCities(rug.id, [kerman.id]);
    expect(await listed({ city: String(tabriz.id) })).toEqual([]);
    expect(await listed({ city: String(kerman.id) })).toEqual([rug.id]);
  });

  it('follow its region and the region tree: set, moved, changed', async () => {
    const region = (en: string, parentRegionId?: number) =>
      make.created<Id>('/api/Regions', { name: { en }, ...(parentRegionId ? { parentRegionId } : {}) });
    const east = await region('East');
    const west = await region('West');
    const hills = await region('Hills', east.id);
    const cabin = await make.product('Cabin', base, { regionId: hills.id });
    expect((await places(cabin.id))?.regionIds.sort()).toEqual([east.id, hills.id].sort());
    expect(await listed({ region: String(east.id) })).toEqual([cabin.id]);
    expect((await visit({})).facets.regions).toMatchObject({ [east.id]: 1, [hills.id]: 1 });

    expect((await make.call('PUT', `/api/Regions/${hills.id}`, { parentRegionId: west.id })).statusCode).toBe(200);
    expect(await listed({ region: String(east.id) })).toEqual([]);
    expect(await listed({ region: String(west.id) })).toEqual([cabin.id]);

    expect((await make.call('PUT', `/api/Products/${cabin.id}`, { regionId: east.id })).statusCode).toBe(200);
    expect((await places(cabin.id))?.regionIds).toEqual([east.id]);
    expect(await listed({ region: String(west.id) })).toEqual([]);
    expect((await make.call('PUT', `/api/Products/${cabin.id}`, { regionId: null })).statusCode).toBe(200);
    expect((await places(cabin.id))?.regionIds).toEqual([]);
  });
});
