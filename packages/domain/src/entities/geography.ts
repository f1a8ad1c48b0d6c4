import { ATTRIBUTE_ENTITY_NAMES } from '../attributes/attribute-types.js';
import { isFileOf } from '../cms/controls/control-values.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * Geography (spec 001 §3 country, province, city, region, location; §5 names at least 3
 * characters, codes required; issue 13 item 1): a store's own places, so each store publishes the
 * ones it serves. Countries, provinces and cities are the address items of spec 000 §3 (a city's
 * unique id holds `city`); regions are a tree of areas (a city's districts), locations points in a
 * region. Names are in three languages. The Address and Region calls come with the catalog filters.
 */

const picture = () =>
  f.image({
    check: (address: string) => (isFileOf('Images', address) ? null : 'common.error.fileurl'),
    sample: (n: number) => `/api/CMS/Image/Images/place-${n}.png`,
  });
const name = () => f.translatable({ required: true, min: 3, max: 200, sortable: true });
const flag = (byDefault = true) => f.boolean({ default: byDefault, filterable: true });
/**
 * Capital letters for a sample ISO code, distinct for distinct rows: the generated tests give each
 * unique sample its own thousand (`n + 1000 × serial`), which alone picks the code.
 */
const sampleLetters = (n: number, length: number) => {
  let k = n >= 1000 ? Math.floor(n / 1000) + 1000 : n;
  let out = '';
  for (let i = 0; i < length; i++) {
    out += String.fromCharCode(65 + (k % 26));
    k = Math.floor(k / 26);
  }
  return out;
};
/** Where a place is: `latitude,longitude` in decimal degrees (the map control writes it). */
const COORDINATES = /^-?\d{1,2}(\.\d{1,8})?,\s?-?\d{1,3}(\.\d{1,8})?$/;
const coordinates = (required = false) =>
  f.code({
    max: 40,
    required,
    check: (value: string) => (COORDINATES.test(value) ? null : 'geography.error.coordinates'),
    sample: (n: number) => `35.${String(n).padStart(4, '0')},51.${String(n).padStart(4, '0')}`,
  });

export const Country = defineEntity({
  name: 'Country',
  resource: 'Countries',
  table: 'countries',
  area: 'catalog',
  route: 'Catalog/Country',
  icon: 'GlobalOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    name: name(),
    twoLetterIsoCode: f.code({
      required: true,
      max: 2,
      filterable: true,
      sortable: true,
      check: (value: string) => (/^[A-Z]{2}$/.test(value) ? null : 'geography.error.isocode'),
      sample: (n) => sampleLetters(n, 2),
    }),
    threeLetterIsoCode: f.code({
      required: true,
      max: 3,
      filterable: true,
      check: (value: string) => (/^[A-Z]{3}$/.test(value) ? null : 'geography.error.isocode'),
      sample: (n) => sampleLetters(n, 3),
    }),
    numericIsoCode: f.integer({ required: true, min: 1, max: 999, filterable: true }),
    // The country's calling code (`+98`).
    countryCode: f.code({
      required: true,
      max: 6,
      check: (value: string) => (/^\+\d{1,4}$/.test(value) ? null : 'geography.error.callingcode'),
      sample: (n) => `+${(n % 900) + 1}`,
    }),
    displayOrder: f.integer({ default: 0, sortable: true }),
    picture: picture(),
    allowsBilling: flag(),
    allowsShipping: flag(),
    published: flag(),
    allowsCall: flag(),
    allowsSms: flag(),
  },
  titleField: 'name',
  listColumns: ['name', 'twoLetterIsoCode', 'threeLetterIsoCode', 'countryCode', 'published', 'displayOrder'],
  defaultSort: 'displayOrder',
  // A country once per store: by its three-letter code (the two-letter one is checked, not keyed —
  // its 676 codes are too few for the generated tests' rows to stay apart).
  unique: [{ fields: ['threeLetterIsoCode'], code: 'country.error.isocodeexists', caseInsensitive: true }],
});

export const Province = defineEntity({
  name: 'Province',
  resource: 'Provinces',
  table: 'provinces',
  area: 'catalog',
  route: 'Catalog/Province',
  icon: 'EnvironmentOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    countryId: f.ref('Countries', { required: true, filterable: true }),
    name: name(),
    abbreviation: f.code({ max: 10 }),
    displayOrder: f.integer({ default: 0, sortable: true }),
    picture: picture(),
    published: flag(),
  },
  titleField: 'name',
  listColumns: ['name', 'countryId', 'abbreviation', 'published', 'displayOrder'],
  defaultSort: 'displayOrder',
  // Its cities are of its country: it stays in that country while it has any.
  fixedWhenUsed: { fields: ['countryId'], code: 'province.error.countryinuse' },
});

