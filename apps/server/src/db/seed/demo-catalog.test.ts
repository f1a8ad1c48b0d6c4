import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { temporaryFileStorage } from '../../areas/cms-files/file-storage.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { demoAttributes, demoProducts } from './demo-catalog-texts.js';

/** The demo store's catalog (issue 13), browsed as a visitor browses it. */
let t: TestApp;
const files = temporaryFileStorage();
beforeAll(async () => {
  t = await createTestApp({ files });
  const { rows } = await sql<{ id: number }>`SELECT min(id) AS id FROM stores`.execute(t.database.db);
  await seedDemoCatalog(t.database.db, files.store, Number(rows[0]?.id));
});
afterAll(() => t.close());

const get = async (url: string, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { lang } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe('the demo store’s catalog', () => {
  it('lists every demo home with a name in each language and a picture that is served', async () => {
    const page = await get('/api/Catalog/getProducts?size=48&facets=true');
    expect(page.total).toBe(demoProducts.length);
    for (const card of page.data) {
      for (const language of ['fa', 'en', 'tr']) expect(card.name[language], `${card.slug} ${language}`).toBeTruthy();
      expect(card.coinSymbol).toBe('IRT');
      const picture = await t.app.inject({ url: card.picture });
      expect(picture.statusCode, card.picture).toBe(200);
    }
  });

  it('offers a filter of every attribute type, each with values a visitor finds products by', async () => {
    const attributes = (await get('/api/Attribute/getGenericAttributes?entityName=Product&isFilterable=true')).data as {
      id: number;
      attributeControlTypeId: string;
    }[];
    expect(attributes.map((a) => a.attributeControlTypeId).sort()).toEqual(demoAttributes.map((a) => a.type).sort());
    const facets = (await get('/api/Catalog/getProducts?facets=true')).facets;
    expect(Object.keys(facets.cities)).toHaveLength(3);
    expect(Object.values(facets.switches)).toEqual([expect.any(Number)]);
    const rooms = attributes.find((a) => a.attributeControlTypeId === '2');
    const three = await get(`/api/Catalog/getProducts?a${rooms?.id}=3|10`);
    expect(three.total).toBeGreaterThan(0);
    expect(three.total).toBeLessThan(demoProducts.length);
  });

  it('shows each home’s page with its attribute values', async () => {
    const page = (await get(`/api/Catalog/getProduct?slug=${demoProducts[0]?.slug}`, 'fa')).data;
    expect(page.attributes.length).toBeGreaterThanOrEqual(5);
    expect(page.categories).toHaveLength(1);
    expect(page.cities).toHaveLength(1);
    expect(page.region).not.toBeNull();
  });
});
