import { messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { register } from '../../../test/customers.js';

/**
 * Geography's own rules (spec 001 §3, §5; issue 13 item 1) through the generic resources: ISO and
 * calling codes, coordinates, names of at least 3 characters, a city's province in its country, a
 * region with subregions and a country in use kept. The Address and Region calls come with the
 * catalog's filters.
 */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = app.admin) =>
  app.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const created = async (resource: string, body: Record<string, unknown>) => {
  const res = await call('POST', `/api/${resource}`, body);
  if (res.statusCode !== 201) throw new Error(`${resource}: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
};
const iran = {
  name: { fa: 'ایران', en: 'Iran' },
  twoLetterIsoCode: 'IR',
  threeLetterIsoCode: 'IRN',
  numericIsoCode: 364,
  countryCode: '+98',
};

describe('geography', () => {
  it('keeps a country once per store by its three-letter code, its codes as ISO writes them', async () => {
    const country = await created('Countries', iran);
    const again = await call('POST', '/api/Countries', { ...iran, twoLetterIsoCode: 'IX' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('country.error.isocodeexists');
    const wrong = await call(
      'POST',
      '/api/Countries',
      { ...iran, twoLetterIsoCode: 'i1', threeLetterIsoCode: 'IRQ', countryCode: '98' },
      { ...app.admin, lang: 'fa' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldCodes).toEqual({
      twoLetterIsoCode: 'geography.error.isocode',
      countryCode: 'geography.error.callingcode',
    });
    expect(wrong.json().error.fields.countryCode).toBe(messages.fa['geography.error.callingcode']);
    const short = await call('POST', '/api/Countries', { ...iran, name: { en: 'Ir' }, threeLetterIsoCode: 'IRZ' });
    expect(short.json().error.fieldCodes['name.en']).toBe('common.error.minlength');
    expect((await call('GET', `/api/Countries/${country.id}`)).json().data).toMatchObject({ published: true, allowsShipping: true });
  });

  it('puts a city’s province in the city’s country, and takes coordinates as latitude,longitude', async () => {
    const home = await created('Countries', { ...iran, threeLetterIsoCode: 'IRA', twoLetterIsoCode: 'IA' });
    const other = await created('Countries', {
      ...iran,
      name: { en: 'Turkey' },
      twoLetterIsoCode: 'TR',
      threeLetterIsoCode: 'TUR',
      numericIsoCode: 792,
      countryCode: '+90',
    });
    const tehranProvince = await created('Provinces', { countryId: home.id, name: { fa: 'تهران', en: 'Tehran' } });
    const city = await created('Cities', {
      countryId: home.id,
      provinceId: tehranProvince.id,
      name: { fa: 'تهران', en: 'Tehran' },
      coordinateLatitude: '35.6892,51.3890',
    });
    expect(city.id).toBeGreaterThan(0);
    const mixed = await call('POST', '/api/Cities', { countryId: other.id, provinceId: tehranProvince.id, name: { en: 'Nowhere' } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fieldCodes).toEqual({ countryId: 'city.error.provincecountry' });
    const moved = await call('PUT', `/api/Cities/${city.id}`, { countryId: other.id });
    expect(moved.json().error.fieldCodes).toEqual({ countryId: 'city.error.provincecountry' });
    const badPoint = await call('POST', '/api/Locations', { name: { en: 'Azadi Tower' }, coordinateLatitude: 'somewhere' });
    expect(badPoint.json().error.fieldCodes).toEqual({ coordinateLatitude: 'geography.error.coordinates' });
    const noPoint = await call('POST', '/api/Locations', { name: { en: 'Azadi Tower' } });
    expect(noPoint.json().error.fieldCodes).toEqual({ coordinateLatitude: 'common.error.required' });
    // A country with provinces and cities stays.
    expect((await call('DELETE', `/api/Countries/${home.id}`)).statusCode).toBe(409);
  });

  it('keeps a region with subregions (child item exists)', async () => {
    const district = await created('Regions', { name: { fa: 'منطقه ۱', en: 'District 1' } });
    await created('Regions', { name: { fa: 'تجریش', en: 'Tajrish' }, parentRegionId: district.id });
    const res = await call('DELETE', `/api/Regions/${district.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('common.error.childexists');
  });
});

