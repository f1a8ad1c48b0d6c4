import { randomBytes } from 'node:crypto';
import { messages } from '@store/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formFieldError } from './support/account';
import { newContext, screenshot } from './support/browser';
import { field, openCreate, save, selectOption } from './support/entity-screens';
import { useJourney } from './support/journey';
import { chooseLanguage, signInAsAdmin, storedToken } from './support/ui';

/**
 * The engine's features in the dashboard, on the voucher fixtures (ENGINE_FIXTURES=true): the
 * store switcher, joined reference titles, range filters and an action with a form, in fa, en, tr.
 */
const VOUCHERS = 'Test/Voucher';
const STORES = 'Settings/Store';
const LANGS = ['fa', 'en', 'tr'] as const;
type Lang = (typeof LANGS)[number];
const tag = randomBytes(3).toString('hex');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Row = Record<string, unknown> & { id: number };

describe('engine dashboard: stores, joined titles, ranges, action forms', () => {
  const journey = useJourney({ env: { ENGINE_FIXTURES: 'true' } });
  let context: BrowserContext;
  let page: Page;
  let token: string;

  /** An API call as the administrator in one store (the `store` header the switcher sets). */
  async function inStore<T = Row>(store: number, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await fetch(`${journey.server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        lang: 'en',
        ...(store ? { store: String(store) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await answer.json()) as { data: T };
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(json)}`);
    return json.data;
  }

  const rows = () => page.locator('[data-testid="entity-table"] tbody tr.ant-table-row');
  const voucher = (store: number, code: string, amount: string, categoryId: number, tagIds: number[] = []) =>
    inStore(store, 'POST', '/api/Vouchers', {
      title: { fa: `سند ${code}`, en: `Voucher ${code}`, tr: `Fiş ${code}` },
      code,
      amount,
      kind: 'sale',
      categoryId,
      tagIds,
    });

  const main = { id: 0, name: '' };
  const second = { id: 0, name: `E2E Second ${tag}` };
  const toPay: Partial<Record<Lang, number>> = {};

  async function chooseStore(name: string): Promise<void> {
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: name }).first();
    // A click that lands while the dropdown is still opening (or closing) can be lost: then it is opened again.
    for (let attempt = 1; ; attempt++) {
      if (!(await option.isVisible())) await page.getByTestId('store-switcher').click();
      try {
        await option.click({ timeout: 3_000 });
        await page.waitForFunction((n) => (JSON.parse(localStorage.getItem('store') ?? '{}') as { name?: string }).name === n, name, {
          timeout: 3_000,
        });
        // Closed before anything else is clicked.
        await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  /** The page does not scroll sideways: nothing sticks out of the window (the culprits are named when something does). */
  async function expectNoOverflow(): Promise<void> {
    const outside = () =>
      page.evaluate(() => {
        const width = window.innerWidth;
        if (document.documentElement.scrollWidth <= width) return [];
        return [...document.querySelectorAll('body *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.right > width + 1 || box.left < -1) && !el.closest('.ant-table-content, .ant-table-body');
          })
          .slice(0, 8)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().left)}…${Math.round(el.getBoundingClientRect().right)}`,
          );
      });
    // The side menu folds away once the window is narrow: measured after the layout has settled.
    await expect.poll(outside).toEqual([]);
  }

  beforeAll(async () => {
    const health = (await (await fetch(`${journey.server.url}/api/health`)).json()) as { data: { engineFixtures: boolean } };
    expect(health.data.engineFixtures).toBe(true);
    context = await newContext(journey.browser, journey.server.url);
    page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    token = await storedToken(page);
  });

  it('creates a second store and vouchers in each store', async () => {
    await openCreate(page, STORES);
    await field(page, 'name').fill(second.name);
    await save(page);
    await page.waitForURL((url) => url.pathname === `/dashboard/${STORES}/List`);
    const stores = await inStore<Row[]>(0, 'GET', `/api/Stores?pageSize=100&sort=id`);
    const first = stores[0];
    const made = stores.find((s) => s.name === second.name);
    if (!first || !made) throw new Error('stores missing');
    Object.assign(main, { id: first.id, name: String(first.name) });
    second.id = made.id;

    const alpha = await inStore(main.id, 'POST', '/api/VoucherTags', { name: `Alpha category ${tag}` });
    const urgent = await inStore(main.id, 'POST', '/api/VoucherTags', { name: `Urgent ${tag}` });
    const beta = await inStore(second.id, 'POST', '/api/VoucherTags', { name: `Beta category ${tag}` });
    await voucher(main.id, 'A-SMALL', '50.00', alpha.id);
    await voucher(main.id, 'A-MID', '150.00', alpha.id, [urgent.id]);
    await voucher(main.id, 'A-BIG', '1250.75', alpha.id);
    for (const lang of LANGS) toPay[lang] = (await voucher(main.id, `A-PAY-${lang.toUpperCase()}`, '500.00', alpha.id)).id;
    await voucher(second.id, 'B-ONLY', '10.00', beta.id);

    // One through the form, in Persian: a title in one language, an amount typed with Persian digits
    // and separators, the category found by the server as it is typed.
    await openCreate(page, VOUCHERS);
    await page.locator('#entity_title_fa').fill('سند فرم');
    await field(page, 'code').fill('A-UI');
    await field(page, 'amount').fill('۲٬۵۰۰٫۵');
    expect(await field(page, 'amount').inputValue()).toBe('۲٬۵۰۰٫۵');
    await selectOption(page, 'kind', messages.fa['enum.Voucher.kind.sale']);
    await page.locator('.ant-form-item:has(#entity_categoryId) .ant-select').click();
    await field(page, 'categoryId').fill('Alpha');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: `Alpha category ${tag}` })
      .click();
    await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
    await save(page);
    await page.waitForURL((url) => url.pathname === `/dashboard/${VOUCHERS}/List`);
    const viaForm = await inStore<Row[]>(main.id, 'GET', '/api/Vouchers?code=A-UI');
    expect(viaForm[0]).toMatchObject({ amount: '2500.50', categoryId: alpha.id, title: { fa: 'سند فرم', en: null, tr: null }, tagIds: [] });
  });

  for (const lang of LANGS) {
    it(`in ${lang}: switches stores, shows joined titles, filters by an amount range, pays through the action's form`, async () => {
      const m = messages[lang];
      await page.setViewportSize(DESKTOP);
      await page.goto(`/dashboard/${VOUCHERS}/List`);
      await page.getByTestId('entity-table').waitFor();
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: m['entity.Vouchers'], exact: true }).waitFor();

      // The second store shows only its own voucher, with its own category's title.
      await chooseStore(second.name);
      await expect.poll(() => rows().count()).toBe(1);
      await expect.poll(() => rows().first().textContent()).toContain('B-ONLY');
      expect(await rows().first().textContent()).toContain(`Beta category ${tag}`);

      // Back in the main store: its vouchers, each with its category's title joined by the server.
      await chooseStore(main.name);
      await expect.poll(() => rows().count()).toBe(7);
      const big = rows().filter({ hasText: 'A-BIG' });
      expect(await big.textContent()).toContain(`Alpha category ${tag}`);
      expect(await big.textContent()).toContain(lang === 'fa' ? '۱٬۲۵۰٫۷۵' : '1,250.75');
      expect(await rows().filter({ hasText: 'A-MID' }).textContent()).toContain(`Urgent ${tag}`);
      expect(await big.textContent()).toContain({ fa: 'سند A-BIG', en: 'Voucher A-BIG', tr: 'Fiş A-BIG' }[lang]);

      // A reversed range is refused under its inputs and not applied.
      const from = page.getByTestId('filter-amount-from');
      const to = page.getByTestId('filter-amount-to');
      await from.fill(lang === 'fa' ? '۲۰۰۰' : '2000');
      await to.fill('100');
      await page.getByTestId('filter-apply').click();
      await expect.poll(() => formFieldError(page, 'filters', 'amountRange_from').textContent()).toBe(m['common.error.fromtoerror']);
      expect(new URL(page.url()).searchParams.has('amountFrom')).toBe(false);

      // 100 to 2000 (typed in Persian digits in Persian): the rows narrow, and the range is in the address.
      await from.fill(lang === 'fa' ? '۱۰۰' : '100');
      await to.fill(lang === 'fa' ? '۲۰۰۰' : '2000');
      await page.getByTestId('filter-apply').click();
      await page.waitForURL((url) => url.searchParams.get('amountFrom') === '100' && url.searchParams.get('amountTo') === '2000');
      await expect.poll(() => rows().count()).toBe(5);
      expect(await page.locator('[data-testid="entity-table"] tbody').textContent()).not.toContain('A-SMALL');
      const inRange = await inStore<Row[]>(main.id, 'GET', '/api/Vouchers?amountFrom=100&amountTo=2000&pageSize=100');
      expect(inRange.length).toBe(5);
      await screenshot(page, 'engine-dashboard-list-desktop', lang);

      // On a phone the same five rows are cards.
      await page.setViewportSize(PHONE);
      await expect.poll(() => page.locator('[data-testid="entity-cards"] > li').count()).toBe(5);
      await screenshot(page, 'engine-dashboard-list-phone', lang);
      await expectNoOverflow();
      await page.setViewportSize(DESKTOP);

      // Pay: the form asks for the reference (empty first: the translated error), then the state changes.
      const id = toPay[lang] as number;
      await page.goto(`/dashboard/${VOUCHERS}/Update/${id}`);
      await page.getByTestId('entity-form').waitFor();
      await expect.poll(() => page.getByTestId('row-state').getAttribute('data-state')).toBe('unpaid');
      expect(await page.getByTestId('row-state').textContent()).toBe(m['state.Voucher.unpaid']);
      await page.getByTestId('action-pay').click();
      await page.getByTestId('action-form').waitFor();
      expect(await page.locator('.ant-modal-title').textContent()).toBe(m['action.Voucher.pay']);
      await page.getByTestId('action-submit').click();
      await expect.poll(() => formFieldError(page, 'action_pay', 'reference').textContent()).toBe(m['common.error.required']);
      expect((await inStore(main.id, 'GET', `/api/Vouchers/${id}`)).isPaid).toBe(false);
      await page.setViewportSize(PHONE);
      await screenshot(page, 'engine-dashboard-pay-phone', lang);
      await expectNoOverflow();
      await page.setViewportSize(DESKTOP);

      await page.locator('#action_pay_reference').fill(`REF-${lang}-${tag}`);
      await page.locator('#action_pay_fee').fill(lang === 'fa' ? '۱۲٫۵' : '12.5');
      await page.getByTestId('action-submit').click();
      await page.getByTestId('action-form').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('row-state').getAttribute('data-state')).toBe('paid');
      expect(await page.getByTestId('row-state').textContent()).toBe(m['state.Voucher.paid']);
      expect(await inStore(main.id, 'GET', `/api/Vouchers/${id}`)).toMatchObject({ isPaid: true, reference: `REF-${lang}-${tag}` });
      // A paid voucher is locked: the form says why, in the page's language, and cannot be saved.
      await expect.poll(() => page.getByTestId('row-locked').textContent()).toBe(m['voucher.error.locked']);
      expect(await page.getByTestId('save-button').isDisabled()).toBe(true);
      await screenshot(page, 'engine-dashboard-paid-desktop', lang);
    });
  }
});
