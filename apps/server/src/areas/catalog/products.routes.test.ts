import { messages } from '@store/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { catalogMaker, type Id } from '../../../test/catalog.js';
import { type Registered, register } from '../../../test/customers.js';
import { multipart } from '../../../test/multipart.js';

/**
 * Products (spec 001 §3 product, producttype, coin; §4 publishing queue; §5; §8; §9 settings;
 * issue 13 items 4 and 6): their rules, the approval queue, the settings that decide what is
 * listed and required, the product page, and a customer's own products.
 */
const app = useAdminApp();
const make = catalogMaker(app);
const { call } = make;

let base: { productTypeId: number; baseCoinId: number };
let houses: Id;
let coin: Id;
const setting = (name: string, value: string) => call('POST', '/api/Settings/saveAppSetting', { name, value });
const listedIds = async () => {
  const res = await app.t.app.inject({ url: '/api/Catalog/getProducts?size=48' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((c) => c.id);
};
const page = (slug: string, headers: Record<string, string> = {}) =>
  app.t.app.inject({ url: `/api/Catalog/getProduct?slug=${encodeURIComponent(slug)}`, headers });

beforeAll(async () => {
  coin = await make.coin('IRT', { name: { en: 'Toman', fa: 'تومان' } });
  houses = await make.productType('Houses');
  base = { productTypeId: houses.id, baseCoinId: coin.id };
});

describe('product rules', () => {
  it('refuses a duplicate SKU in any letter case, a duplicate GTIN or slug, each under its own code, saving nothing', async () => {
    await make.product('First', base, { sku: 'ABC-1', gtin: '4006381333931', slug: 'first-one' });
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM products`.execute(app.t.database.db)).rows[0]?.n);
    const before = await count();
    for (const [over, field, code] of [
      [{ sku: 'abc-1' }, 'sku', 'product.error.skuexists'],
      [{ gtin: '4006381333931' }, 'gtin', 'product.error.gtinexists'],
      [{ slug: 'first-one' }, 'slug', 'product.error.slugexists'],
    ] as const) {
      const res = await call('POST', '/api/Products', { name: { en: 'Second' }, slug: `second-${field}`, price: '1', ...base, ...over });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.fieldCodes[field]).toBe(code);
      expect(res.json().error.fields[field]).toBe(messages.en[code]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a GTIN with a wrong check digit, a short name, no coin, a minimum above the maximum, a negative price', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gtin: '4006381333932' }, 'gtin', 'product.error.gtininvalid'],
      [{ name: { en: 'ab' } }, 'name.en', 'common.error.minlength'],
      [{ baseCoinId: undefined }, 'baseCoinId', 'common.error.required'],
      [{ productTypeId: undefined }, 'productTypeId', 'common.error.required'],
      [{ orderMinimumQuantity: 5, orderMaximumQuantity: 2 }, 'orderMaximumQuantity', 'product.error.quantityrange'],
      [{ price: '-1' }, 'price', 'common.error.min'],
      [{ price: '1.123456789' }, 'price', 'common.error.scale'],
    ];
    for (const [over, field, code] of cases) {
      const res = await call('POST', '/api/Products', { name: { en: 'Rules' }, slug: `rules-${field}`, price: '1', ...base, ...over });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().error.fieldCodes[field], res.body).toBe(code);
    }
  });

  it('lets exactly one of two concurrent creations with one SKU through', async () => {
    const answers = await Promise.all(
      [1, 2].map((n) => call('POST', '/api/Products', { name: { en: `Race ${n}` }, slug: `race-${n}`, price: '1', sku: 'RACE', ...base })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps a product type, a coin and a product another one is related to: the first two cannot be deleted while used', async () => {
    const type = await make.productType('Used type');
    const used = await make.coin('USDT', { isCoin: true });
    const product = await make.product('Uses both', { productTypeId: type.id, baseCoinId: used.id });
    for (const url of [`/api/ProductTypes/${type.id}`, `/api/Coins/${used.id}`]) {
      const res = await call('DELETE', url);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('common.error.hasrelation');
    }
    const other = await make.product('Related to it', base, { relatedProductIds: [product.id] });
    expect((await call('DELETE', `/api/Products/${product.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/Products/${other.id}`)).json().data.relatedProductIds).toEqual([]);
    const self = await call('PUT', `/api/Products/${other.id}`, { relatedProductIds: [other.id] });
    expect(self.json().error?.fieldCodes?.relatedProductIds, self.body).toBe('product.error.relatedself');
  });
});

describe('the publishing queue and the listing settings', () => {
  it('approves a waiting product once, however many approvals race, and lists it from then', async () => {
    const waiting = await make.product('Waiting', base, { isApproved: false });
    expect(await listedIds()).not.toContain(waiting.id);
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/api/Products/${waiting.id}/approve`, {})));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('product.error.alreadyapproved');
    const row = (await call('GET', `/api/Products/${waiting.id}`)).json().data;
    expect(row.isApproved).toBe(true);
    expect(row.approvedAt).not.toBeNull();
    expect(await listedIds()).toContain(waiting.id);
    // Withdrawn: off the list and back in the queue, once.
    const withdrawn = await Promise.all([1, 2].map(() => call('POST', `/api/Products/${waiting.id}/withdraw`, {})));
    expect(withdrawn.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(withdrawn.find((a) => a.statusCode === 409)?.json().error.code).toBe('product.error.notapproved');
    expect(await listedIds()).not.toContain(waiting.id);
    expect((await call('GET', `/api/Products/${waiting.id}`)).json().data.state).toBe('pending');
  });

  it('lists a product productavailabledayscount days after its approval or creation, and shows it new productmarknewdayscount days', async () => {
    const old = await make.product('Old listing', base, { markAsNew: true });
    const fresh = await make.product('Fresh listing', base, { markAsNew: true });
    await sql`UPDATE products SET created_at = now() - interval '40 days' WHERE id = ${old.id}`.execute(app.t.database.db);
    const cards = async () =>
      (await app.t.app.inject({ url: '/api/Catalog/getProducts?size=48' })).json().data as { id: number; isNew: boolean }[];
    // Marked new for 30 days by default: the old one no longer shows as new.
    expect((await cards()).find((c) => c.id === old.id)?.isNew).toBe(false);
    expect((await cards()).find((c) => c.id === fresh.id)?.isNew).toBe(true);
    await setting('productavailabledayscount', '30');
    try {
      expect(await listedIds()).not.toContain(old.id);
      expect(await listedIds()).toContain(fresh.id);
    } finally {
      await setting('productavailabledayscount', '0');
    }
    expect(await listedIds()).toContain(old.id);
  });

  it('requires a category, tag, city, region or location of a published product while the store says so', async () => {
    const product = await make.product('Needs things', base);
    const category = await make.created<Id>('/api/Categories', { name: { en: 'Required category' }, entityName: 'Product' });
    await setting('product.requirescategory', 'true');
    await setting('product.requiresregion', 'true');
    try {
      const empty = await call('POST', '/api/Category/saveCategoryMappings', {
        entityName: 'Product',
        entityId: product.id,
        categoryIds: [],
      });
      expect(empty.statusCode, empty.body).toBe(400);
      expect(empty.json().error.fieldCodes.categoryIds).toBe('product.error.categoryrequired');
      const republished = await call('PUT', `/api/Products/${product.id}`, { displayOrder: 3 });
      expect(republished.statusCode).toBe(409);
      expect(republished.json().error.code).toBe('product.error.regionrequired');
      const region = await make.created<Id>('/api/Regions', { name: { en: 'Required region' } });
      const noCategory = await call('PUT', `/api/Products/${product.id}`, { regionId: region.id });
      expect(noCategory.json().error?.code, noCategory.body).toBe('product.error.categoryrequired');
      expect((await call('GET', `/api/Products/${product.id}`)).json().data.regionId).toBeNull();
      await make.setCategories(product.id, [category.id]);
      expect((await call('PUT', `/api/Products/${product.id}`, { regionId: region.id })).statusCode).toBe(200);
      // Unpublished, nothing is required.
      expect((await call('PUT', `/api/Products/${product.id}`, { published: false, regionId: null })).statusCode).toBe(200);
      const draft = await call('POST', '/api/Products', {
        name: { en: 'Draft' },
        slug: 'draft-needs',
        price: '1',
        published: false,
        ...base,
      });
      expect(draft.statusCode).toBe(201);
    } finally {
      await setting('product.requirescategory', 'false');
      await setting('product.requiresregion', 'false');
    }
  });
});

describe('the product page', () => {
  it('shows a listed product with its pictures, attribute values by name, published categories and listed related products', async () => {
    const colour = await make.attribute('Page colour', '11', ['Amber', 'Teal']);
    const quiet = await make.attribute('Inactive one', '1');
    const hiddenCategory = await make.created<Id>('/api/Categories', {
      name: { en: 'Hidden cat' },
      entityName: 'Product',
      published: false,
    });
    const shownCategory = await make.created<Id>('/api/Categories', { name: { en: 'Shown cat' }, entityName: 'Product' });
    const unlisted = await make.product('Unlisted friend', base, { published: false });
    const listed = await make.product('Listed friend', base);
    const product = await make.product('Page product', base, {
      slug: 'page-product',
      description: { en: '<p>Bright and <b>warm</b></p>' },
      pictures: [{ picture: '/api/CMS/Image/Images/page-1.png', alt: { en: 'Front' } }],
      relatedProductIds: [unlisted.id, listed.id],
    });
    await make.setAttributes(product.id, { [colour.id]: String((colour.values[1] as Id).id), [quiet.id]: 'secret' });
    // Switched off afterwards: what the product holds for it is no longer shown.
    expect((await call('PUT', `/api/GenericAttributes/${quiet.id}`, { isActived: false })).statusCode).toBe(200);
    await make.setCategories(product.id, [hiddenCategory.id, shownCategory.id]);
    const sale = await make.created<Id>('/api/Tags', { name: 'Summer sale', entityName: 'Product' });
    await make.setTags(product.id, [sale.id]);
    const res = await page('PAGE-PRODUCT');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: product.id,
      coinSymbol: 'IRT',
      pictures: [{ picture: '/api/CMS/Image/Images/page-1.png', alt: { en: 'Front' } }],
    });
    expect(data.attributes.map((a: { id: number }) => a.id)).toEqual([colour.id]);
    expect(data.attributes[0].valueNames).toEqual([expect.objectContaining({ en: 'Teal' })]);
    expect(data.categories.map((c: { id: number }) => c.id)).toEqual([shownCategory.id]);
    expect(data.related.map((c: { id: number }) => c.id)).toEqual([listed.id]);
    expect(data.tags).toEqual([{ id: sale.id, name: 'Summer sale' }]);
    expect(data.description.en).toBe('<p>Bright and <b>warm</b></p>');
  });

  it('answers a visitor 404 for an unlisted product; an administrator previews it', async () => {
    await make.product('Preview me', base, { slug: 'preview-me', published: false });
    expect((await page('preview-me')).statusCode).toBe(404);
    expect((await page('no-such-product')).statusCode).toBe(404);
    expect((await page('preview-me', app.admin)).statusCode).toBe(200);
  });
});

