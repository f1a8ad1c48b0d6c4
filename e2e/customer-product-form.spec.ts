import { randomBytes } from 'node:crypto';
import { messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productsFa } from '../apps/web/src/i18n/products.fa';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { AdminApi } from './support/api';
import { screenshot } from './support/browser';
import { selectOption } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, signInAsAdmin, storedToken, toast } from './support/ui';

/**
 * A customer's product form (spec 000 §3, §5, §7; issue 13 item 4): the region is a remote tree
 * select — nothing asked for 1–3 typed characters, a search after more than 3 (Persian typed with an
 * Arabic keyboard's letters too) shown as the matches under their ancestors — then a location of that
 * region, the order quantities and the search engines' texts. Edited, the form shows them again (the
 * region's name looked up by its id); another region clears the location; the server's refusal of a
 * maximum below the minimum shows under the field. A favorite product shows on the favorites screen by its card.
 */
const fa = { ...messages.fa, ...uiFa, ...productsFa };
const names = (faName: string, en: string, tr: string) => ({ fa: faName, en, tr });
type Id = { id: number };
type Row = Record<string, unknown> & Id;

/** The open tree select's node titled exactly `title`. */
const treeNode = (page: Page, title: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper', {
      hasText: new RegExp(`^${title}$`),
    })
    .first();

/** What the region control shows as chosen. */
const chosenRegion = (page: Page) => page.locator('.ant-form-item:has(#myproduct_regionId) .ant-select');

/** Scrolled to the top: a full-page picture of a scrolled page draws the sticky header in the middle. */
const fromTheTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** The getRegions calls the page made, as their parameters. */
function regionCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/Region/getRegions') calls.push(url.searchParams);
  });
  return calls;
}

/** Types into the region control and chooses the node titled `title` from what the search answered. */
async function searchRegion(page: Page, typed: string, title: string): Promise<void> {
  const input = page.locator('#myproduct_regionId');
  await input.click();
  await input.pressSequentially(typed);
  await treeNode(page, title).click();
  await expect.poll(() => chosenRegion(page).textContent()).toContain(title);
}

