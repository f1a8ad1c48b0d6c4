import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Attribute, catalogMaker, type Id } from '../../../test/catalog.js';
import { readConfig } from '../../config.js';

/**
 * A store's facet counts for one filter are kept up to CATALOG_FACETS_CACHE_MS (default 5 s;
 * docs/benchmarks.md "Catalog"): several grouped queries over the filtered products are not run
 * for every visitor. A write through the app drops them at once; a write outside it (another
 * process) shows when they expire; 0 counts on every call.
 */
interface Facets {
  values: Record<string, number>;
}

function catalogWith(options: { catalogFacetsCacheMs?: number }) {
  const app = useAdminApp('en', options);
  const make = catalogMaker(app);
  const state = {} as { colour: Attribute; red: Id; product: Id };
  beforeAll(async () => {
    const coin = await make.coin('IRT');
    const base = { productTypeId: (await make.productType('Kept')).id, baseCoinId: coin.id };
    state.colour = await make.attribute('Colour', '11', ['Red', 'Blue']);
    state.red = state.colour.values[0] as Id;
    state.product = await make.product('Red chair', base);
    await make.setAttributes(state.product.id, { [state.colour.id]: String(state.red.id) });
  });
  const facets = async (params: Record<string, string> = {}): Promise<Facets> => {
    const res = await app.t.app.inject({ url: `/api/Catalog/getProducts?${new URLSearchParams({ facets: 'true', ...params })}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().facets;
  };
  /** Unpublishes the product behind the app's back, as another server sharing the database would. */
  const unpublishElsewhere = () => sql`UPDATE products SET published = false WHERE id = ${state.product.id}`.execute(app.t.database.db);
  return { app, make, state, facets, unpublishElsewhere };
}

describe('facet counts kept (the default)', () => {
  const { app, make, state, facets, unpublishElsewhere } = catalogWith({});

  it('answers the kept counts for the same filter, whatever the order, page or size', async () => {
    expect((await facets()).values[String(state.red.id)]).toBe(1);
    await unpublishElsewhere();
    expect((await facets({ sort: 'price', size: '5' })).values[String(state.red.id)]).toBe(1);
    // Another filter is counted afresh.
    expect((await facets({ q: 'chair' })).values[String(state.red.id)]).toBeUndefined();
  });

  it('is not emptied by a customer’s own changes, only by an administrator’s', async () => {
    const { register } = await import('../../../test/customers.js');
    const mina = await register(app.t, 'mina.facets');
    await make.call('PUT', `/api/Products/${state.product.id}`, { published: true });
    expect((await facets({ q: 'red' })).values[String(state.red.id)]).toBe(1);
    await unpublishElsewhere();
    // A signed-in customer's successful change (a confirmed password): visitors' pages are read again, the counts are kept.
    const confirmed = await app.t.app.inject({
      method: 'POST',
      url: '/api/Authentication/confirmPassword',
      headers: mina.headers,
      payload: { password: mina.password },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await facets({ q: 'red' })).values[String(state.red.id)]).toBe(1);
  });

  it('counts again at once after a write through the app', async () => {
    await make.call('PUT', `/api/Products/${state.product.id}`, { published: true });
    expect((await facets()).values[String(state.red.id)]).toBe(1);
    await make.call('PUT', `/api/Products/${state.product.id}`, { published: false });
    expect((await facets()).values[String(state.red.id)]).toBeUndefined();
  });
});

describe('facet counts not kept (CATALOG_FACETS_CACHE_MS=0)', () => {
  const { state, facets, unpublishElsewhere } = catalogWith({ catalogFacetsCacheMs: 0 });

  it('counts on every call', async () => {
    expect((await facets()).values[String(state.red.id)]).toBe(1);
    await unpublishElsewhere();
    expect((await facets()).values[String(state.red.id)]).toBeUndefined();
  });
});

describe('CATALOG_FACETS_CACHE_MS', () => {
  it('is 5000 unless set, and refuses anything but 0 to 5000', () => {
    expect(readConfig({}).catalogFacetsCacheMs).toBe(5000);
    expect(readConfig({ CATALOG_FACETS_CACHE_MS: '0' }).catalogFacetsCacheMs).toBe(0);
    for (const bad of ['-1', '5001', '1.5', 'soon']) expect(() => readConfig({ CATALOG_FACETS_CACHE_MS: bad }), bad).toThrow(/0 to 5000/);
  });
});
