import { messages } from '@store/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Attribute, catalogMaker, type Id } from '../../../test/catalog.js';

/**
 * The public catalog's list (issue 13 item 5; spec 000 §2, §4, §5): a visitor's filtered, sorted,
 * paged list of the store's listed products, filtered by every attribute type, price, category
 * (with its subcategories), tag, city, region (with its subregions) and text in any letter
 * variant, with facet counts.
 */
const app = useAdminApp();
const make = catalogMaker(app);

interface Card {
  id: number;
  slug: string;
  price: string | null;
  oldPrice: string | null;
  callForPrice: boolean;
  coinSymbol: string;
  isNew: boolean;
  inStock: boolean;
  picture: string | null;
}
interface Page {
  data: Card[];
  total: number | null;
  totalExact: boolean | null;
  next: string | null;
  facets?: {
    values: Record<string, number>;
    switches: Record<string, number>;
    categories: Record<string, number>;
    cities: Record<string, number>;
    regions: Record<string, number>;
    price: { min: string | null; max: string | null };
  };
}
/** A visitor's list (no sign-in), by the address parameters the products page keeps. */
async function visit(params: Record<string, string> = {}, lang = 'en'): Promise<Page> {
  const res = await app.t.app.inject({ url: `/api/Catalog/getProducts?${new URLSearchParams(params)}`, headers: { lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const refused = async (params: Record<string, string>, lang = 'en') => {
  const res = await app.t.app.inject({ url: `/api/Catalog/getProducts?${new URLSearchParams(params)}`, headers: { lang } });
  expect(res.statusCode, res.body).toBe(400);
  return res.json().error as { code: string; fields: Record<string, string>; fieldCodes: Record<string, string> };
};
const ids = (page: Page) => page.data.map((card) => card.id).sort((a, b) => a - b);
const sorted = (...rows: Id[]) => rows.map((r) => r.id).sort((a, b) => a - b);

let base: { productTypeId: number; baseCoinId: number };
let color: Attribute;
let size: Attribute;
let features: Attribute;
let rooms: Attribute;
let parking: Attribute;
let material: Attribute;
let red: Id;
let blue: Id;
let green: Id;
let villa: Id;
let flat: Id;
let cabin: Id;
let hidden: Id;
let unapproved: Id;
let phones: Id;
let electronics: Id;
let tehran: number;
let shiraz: number;
let north: Id;
let northHills: Id;

beforeAll(async () => {
  const coin = await make.coin('IRT', { name: { en: 'Toman', fa: 'تومان' } });
  base = { productTypeId: (await make.productType('Houses')).id, baseCoinId: coin.id };
  color = await make.attribute('Colour', '11', ['Red', 'Blue', 'Green']);
  size = await make.attribute('Size', '22', ['Small', 'Large']);
  features = await make.attribute('Features', '21', ['Garden', 'Pool', 'Lift']);
  rooms = await make.attribute('Rooms', '2');
  parking = await make.attribute('Parking', '5');
  material = await make.attribute('Material', '1');
  electronics = await make.created<Id>('/api/Categories', { name: { en: 'Homes' }, entityName: 'Product' });
  phones = await make.created<Id>('/api/Categories', { name: { en: 'Villas' }, entityName: 'Product', parentCategoryId: electronics.id });
  const country = await make.created<Id>('/api/Countries', {
    name: { en: 'Iran' },
    twoLetterIsoCode: 'IR',
    threeLetterIsoCode: 'IRN',
    numericIsoCode: 364,
    countryCode: '+98',
  });
  tehran = (await make.created<Id>('/api/Cities', { name: { en: 'Tehran' }, countryId: country.id })).id;
  shiraz = (await make.created<Id>('/api/Cities', { name: { en: 'Shiraz' }, countryId: country.id })).id;
  north = await make.created<Id>('/api/Regions', { name: { en: 'North' } });
  northHills = await make.created<Id>('/api/Regions', { name: { en: 'North hills' }, parentRegionId: north.id });

  villa = await make.product('Villa', base, {
    name: { en: 'Sea villa', fa: 'ویلای دریا' },
    price: '900',
    oldPrice: '1200',
    markAsNew: true,
    stockQuantity: 1,
    regionId: northHills.id,
    pictures: [
      { picture: '/api/CMS/Image/Images/villa-2.png', displayOrder: 2 },
      { picture: '/api/CMS/Image/Images/villa-1.png', displayOrder: 1 },
    ],
  });
  flat = await make.product('Flat', base, {
    name: { en: 'City flat', fa: 'آپارتمان نوساز شهری' },
    price: '300',
    oldPrice: '200',
    regionId: north.id,
  });
  cabin = await make.product('Cabin', base, { name: { en: 'Cabin', fa: 'كلبه كوهستاني' }, price: '500', callForPrice: true, sku: 'CAB-1' });
  hidden = await make.product('Hidden', base, { published: false, price: '400' });
  unapproved = await make.product('Unapproved', base, { isApproved: false, price: '400' });

  const [r, b, g] = color.values as [Id, Id, Id];
  [red, blue, green] = [r, b, g];
  const [small, large] = size.values as [Id, Id];
  const [garden, pool, lift] = features.values as [Id, Id, Id];
  await make.setAttributes(villa.id, {
    [color.id]: String(blue.id),
    [size.id]: String(large.id),
    [features.id]: `|${garden.id}|,|${pool.id}|`,
    [rooms.id]: '5',
    [parking.id]: 'true',
    [material.id]: 'سنگ و چوب',
  });
  await make.setAttributes(flat.id, {
    [color.id]: String(red.id),
    [size.id]: String(small.id),
    [features.id]: `|${lift.id}|`,
    [rooms.id]: '2',
    [parking.id]: 'false',
    [material.id]: 'Concrete',
  });
  await make.setAttributes(cabin.id, { [color.id]: String(blue.id), [size.id]: String(small.id), [rooms.id]: '3', [material.id]: 'Wood' });
  for (const product of [hidden, unapproved]) await make.setAttributes(product.id, { [color.id]: String(blue.id) });
  await make.setCategories(villa.id, [phones.id]);
  await make.setCategories(flat.id, [electronics.id]);
  await make.setCities(villa.id, [tehran]);
  await make.setCities(flat.id, [tehran, shiraz]);
  await make.setCities(cabin.id, [shiraz]);
});

describe('the catalog list', () => {
  it('shows a visitor only published, approved products, each card with its coin, first picture and shown prices', async () => {
    const page = await visit({ sort: 'price' });
    // By the shown price: the call-for-price cabin (500 hidden) after every priced product.
    expect(page.data.map((c) => c.id)).toEqual([flat.id, villa.id, cabin.id]);
    expect(page.total).toBe(3);
    const [flatCard, villaCard, cabinCard] = page.data as [Card, Card, Card];
    expect(villaCard).toMatchObject({ coinSymbol: 'IRT', picture: '/api/CMS/Image/Images/villa-1.png', isNew: true, inStock: true });
    expect(Number(villaCard.price)).toBe(900);
    // An old price shows only when above the price.
    expect(Number(villaCard.oldPrice)).toBe(1200);
    expect(flatCard.oldPrice).toBeNull();
    // Call for price hides the price.
    expect(cabinCard).toMatchObject({ price: null, callForPrice: true, inStock: false });
  });

  it('filters by a dropdown, a radio, a checkbox group (any of the chosen), a number range, a switch and text', async () => {
    const [small] = size.values as [Id];
    const [garden, , lift] = features.values as [Id, Id, Id];
    expect(ids(await visit({ [`a${color.id}`]: String(blue.id) }))).toEqual(sorted(villa, cabin));
    expect(ids(await visit({ [`a${size.id}`]: String(small.id) }))).toEqual(sorted(flat, cabin));
    expect(ids(await visit({ [`a${features.id}`]: `${garden.id},${lift.id}` }))).toEqual(sorted(villa, flat));
    expect(ids(await visit({ [`a${rooms.id}`]: '3|5' }))).toEqual(sorted(villa, cabin));
    expect(ids(await visit({ [`a${rooms.id}`]: '0|2' }))).toEqual(sorted(flat));
    expect(ids(await visit({ [`a${parking.id}`]: 'true' }))).toEqual(sorted(villa));
    // A switch off is no filter (spec 000 §5: a checkbox is sent only when true).
    expect(ids(await visit({ [`a${parking.id}`]: 'false' }))).toEqual(sorted(villa, flat, cabin));
    expect(ids(await visit({ [`a${material.id}`]: 'chu' }))).toEqual([]);
    expect(ids(await visit({ [`a${material.id}`]: 'CONCRETE' }))).toEqual(sorted(flat));
    // Persian text typed with Arabic letters finds it.
    expect(ids(await visit({ [`a${material.id}`]: 'سنگ و چوب' }))).toEqual(sorted(villa));
    // Across attributes every filter applies.
    expect(ids(await visit({ [`a${color.id}`]: String(blue.id), [`a${size.id}`]: String(small.id) }))).toEqual(sorted(cabin));
  });

  it('finds Persian names whatever the letter variants and zero-width non-joiners, and SKUs, in any digits', async () => {
    // Stored with Arabic kaf and yeh (كلبه كوهستاني), searched with the Persian ones.
    expect(ids(await visit({ q: 'کلبه کوهستانی' }))).toEqual(sorted(cabin));
    expect(ids(await visit({ q: 'ويلاي' }))).toEqual(sorted(villa));
    // Typed with a zero-width non-joiner (نو‌ساز), stored without one.
    expect(ids(await visit({ q: 'نو\u200cساز' }))).toEqual(sorted(flat));
    expect(ids(await visit({ q: 'آپارتمانِ' }))).toEqual(sorted(flat));
    expect(ids(await visit({ q: 'cab-۱' }))).toEqual(sorted(cabin));
    expect(ids(await visit({ q: 'sea VILLA' }))).toEqual(sorted(villa));
  });

  it('filters by price (a missing side as 0, call-for-price products out), category with its subcategories, tag, city and region with its subregions', async () => {
    expect(ids(await visit({ price: '250|0' }))).toEqual(sorted(flat, villa));
    expect(ids(await visit({ price: '0|600' }))).toEqual(sorted(flat));
    expect(ids(await visit({ price: '0|0' }))).toEqual(sorted(flat, cabin, villa));
    expect(ids(await visit({ category: String(electronics.id) }))).toEqual(sorted(villa, flat));
    expect(ids(await visit({ category: String(phones.id) }))).toEqual(sorted(villa));
    expect(ids(await visit({ city: String(shiraz) }))).toEqual(sorted(flat, cabin));
    expect(ids(await visit({ city: `${tehran},${shiraz}` }))).toEqual(sorted(villa, flat, cabin));
    expect(ids(await visit({ region: String(north.id) }))).toEqual(sorted(villa, flat));
    expect(ids(await visit({ region: String(northHills.id) }))).toEqual(sorted(villa));
    const tag = await make.created<Id>('/api/Tags', { name: 'Sea view', entityName: 'Product' });
    await make.setTags(villa.id, [tag.id]);
    expect(ids(await visit({ tag: String(tag.id) }))).toEqual(sorted(villa));
  });

  it('refuses from above to with common.error.fromtoerror, in the visitor’s language, and filters that fit no attribute', async () => {
    const price = await refused({ price: '500|100' }, 'fa');
    expect(price.fieldCodes.price).toBe('common.error.fromtoerror');
    expect(price.fields.price).toBe(messages.fa['common.error.fromtoerror']);
    expect((await refused({ [`a${rooms.id}`]: '5|3' })).fieldCodes[`a${rooms.id}`]).toBe('common.error.fromtoerror');
    // A value of another attribute, a second value for a dropdown, an attribute that is not filterable, garbage.
    expect((await refused({ [`a${color.id}`]: String((size.values[0] as Id).id) })).fieldCodes[`a${color.id}`]).toBe(
      'catalog.error.attributefilter',
    );
    expect((await refused({ [`a${color.id}`]: `${red.id},${blue.id}` })).fieldCodes[`a${color.id}`]).toBe('catalog.error.attributefilter');
    const quiet = await make.attribute('Not filterable', '1', [], { isFilterable: false });
    expect((await refused({ [`a${quiet.id}`]: 'x' })).fieldCodes[`a${quiet.id}`]).toBe('catalog.error.attributefilter');
    expect((await refused({ [`a${parking.id}`]: 'yes' })).fieldCodes[`a${parking.id}`]).toBe('catalog.error.attributefilter');
    expect((await refused({ city: 'tehran' })).fieldCodes.city).toBe('common.error.invalid');
    // Ids past the database's integer are refused here, not left to fail there.
    for (const name of ['city', 'region', 'category', 'tag'])
      expect((await refused({ [name]: '9999999999' })).fieldCodes[name]).toBe('common.error.invalid');
    expect((await refused({ sort: 'random' })).fieldCodes.sort).toBe('common.error.invalid');
    expect((await refused({ after: 'not-a-cursor' })).fieldCodes.after).toBe('common.error.invalid');
  });

  it('pages by keyset in each order, every product once', async () => {
    for (const sort of ['displayOrder', 'newest', 'price', '-price']) {
      const seen: number[] = [];
      let after: string | null = null;
      do {
        const page: Page = await visit({ sort, size: '1', ...(after ? { after } : {}) });
        // No cursor carries the cabin's hidden price.
        if (page.next) expect(Buffer.from(page.next, 'base64url').toString('utf8'), sort).not.toMatch(/500/);
        // Counted on the first page; a later page keeps it (null: not counted again).
        expect(page.total).toBe(after ? null : 3);
        expect(page.totalExact).toBe(after ? null : true);
        seen.push(...page.data.map((c) => c.id));
        after = page.next;
      } while (after);
      expect(seen.length, sort).toBe(3);
      expect(new Set(seen).size, sort).toBe(3);
      if (sort === 'newest') expect(seen).toEqual([cabin.id, flat.id, villa.id]);
      // Call-for-price products apart from the priced, whatever their hidden price: last going up, first going down.
      if (sort === 'price') expect(seen).toEqual([flat.id, villa.id, cabin.id]);
      if (sort === '-price') expect(seen).toEqual([cabin.id, villa.id, flat.id]);
    }
  });

  it('counts, for each facet value, the products every other filter leaves', async () => {
    const page = await visit({ facets: 'true', [`a${color.id}`]: String(blue.id), city: String(shiraz) });
    expect(ids(page)).toEqual(sorted(cabin));
    const facets = page.facets;
    if (!facets) throw new Error('no facets');
    // Colours are counted without the colour filter: in Shiraz, one red (the flat) and one blue (the cabin).
    expect(facets.values[String(red.id)]).toBe(1);
    expect(facets.values[String(blue.id)]).toBe(1);
    expect(facets.values[String(green.id)]).toBeUndefined();
    // Sizes with every filter: the cabin is small.
    expect(facets.values[String((size.values[0] as Id).id)]).toBe(1);
    expect(facets.values[String((size.values[1] as Id).id)]).toBeUndefined();
    // Cities without the city filter, blue ones: the villa in Tehran, the cabin in Shiraz.
    expect(facets.cities).toEqual({ [String(tehran)]: 1, [String(shiraz)]: 1 });
    // Categories roll up: blue products in Shiraz have none.
    expect(facets.categories).toEqual({});
    // The price range leaves call-for-price products out.
    expect(facets.price).toEqual({ min: null, max: null });

    const all = (await visit({ facets: 'true' })).facets;
    if (!all) throw new Error('no facets');
    expect(all.categories).toEqual({ [String(electronics.id)]: 2, [String(phones.id)]: 1 });
    expect(all.regions).toEqual({ [String(north.id)]: 2, [String(northHills.id)]: 1 });
    expect(all.switches).toEqual({ [String(parking.id)]: 1 });
    expect(all.values[String(blue.id)]).toBe(2);
    expect([Number(all.price.min), Number(all.price.max)]).toEqual([300, 900]);
  });

  it('follows a product’s attribute values as they change, and leaves out products no longer published', async () => {
    await make.setAttributes(flat.id, { [color.id]: String(green.id) });
    expect(ids(await visit({ [`a${color.id}`]: String(green.id) }))).toEqual(sorted(flat));
    expect(ids(await visit({ [`a${rooms.id}`]: '0|2' }))).toEqual([]);
    await make.call('PUT', `/api/Products/${flat.id}`, { published: false });
    expect(ids(await visit({ [`a${color.id}`]: String(green.id) }))).toEqual([]);
    await make.call('PUT', `/api/Products/${flat.id}`, { published: true });
  });
});
