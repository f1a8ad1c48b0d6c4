import { readFileSync } from 'node:fs';
import { type Language, messages, Setting } from '@store/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listToolsEn } from '../apps/web/src/i18n/list-tools.en';
import { listToolsFa } from '../apps/web/src/i18n/list-tools.fa';
import { listToolsTr } from '../apps/web/src/i18n/list-tools.tr';
import { reportsEn } from '../apps/web/src/i18n/reports.en';
import { reportsFa } from '../apps/web/src/i18n/reports.fa';
import { reportsTr } from '../apps/web/src/i18n/reports.tr';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { keepFailureScreenshots } from './support/account-setup';
import { newContext, screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { PHONE } from './support/phone';
import { chooseLanguage, signInAsAdmin } from './support/ui';

const ui: Record<Language, Record<string, string>> = {
  fa: { ...messages.fa, ...uiFa, ...listToolsFa, ...reportsFa },
  en: { ...messages.en, ...uiEn, ...listToolsEn, ...reportsEn },
  tr: { ...messages.tr, ...uiTr, ...listToolsTr, ...reportsTr },
};
const text = (lang: Language, key: string) => {
  const message = ui[lang][key];
  if (message === undefined) throw new Error(`no message ${key} in ${lang}`);
  return message;
};
const LIST = `/dashboard/${Setting.route}/List`;
const DESKTOP = { width: 1366, height: 860 };

const headers = (page: Page) => page.locator('[data-testid="entity-table"] thead th').allInnerTexts();
const rowTexts = (page: Page) => page.locator('[data-testid="entity-table"] tbody tr.ant-table-row').allInnerTexts();
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits for the list to have settled on the rows of the address it shows. */
async function settled(page: Page) {
  await page.getByTestId('entity-table').waitFor();
  await expect.poll(() => page.locator('[data-testid="entity-table"] .ant-spin-spinning').count()).toBe(0);
}

describe('the dashboard’s lists', () => {
  const journey = useJourney();
  keepFailureScreenshots('dashboard-lists', () => journey.browser);

  it('an admin in Persian finds a list by its title, filters it, opens its link in a new tab to the same view, exports it as CSV and Excel, prints it, and reads it in Turkish and on a phone', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await chooseLanguage(page, 'fa');

    // The route search, by keyboard: at least three letters, the first match is active, Enter opens it.
    const title = text('fa', `entity.${Setting.resource}`);
    const search = page.getByTestId('route-search');
    await search.click();
    await search.pressSequentially(title.slice(0, 2));
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(0);
    await search.pressSequentially(title.slice(2));
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect.poll(() => option.innerText()).toContain(title);
    await search.press('Escape');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    await search.press('ArrowDown');
    await expect.poll(() => page.locator('.ant-select-item-option-active').first().innerText()).toContain(title);
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === LIST);
    await settled(page);

    // Breadcrumbs: home, the area (its first list), the list itself (not a link).
    const crumbs = page.getByTestId('breadcrumbs');
    await expect.poll(() => crumbs.innerText()).toContain(text('fa', 'area.operations'));
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe(title);

    // Search, sort by name descending, and hide the value column: all of it lands in the address.
    await page.getByTestId('list-search').locator('input').fill('datacontent');
    await page.getByTestId('list-search').locator('input').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'datacontent');
    const nameHeader = page.locator('[data-testid="entity-table"] thead th', { hasText: text('fa', 'field.Setting.name') });
    // A header's clicks go ascending, descending, unsorted: to descending by name, whatever the list's first order.
    for (let click = 0; click < 3 && new URL(page.url()).searchParams.get('sort') !== '-name'; click++) {
      const before = page.url();
      await nameHeader.click();
      await page.waitForURL((url) => url.href !== before);
    }
    expect(new URL(page.url()).searchParams.get('sort')).toBe('-name');
    await page.getByTestId('columns-button').click();
    await page.getByTestId('column-chooser').getByText(text('fa', 'field.Setting.value'), { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('cols') === 'name');
    await page.keyboard.press('Escape');
    await settled(page);
    const shownHeaders = await headers(page);
    expect(shownHeaders).not.toContain(text('fa', 'field.Setting.value'));
    const shownRows = await rowTexts(page);
    expect(shownRows.length).toBeGreaterThan(1);
    expect(shownRows.every((row) => row.includes('datacontent'))).toBe(true);
    // Descending by name.
    const names = shownRows.map((row) => row.trim().split(/\s/)[0] ?? '');
    expect(names).toEqual([...names].sort().reverse());

    // The same address in a new tab shows the same view: rows, order, columns and the search typed.
    const copied = page.url();
    const tab = await context.newPage();
    await tab.goto(copied);
    await settled(tab);
    expect(await headers(tab)).toEqual(shownHeaders);
    expect(await rowTexts(tab)).toEqual(shownRows);
    expect(await tab.getByTestId('list-search').locator('input').inputValue()).toBe('datacontent');
    await tab.close();

    // CSV: the filtered rows of every page, the shown columns, Persian labels.
    await page.getByTestId('export-button').click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(csv.suggestedFilename()).toBe('Settings.csv');
    const lines = readFileSync(await csv.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(`#,${text('fa', 'field.Setting.name')}`);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(names);

    // Excel: the same rows, a right-to-left sheet.
    await page.getByTestId('export-button').click();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toBe('Settings.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.worksheets[0];
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.rowCount).toBe(lines.length);
    expect(sheet?.getCell('B2').value).toBe(names[0]);

    // Print: the browser's print dialog, showing the list alone (no menu, top bar or buttons).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.getByTestId('print-button').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('dashboard-menu').isVisible()).toBe(false);
    expect(await page.getByTestId('export-button').isVisible()).toBe(false);
    expect(await page.locator('#entity-list .print-only').isVisible()).toBe(true);
    expect(await page.getByTestId('entity-table').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-lists-print', 'fa');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    expect(await page.evaluate(() => document.body.classList.contains('printing-one'))).toBe(false);

    for (const lang of ['fa', 'en', 'tr'] as const) {
      await page.setViewportSize(DESKTOP);
      await chooseLanguage(page, lang);
      // The view survives the language: same address, labels in the language.
      expect(new URL(page.url()).searchParams.get('cols')).toBe('name');
      await expect.poll(() => headers(page)).toContain(text(lang, 'field.Setting.name'));
      await screenshot(page, 'dashboard-lists', lang);
      // On a phone the rows are cards, and nothing sticks out sideways.
      await page.setViewportSize(PHONE);
      await page.getByTestId('entity-cards').waitFor();
      const card = page.locator('[data-testid^="card-"]').first();
      expect(await card.innerText()).toContain(text(lang, 'field.Setting.name'));
      expect(await card.innerText()).not.toContain(text(lang, 'field.Setting.value'));
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'dashboard-lists-phone', lang);
    }

    // Reports: the group's title opens its first report, which says it comes with its area.
    await page.setViewportSize(DESKTOP);
    await chooseLanguage(page, 'fa');
    await page.getByTestId('dashboard-menu').locator('.ant-menu-submenu-title[data-menu-id$="area:reports"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/Reports/AccountOverview');
    await page.getByTestId('report-pending').waitFor();
    expect(await page.getByTestId('report-pending').innerText()).toContain(text('fa', 'route.reportAccountOverview'));
    await screenshot(page, 'dashboard-reports', 'fa');

    // A list that fails to load says so in a toast titled as spec 000 §8 says, with the server's message.
    const refusal = 'پایگاه داده در دسترس نیست';
    await page.route(/\/api\/Settings\?/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'common.error.unavailable', message: refusal } }),
      }),
    );
    await page.goto(LIST);
    const failed = page.locator('.toast', { hasText: refusal }).first();
    await failed.waitFor();
    expect(await failed.innerText()).toContain(text('fa', 'common.error.title'));
    await page.unroute(/\/api\/Settings\?/);
    await context.close();
  });
});
