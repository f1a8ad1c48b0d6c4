import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { register } from '../../../test/customers.js';
import { newStore } from '../engine/fixtures/voucher-app.js';

/**
 * What an outside review of categories, tags and geography found (session 25), each kept fixed: hidden
 * places leaking to visitors, two saves of one row's set mixing, another store's region, a customer
 * seeing and removing what an administrator gave them, mappings outliving their row, a province
 * moving away from its cities.
 */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = app.admin) =>
  app.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const created = async (resource: string, body: Record<string, unknown>, headers = app.admin) => {
  const res = await call('POST', `/api/${resource}`, body, headers);
  if (res.statusCode !== 201) throw new Error(`${resource}: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
};
const anonymous = (url: string) => app.t.app.inject({ url });
let codes = 0;
const country = (over: Record<string, unknown> = {}) => {
  codes += 1;
  const letters = String.fromCharCode(65 + (codes % 26), 65 + (Math.floor(codes / 26) % 26));
  return created('Countries', {
    name: { en: `Land ${codes}` },
    twoLetterIsoCode: letters,
    threeLetterIsoCode: `${letters}X`,
    numericIsoCode: codes,
    countryCode: '+1',
    ...over,
  });
};

describe('hidden places', () => {
  it('are not shown to visitors through any call: regions, their cities, cities under hidden countries, locations in hidden regions', async () => {
    const hiddenLand = await country({ published: false });
    const land = await country();
    const lost = await created('Cities', { countryId: hiddenLand.id, name: { en: 'Lost city' } });
    const closed = await created('Cities', { countryId: land.id, name: { en: 'Closed city' }, published: false });
    const open = await created('Cities', { countryId: land.id, name: { en: 'Open city' } });
    const secret = await created('Regions', { name: { en: 'Secret region' }, published: false });
    const under = await created('Regions', { name: { en: 'Under the secret' }, parentRegionId: secret.id });
    expect((await call('POST', '/api/Region/saveRegionMappings', { regionId: secret.id, cityIds: [closed.id, open.id] })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/Region/saveRegionMappings', { regionId: under.id, cityIds: [closed.id, open.id] })).statusCode).toBe(
      200,
    );
    await created('Locations', { name: { en: 'Hidden spot' }, regionId: secret.id, coordinateLatitude: '1,1' });
    const page = await created('Pages', { slug: 'placed-page', layoutType: 'onecolumn', title: { en: 'Placed' } });
    expect(
      (
        await call('POST', '/api/Address/saveAddressElementMappings', {
          entityName: 'Page',
          entityId: page.id,
          cityIds: [lost.id, open.id],
        })
      ).statusCode,
    ).toBe(200);

    expect((await anonymous(`/api/Region/getRegionMappings?regionId=${secret.id}`)).json().data).toEqual([]);
    expect((await anonymous(`/api/Region/getAddressItemsByRegionId?regionId=${secret.id}`)).json().data).toEqual([]);
    expect((await anonymous(`/api/Region/getRegions?cityId=${closed.id}`)).json().data).toEqual([]);
    const ofOpen = (await anonymous(`/api/Region/getRegions?cityId=${open.id}`)).json().data as { id: number }[];
    expect(ofOpen.map((r) => r.id)).not.toContain(under.id);
    expect((await anonymous(`/api/Region/getLocations?regionId=${secret.id}`)).json().data).toEqual([]);
    const everywhere = (await anonymous('/api/Region/getLocations')).json().data as { name: { en: string } }[];
    expect(everywhere.map((l) => l.name.en)).not.toContain('Hidden spot');
    const offered = (await anonymous('/api/Address/getCities?entityName=Page')).json().data as { uniqueId: string }[];
    expect(offered.map((c) => c.uniqueId)).toEqual([`city-${open.id}`]);
    // Administrators see them all.
    expect((await call('GET', `/api/Region/getRegionMappings?regionId=${secret.id}`)).json().data).toHaveLength(2);
  });

  it('where customers are is not told to visitors', async () => {
    const land = await country();
    const town = await created('Cities', { countryId: land.id, name: { en: 'Home town' } });
    const customer = await register(app.t, 'placed.customer');
    await call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'true' });
    const placed = await call(
      'POST',
      '/api/Address/saveAddressElementMappings',
      { entityName: 'Customer', entityId: customer.id, cityIds: [town.id] },
      customer.headers,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await anonymous('/api/Address/getCities?entityName=Customer')).json().data).toEqual([]);
    expect((await call('GET', '/api/Address/getCities?entityName=Customer')).json().data).toHaveLength(1);
  });
});

describe('a row’s set', () => {
  it('saved twice at once is one of the two sets, never their union, whatever the order of ids', async () => {
    const cats = await Promise.all(
      ['One', 'Two', 'Three'].map((n) => created('Categories', { name: { en: `Set ${n}` }, entityName: 'Page' })),
    );
    const page = await created('Pages', { slug: 'set-page', layoutType: 'onecolumn', title: { en: 'Set page' } });
    const [a, b, c] = cats.map((x) => x.id) as [number, number, number];
    for (let round = 0; round < 4; round += 1) {
      await call('POST', '/api/Category/saveCategoryMappings', { entityName: 'Page', entityId: page.id, categoryIds: [] });
      const sets = [[a], [b, c], [c, b, a], [a, c]];
      const answers = await Promise.all(
        sets.map((categoryIds) =>
          call('POST', '/api/Category/saveCategoryMappings', { entityName: 'Page', entityId: page.id, categoryIds }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const held = (await call('GET', `/api/Category/getCategoryMappings?entityName=Page&entityId=${page.id}`)).json().data as {
        categoryId: number;
      }[];
      const got = held
        .map((m) => m.categoryId)
        .sort((x, y) => x - y)
        .join();
      expect(sets.map((s) => [...s].sort((x, y) => x - y).join())).toContain(got);
    }
  });

  it('keeps, for a customer, what an administrator gave them privately: not shown to them, not removed by their save', async () => {
    const flagged = await created('Categories', { name: { en: 'Watched closely' }, entityName: 'Customer', published: false });
    const open = await created('Categories', { name: { en: 'Newsletter readers' }, entityName: 'Customer' });
    const customer = await register(app.t, 'private.flag');
    await call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'true' });
    expect(
      (
        await call('POST', '/api/Category/saveCategoryMappings', {
          entityName: 'Customer',
          entityId: customer.id,
          categoryIds: [flagged.id],
        })
      ).statusCode,
    ).toBe(200);
    const theirs = await call(
      'GET',
      `/api/Category/getCategoryMappings?entityName=Customer&entityId=${customer.id}`,
      undefined,
      customer.headers,
    );
    expect(theirs.json().data).toEqual([]);
    expect(theirs.body).not.toContain('Watched');
    const saved = await call(
      'POST',
      '/api/Category/saveCategoryMappings',
      { entityName: 'Customer', entityId: customer.id, categoryIds: [open.id] },
      customer.headers,
    );
    expect(saved.statusCode).toBe(200);
    const all = (await call('GET', `/api/Category/getCategoryMappings?entityName=Customer&entityId=${customer.id}`)).json().data as {
      categoryId: number;
    }[];
    expect(all.map((m) => m.categoryId).sort((x, y) => x - y)).toEqual([flagged.id, open.id].sort((x, y) => x - y));
  });

  it('goes with its row: a deleted page’s categories, tags and cities no longer hold them', async () => {
    const category = await created('Categories', { name: { en: 'Short lived' }, entityName: 'Page' });
    const tag = await created('Tags', { name: 'Passing', entityName: 'Page' });
    const page = await created('Pages', { slug: 'going-page', layoutType: 'onecolumn', title: { en: 'Going' } });
    await call('POST', '/api/Category/saveCategoryMappings', { entityName: 'Page', entityId: page.id, categoryIds: [category.id] });
    await call('POST', '/api/Tag/saveTagMappings', { entityName: 'Page', entityId: page.id, tagIds: [tag.id] });
    expect((await call('DELETE', `/api/Categories/${category.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/Pages/${page.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Categories/${category.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Tags/${tag.id}`)).statusCode).toBe(200);
  });
});

describe('references', () => {
  it('of a location stay in its store', async () => {
    const region = await created('Regions', { name: { en: 'Home region' } });
    const other = await newStore(app.t, 'places-other');
    const res = await call(
      'POST',
      '/api/Region/saveLocation',
      { regionId: region.id, name: { en: 'Elsewhere spot' }, coordinateLatitude: '1,1' },
      { ...app.admin, store: String(other) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ regionId: 'common.error.notfound' });
  });

  it('of a province’s cities keep it in its country', async () => {
    const home = await country();
    const away = await country();
    const province = await created('Provinces', { countryId: home.id, name: { en: 'Staying province' } });
    await created('Cities', { countryId: home.id, provinceId: province.id, name: { en: 'Its city' } });
    const moved = await call('PUT', `/api/Provinces/${province.id}`, { countryId: away.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('province.error.countryinuse');
  });
});
