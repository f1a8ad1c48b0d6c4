import { messages } from '@store/domain';
import { persianDigits } from '@store/domain/digits';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogEn } from '../apps/web/src/storefront/catalog/texts/catalog.en';
import { catalogFa } from '../apps/web/src/storefront/catalog/texts/catalog.fa';
import { accountJourney } from './support/account-setup';
import { AdminApi } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { PHONE, screenshotDesktopAndPhone } from './support/phone';
import { stripedPng } from './support/png';
import { ADMIN_PASSWORD } from './support/server-harness';
import { ADMIN_USERNAME, chooseLanguage } from './support/ui';

/**
 * The public catalog (issue 13; spec 000 §2 attribute filter panel, §4 filter state, §5 filters,
 * §6 who sees which filter): a visitor lists a category's products (prices in Persian digits with
 * Toman, the old price struck through, call for price, out of stock, a next page), filters by each
 * attribute type, the price, a city and its region — the address keeps the filter, so a reload
 * fills the panel again — sees from above to refused under the inputs, clears the filter, and
 * opens a product's page; in fa, en and tr, on a desktop and a 390 px phone (the panel a drawer).
 */
const fa = { ...messages.fa, ...catalogFa };
/** Waits long enough for a list fetched again on a busy machine. */
const POLL = { timeout: 15_000 };
const names = (faName: string, en: string, tr: string) => ({ fa: faName, en, tr });
type Id = { id: number };
interface Attribute extends Id {
  genericAttributeValues: Id[];
}

async function adminToken(base: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/Authentication/signin', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(dataOf(answer).access_token);
}