describe('the Address and Region calls', () => {
  it('answer address items, a row’s cities, the cities rows are in, regions of a city and locations — published ones to visitors', async () => {
    const country = await created('Countries', { ...iran, threeLetterIsoCode: 'IRB', twoLetterIsoCode: 'IB' });
    const hiddenCountry = await created('Countries', { ...iran, threeLetterIsoCode: 'IRH', twoLetterIsoCode: 'IH', published: false });
    const province = await created('Provinces', { countryId: country.id, name: { fa: 'فارس', en: 'Fars' } });
    const shiraz = await created('Cities', { countryId: country.id, provinceId: province.id, name: { fa: 'شیراز', en: 'Shiraz' } });
    const marvdasht = await created('Cities', { countryId: country.id, provinceId: province.id, name: { fa: 'مرودشت', en: 'Marvdasht' } });
    const closed = await created('Cities', { countryId: country.id, name: { en: 'Closed town' }, published: false });
    const lost = await created('Cities', { countryId: hiddenCountry.id, name: { en: 'Behind a hidden country' } });

    const items = (await app.t.app.inject({ url: '/api/Address/getAllAddressItems' })).json().data as {
      uniqueId: string;
      parentUniqueId: string | null;
    }[];
    const uniqueIds = items.map((i) => i.uniqueId);
    expect(uniqueIds).toEqual(expect.arrayContaining([`country-${country.id}`, `province-${province.id}`, `city-${shiraz.id}`]));
    expect(uniqueIds).not.toContain(`city-${closed.id}`);
    expect(uniqueIds).not.toContain(`city-${lost.id}`);
    expect(items.find((i) => i.uniqueId === `city-${shiraz.id}`)?.parentUniqueId).toBe(`province-${province.id}`);

    // A page in Shiraz: only cities rows are in are offered, once each.
    const page = await created('Pages', { slug: 'in-shiraz', layoutType: 'onecolumn', title: { en: 'In Shiraz' } });
    const put = await call('POST', '/api/Address/saveAddressElementMappings', {
      entityName: 'Page',
      entityId: page.id,
      cityIds: [shiraz.id, shiraz.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    const offered = (await app.t.app.inject({ url: '/api/Address/getCities?entityName=Page' })).json().data;
    expect(offered.map((c: { uniqueId: string }) => c.uniqueId)).toEqual([`city-${shiraz.id}`]);
    expect((await app.t.app.inject({ url: '/api/Address/getCities?entityName=Product' })).json().data).toEqual([]);
    const held = await call('GET', `/api/Address/getAddressElementMappings?entityName=Page&entityId=${page.id}`);
    expect(held.json().data.map((m: { cityId: number }) => m.cityId)).toEqual([shiraz.id]);

    // Regions of Shiraz, their cities, a location in one.
    const center = await created('Regions', { name: { fa: 'مرکز شهر', en: 'City centre' } });
    await created('Regions', { name: { en: 'Elsewhere' } });
    const mapped = await call('POST', '/api/Region/saveRegionMappings', { regionId: center.id, cityIds: [shiraz.id, marvdasht.id] });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const ofShiraz = (await app.t.app.inject({ url: `/api/Region/getRegions?cityId=${shiraz.id}` })).json().data;
    expect(ofShiraz.map((r: { id: number }) => r.id)).toEqual([center.id]);
    // A tree select's search (in Persian, as typed on an Arabic keyboard) and its lookup by id.
    const searched = (await app.t.app.inject({ url: `/api/Region/getRegions?keyword=${encodeURIComponent('مركز')}` })).json().data;
    expect(searched.map((r: { id: number }) => r.id)).toEqual([center.id]);
    const looked = (await app.t.app.inject({ url: `/api/Region/getRegions?cityId=${shiraz.id}&id=${center.id}` })).json().data;
    expect(looked.map((r: { id: number }) => r.id)).toEqual([center.id]);
    // A region of the city under a wider one (not the city's itself) comes with it, by list and by search.
    const fars = await created('Regions', { name: { en: 'Fars plain' } });
    const bazaar = await created('Regions', { name: { fa: 'بازار وکیل', en: 'Vakil bazaar' }, parentRegionId: fars.id });
    expect((await call('POST', '/api/Region/saveRegionMappings', { regionId: bazaar.id, cityIds: [shiraz.id] })).statusCode).toBe(200);
    const withParent = (await app.t.app.inject({ url: `/api/Region/getRegions?cityId=${shiraz.id}` })).json().data;
    expect(withParent.map((r: { id: number }) => r.id).sort()).toEqual([center.id, fars.id, bazaar.id].sort());
    const found = (await app.t.app.inject({ url: `/api/Region/getRegions?cityId=${shiraz.id}&keyword=vakil` })).json().data;
    expect(found.map((r: { id: number }) => r.id)).toEqual([fars.id, bazaar.id]);
    const notOfCity = (await app.t.app.inject({ url: `/api/Region/getRegions?cityId=${shiraz.id}&keyword=fars` })).json().data;
    expect(notOfCity).toEqual([]);
    const inRegion = (await app.t.app.inject({ url: `/api/Region/getAddressItemsByRegionId?regionId=${center.id}` })).json().data;
    expect(inRegion.map((c: { uniqueId: string }) => c.uniqueId).sort()).toEqual([`city-${marvdasht.id}`, `city-${shiraz.id}`].sort());
    const saved = await call('POST', '/api/Region/saveLocation', {
      regionId: center.id,
      name: { fa: 'حافظیه', en: 'Tomb of Hafez' },
      coordinateLatitude: '29.6257,52.5583',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const located = (await app.t.app.inject({ url: `/api/Region/getLocations?regionId=${center.id}` })).json().data;
    expect(located.map((l: { name: { en: string } }) => l.name.en)).toEqual(['Tomb of Hafez']);
  });

  it('keep region cities and locations the administrators’, a row’s cities its owner’s or theirs; refuse unpublished cities to customers', async () => {
    const country = await created('Countries', { ...iran, threeLetterIsoCode: 'IRC', twoLetterIsoCode: 'IC' });
    const open = await created('Cities', { countryId: country.id, name: { en: 'Open city' } });
    const closed = await created('Cities', { countryId: country.id, name: { en: 'Closed city' }, published: false });
    const region = await created('Regions', { name: { en: 'Some region' } });
    const customer = await register(app.t, 'geo.customer');
    await call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'true' });
    expect(
      (await call('POST', '/api/Region/saveRegionMappings', { regionId: region.id, cityIds: [open.id] }, customer.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/Region/saveLocation', { name: { en: 'Mine' }, coordinateLatitude: '1,1' }, customer.headers)).statusCode,
    ).toBe(403);
    const own = await call(
      'POST',
      '/api/Address/saveAddressElementMappings',
      { entityName: 'Customer', entityId: customer.id, cityIds: [open.id] },
      customer.headers,
    );
    expect(own.statusCode, own.body).toBe(200);
    const hidden = await call(
      'POST',
      '/api/Address/saveAddressElementMappings',
      { entityName: 'Customer', entityId: customer.id, cityIds: [closed.id] },
      customer.headers,
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.fieldCodes).toEqual({ 'cityIds.0': 'city.error.notfound' });
    const theirs = await call(
      'POST',
      '/api/Address/saveAddressElementMappings',
      { entityName: 'Page', entityId: 1, cityIds: [open.id] },
      customer.headers,
    );
    expect(theirs.statusCode).toBe(403);
    // A city rows are in stays.
    expect((await call('DELETE', `/api/Cities/${open.id}`)).statusCode).toBe(409);
  });
});
