import { randomBytes } from 'node:crypto';
import { messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { accountJourney } from './support/account-setup';
import { AdminApi } from './support/api';
import { field, fieldError, save, selectOption } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, signInAsAdmin, storedToken, toast } from './support/ui';

/**
 * Categories and tags in the dashboard (spec 001 §2 CMS/Category, CMS/Tag; issue 13 item 2): the
 * product categories' list, a root and a child under it made in Persian, the root
 * refused deletion while it has a child ("child item exists", titled "Data Deleting Error"), a tag
 * and its duplicate refused under its name; a visitor reads the published tree.
 */
const CATEGORIES = '/dashboard/CMS/Category';
const TAGS = '/dashboard/CMS/Tag';
const fa = { ...messages.fa, ...uiFa };

describe('categories and tags (dashboard)', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'categories-tags');

  it('an administrator builds a product category tree and a tag in Persian; a parent with a child stays; a visitor reads the tree', async () => {
    const base = journey.server.url;
    const page = await device();
    const mark = randomBytes(3).toString('hex');
    await signInAsAdmin(page);
    const api = new AdminApi(base, await storedToken(page));

    // The products' categories (the menu's shortcut to this address is the attribute journey's to prove).
    await page.goto(`${CATEGORIES}/List/Product`);
    await page.getByTestId('entity-table').waitFor();
    expect(await page.locator('#list-title').textContent()).toBe(`${fa['entity.Categories']} — ${fa['enum.Category.entityName.Product']}`);

    // A root category, its name in three languages.
    await page.getByTestId('create-button').click();
    await page.waitForURL((url) => url.pathname === `${CATEGORIES}/Create/Product`);
    await page.getByTestId('entity-form').waitFor();
    await page.locator('#entity_name_fa').fill(`کالای دیجیتال ${mark}`);
    await page.locator('#entity_name_en').fill(`Digital goods ${mark}`);
    await page.locator('#entity_name_tr').fill(`Dijital ürünler ${mark}`);
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    const { data: made } = await api.list<{ id: number; name: { en: string } }>('Categories', { q: `Digital goods ${mark}` });
    const root = made[0];
    if (!root) throw new Error('the root category was not saved');

    // A child under it, picked in the parent field.
    await page.goto(`${CATEGORIES}/Create/Product`);
    await page.getByTestId('entity-form').waitFor();
    await page.locator('#entity_name_fa').fill(`گوشی همراه ${mark}`);
    await selectOption(page, 'parentCategoryId', `کالای دیجیتال ${mark}`);
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.waitForURL((url) => url.pathname.startsWith(`${CATEGORIES}/List`));
    await page.getByTestId('entity-table').waitFor();
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'categories-list', lang);
    }

    // The root cannot go while it has a child: the toast is titled as spec 000 §8 says.
    await page.getByTestId(`delete-${root.id}`).click();
    await page.getByTestId('confirm-delete').click();
    await page.locator('.toast, .ant-notification-notice', { hasText: fa['common.deleteerror.title'] }).first().waitFor();
    await page.locator('.toast, .ant-notification-notice', { hasText: fa['common.error.childexists'] }).first().waitFor();
    expect(await api.get('Categories', root.id)).not.toBeNull();

    // A visitor reads the published tree: the child names its parent.
    const tree = dataOf(await call(base, 'GET', '/api/Category/getCategories?entityName=Product')) as unknown as {
      id: number;
      parentCategoryId: number | null;
    }[];
    const child = tree.find((c) => c.parentCategoryId === root.id);
    expect(child).toBeDefined();

    // A tag, then the same name again in another case: refused under the name.
    await page.goto(`${TAGS}/Create/Product`);
    await page.getByTestId('entity-form').waitFor();
    await field(page, 'name').fill(`Sale ${mark}`);
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.goto(`${TAGS}/Create/Product`);
    await page.getByTestId('entity-form').waitFor();
    await field(page, 'name').fill(`SALE ${mark}`);
    await save(page);
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe(fa['tag.error.nameexists']);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'tags-form', lang);
    }
    const names = dataOf(await call(base, 'GET', `/api/Tag/getTagNames?entityName=Product&q=${mark}`)) as unknown as string[];
    expect(names).toEqual([`Sale ${mark}`]);
  });
});