describe('a customer’s own products', () => {
  let sara: Registered;
  let omid: Registered;
  beforeAll(async () => {
    sara = await register(app.t, 'sara.products');
    omid = await register(app.t, 'omid.products');
  });
  const product = { name: { fa: 'دوچرخه کوهستان', en: 'Mountain bike' }, slug: 'sara-bike', price: '1200000' };
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
  const upload = async (who: Registered) => {
    const body = multipart([{ filename: 'bike.png', body: await png() }]);
    return app.t.app.inject({
      method: 'POST',
      url: '/api/Catalog/uploadProductPicture',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('are refused while the store takes none, saving nothing', async () => {
    const res = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base }, sara.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('product.error.customercannotadd');
    expect((await upload(sara)).statusCode).toBe(403);
    expect((await call('GET', '/api/Catalog/getMyProducts', undefined, sara.headers)).json().data).toEqual([]);
  });

  it('wait for approval when the store requires it, are the customer’s alone, and go back into the queue when changed', async () => {
    await setting('product.customercanadd', 'true');
    const uploaded = await upload(sara);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const picture = uploaded.json().data.url as string;
    // Not the store's fields, not another's upload, not an inactive type.
    const sku = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, sku: 'MINE' }, sara.headers);
    expect(sku.statusCode).toBe(400);
    const theirs = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, pictures: [{ picture }] }, omid.headers);
    expect(theirs.json().error?.fieldCodes?.['pictures.0.picture'], theirs.body).toBe('common.error.fileurl');
    const inactive = await make.created<Id>('/api/ProductTypes', { name: { en: 'Retired type' }, isActive: false });
    const retired = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, productTypeId: inactive.id }, sara.headers);
    expect(retired.json().error?.fieldCodes?.productTypeId).toBe('common.error.notfound');
    // A published region under an unpublished one is hidden, and so not offered either.
    const hiddenArea = await make.created<Id>('/api/Regions', { name: { en: 'Hidden area' }, published: false });
    const inside = await make.created<Id>('/api/Regions', { name: { en: 'Inside it' }, parentRegionId: hiddenArea.id });
    const shown = await make.created<Id>('/api/Regions', { name: { en: 'Shown area' } });
    const underHidden = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, regionId: inside.id }, sara.headers);
    expect(underHidden.json().error?.fieldCodes?.regionId, underHidden.body).toBe('common.error.notfound');
    const checked = await call(
      'POST',
      '/api/Catalog/saveMyProduct',
      { ...product, ...base, regionId: shown.id, productTypeId: inactive.id },
      sara.headers,
    );
    // Judged together: the inactive type is refused, the shown region is not.
    expect(checked.json().error?.fieldCodes, checked.body).toEqual({ productTypeId: 'common.error.notfound' });
    // The store itself still files a product under a type it no longer offers.
    const filed = await call('POST', '/api/Products', { ...product, ...base, slug: 'retired-kind', productTypeId: inactive.id });
    expect(filed.statusCode, filed.body).toBe(201);
    await call('DELETE', `/api/Products/${filed.json().data.id}`);

    const created = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, pictures: [{ picture }] }, sara.headers);
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json().data;
    expect(mine).toMatchObject({ isApproved: false, state: 'pending', ownerId: sara.id });
    expect(await listedIds()).not.toContain(mine.id);
    // Its owner previews it; a visitor does not see it.
    expect(mine.slug).toMatch(/^sara-bike-[a-z0-9]{6}$/);
    expect((await page(mine.slug, sara.headers)).statusCode).toBe(200);
    expect((await page(mine.slug)).statusCode).toBe(404);
    // Another customer neither sees nor changes nor deletes it, nor places it.
    expect((await call('GET', '/api/Catalog/getMyProducts', undefined, omid.headers)).json().data).toEqual([]);
    expect((await call('POST', `/api/Catalog/saveMyProduct?id=${mine.id}`, { price: '1' }, omid.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Catalog/deleteMyProduct?id=${mine.id}`, undefined, omid.headers)).statusCode).toBe(404);
    const category = await make.created<Id>('/api/Categories', { name: { en: 'Bikes' }, entityName: 'Product' });
    const placing = { entityName: 'Product', entityId: mine.id, categoryIds: [category.id] };
    expect((await call('POST', '/api/Category/saveCategoryMappings', placing, omid.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/Category/saveCategoryMappings', placing, sara.headers)).statusCode).toBe(200);

    expect((await call('POST', `/api/Products/${mine.id}/approve`, {})).statusCode).toBe(200);
    expect(await listedIds()).toContain(mine.id);
    const changed = await call('POST', `/api/Catalog/saveMyProduct?id=${mine.id}`, { price: '1100000' }, sara.headers);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.isApproved).toBe(false);
    expect(await listedIds()).not.toContain(mine.id);

    // Switched off: no more changes, own products still listed to their owner.
    await setting('product.customercanadd', 'false');
    expect((await call('POST', `/api/Catalog/saveMyProduct?id=${mine.id}`, { price: '1' }, sara.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/Category/saveCategoryMappings', { ...placing, categoryIds: [] }, sara.headers)).statusCode).toBe(403);
    const listed = (await call('GET', '/api/Catalog/getMyProducts', undefined, sara.headers)).json().data;
    expect(listed.map((p: Id) => p.id)).toEqual([mine.id]);
    // Each with its pictures, as the form edits them.
    expect(listed[0].pictures.map((p: { picture: string }) => p.picture)).toEqual([picture]);
    await setting('product.customercanadd', 'true');
    expect((await call('DELETE', `/api/Catalog/deleteMyProduct?id=${mine.id}`, undefined, sara.headers)).statusCode).toBe(200);
    const left = await sql`SELECT 1 FROM category_mappings WHERE entity_name = 'Product' AND entity_id = ${mine.id}`.execute(
      app.t.database.db,
    );
    expect(left.rows).toEqual([]);
  });

  it('are listed at once when the store approves nothing', async () => {
    await setting('product.customercanadd', 'true');
    await setting('product.publishingneedsapproval', 'false');
    try {
      const created = await call('POST', '/api/Catalog/saveMyProduct', { ...product, slug: 'omid-bike', ...base }, omid.headers);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.isApproved).toBe(true);
      expect(await listedIds()).toContain(created.json().data.id);
    } finally {
      await setting('product.publishingneedsapproval', 'true');
    }
  });

  it('end a customer’s slug in the product’s own code, so another’s unlisted product is never revealed by a clash', async () => {
    await setting('product.customercanadd', 'true');
    // Omid's product waits for approval: unlisted, and its slug not Sara's to learn.
    const hidden = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, slug: 'quiet-bike' }, omid.headers);
    expect(hidden.statusCode, hidden.body).toBe(201);
    const taken = hidden.json().data.slug as string;
    for (const slug of ['quiet-bike', taken]) {
      const res = await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, slug }, sara.headers);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.slug).not.toBe(taken);
      expect(res.json().data.slug).toMatch(/^quiet-bike-[a-z0-9]{6}/);
    }
    // A change keeps the product's code, whether the customer kept it in the slug or not.
    const mine = (await call('POST', '/api/Catalog/saveMyProduct', { ...product, ...base, slug: 'red-bike' }, sara.headers)).json().data;
    const code = String(mine.slug).slice(-6);
    for (const [sent, stored] of [
      ['fast-red-bike', `fast-red-bike-${code}`],
      [`fast-red-bike-${code}`, `fast-red-bike-${code}`],
      ['fast-red-bike-abc123', `fast-red-bike-abc123-${code}`],
    ]) {
      const res = await call('POST', `/api/Catalog/saveMyProduct?id=${mine.id}`, { slug: sent }, sara.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.slug).toBe(stored);
    }
    // A change without a slug leaves it alone.
    const priced = await call('POST', `/api/Catalog/saveMyProduct?id=${mine.id}`, { price: '1300000' }, sara.headers);
    expect(priced.json().data.slug).toBe(`fast-red-bike-abc123-${code}`);
  });

  it('offers a customer the store’s active product types and available coins', async () => {
    const res = await call('GET', '/api/Catalog/getProductChoices', undefined, sara.headers);
    expect(res.statusCode).toBe(200);
    const { productTypes, coins } = res.json().data;
    expect(productTypes.map((t: Id) => t.id)).toContain(houses.id);
    expect(productTypes.some((t: { name: { en: string } }) => t.name.en === 'Retired type')).toBe(false);
    expect(coins.map((c: Id) => c.id)).toContain(coin.id);
  });
});
