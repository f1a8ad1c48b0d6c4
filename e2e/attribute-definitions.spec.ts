import { randomBytes } from 'node:crypto';
import { type Language, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { accountJourney } from './support/account-setup';
import { AdminApi } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { field, save, selectOption } from './support/entity-screens';
import { useJourney } from './support/journey';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, signInAsAdmin, storedToken, toast } from './support/ui';

/**
 * Attribute definitions in the dashboard (spec 001 §2 Settings/Attributes, §8): the list of one
 * entity's attributes reached from the menu, a dropdown created with its values edited in the same
 * form, the values kept by id across an edit, and the type fixed once values exist — in Persian,
 * with the list and the form seen in fa, en and tr at desktop and phone widths.
 */
const ATTRIBUTES = '/dashboard/Settings/Attributes';
const VALUES = 'genericAttributeValues';
const fa = { ...messages.fa, ...uiFa };

interface Value {
  id: number;
  name: Record<Language, string | null>;
  isPreselected: boolean;
  displayOrder: number;
}
interface Attribute {
  id: number;
  entityName: string;
  attributeControlTypeId: string;
  genericAttributeValues: Value[];
}

/** The input of one language of a child row's translatable field. */
const valueName = (page: Page, index: number, lang: Language) => page.locator(`#entity_${VALUES}_${index}_name_${lang}`);
const rows = (page: Page) => page.locator(`[data-testid^="child-row-${VALUES}-"]`);
const tableRows = (page: Page) => page.locator('[data-testid="entity-table"] tbody tr.ant-table-row');

/** Fills a new value's row: its name in each language and its order. */
async function fillValue(page: Page, index: number, names: Record<Language, string>, order: string): Promise<void> {
  for (const lang of ['fa', 'en', 'tr'] as const) await valueName(page, index, lang).fill(names[lang]);
  await page.locator(`#entity_${VALUES}_${index}_displayOrder`).fill(order);
}

/**
 * Chooses the attribute's control type and waits for its dropdown to close: a click elsewhere while
 * antd's closing animation runs can leave the dropdown stuck half-closed, and it then opens no more.
 */
async function chooseType(page: Page, type: '1' | '11'): Promise<void> {
  await selectOption(page, 'attributeControlTypeId', fa[`enum.GenericAttribute.attributeControlTypeId.${type}`]);
  await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
}

/** Screenshots of the open screen in each language at desktop and phone widths, ending in Persian. */
async function everyLanguage(page: Page, name: string): Promise<void> {
  for (const lang of ['en', 'tr', 'fa'] as const) {
    await chooseLanguage(page, lang);
    await screenshotDesktopAndPhone(page, name, lang);
  }
}