describe('a customer’s product form: region, location, quantities, search engines', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'customer-product-form');

  async function storeWithPlaces() {
    const base = journey.server.url;
    const admin = await device();
    const mark = randomBytes(3).toString('hex');
    await signInAsAdmin(admin);
    const token = await storedToken(admin);
    const api = new AdminApi(base, token);
    const coin = await api.create<Id>('Coins', { symbol: `T${mark.toUpperCase()}`, name: names('تومان', 'Toman', 'Tümen') });
    const type = await api.create<Id>('ProductTypes', { name: names(`کالای فیزیکی ${mark}`, `Goods ${mark}`, `Mal ${mark}`) });
    const region = (fa: string, en: string, tr: string, parentRegionId: number | null = null) =>
      api.create<Id>('Regions', { name: names(`${fa} ${mark}`, `${en} ${mark}`, `${tr} ${mark}`), parentRegionId });
    const tehran = await region('تهران بزرگ', 'Greater Tehran', 'Büyük Tahran');
    const north = await region('شمال تهران', 'North Tehran', 'Kuzey Tahran', tehran.id);
    const niavaran = await region('نیاوران', 'Niavaran', 'Niyavaran', north.id);
    const shiraz = await region('شیراز', 'Shiraz', 'Şiraz');
    const location = (fa: string, en: string, tr: string, regionId: number, coordinateLatitude: string) =>
      api.create<Id>('Locations', { name: names(`${fa} ${mark}`, `${en} ${mark}`, `${tr} ${mark}`), regionId, coordinateLatitude });
    const palace = await location('کاخ نیاوران', 'Niavaran Palace', 'Niyavaran Sarayı', niavaran.id, '35.8120,51.4700');
    const hafezieh = await location('حافظیه', 'Tomb of Hafez', 'Hafız Türbesi', shiraz.id, '29.6258,52.5580');
    const saved = await call(base, 'POST', '/api/Settings/saveAppSetting', { name: 'product.customercanadd', value: 'true' }, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { base, mark, token, coin, type, tehran, north, niavaran, shiraz, palace, hafezieh };
  }

  async function signedInCustomer(base: string, name: string) {
    const seller = await registerAccount(base, name, 'seller-pass-1');
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, seller.username, seller.password);
    await page.getByTestId('user-menu').first().waitFor();
    return { seller, page };
  }

  it('a customer chooses a region by searching more than 3 Persian characters, a location of it, quantities and meta texts; edited, the form shows them again, another region clears the location and a maximum below the minimum is refused', async () => {
    const store = await storeWithPlaces();
    const { base, mark } = store;
    const { seller, page } = await signedInCustomer(base, `placed_${mark}`);
    const calls = regionCalls(page);
    await page.goto('/account/mynewproducts');
    await page.getByTestId('my-product-form').waitFor();
    await page.locator('#myproduct_name_fa').fill(`دوچرخه کوهستان ${mark}`);
    await page.locator('#myproduct_name_en').fill(`Mountain bike ${mark}`);
    await selectOption(page, 'productTypeId', `کالای فیزیکی ${mark}`, 'myproduct');
    await selectOption(page, 'baseCoinId', `T${mark.toUpperCase()}`, 'myproduct');
    await page.locator('#myproduct_price').fill('18500000');

    // Without a region there is no location to choose.
    expect(await page.locator('.ant-form-item:has(#myproduct_locationId) .ant-select-disabled').count()).toBe(1);

    // Opened with nothing typed: the whole list. Three characters ask for more and send nothing.
    const input = page.locator('#myproduct_regionId');
    await input.click();
    await treeNode(page, `تهران بزرگ ${mark}`).waitFor();
    await input.pressSequentially('نیا');
    await page.getByTestId('tree-select-typemore').waitFor();
    expect(await page.getByTestId('tree-select-typemore').textContent()).toBe(fa['products.treeselect.typemore'].replace('{{min}}', '۳'));
    await page.waitForTimeout(800);
    expect(calls.filter((query) => query.has('keyword'))).toEqual([]);
    await fromTheTop(page);
    await screenshot(page, 'customer-product-region-typemore', 'fa');
    // More than three (the Arabic keyboard's ي for ی): searched; the match shows under its ancestors.
    await input.press('Backspace');
    await input.press('Backspace');
    await input.pressSequentially('ياور');
    await treeNode(page, `نیاوران ${mark}`).waitFor();
    expect(
      calls
        .filter((query) => query.has('keyword'))
        .at(-1)
        ?.get('keyword'),
    ).toBe('نياور');
    await treeNode(page, `شمال تهران ${mark}`).waitFor();
    await treeNode(page, `تهران بزرگ ${mark}`).waitFor();
    expect(await treeNode(page, `شیراز ${mark}`).count()).toBe(0);
    await fromTheTop(page);
    await screenshot(page, 'customer-product-region-search', 'fa');
    await treeNode(page, `نیاوران ${mark}`).click();
    await expect.poll(() => chosenRegion(page).textContent()).toContain(`نیاوران ${mark}`);

    await selectOption(page, 'locationId', `کاخ نیاوران ${mark}`, 'myproduct');
    await page.locator('#myproduct_orderMinimumQuantity').fill('2');
    await page.locator('#myproduct_orderMaximumQuantity').fill('20');
    await page.getByTestId('my-product-seo').getByRole('button', { name: fa['products.mine.seo'] }).click();
    await page.locator('#myproduct_metaTitle_fa').fill(`خرید دوچرخه کوهستان ${mark}`);
    await page.locator('#myproduct_metaTitle_en').fill(`Buy a mountain bike ${mark}`);
    await page.locator('#myproduct_metaDescription_fa').fill('دوچرخه کوهستان با دنده شیمانو');
    await page.locator('#myproduct_metaKeywords_en').fill('bike, mountain, shimano');
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'customer-product-form', lang);
    }
    await page.getByTestId('my-product-save').click();
    await toast(page, fa['products.mine.waiting']);
    await page.waitForURL((url) => url.pathname === '/account/myproducts');
    const mine = () => call(base, 'GET', '/api/Catalog/getMyProducts', undefined, seller.token).then((a) => dataOf(a) as unknown as Row[]);
    const saved = (await mine())[0];
    if (!saved) throw new Error('the customer’s product was not saved');
    expect(saved).toMatchObject({
      regionId: store.niavaran.id,
      locationId: store.palace.id,
      orderMinimumQuantity: 2,
      orderMaximumQuantity: 20,
      metaTitle: { fa: `خرید دوچرخه کوهستان ${mark}`, en: `Buy a mountain bike ${mark}` },
      metaDescription: { fa: 'دوچرخه کوهستان با دنده شیمانو' },
      metaKeywords: { en: 'bike, mountain, shimano' },
    });

    // Edited: everything comes back.
    await page.getByTestId(`my-product-${saved.id}`).getByTestId('my-product-edit').click();
    await page.waitForURL((url) => url.pathname === '/account/mynewproducts' && url.searchParams.get('id') === String(saved.id));
    // Opened afresh (nothing read yet): the region's row is asked for by its id.
    await page.reload();
    await expect.poll(() => chosenRegion(page).textContent(), { timeout: 15_000 }).toContain(`نیاوران ${mark}`);
    expect(calls.some((query) => query.get('id') === String(store.niavaran.id))).toBe(true);
    await expect
      .poll(() => page.locator('.ant-form-item:has(#myproduct_locationId) .ant-select').textContent(), { timeout: 15_000 })
      .toContain(`کاخ نیاوران ${mark}`);
    // Written in the page's digits (Persian).
    expect(await page.locator('#myproduct_orderMinimumQuantity').inputValue()).toBe('۲');
    expect(await page.locator('#myproduct_orderMaximumQuantity').inputValue()).toBe('۲۰');
    await page.locator('#myproduct_metaTitle_fa').waitFor();
    expect(await page.locator('#myproduct_metaTitle_fa').inputValue()).toBe(`خرید دوچرخه کوهستان ${mark}`);
    expect(await page.locator('#myproduct_metaKeywords_en').inputValue()).toBe('bike, mountain, shimano');
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'customer-product-edit', lang);
    }

    // Another region: the location is cleared, and that region's locations are offered.
    await searchRegion(page, 'شیرا', `شیراز ${mark}`);
    await expect.poll(() => page.locator('.ant-form-item:has(#myproduct_locationId) .ant-select').textContent()).not.toContain('کاخ');
    await selectOption(page, 'locationId', `حافظیه ${mark}`, 'myproduct');
    // A maximum below the minimum: the server refuses the change, its message under the field.
    await page.locator('#myproduct_orderMaximumQuantity').fill('1');
    await page.getByTestId('my-product-save').click();
    const issue = page.locator('.ant-form-item:has(#myproduct_orderMaximumQuantity) .ant-form-item-explain-error');
    await expect.poll(() => issue.textContent(), { timeout: 15_000 }).toBe(fa['product.error.quantityrange']);
    await screenshotDesktopAndPhone(page, 'customer-product-quantity-refused', 'fa');
    expect((await mine())[0]).toMatchObject({ regionId: store.niavaran.id, orderMaximumQuantity: 20 });
    await page.locator('#myproduct_orderMaximumQuantity').fill('12');
    await page.getByTestId('my-product-save').click();
    await toast(page, fa['products.mine.waiting']);
    await page.waitForURL((url) => url.pathname === '/account/myproducts');
    expect((await mine())[0]).toMatchObject({
      regionId: store.shiraz.id,
      locationId: store.hafezieh.id,
      orderMinimumQuantity: 2,
      orderMaximumQuantity: 12,
      metaTitle: { fa: `خرید دوچرخه کوهستان ${mark}` },
    });
  });

  it('a favorite product shows on the favorites screen by its picture, name and price, linking to its page; taken out from there', async () => {
    const { base, mark } = await storeWithPlaces();
    const listed = await call(base, 'GET', '/api/Catalog/getProducts');
    const cards = listed.body.data as { id: number; slug: string; name: Record<string, string> }[];
    const product = cards.find((card) => card.name.fa && card.name.en);
    if (!product) throw new Error('the demo store lists no product named in Persian and English');
    const { page } = await signedInCustomer(base, `fond_${mark}`);
    await page.goto(`/p/${encodeURIComponent(product.slug)}`);
    await page.getByTestId('favorite-button').click();
    await toast(page, fa['favorites.added']);
    await page.goto('/account/favoriteproducts');
    const entry = page.getByTestId(`favorite-Product-${product.id}`);
    const link = entry.getByTestId('favorite-product-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/p/${encodeURIComponent(product.slug)}`);
    expect(await link.textContent()).toBe(product.name.fa);
    await entry.getByTestId('price').waitFor();
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'favorites-products', lang);
    }
    await chooseLanguage(page, 'en');
    await expect.poll(() => link.textContent()).toBe(product.name.en);
    await chooseLanguage(page, 'fa');

    await entry.getByRole('button', { name: fa['favorites.remove'] }).click();
    await toast(page, fa['favorites.removed']);
    await entry.waitFor({ state: 'detached' });
  });
});
