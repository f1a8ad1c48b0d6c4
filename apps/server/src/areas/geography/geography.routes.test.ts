import { messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';

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