async function uploadImage(base: string, token: string, name: string, color: [number, number, number]): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(stripedPng(640, 480, color))], { type: 'image/png' }), name);
  const answer = await fetch(`${base}/api/CMS/UploadFile?directory=Images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, lang: 'en' },
    body,
  });
  const json = (await answer.json()) as { data: { url: string } };
  expect(answer.status, JSON.stringify(json)).toBe(200);
  return json.data.url;
}

/** A POST the setup needs, answered 200. */
async function posted(base: string, token: string, path: string, body: unknown): Promise<void> {
  const answer = await call(base, 'POST', path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
}

/** The slugs of the cards the list shows, in order of the list. */
const cardsShown = (page: Page) =>
  page
    .locator('[data-testid="product-grid"] [data-testid^="product-card-"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')?.replace('product-card-', '') ?? ''));

async function expectCards(page: Page, slugs: string[]): Promise<void> {
  await expect.poll(async () => (await cardsShown(page)).sort(), POLL).toEqual([...slugs].sort());
}

/** Applies the panel and waits for the address to say `param` (or no longer say it). */
async function applyFilter(page: Page, check: (params: URLSearchParams) => boolean): Promise<void> {
  await page.getByTestId('filter-apply').click();
  await page.waitForURL((url) => check(url.searchParams));
}

describe('the public catalog (a visitor)', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'catalog-visitor');

  it('lists, filters by every attribute type, price, city and region, keeps the filter in the address, refuses from above to, clears it, and shows a product', async () => {
    const base = journey.server.url;
    const token = await adminToken(base);
    const api = new AdminApi(base, token);
    const mark = Math.random().toString(36).slice(2, 8);

    // The store turns the visitors' filters on.
    for (const name of [
      'addressfilterenabled',
      'categoryfilterenabled',
      'attributefilterenabled',
      'regionfilterenabled',
      'filter.enablepricefilter',
    ])
      await posted(base, token, '/api/Settings/saveAppSetting', { name, value: 'true' });
    await posted(base, token, '/api/Settings/saveAppSetting', { name: 'filter.clearfilteronleave', value: 'false' });

    // A catalog: Toman, a product type, a category with a child, attributes of every type, two cities and a region tree.
    const toman =
      (await api.list<Id>('Coins', { symbol: 'IRT' })).data[0] ??
      (await api.create<Id>('Coins', { symbol: 'IRT', name: names('تومان', 'Toman', 'Tümen') }));
    const type = await api.create<Id>('ProductTypes', { name: names(`ملک ${mark}`, `Property ${mark}`, `Emlak ${mark}`) });
    const homes = await api.create<Id>('Categories', {
      name: names(`خانه ${mark}`, `Homes ${mark}`, `Evler ${mark}`),
      entityName: 'Product',
    });
    const villas = await api.create<Id>('Categories', {
      name: names(`ویلا ${mark}`, `Villas ${mark}`, `Villalar ${mark}`),
      entityName: 'Product',
      parentCategoryId: homes.id,
    });
    const attribute = (fa: string, en: string, tr: string, typeId: string, values: [string, string, string][] = [], order = 0) =>
      api.create<Attribute>('GenericAttributes', {
        name: names(`${fa} ${mark}`, `${en} ${mark}`, `${tr} ${mark}`),
        entityName: 'Product',
        attributeControlTypeId: typeId,
        isFilterable: true,
        displayOrder: order,
        ...(values.length > 0 ? { genericAttributeValues: values.map(([f, e, t], i) => ({ name: names(f, e, t), displayOrder: i })) } : {}),
      });
    const material = await attribute('مصالح', 'Material', 'Malzeme', '1', [], 1);
    const rooms = await attribute('اتاق', 'Rooms', 'Oda', '2', [], 2);
    const parking = await attribute('پارکینگ', 'Parking', 'Otopark', '5', [], 3);
    const colour = await attribute(
      'رنگ',
      'Colour',
      'Renk',
      '11',
      [
        ['قرمز', 'Red', 'Kırmızı'],
        ['آبی', 'Blue', 'Mavi'],
        ['سبز', 'Green', 'Yeşil'],
      ],
      4,
    );
    const features = await attribute(
      'امکانات',
      'Features',
      'Olanaklar',
      '21',
      [
        ['باغ', 'Garden', 'Bahçe'],
        ['استخر', 'Pool', 'Havuz'],
        ['آسانسور', 'Lift', 'Asansör'],
      ],
      5,
    );
    const size = await attribute(
      'اندازه',
      'Size',
      'Boyut',
      '22',
      [
        ['کوچک', 'Small', 'Küçük'],
        ['بزرگ', 'Large', 'Büyük'],
      ],
      6,
    );
    const [red, blue] = colour.genericAttributeValues as [Id, Id, Id];
    const [garden, pool, lift] = features.genericAttributeValues as [Id, Id, Id];
    const [small, large] = size.genericAttributeValues as [Id, Id];
    const letters = mark.replace(/\d/g, (d) => String.fromCharCode(65 + Number(d))).toUpperCase();
    const country = await api.create<Id>('Countries', {
      name: names(`ایران ${mark}`, `Iran ${mark}`, `İran ${mark}`),
      twoLetterIsoCode: letters.slice(0, 2),
      threeLetterIsoCode: letters.slice(0, 3),
      numericIsoCode: 364,
      countryCode: '+98',
    });
    const tehran = await api.create<Id>('Cities', {
      name: names(`تهران ${mark}`, `Tehran ${mark}`, `Tahran ${mark}`),
      countryId: country.id,
    });
    const shiraz = await api.create<Id>('Cities', {
      name: names(`شیراز ${mark}`, `Shiraz ${mark}`, `Şiraz ${mark}`),
      countryId: country.id,
    });
    const north = await api.create<Id>('Regions', { name: names(`شمال ${mark}`, `North ${mark}`, `Kuzey ${mark}`) });
    const hills = await api.create<Id>('Regions', {
      name: names(`تپه‌های شمال ${mark}`, `North hills ${mark}`, `Kuzey tepeleri ${mark}`),
      parentRegionId: north.id,
    });
    for (const region of [north, hills])
      await posted(base, token, '/api/Region/saveRegionMappings', { regionId: region.id, cityIds: [tehran.id] });

    // Three products: a new, featured villa with pictures and an old price; a flat; a cabin whose price is asked by phone, sold out.
    const base0 = { productTypeId: type.id, baseCoinId: toman.id };
    const pictures = [
      await uploadImage(base, token, `villa-a-${mark}.png`, [15, 118, 110]),
      await uploadImage(base, token, `villa-b-${mark}.png`, [190, 18, 60]),
    ];
    const flat = await api.create<Id>('Products', {
      ...base0,
      name: names(`آپارتمان شهری ${mark}`, `City flat ${mark}`, `Şehir dairesi ${mark}`),
      slug: `flat-${mark}`,
      price: '300000',
      stockQuantity: 4,
      regionId: north.id,
      displayOrder: 2,
    });
    const villa = await api.create<Id>('Products', {
      ...base0,
      name: names(`ویلای دریا ${mark}`, `Sea villa ${mark}`, `Deniz villası ${mark}`),
      description: names(
        '<p>ویلایی <strong>رو به دریا</strong> با باغ.</p>',
        '<p>A villa <strong>facing the sea</strong>.</p>',
        '<p>Denize <strong>bakan</strong> villa.</p>',
      ),
      slug: `villa-${mark}`,
      sku: `VIL-${mark}`,
      price: '900000',
      oldPrice: '1200000',
      markAsNew: true,
      isFeaturedProduct: true,
      stockQuantity: 1,
      regionId: hills.id,
      displayOrder: 1,
      relatedProductIds: [flat.id],
      pictures: pictures.map((picture, i) => ({ picture, displayOrder: i })),
    });
    const cabin = await api.create<Id>('Products', {
      ...base0,
      name: names(`کلبه کوهستانی ${mark}`, `Mountain cabin ${mark}`, `Dağ evi ${mark}`),
      slug: `cabin-${mark}`,
      price: '500000',
      callForPrice: true,
      stockQuantity: 0,
      displayOrder: 3,
    });
    const attributes = async (id: number, values: Record<number, string>) =>
      posted(
        base,
        token,
        `/api/Attribute/saveGenericAttributeMappings?entityName=Product&entityId=${id}`,
        Object.entries(values).map(([genericAttributeId, value]) => ({
          entityName: 'Product',
          entityId: id,
          genericAttributeId: Number(genericAttributeId),
          value,
        })),
      );
    await attributes(villa.id, {
      [material.id]: 'سنگ و چوب',
      [rooms.id]: '5',
      [parking.id]: 'true',
      [colour.id]: String(blue.id),
      [features.id]: `|${garden.id}|,|${pool.id}|`,
      [size.id]: String(large.id),
    });
    await attributes(flat.id, {
      [material.id]: 'بتن',
      [rooms.id]: '2',
      [parking.id]: 'false',
      [colour.id]: String(red.id),
      [features.id]: `|${lift.id}|`,
      [size.id]: String(small.id),
    });
    await attributes(cabin.id, { [material.id]: 'چوب', [rooms.id]: '3', [colour.id]: String(blue.id), [size.id]: String(small.id) });
    for (const [product, categoryIds] of [
      [villa, [villas.id]],
      [flat, [homes.id]],
      [cabin, [homes.id]],
    ] as const)
      await posted(base, token, '/api/Category/saveCategoryMappings', { entityName: 'Product', entityId: product.id, categoryIds });
    for (const [product, cityIds] of [
      [villa, [tehran.id]],
      [flat, [tehran.id, shiraz.id]],
      [cabin, [shiraz.id]],
    ] as const)
      await posted(base, token, '/api/Address/saveAddressElementMappings', { entityName: 'Product', entityId: product.id, cityIds });
    const [villaSlug, flatSlug, cabinSlug] = [`villa-${mark}`, `flat-${mark}`, `cabin-${mark}`];

    // A visitor (Persian, the default) opens the category, two products a page: the count, prices and badges, then the next page.
    const page = await device();
    await page.goto(`/p?category=${homes.id}&size=2`);
    await expectCards(page, [villaSlug, flatSlug]);
    await expect.poll(() => page.getByTestId('catalog-count').textContent(), POLL).toBe(`${persianDigits('3')} محصول`);
    const villaCard = page.getByTestId(`product-card-${villaSlug}`);
    expect(await villaCard.getByTestId('price').locator('.price__now').textContent()).toBe('۹۰۰٬۰۰۰ تومان');
    expect(await villaCard.getByTestId('old-price').locator('s').textContent()).toBe('۱٬۲۰۰٬۰۰۰ تومان');
    expect(await villaCard.locator('.badge').allTextContents()).toEqual([fa['catalog.new'], fa['catalog.featured']]);
    expect(await page.getByTestId(`product-card-${flatSlug}`).getByTestId('old-price').count()).toBe(0);
    await page.getByTestId('load-more').click();
    await expectCards(page, [villaSlug, flatSlug, cabinSlug]);
    const cabinCard = page.getByTestId(`product-card-${cabinSlug}`);
    expect(await cabinCard.getByTestId('price').textContent()).toBe(fa['catalog.callforprice']);
    expect(await cabinCard.getByTestId('out-of-stock').textContent()).toBe(fa['catalog.outofstock']);
    expect(await page.getByTestId('load-more').count()).toBe(0);

    await page.goto(`/p?category=${homes.id}`);
    await expectCards(page, [villaSlug, flatSlug, cabinSlug]);
    const panel = page.getByTestId('filter-panel');
    // Facet counts beside the values, in Persian digits: two blue products, none green (hidden).
    await expect
      .poll(() => panel.getByTestId(`panel-a${colour.id}-input`).locator('option').allTextContents(), POLL)
      .toEqual([fa['catalog.any'], `قرمز (${persianDigits('1')})`, `آبی (${persianDigits('2')})`]);
    // No serious or critical accessibility finding on the list with its panel (issue 11).
    await expectNoSeriousAxeViolations(page);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'catalog-list', lang);
    }

    // Each attribute type, one at a time.
    const text = panel.getByTestId(`panel-a${material.id}-input`);
    await text.fill('چوب');
    await applyFilter(page, (p) => p.get(`a${material.id}`) === 'چوب');
    await expectCards(page, [villaSlug, cabinSlug]);
    await text.fill('');
    await panel.getByTestId(`panel-a${rooms.id}-from`).fill('۳');
    await panel.getByTestId(`panel-a${rooms.id}-to`).fill('4');
    await applyFilter(page, (p) => p.get(`a${rooms.id}`) === '3|4' && !p.has(`a${material.id}`));
    await expectCards(page, [cabinSlug]);
    await panel.getByTestId(`panel-a${rooms.id}-to`).fill('');
    await applyFilter(page, (p) => p.get(`a${rooms.id}`) === '3|0');
    await expectCards(page, [villaSlug, cabinSlug]);
    await panel.getByTestId(`panel-a${rooms.id}-from`).fill('');
    await panel.getByTestId(`panel-a${parking.id}-input`).check();
    await applyFilter(page, (p) => p.get(`a${parking.id}`) === 'true' && !p.has(`a${rooms.id}`));
    await expectCards(page, [villaSlug]);
    // Values are offered by what the applied filter leaves (red gives nothing with parking): the switch goes first.
    expect(await panel.getByTestId(`panel-a${colour.id}-input`).locator(`option[value="${red.id}"]`).count()).toBe(0);
    await panel.getByTestId(`panel-a${parking.id}-input`).uncheck();
    await applyFilter(page, (p) => !p.has(`a${parking.id}`));
    await expectCards(page, [villaSlug, flatSlug, cabinSlug]);
    await panel.getByTestId(`panel-a${colour.id}-input`).selectOption(String(red.id));
    await applyFilter(page, (p) => p.get(`a${colour.id}`) === String(red.id));
    await expectCards(page, [flatSlug]);
    await panel.getByTestId(`panel-a${colour.id}-input`).selectOption('');
    await applyFilter(page, (p) => !p.has(`a${colour.id}`));
    await expectCards(page, [villaSlug, flatSlug, cabinSlug]);
    await panel.getByTestId(`panel-a${features.id}-${garden.id}`).check();
    await panel.getByTestId(`panel-a${features.id}-${lift.id}`).check();
    await applyFilter(page, (p) => p.get(`a${features.id}`) === `${garden.id},${lift.id}`);
    await expectCards(page, [villaSlug, flatSlug]);
    await panel.getByTestId(`panel-a${features.id}-${garden.id}`).uncheck();
    await panel.getByTestId(`panel-a${features.id}-${lift.id}`).uncheck();
    await panel.getByTestId(`panel-a${size.id}-${small.id}`).check();
    await applyFilter(page, (p) => p.get(`a${size.id}`) === String(small.id) && !p.has(`a${features.id}`));
    await expectCards(page, [flatSlug, cabinSlug]);
    await panel.getByTestId(`panel-a${size.id}-any`).check();

    // The price, typed in Persian digits (a call-for-price product has none to match).
    await panel.getByTestId('panel-price-from').fill('۲۰۰۰۰۰');
    await panel.getByTestId('panel-price-to').fill('500000');
    await applyFilter(page, (p) => p.get('price') === '200000|500000' && !p.has(`a${size.id}`));
    await expectCards(page, [flatSlug]);
    await panel.getByTestId('panel-price-from').fill('');
    await panel.getByTestId('panel-price-to').fill('');

    // A city; two cities show no region; one does, and choosing a city again resets the regions.
    await panel.getByTestId(`panel-city-${shiraz.id}`).check();
    await applyFilter(page, (p) => p.get('city') === String(shiraz.id) && !p.has('price'));
    await expectCards(page, [flatSlug, cabinSlug]);
    await panel.getByTestId(`panel-city-${tehran.id}`).check();
    expect(await panel.getByTestId('panel-region').count()).toBe(0);
    await panel.getByTestId(`panel-city-${shiraz.id}`).uncheck();
    await panel.getByTestId(`panel-region-${north.id}`).check();
    await applyFilter(page, (p) => p.get('city') === String(tehran.id) && p.get('region') === String(north.id));
    await expectCards(page, [villaSlug, flatSlug]);
    await panel.getByTestId(`panel-region-${north.id}`).uncheck();
    await panel.getByTestId(`panel-region-${hills.id}`).check();
    await panel.getByTestId(`panel-a${colour.id}-input`).selectOption(String(blue.id));
    await applyFilter(page, (p) => p.get('region') === String(hills.id) && p.get(`a${colour.id}`) === String(blue.id));
    await expectCards(page, [villaSlug]);
    // The chosen city is kept for 30 days (spec 000 §9).
    const cityCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'city');
    expect(cityCookie?.value).toBe(String(tehran.id));
    expect((cityCookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

    // The filter is the address: a reload fills the panel again from it.
    await page.reload();
    await expectCards(page, [villaSlug]);
    await expect.poll(() => panel.getByTestId(`panel-a${colour.id}-input`).inputValue(), POLL).toBe(String(blue.id));
    expect(await panel.getByTestId(`panel-city-${tehran.id}`).isChecked()).toBe(true);
    expect(await panel.getByTestId(`panel-region-${hills.id}`).isChecked()).toBe(true);
    expect(await panel.getByTestId(`panel-category-${homes.id}`).isChecked()).toBe(true);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'catalog-filtered', lang);
    }

    // From above to is refused under the inputs, and nothing changes.
    const before = page.url();
    await panel.getByTestId('panel-price-from').fill('900');
    await panel.getByTestId('panel-price-to').fill('100');
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => panel.getByTestId('panel-price-issue').textContent(), POLL).toBe(fa['common.error.fromtoerror']);
    expect(page.url()).toBe(before);
    await screenshot(page, 'catalog-fromto', 'fa');

    // Clear filter: the price and attributes go; the place and the category stay.
    await page.getByTestId('filter-clear').click();
    await page.waitForURL((url) => !url.searchParams.has(`a${colour.id}`));
    await expectCards(page, [villaSlug]);
    expect(new URL(page.url()).searchParams.get('region')).toBe(String(hills.id));
    expect(await panel.getByTestId('panel-price-issue').count()).toBe(0);
    expect(await panel.getByTestId('panel-price-from').inputValue()).toBe('');

    // On a phone the panel is a drawer.
    await page.setViewportSize(PHONE);
    await page.getByTestId('filters-open').click();
    await page.getByTestId('filter-drawer').getByTestId('filter-panel').waitFor();
    await screenshot(page, 'catalog-drawer-phone', 'fa');
    await page.getByTestId('filter-drawer').getByTestId(`panel-region-${hills.id}`).uncheck();
    await page.getByTestId('filter-drawer').getByTestId('filter-apply').click();
    await page.waitForURL((url) => !url.searchParams.has('region'));
    await page.getByTestId('filter-drawer').getByTestId('filter-panel').waitFor({ state: 'detached' });
    await expectCards(page, [villaSlug, flatSlug]);
    await page.setViewportSize({ width: 1366, height: 860 });

    // The product's page: pictures, price, LTR code, specifications by value names, where it is, related products.
    await page.getByTestId(`product-card-${villaSlug}`).locator('a').first().click();
    await page.waitForURL((url) => url.pathname === `/p/${villaSlug}`);
    await page.getByTestId('product-page').waitFor();
    const summaryPrice = page.locator('.product-page__summary').getByTestId('price').locator('.price__now');
    expect(await page.getByTestId('product-name').textContent()).toBe(`ویلای دریا ${mark}`);
    expect(await page.getByTestId('product-sku').locator('bdi').getAttribute('dir')).toBe('ltr');
    expect(await summaryPrice.textContent()).toBe('۹۰۰٬۰۰۰ تومان');
    expect(await page.getByTestId(`product-attribute-${colour.id}`).locator('dd').textContent()).toBe('آبی');
    expect(await page.getByTestId(`product-attribute-${parking.id}`).locator('dd').textContent()).toBe(fa['common.yes']);
    expect(await page.getByTestId('product-description').locator('strong').textContent()).toBe('رو به دریا');
    expect(await page.getByTestId('product-region').textContent()).toContain(`تپه‌های شمال ${mark}`);
    await page.getByTestId('product-related').getByTestId(`product-card-${flatSlug}`).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('gallery-thumb-1').click();
    expect(await page.getByTestId('gallery-thumb-1').getAttribute('aria-pressed')).toBe('true');
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      if (lang === 'en') expect(await summaryPrice.textContent()).toBe(`900,000 ${catalogEn['catalog.currency.IRT']}`);
      await screenshotDesktopAndPhone(page, 'catalog-product', lang);
    }
    // An address nobody has: the not-found page.
    await page.goto(`/p/nothing-${mark}`);
    await page.getByTestId('not-found').waitFor();

    // The menu's products link starts from the filter applied last; with `filter.clearfilteronleave`
    // leaving the list forgets its price and attributes (the category stays).
    await posted(base, token, '/api/Settings/saveAppSetting', { name: 'filter.clearfilteronleave', value: 'true' });
    await page.goto(`/p?category=${homes.id}&a${colour.id}=${blue.id}`);
    await expectCards(page, [villaSlug, cabinSlug]);
    await page.locator('.site-header__nav a[href="/"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.site-header__nav a[href="/p"]').click();
    await page.waitForURL((url) => url.pathname === '/p' && url.searchParams.get('category') === String(homes.id));
    expect(new URL(page.url()).searchParams.has(`a${colour.id}`)).toBe(false);
    await expectCards(page, [villaSlug, flatSlug, cabinSlug]);
  });
});