export const City = defineEntity({
  name: 'City',
  resource: 'Cities',
  table: 'cities',
  area: 'catalog',
  route: 'Catalog/City',
  icon: 'EnvironmentOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    countryId: f.ref('Countries', { required: true, filterable: true }),
    provinceId: f.ref('Provinces', { filterable: true }),
    name: name(),
    abbreviation: f.code({ max: 10 }),
    coordinateLatitude: coordinates(),
    cityCode: f.code({ max: 20, filterable: true }),
    displayOrder: f.integer({ default: 0, sortable: true }),
    picture: picture(),
    allowsBilling: flag(),
    allowsShipping: flag(),
    published: flag(),
    allowsCall: flag(),
    allowsSms: flag(),
  },
  titleField: 'name',
  listColumns: ['name', 'countryId', 'provinceId', 'cityCode', 'published', 'displayOrder'],
  defaultSort: 'displayOrder',
  // A city's province is of the city's country.
  refRules: {
    countryId: {
      by: 'provinceId',
      rule: (value, province) => (value === province.countryId ? { value } : { issues: { '': { code: 'city.error.provincecountry' } } }),
    },
  },
});

export const Region = defineEntity({
  name: 'Region',
  resource: 'Regions',
  table: 'regions',
  area: 'catalog',
  route: 'Catalog/Region',
  icon: 'CompassOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    parentRegionId: f.ref('Regions', { filterable: true }),
    name: name(),
    description: f.translatable({ max: 1000 }),
    coordinateLatitude: coordinates(),
    // The area's outline as the map control writes it (a list of `latitude,longitude` points).
    areaLatitude: f.longtext({ max: 20_000 }),
    picture: picture(),
    published: flag(),
    displayOrder: f.integer({ default: 0, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'parentRegionId', 'published', 'displayOrder'],
  defaultSort: 'displayOrder',
  tree: { parent: 'parentRegionId', order: 'displayOrder' },
});

export const Location = defineEntity({
  name: 'Location',
  resource: 'Locations',
  table: 'locations',
  area: 'catalog',
  route: 'Catalog/Location',
  icon: 'AimOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    regionId: f.ref('Regions', { filterable: true }),
    name: name(),
    description: f.translatable({ max: 1000 }),
    coordinateLatitude: coordinates(true),
    picture: picture(),
    published: flag(),
    displayOrder: f.integer({ default: 0, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'regionId', 'coordinateLatitude', 'published', 'displayOrder'],
  defaultSort: 'displayOrder',
});

/**
 * A row of an entity placed in a city (spec 000 §7 getAddressElementMappings /
 * saveAddressElementMappings): the address items a row is mapped to are cities — countries and
 * provinces are the way to one (the spec's city filter and `getCities (entityName)` read these).
 */
export const AddressElementMapping = defineEntity({
  name: 'AddressElementMapping',
  resource: 'AddressElementMappings',
  table: 'address_element_mappings',
  area: 'catalog',
  route: 'Catalog/AddressElementMapping',
  icon: 'EnvironmentOutlined',
  adminOnly: true,
  storeScoped: true,
  operations: ['list', 'view'],
  fields: {
    entityName: f.enum(ATTRIBUTE_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    entityId: f.integer({ required: true, min: 1, filterable: true, sortable: true }),
    cityId: f.ref('Cities', { required: true, filterable: true, sortable: true }),
  },
  titleField: 'entityName',
  listColumns: ['entityName', 'entityId', 'cityId'],
  defaultSort: '-id',
  unique: [{ fields: ['entityName', 'entityId', 'cityId'], code: 'address.error.mappingexists' }],
});

/** A region lying in a city (spec 000 §7 getRegionMappings / saveRegionMappings, getAddressItemsByRegionId). */
export const RegionMapping = defineEntity({
  name: 'RegionMapping',
  resource: 'RegionMappings',
  table: 'region_mappings',
  area: 'catalog',
  route: 'Catalog/RegionMapping',
  icon: 'CompassOutlined',
  adminOnly: true,
  storeScoped: true,
  operations: ['list', 'view'],
  fields: {
    regionId: f.ref('Regions', { required: true, filterable: true, sortable: true }),
    cityId: f.ref('Cities', { required: true, filterable: true, sortable: true }),
  },
  titleField: 'regionId',
  listColumns: ['regionId', 'cityId'],
  defaultSort: '-id',
  unique: [{ fields: ['regionId', 'cityId'], code: 'region.error.mappingexists' }],
});