describe('attribute definitions (dashboard)', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'attribute-definitions');

  it('an administrator defines a customer dropdown with its values in Persian; the values keep their ids; the type stays while they exist', async () => {
    const page = await device();
    // Names of their own each attempt: a retried attempt must not find the first attempt's rows.
    const tag = randomBytes(3).toString('hex');
    await signInAsAdmin(page);
    const api = new AdminApi(journey.server.url, await storedToken(page));
    // Another entity's attribute, which the customers' list must leave out.
    await api.create('GenericAttributes', {
      name: { en: `Warranty ${tag}` },
      entityName: 'Product',
      attributeControlTypeId: '1',
    });

    // The menu's shortcut: Attributes → Customers opens their list, the switcher and filter fixed to it.
    const menu = page.getByTestId('dashboard-menu');
    await menu.getByText(fa['entity.GenericAttributes'], { exact: true }).click();
    // Under Attributes (the menu's Customers group has the same name): the entry keyed by its address.
    const shortcut = menu.locator(`li.ant-menu-item[data-menu-id$="${ATTRIBUTES}/List/Customer"]`);
    expect(await shortcut.textContent()).toBe(fa['enum.GenericAttribute.entityName.Customer']);
    await shortcut.click();
    await page.waitForURL((url) => url.pathname === `${ATTRIBUTES}/List/Customer`);
    await page.getByTestId('entity-table').waitFor();
    expect(await page.locator('#list-title').textContent()).toBe(
      `${fa['entity.GenericAttributes']} — ${fa['enum.GenericAttribute.entityName.Customer']}`,
    );
    const switcher = page.getByTestId('route-param-switcher');
    expect(await switcher.locator('.ant-segmented-item-selected').textContent()).toBe(fa['enum.GenericAttribute.entityName.Customer']);
    expect(await page.locator('.ant-form-item:has(#filters_entityName) .ant-select').getAttribute('class')).toContain(
      'ant-select-disabled',
    );

    // Create from the filtered list: the entity is the list's, fixed.
    await page.getByTestId('create-button').click();
    await page.waitForURL((url) => url.pathname === `${ATTRIBUTES}/Create/Customer`);
    await page.getByTestId('entity-form').waitFor();
    expect(await field(page, 'entityName').isDisabled()).toBe(true);
    expect(await page.locator('.ant-form-item:has(#entity_entityName) .ant-select').textContent()).toContain(
      fa['enum.GenericAttribute.entityName.Customer'],
    );
    // A text attribute has no values: the rows appear with a dropdown.
    expect(await page.getByTestId(`child-rows-${VALUES}`).count()).toBe(0);
    const name = { fa: `سطح عضویت ${tag}`, en: `Membership level ${tag}`, tr: `Üyelik düzeyi ${tag}` };
    for (const lang of ['fa', 'en', 'tr'] as const) await page.locator(`#entity_name_${lang}`).fill(name[lang]);
    await chooseType(page, '11');
    await page.getByTestId(`child-rows-${VALUES}`).waitFor();
    for (let i = 0; i < 3; i++) await page.getByTestId(`child-add-${VALUES}`).click();
    await fillValue(page, 0, { fa: 'برنزی', en: 'Bronze', tr: 'Bronz' }, '۱');
    await fillValue(page, 1, { fa: 'نقره‌ای', en: 'Silver', tr: 'Gümüş' }, '۲');
    // A value without a name is refused in its own row, before anything is sent.
    await save(page);
    await expect
      .poll(() => page.locator(`.ant-form-item:has(#entity_${VALUES}_2_name) .ant-form-item-explain-error`).textContent())
      .toBe(fa['common.error.required']);
    expect(new URL(page.url()).pathname).toBe(`${ATTRIBUTES}/Create/Customer`);
    await fillValue(page, 2, { fa: 'طلایی', en: 'Gold', tr: 'Altın' }, '۳');
    await expect.poll(() => page.locator(`.ant-form-item:has(#entity_${VALUES}_2_name) .ant-form-item-explain-error`).count()).toBe(0);
    await page.locator(`#entity_${VALUES}_0_isPreselected`).click();
    // The rows editor and the switcher hold to the accessibility bar (no serious or critical axe finding).
    await expectNoSeriousAxeViolations(page);
    await everyLanguage(page, 'attribute-definitions-create');
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.waitForURL((url) => url.pathname === `${ATTRIBUTES}/List/Customer`);

    // Saved with its values; the list shows it and not the product's attribute.
    const created = await api.list<Attribute>('GenericAttributes', { q: name.en });
    expect(created.total).toBe(1);
    const id = created.data[0]?.id ?? 0;
    const first = (await api.get<Attribute>('GenericAttributes', id)) as Attribute;
    expect(first).toMatchObject({ entityName: 'Customer', attributeControlTypeId: '11' });
    expect(first.genericAttributeValues.map((v) => [v.name.en, v.isPreselected, v.displayOrder])).toEqual([
      ['Bronze', true, 1],
      ['Silver', false, 2],
      ['Gold', false, 3],
    ]);
    await tableRows(page).filter({ hasText: name.fa }).waitFor();
    expect(
      await tableRows(page)
        .filter({ hasText: `Warranty ${tag}` })
        .count(),
    ).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await everyLanguage(page, 'attribute-definitions-list');
    // All: every entity's attributes, the product's too.
    await switcher.getByText(fa['entityscreens.all'], { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${ATTRIBUTES}/List`);
    await tableRows(page)
      .filter({ hasText: `Warranty ${tag}` })
      .waitFor();
    // The address's value in any letter case; one naming nothing shows the whole list.
    await page.goto(`${ATTRIBUTES}/List/customer`);
    await tableRows(page).filter({ hasText: name.fa }).waitFor();
    expect(
      await tableRows(page)
        .filter({ hasText: `Warranty ${tag}` })
        .count(),
    ).toBe(0);
    await page.goto(`${ATTRIBUTES}/List/Nothing`);
    await tableRows(page)
      .filter({ hasText: `Warranty ${tag}` })
      .waitFor();
    expect(await switcher.locator('.ant-segmented-item-selected').textContent()).toBe(fa['entityscreens.all']);

    // Edit from the customers' list: rename Bronze, remove Silver, add Platinum.
    await page.goto(`${ATTRIBUTES}/List/Customer`);
    await page.getByTestId(`edit-${id}`).click();
    await page.waitForURL((url) => url.pathname === `${ATTRIBUTES}/Update/Customer/${id}`);
    await expect.poll(() => valueName(page, 2, 'en').inputValue()).toBe('Gold');
    await valueName(page, 0, 'fa').fill('مسی');
    await valueName(page, 0, 'en').fill('Copper');
    await valueName(page, 0, 'tr').fill('Bakır');
    await page.getByTestId(`child-remove-${VALUES}-1`).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByTestId(`child-add-${VALUES}`).click();
    await fillValue(page, 2, { fa: 'پلاتینی', en: 'Platinum', tr: 'Platin' }, '۴');
    await everyLanguage(page, 'attribute-definitions-update');
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.waitForURL((url) => url.pathname === `${ATTRIBUTES}/List/Customer`);
    const [bronze, silver, gold] = first.genericAttributeValues;
    const second = (await api.get<Attribute>('GenericAttributes', id)) as Attribute;
    expect(second.genericAttributeValues.map((v) => [v.id, v.name.en])).toEqual([
      [bronze?.id, 'Copper'],
      [gold?.id, 'Gold'],
      [expect.any(Number), 'Platinum'],
    ]);
    expect(second.genericAttributeValues.map((v) => v.id)).not.toContain(silver?.id);

    // The type is fixed while values exist: the server refuses Text, its message in a toast, nothing changes.
    await page.getByTestId(`edit-${id}`).click();
    await page.waitForURL((url) => url.pathname === `${ATTRIBUTES}/Update/Customer/${id}`);
    await expect.poll(() => valueName(page, 0, 'en').inputValue()).toBe('Copper');
    await chooseType(page, '1');
    await expect.poll(() => page.getByTestId(`child-rows-${VALUES}`).count()).toBe(0);
    await save(page);
    await toast(page, fa['attribute.error.typeinuse']);
    expect(new URL(page.url()).pathname).toBe(`${ATTRIBUTES}/Update/Customer/${id}`);
    expect(await api.get<Attribute>('GenericAttributes', id)).toEqual(second);
    // Back to the dropdown, the rows are still in the form as they were.
    await chooseType(page, '11');
    await expect.poll(() => valueName(page, 2, 'en').inputValue()).toBe('Platinum');
  });
});

/** The same rows editor on the engine's voucher fixtures: lines with a money amount, a rule over the whole list. */
describe('a voucher’s lines in its form (engine fixtures)', () => {
  const journey = useJourney({ env: { ENGINE_FIXTURES: 'true' } });
  const { device } = accountJourney(journey, 'attribute-definitions-vouchers');

  it('says the lines’ rule under the lines, then saves them with the voucher', async () => {
    const page = await device();
    const code = `L-${randomBytes(3).toString('hex')}`;
    await signInAsAdmin(page);
    await page.goto('/dashboard/Test/Voucher/Create');
    await page.getByTestId('entity-form').waitFor();
    await page.locator('#entity_title_fa').fill('سند با ردیف');
    await field(page, 'code').fill(code);
    await field(page, 'amount').fill('۱۰۰');
    await selectOption(page, 'kind', fa['enum.Voucher.kind.sale']);
    await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
    await page.getByTestId('child-add-lines').click();
    await page.getByTestId('child-add-lines').click();
    await page.locator('#entity_lines_0_description').fill('اجاره');
    await page.locator('#entity_lines_0_amount').fill('۳۰');
    await page.locator('#entity_lines_1_description').fill('Service');
    await page.locator('#entity_lines_1_amount').fill('50');
    // The lines must add up to the amount: said under the lines, nothing sent.
    await save(page);
    await expect
      .poll(() => page.getByTestId('child-rows-lines').locator('.child-rows__issues').textContent())
      .toBe(fa['voucher.error.linesmismatch']);
    expect(new URL(page.url()).pathname).toBe('/dashboard/Test/Voucher/Create');
    await screenshotDesktopAndPhone(page, 'attribute-definitions-voucher-lines', 'fa');
    await page.locator('#entity_lines_1_amount').fill('۷۰');
    // Changing a line answers the rule over the lines: its message goes until the next save.
    await page.getByTestId('child-rows-lines').locator('.child-rows__issues').waitFor({ state: 'detached' });
    await save(page);
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.waitForURL((url) => url.pathname === '/dashboard/Test/Voucher/List');
    const api = new AdminApi(journey.server.url, await storedToken(page));
    const found = await api.list<{ id: number }>('Vouchers', { code });
    const id = found.data[0]?.id ?? 0;
    const saved = (await api.get<{ lines: { id: number; description: string; amount: string }[] }>('Vouchers', id)) ?? { lines: [] };
    expect(saved.lines.map((line) => [line.description, Number(line.amount)])).toEqual([
      ['اجاره', 30],
      ['Service', 70],
    ]);
    expect(saved.lines.every((line) => line.id > 0)).toBe(true);
  });
});
