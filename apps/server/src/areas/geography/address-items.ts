import { City, Country, Province, type Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';

/** Most places of one kind a read answers (a picker lists them all). */
export const PLACES_MAX = 5000;

/**
 * An address item (spec 000 §3: uniqueId, name): a country, province or city as one list, its
 * unique id naming its kind (`country-1`, `province-3`, `city-7`: a city's holds `city`), with the
 * item it lies in (a city: its province, else its country) so a tree select can draw them.
 */
export interface AddressItem {
  uniqueId: string;
  name: unknown;
  parentUniqueId: string | null;
}

export const cityItem = (city: Row): AddressItem => ({
  uniqueId: `city-${city.id}`,
  name: city.name,
  parentUniqueId: city.provinceId ? `province-${city.provinceId}` : `country-${city.countryId}`,
});

/** The store's countries, provinces and cities as address items (published ones whose parents are shown, unless an administrator asks). */
export async function addressItems(db: AnyDb, registry: EntityRegistry, caller: Caller): Promise<AddressItem[]> {
  const published = caller.isAdmin ? {} : { published: [true] };
  const read = (entity: typeof Country | typeof Province | typeof City) =>
    new ResourceService(db, registry, entity).all({ ...published, sort: 'displayOrder' }, caller, PLACES_MAX);
  const [countries, provinces, cities] = await Promise.all([read(Country), read(Province), read(City)]);
  const shownCountries = new Set(countries.map((c) => Number(c.id)));
  const shownProvinces = provinces.filter((p) => shownCountries.has(Number(p.countryId)));
  const provinceIds = new Set(shownProvinces.map((p) => Number(p.id)));
  const shownCities = cities.filter(
    (c) => shownCountries.has(Number(c.countryId)) && (c.provinceId === null || provinceIds.has(Number(c.provinceId))),
  );
  return [
    ...countries.map((c) => ({ uniqueId: `country-${c.id}`, name: c.name, parentUniqueId: null })),
    ...shownProvinces.map((p) => ({ uniqueId: `province-${p.id}`, name: p.name, parentUniqueId: `country-${p.countryId}` })),
    ...shownCities.map(cityItem),
  ];
}

/**
 * The cities of `ids` a caller may see, in display order: every one for an administrator; else the
 * published ones whose country (and province, when they have one) are published too.
 */
export async function visibleCities(db: AnyDb, registry: EntityRegistry, caller: Caller, ids: readonly unknown[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const read = (entity: typeof Country | typeof Province | typeof City, filters: Record<string, unknown>) =>
    new ResourceService(db, registry, entity).all(
      { ...filters, ...(caller.isAdmin ? {} : { published: [true] }), sort: 'displayOrder' },
      caller,
      PLACES_MAX,
    );
  const cities = await read(City, { id: [...ids] });
  if (caller.isAdmin || cities.length === 0) return cities;
  const countries = new Set((await read(Country, { id: [...new Set(cities.map((c) => c.countryId))] })).map((c) => Number(c.id)));
  const provinceIds = [...new Set(cities.map((c) => c.provinceId).filter((p) => p !== null && p !== undefined))];
  const provinces = new Set(provinceIds.length === 0 ? [] : (await read(Province, { id: provinceIds })).map((p) => Number(p.id)));
  return cities.filter(
    (c) =>
      countries.has(Number(c.countryId)) && (c.provinceId === null || c.provinceId === undefined || provinces.has(Number(c.provinceId))),
  );
}
