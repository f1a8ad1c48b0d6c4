import { randomBytes } from 'node:crypto';
import { messages, slugify } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productsFa } from '../apps/web/src/i18n/products.fa';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { chooseUserMenuItem, submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { AdminApi } from './support/api';
import { field, save, selectOption } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { stripedPng } from './support/png';
import { chooseLanguage, signInAsAdmin, storedToken, toast } from './support/ui';

/**
 * Products (issue 13 item 4): an administrator adds a product in Persian with a picture, its
 * categories, tag, cities and attributes of several types under the generic form — required
 * attributes judged before anything is sent, a refused tag after the product was saved shown under
 * its control and the product not added twice on the next save — edits it, and sees it approved
 * and listed. A customer, once the store takes customers' products, adds one at
 * /account/mynewproducts, sees it waiting at /account/myproducts; the administrator approves it
 * from the products waiting for approval.
 */
const PRODUCTS = '/dashboard/Catalog/Product';
const fa = { ...messages.fa, ...uiFa, ...productsFa };
const names = (faName: string, en: string, tr: string) => ({ fa: faName, en, tr });

interface Attribute {
  id: number;
  genericAttributeValues: { id: number }[];
}
type Id = { id: number };

/** An attribute's control in the editor and its error text. */
const control = (page: Page, attribute: Id) => page.locator(`[data-control="attribute_${attribute.id}"]`);
const issueOf = (page: Page, attribute: Id) => control(page, attribute).locator('.ant-form-item-explain');
/** The error under a placing control of form `form`. */
const placingIssue = (page: Page, form: string, kind: string) =>
  page.locator(`.ant-form-item:has(#${form}_placing_${kind}) .ant-form-item-explain-error`);

/** Chooses a node of a tree select by its title, typed into its search. */
async function chooseInTree(page: Page, id: string, title: string): Promise<void> {
  const node = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper', {
      hasText: new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`),
    })
    .first();
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).pressSequentially(title);
  await node.click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator(`.ant-form-item:has(#${id}) .ant-select-selection-item`, { hasText: title }).count()).toBe(1);
}

/** Whether the store takes customers' products (`product.customercanadd`), as an administrator sets it. */
async function customersAddProducts(base: string, token: string, value: 'true' | 'false'): Promise<void> {
  const saved = await call(base, 'POST', '/api/Settings/saveAppSetting', { name: 'product.customercanadd', value }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** Whether the avatar menu, opened on a fresh load of the page, offers the entry `testId`. */
async function menuOffers(page: Page, testId: string): Promise<boolean> {
  await page.reload();
  await page.getByTestId('user-menu').first().click();
  await page.getByTestId('menu-profile').waitFor();
  const offered = (await page.getByTestId(testId).count()) > 0;
  await page.keyboard.press('Escape');
  return offered;
}

/** What one row holds, by the calls the forms make. */
async function heldBy(base: string, token: string, productId: number) {
  const read = async (path: string, key: string) => {
    const answer = await call(base, 'GET', `${path}?entityName=Product&entityId=${productId}`, undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (dataOf(answer) as unknown as Record<string, number>[]).map((row) => row[key]).sort();
  };
  const attributes = await call(
    base,
    'GET',
    `/api/Attribute/getGenericAttributeMappings?entityName=Product&entityId=${productId}`,
    undefined,
    token,
  );
  return {
    categories: await read('/api/Category/getCategoryMappings', 'categoryId'),
    tags: await read('/api/Tag/getTagMappings', 'tagId'),
    cities: await read('/api/Address/getAddressElementMappings', 'cityId'),
    attributes: Object.fromEntries(
      (dataOf(attributes) as unknown as { genericAttributeId: number; value: string }[]).map((m) => [m.genericAttributeId, m.value]),
    ),
  };
}

/** An image uploaded into the store's Images folder, as an administrator's file manager does. */
async function uploadImage(base: string, token: string, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(stripedPng(320, 240, [37, 99, 235]))], { type: 'image/png' }), name);
  const answer = await fetch(`${base}/api/CMS/UploadFile?directory=Images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, lang: 'en' },
    body,
  });
  const json = (await answer.json()) as { data: { url: string } };
  expect(answer.status, JSON.stringify(json)).toBe(200);
  return json.data.url;
}

/** The store's catalog, made through the API for one attempt (`mark` keeps its names its own). */
async function makeCatalog(api: AdminApi, mark: string) {
  const coin = await api.create<Id>('Coins', { symbol: `T${mark.toUpperCase()}`, name: names('تومان', 'Toman', 'Tümen') });
  const type = await api.create<Id>('ProductTypes', { name: names(`کالای فیزیکی ${mark}`, `Goods ${mark}`, `Mal ${mark}`) });
  const digital = await api.create<Id>('Categories', {
    name: names(`کالای دیجیتال ${mark}`, `Digital ${mark}`, `Dijital ${mark}`),
    entityName: 'Product',
  });
  const phones = await api.create<Id>('Categories', {
    name: names(`گوشی همراه ${mark}`, `Phones ${mark}`, `Telefonlar ${mark}`),
    entityName: 'Product',
    parentCategoryId: digital.id,
  });
  const sale = await api.create<Id>('Tags', { name: `حراج ${mark}`, entityName: 'Product' });
  const fresh = await api.create<Id>('Tags', { name: `تازه ${mark}`, entityName: 'Product' });
  const doomed = await api.create<Id>('Tags', { name: `موقت ${mark}`, entityName: 'Product' });
  const letters = mark.replace(/\d/g, (d) => String.fromCharCode(65 + Number(d))).toUpperCase();
  const country = await api.create<Id>('Countries', {
    name: names(`ایران ${mark}`, `Iran ${mark}`, `İran ${mark}`),
    twoLetterIsoCode: letters.slice(0, 2),
    threeLetterIsoCode: letters.slice(0, 3),
    numericIsoCode: 364,
    countryCode: '+98',
  });
  const province = await api.create<Id>('Provinces', {
    name: names(`استان تهران ${mark}`, `Tehran province ${mark}`, `Tahran ili ${mark}`),
    countryId: country.id,
  });
  const tehran = await api.create<Id>('Cities', {
    name: names(`تهران ${mark}`, `Tehran ${mark}`, `Tahran ${mark}`),
    countryId: country.id,
    provinceId: province.id,
  });
  const karaj = await api.create<Id>('Cities', {
    name: names(`کرج ${mark}`, `Karaj ${mark}`, `Kerec ${mark}`),
    countryId: country.id,
    provinceId: province.id,
  });
  const choices = (...list: [string, string, string][]) => list.map(([f, e, t], i) => ({ name: names(f, e, t), displayOrder: i }));
  const color = await api.create<Attribute>('GenericAttributes', {
    name: names(`رنگ ${mark}`, `Colour ${mark}`, `Renk ${mark}`),
    entityName: 'Product',
    attributeControlTypeId: '11',
    isRequired: true,
    displayOrder: 1,
    genericAttributeValues: choices(['مشکی', 'Black', 'Siyah'], ['سفید', 'White', 'Beyaz']),
  });
  const features = await api.create<Attribute>('GenericAttributes', {
    name: names(`امکانات ${mark}`, `Features ${mark}`, `Özellikler ${mark}`),
    groupName: names('مشخصات', 'Specifications', 'Özellikler'),
    entityName: 'Product',
    attributeControlTypeId: '21',
    displayOrder: 2,
    genericAttributeValues: choices(['دوربین', 'Camera', 'Kamera'], ['شارژ سریع', 'Fast charging', 'Hızlı şarj']),
  });
  const warranty = await api.create<Attribute>('GenericAttributes', {
    name: names(`گارانتی ${mark}`, `Warranty ${mark}`, `Garanti ${mark}`),
    groupName: names('مشخصات', 'Specifications', 'Özellikler'),
    entityName: 'Product',
    attributeControlTypeId: '5',
    displayOrder: 3,
  });
  const weight = await api.create<Attribute>('GenericAttributes', {
    name: names(`وزن (گرم) ${mark}`, `Weight (g) ${mark}`, `Ağırlık (g) ${mark}`),
    entityName: 'Product',
    attributeControlTypeId: '2',
    displayOrder: 4,
  });
  return { coin, type, digital, phones, sale, fresh, doomed, tehran, karaj, color, features, warranty, weight };
}

/** Switches off the product attributes earlier attempts made, so only this attempt's are asked for. */
async function onlyTheseAttributes(base: string, api: AdminApi, token: string, keep: readonly Id[]): Promise<void> {
  const { data } = await api.list<Id & { isActived: boolean }>('GenericAttributes', { entityName: 'Product' });
  const kept = new Set(keep.map((a) => a.id));
  for (const attribute of data.filter((a) => a.isActived && !kept.has(a.id))) {
    const off = await call(base, 'PUT', `/api/GenericAttributes/${attribute.id}`, { isActived: false }, token);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
  }
}

describe('products (dashboard and a customer’s own)', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'products-admin');

  /** An administrator signed in on a device of their own, with a catalog of this attempt's. */
  async function adminWithCatalog() {
    const page = await device();
    const mark = randomBytes(3).toString('hex');
    await signInAsAdmin(page);
    const token = await storedToken(page);
    const api = new AdminApi(journey.server.url, token);
    const catalog = await makeCatalog(api, mark);
    await onlyTheseAttributes(journey.server.url, api, token, [catalog.color, catalog.features, catalog.warranty, catalog.weight]);
    return { page, mark, token, api, catalog };
  }

  it('an administrator adds a product in Persian with a picture, categories, tags, cities and attributes of several types: required ones judged first, a tag refused after the product was saved shown under its control, and the product not added twice', async () => {
    const base = journey.server.url;
    const { page, mark, token: adminToken, api, catalog } = await adminWithCatalog();
    const { phones, sale, fresh, doomed, tehran, karaj, color, features, warranty, weight } = catalog;
    const picture = await uploadImage(base, adminToken, `phone-${mark}.png`);
    // The administrator's form: the generic fields, a picture row, then what places the product.
    const productName = `گوشی سامسونگ ${mark}`;
    await page.goto(`${PRODUCTS}/Create`);
    // The first form of the run loads the dashboard's form and the attribute editor: slow on a busy machine.
    await page.getByTestId('entity-form').waitFor({ timeout: 45_000 });
    await page.locator('#entity_name_fa').fill(productName);
    await page.locator('#entity_name_en').fill(`Samsung phone ${mark}`);
    await page.locator('#entity_name_tr').fill(`Samsung telefon ${mark}`);
    await field(page, 'slug').fill(slugify(productName));
    await selectOption(page, 'productTypeId', `کالای فیزیکی ${mark}`);
    await selectOption(page, 'baseCoinId', `T${mark.toUpperCase()}`);
    await field(page, 'price').fill('۱۲۵۰۰۰۰۰');
    await field(page, 'stockQuantity').fill('5');
    await page.getByTestId('child-add-pictures').click();
    await page.locator('#entity_pictures_0_picture').fill(picture);
    await page.getByTestId('entity-placing').scrollIntoViewIfNeeded();
    await chooseInTree(page, 'entity_placing_categories', `گوشی همراه ${mark}`);
    await selectOption(page, 'placing_tags', `حراج ${mark}`);
    await selectOption(page, 'placing_tags', `موقت ${mark}`);
    await chooseInTree(page, 'entity_placing_cities', `تهران ${mark}`);
    await chooseInTree(page, 'entity_placing_cities', `کرج ${mark}`);

    // A required attribute left empty stops the save before anything is sent.
    await save(page);
    await expect.poll(() => issueOf(page, color).textContent()).toBe(fa['common.error.required']);
    expect((await api.list('Products', { q: productName })).data).toEqual([]);
    await selectOption(page, `attribute_${color.id}`, 'مشکی', 'data');
    await control(page, features).getByText('دوربین').click();
    await page.locator(`#data_attribute_${warranty.id}`).click();
    await page.locator(`#data_attribute_${weight.id}`).fill('۱۹۵');

    // Meanwhile another administrator deletes a chosen tag: the product is saved, its tags refused
    // (under the control, and a toast titled as other failed saves are).
    expect((await call(base, 'DELETE', `/api/Tags/${doomed.id}`, undefined, adminToken)).status).toBe(200);
    await save(page);
    await toast(page, fa['common.error.title']);
    await expect.poll(() => placingIssue(page, 'entity', 'tags').textContent()).toBe(fa['tag.error.notfound']);
    const [made] = (await api.list<Id>('Products', { q: productName })).data;
    if (!made) throw new Error('the product was not saved before its placing');
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await page.getByTestId('entity-placing').scrollIntoViewIfNeeded();
      await screenshotDesktopAndPhone(page, 'products-admin-refused', lang);
    }
    // The tag taken away and another chosen: the next save changes the product, never adds a second.
    await page
      .locator('.ant-form-item:has(#entity_placing_tags) .ant-select-selection-item', { hasText: `موقت ${mark}` })
      .locator('.ant-select-selection-item-remove')
      .click();
    await selectOption(page, 'placing_tags', `تازه ${mark}`);
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.waitForURL((url) => url.pathname === `${PRODUCTS}/List`);
    expect((await api.list('Products', { q: productName })).data).toHaveLength(1);
    expect(await heldBy(base, adminToken, made.id)).toEqual({
      categories: [phones.id],
      tags: [sale.id, fresh.id].sort(),
      cities: [tehran.id, karaj.id].sort(),
      attributes: {
        [color.id]: String(color.genericAttributeValues[0]?.id),
        [features.id]: `|${features.genericAttributeValues[0]?.id}|`,
        [warranty.id]: 'true',
        [weight.id]: '195',
      },
    });
    const row = await api.get<{ pictures: { picture: string }[]; price: string }>('Products', made.id);
    expect(row?.pictures.map((p) => p.picture)).toEqual([picture]);
  });

  it('an administrator edits a product: the form shows its categories, tags, cities and attributes; a changed price and category are saved; approved and published, a visitor finds it', async () => {
    const base = journey.server.url;
    const { page, mark, token: adminToken, api, catalog } = await adminWithCatalog();
    const { digital, phones, sale, tehran, color } = catalog;
    const picture = await uploadImage(base, adminToken, `tablet-${mark}.png`);
    const made = await api.create<Id>('Products', {
      name: names(`تبلت ${mark}`, `Tablet ${mark}`, `Tablet ${mark}`),
      slug: `tablet-${mark}`,
      productTypeId: catalog.type.id,
      baseCoinId: catalog.coin.id,
      price: '9800000',
      pictures: [{ picture, displayOrder: 0 }],
    });
    const placed = async (path: string, body: Record<string, unknown>) => {
      const answer = await call(base, 'POST', path, { entityName: 'Product', entityId: made.id, ...body }, adminToken);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await placed('/api/Category/saveCategoryMappings', { categoryIds: [phones.id] });
    await placed('/api/Tag/saveTagMappings', { tagIds: [sale.id] });
    await placed('/api/Address/saveAddressElementMappings', { cityIds: [tehran.id] });
    const attributes = await call(
      base,
      'POST',
      `/api/Attribute/saveGenericAttributeMappings?entityName=Product&entityId=${made.id}`,
      [{ entityName: 'Product', entityId: made.id, genericAttributeId: color.id, value: String(color.genericAttributeValues[0]?.id) }],
      adminToken,
    );
    expect(attributes.status, JSON.stringify(attributes.body)).toBe(200);

    // The form shows what places it; the price and a category change.
    await page.goto(`${PRODUCTS}/Update/${made.id}`);
    await page.getByTestId('entity-form').waitFor({ timeout: 45_000 });
    await expect
      .poll(() => page.locator('.ant-form-item:has(#entity_placing_categories) .ant-select-selection-item').allTextContents(), {
        timeout: 15_000,
      })
      .toEqual([`گوشی همراه ${mark}`]);
    await expect.poll(() => control(page, color).locator('.ant-select').textContent()).toContain('مشکی');
    await field(page, 'price').fill('11900000');
    await chooseInTree(page, 'entity_placing_categories', `کالای دیجیتال ${mark}`);
    await page.getByTestId('row-state').waitFor();
    expect(await page.getByTestId('row-state').getAttribute('data-state')).toBe('approved');
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'products-admin-form', lang);
    }
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.waitForURL((url) => url.pathname === `${PRODUCTS}/List`);
    expect((await heldBy(base, adminToken, made.id)).categories).toEqual([digital.id, phones.id].sort());
    expect((await api.get<{ price: string }>('Products', made.id))?.price).toMatch(/^11900000(\.0+)?$/);
    // Approved and published: a visitor finds it in the catalog.
    const listed = await call(base, 'GET', `/api/Catalog/getProducts?q=${encodeURIComponent(`Tablet ${mark}`)}`);
    expect((listed.body.data as Id[]).map((p) => p.id)).toEqual([made.id]);
  });

  it('a customer adds a product at /account/mynewproducts once the store takes customers’ products; it waits at /account/myproducts until an administrator approves it from the products waiting for approval', async () => {
    const base = journey.server.url;
    const { page: admin, mark, token: adminToken, api, catalog } = await adminWithCatalog();
    const { phones, sale, tehran, color } = catalog;
    const customersAdd = (value: 'true' | 'false') => customersAddProducts(base, adminToken, value);
    // While the store takes no customers' products, the account menu does not offer them.
    await customersAdd('false');
    const seller = await registerAccount(base, `seller_${mark}`, 'seller-pass-1');
    const own = await device();
    await own.goto('/Authentication');
    await submitCredentials(own, seller.username, seller.password);
    await own.getByTestId('user-menu').first().waitFor();
    await own.goto('/account/myproducts');
    await own.getByTestId('my-products-off').waitFor();
    expect(await own.getByTestId('my-products-add').count()).toBe(0);
    await own.getByTestId('user-menu').first().click();
    await own.getByTestId('menu-profile').waitFor();
    expect(await own.getByTestId('menu-myNewProducts').count()).toBe(0);
    await own.keyboard.press('Escape');
    await customersAdd('true');
    await expect.poll(() => menuOffers(own, 'menu-myNewProducts'), { timeout: 20_000 }).toBe(true);
    await chooseUserMenuItem(own, fa['route.myNewProducts']);
    await own.waitForURL((url) => url.pathname === '/account/mynewproducts');
    await own.getByTestId('my-product-form').waitFor();

    const productName = `کتاب داستان ${mark}`;
    await own.locator('#myproduct_name_fa').fill(productName);
    await own.locator('#myproduct_name_en').fill(`Story book ${mark}`);
    await expect.poll(() => own.locator('#myproduct_slug').inputValue()).toBe(slugify(productName));
    await own.locator('#myproduct_description_fa').fill('کتابی برای شب‌های زمستان');
    await selectOption(own, 'productTypeId', `کالای فیزیکی ${mark}`, 'myproduct');
    await selectOption(own, 'baseCoinId', `T${mark.toUpperCase()}`, 'myproduct');
    await own.locator('#myproduct_price').fill('350000');
    await own.locator('#myproduct_oldPrice').fill('400000');
    await own.locator('#myproduct_stockQuantity').fill('3');
    await own
      .getByTestId('my-product-pictures-input')
      .setInputFiles({ name: 'book.png', mimeType: 'image/png', buffer: stripedPng(300, 300, [220, 38, 38]) });
    await own.getByTestId('my-product-pictures').getByTestId('ticket-attach-item').waitFor();
    await chooseInTree(own, 'myproduct_placing_categories', `گوشی همراه ${mark}`);
    await selectOption(own, 'placing_tags', `حراج ${mark}`, 'myproduct');
    await chooseInTree(own, 'myproduct_placing_cities', `تهران ${mark}`);
    await selectOption(own, `attribute_${color.id}`, 'سفید', 'data');
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(own, lang);
      await screenshotDesktopAndPhone(own, 'products-customer-form', lang);
    }
    await own.getByTestId('my-product-save').click();
    await toast(own, fa['products.mine.waiting']);
    await own.waitForURL((url) => url.pathname === '/account/myproducts');
    const theirs = (dataOf(await call(base, 'GET', '/api/Catalog/getMyProducts', undefined, seller.token)) as unknown as Id[])[0];
    if (!theirs) throw new Error('the customer’s product was not saved');
    const card = own.getByTestId(`my-product-${theirs.id}`);
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('pending');
    expect(await heldBy(base, adminToken, theirs.id)).toMatchObject({
      categories: [phones.id],
      tags: [sale.id],
      cities: [tehran.id],
      attributes: { [color.id]: String(color.genericAttributeValues[1]?.id) },
    });
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(own, lang);
      await screenshotDesktopAndPhone(own, 'products-customer-list', lang);
    }

    // The administrator's queue: the products waiting for approval; this one approved from its form.
    await admin.goto(`${PRODUCTS}/List`);
    await admin.getByTestId('products-pending').click();
    await admin.waitForURL((url) => url.searchParams.get('isApproved') === 'false');
    await admin.getByTestId(`edit-${theirs.id}`).waitFor();
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(admin, lang);
      await screenshotDesktopAndPhone(admin, 'products-admin-pending', lang);
    }
    await admin.getByTestId(`edit-${theirs.id}`).click();
    await admin.getByTestId('action-approve').click();
    await toast(admin, fa['common.datasavedsuccessfully']);
    await expect.poll(() => admin.getByTestId('row-state').getAttribute('data-state')).toBe('approved');
    expect((await api.get<{ isApproved: boolean }>('Products', theirs.id))?.isApproved).toBe(true);
    await own.reload();
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('published');
  });

  it('a customer changes their product: the form opens with what it holds, the new price waits for approval again, its pictures kept', async () => {
    const base = journey.server.url;
    const { mark, token: adminToken, api, catalog } = await adminWithCatalog();
    const { sale, color } = catalog;
    await customersAddProducts(base, adminToken, 'true');
    const seller = await registerAccount(base, `editor_${mark}`, 'seller-pass-1');
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(stripedPng(200, 200, [22, 163, 74]))], { type: 'image/png' }), 'lamp.png');
    const uploaded = await fetch(`${base}/api/Catalog/uploadProductPicture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, lang: 'en' },
      body,
    });
    const picture = ((await uploaded.json()) as { data: { url: string } }).data.url;
    const productName = `چراغ مطالعه ${mark}`;
    const added = await call(
      base,
      'POST',
      '/api/Catalog/saveMyProduct',
      {
        name: { fa: productName },
        slug: `lamp-${mark}`,
        productTypeId: catalog.type.id,
        baseCoinId: catalog.coin.id,
        price: '250000',
        pictures: [{ picture, displayOrder: 0 }],
      },
      seller.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const mine = dataOf(added) as unknown as Id;
    const placed = await call(
      base,
      'POST',
      '/api/Tag/saveTagMappings',
      { entityName: 'Product', entityId: mine.id, tagIds: [sale.id] },
      seller.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const valued = await call(
      base,
      'POST',
      `/api/Attribute/saveGenericAttributeMappings?entityName=Product&entityId=${mine.id}`,
      [{ entityName: 'Product', entityId: mine.id, genericAttributeId: color.id, value: String(color.genericAttributeValues[1]?.id) }],
      seller.token,
    );
    expect(valued.status, JSON.stringify(valued.body)).toBe(200);
    expect((await call(base, 'POST', `/api/Products/${mine.id}/approve`, {}, adminToken)).status).toBe(200);

    const own = await device();
    await own.goto('/Authentication');
    await submitCredentials(own, seller.username, seller.password);
    await own.getByTestId('user-menu').first().waitFor();
    await own.goto('/account/myproducts');
    const card = own.getByTestId(`my-product-${mine.id}`);
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('published');
    await card.getByTestId('my-product-edit').click();
    await own.waitForURL((url) => url.pathname === '/account/mynewproducts' && url.searchParams.get('id') === String(mine.id));
    await expect.poll(() => own.locator('#myproduct_name_fa').inputValue()).toBe(productName);
    await expect
      .poll(() => own.locator('.ant-form-item:has(#myproduct_placing_tags) .ant-select-selection-item').allTextContents(), {
        timeout: 15_000,
      })
      .toEqual([`حراج ${mark}`]);
    await expect.poll(() => control(own, color).locator('.ant-select').textContent(), { timeout: 15_000 }).toContain('سفید');
    await own.locator('#myproduct_price').fill('330000');
    await own.getByTestId('my-product-save').click();
    await toast(own, fa['products.mine.waiting']);
    await own.waitForURL((url) => url.pathname === '/account/myproducts');
    const changed = await api.get<{ price: string; isApproved: boolean; pictures: unknown[] }>('Products', mine.id);
    expect(changed?.price).toMatch(/^330000(\.0+)?$/);
    expect(changed?.isApproved).toBe(false);
    expect(changed?.pictures).toHaveLength(1);
    expect((await heldBy(base, adminToken, mine.id)).tags).toEqual([sale.id]);
  });
});
