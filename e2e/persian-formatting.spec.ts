import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { keepFailureScreenshots } from './support/account-setup';
import { AdminApi } from './support/api';
import { newContext } from './support/browser';
import { field, openList, save } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, signInAsAdmin, storedToken } from './support/ui';

const PHONE = '+982100000000';
const COMPANY = 'Melk Demo Co.';
const persian = (text: string | number) => String(text).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
/** A count as the lists write it: grouped, in the language's digits. */
const grouped = (n: number, lang: 'fa' | 'en' | 'tr') => {
  const latin = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fa' ? '٬' : ',');
  return lang === 'fa' ? persian(latin) : latin;
};

interface Box {
  left: number;
  right: number;
}

/**
 * Where characters `from`..`to` of the element's text land on the screen (the union of their boxes),
 * measured with a Range over its text nodes: what the reader sees, not the order in the DOM.
 */
async function boxOf(element: Locator, from: number, to: number): Promise<Box> {
  return element.evaluate(
    (root, [start, end]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let offset = 0;
      const rects: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        const a = Math.max(start, offset);
        const b = Math.min(end, offset + length);
        if (a < b) {
          const range = document.createRange();
          range.setStart(node, a - offset);
          range.setEnd(node, b - offset);
          rects.push(...range.getClientRects());
        }
        offset += length;
      }
      if (rects.length === 0) throw new Error(`no text at ${start}..${end} in "${root.textContent}"`);
      return { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
    },
    [from, to] as const,
  );
}

/** The `text` inside `element` must read left to right on screen: its first character left of the rest, its last right of the rest. */
async function expectReadsLeftToRight(element: Locator, text: string): Promise<void> {
  const whole = (await element.textContent()) ?? '';
  const at = whole.indexOf(text);
  expect(at, `"${text}" in "${whole}"`).toBeGreaterThanOrEqual(0);
  const first = await boxOf(element, at, at + 1);
  const middle = await boxOf(element, at + 1, at + text.length - 1);
  const last = await boxOf(element, at + text.length - 1, at + text.length);
  expect(first.right, `the "${text[0]}" of "${text}" is at its left`).toBeLessThanOrEqual(middle.left + 0.5);
  expect(last.left, `the "${text.at(-1)}" of "${text}" is at its right`).toBeGreaterThanOrEqual(middle.right - 0.5);
}

/** A Persian "N word" (a count before its noun): the number is read first, so it sits right of the word. */
async function expectCountReadsRightToLeft(element: Locator): Promise<void> {
  const text = ((await element.textContent()) ?? '').trim();
  const match = /^([۰-۹٬]+) (\S.*)$/.exec(text);
  expect(match, `"${text}" is a Persian count and its noun`).not.toBeNull();
  const whole = (await element.textContent()) ?? '';
  const at = whole.indexOf(text);
  const number = await boxOf(element, at, at + (match?.[1]?.length ?? 0));
  const noun = await boxOf(element, at + (match?.[1]?.length ?? 0) + 1, at + text.length);
  expect(number.left, `"${text}": the number right of its noun`).toBeGreaterThanOrEqual(noun.right - 0.5);
}

/**
 * Buttons and links a screen reader cannot name in the page's language, from Chromium's own
 * accessibility tree: no name, or only an Ant Design icon's English name (`close-circle`, `left`).
 */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored && ['button', 'link'].includes(String(node.role?.value)))
      .map((node) => `${node.role?.value}: "${String(node.name?.value ?? '').trim()}"`)
      .filter((named) => /: "([a-z]+(-[a-z]+)*)?"$/.test(named));
  } finally {
    await cdp.detach();
  }
}

const texts = { fa: uiFa, en: uiEn, tr: uiTr };

describe('Persian done right in the dashboard', () => {
  const journey = useJourney();
  keepFailureScreenshots('persian-formatting', () => journey.browser);

  /** A page signed in as the administrator (in Persian, the default), and the API as them. */
  async function signedIn() {
    const context = await newContext(journey.browser, journey.server.url);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await signInAsAdmin(page);
    return { page, api: new AdminApi(journey.server.url, await storedToken(page)) };
  }

  it('shows a phone, an e-mail, a user name and a Latin company name whole, counts as "۲ رکورد", Persian digits everywhere, in the right visual order', async () => {
    const { page, api } = await signedIn();
    const store = await api.create<{ name: string }>('Stores', {
      // Unique per try: a retried test finds the first try's store.
      name: `formatting-${Date.now()}`,
      url: 'https://melk.example',
      companyName: COMPANY,
      companyPhoneNumber: PHONE,
    });
    const stores = (await api.list('Stores')).total;

    // The stores' list in Persian: the row's phone and company name read as written.
    await openList(page, 'Settings/Store');
    const row = page.locator(`tr[data-row-key="${store.id}"]`);
    const phone = row.locator('td', { hasText: PHONE });
    const company = row.locator('td', { hasText: COMPANY });
    await expectReadsLeftToRight(phone, PHONE);
    await expectReadsLeftToRight(company, COMPANY);
    await expectReadsLeftToRight(row.locator('td', { hasText: 'https://melk.example' }), 'https://melk.example');

    // The total is a plural with Persian digits, the number first (on the right); page numbers and sizes in Persian digits.
    const total = page.locator('.ant-pagination-total-text');
    await expect.poll(() => total.textContent()).toBe(`${grouped(stores, 'fa')} رکورد`);
    await expectCountReadsRightToLeft(total);
    const pagination = page.locator('.ant-pagination');
    expect(await pagination.locator('.ant-pagination-item-active').textContent()).toBe('۱');
    expect(await pagination.locator('.ant-select').textContent()).toContain('۲۰ / صفحه');
    expect(await pagination.textContent()).not.toMatch(/[0-9]/);
    expect(await unnamedControls(page)).toEqual([]);
    await screenshotDesktopAndPhone(page, 'persian-formatting-stores', 'fa');

    // The store's form: typed values run in their own direction (a Latin name and a phone in a Persian form).
    await page.getByTestId(`edit-${store.id}`).click();
    await field(page, 'companyName').waitFor();
    for (const name of ['companyName', 'companyPhoneNumber', 'url']) {
      expect(await field(page, name).evaluate((el) => getComputedStyle(el).direction), name).toBe('ltr');
    }
    expect(await field(page, 'name').inputValue()).toBe(store.name);

    // The dashboard home's counts: Persian digits only.
    await page.goto('/dashboard');
    const counts = page.getByTestId('home-count');
    await counts.first().waitFor();
    for (const count of await counts.all()) expect((await count.textContent())?.trim()).toMatch(/^[۰-۹٬]+$/);
    expect(await unnamedControls(page)).toEqual([]);
    await screenshotDesktopAndPhone(page, 'persian-formatting-home', 'fa');

    // A customer's e-mail, mobile and user name in the customers' list: each whole, read left to right.
    // Its own e-mail and mobile each attempt: a retried attempt must not meet the first one's (both are unique).
    const tag = Math.random().toString(36).slice(2, 8);
    const customer = {
      username: `persian_${tag}`,
      email: `info.${tag}@melk.example`,
      mobile: `+98912${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`,
      password: 'formatting-pass-1',
    };
    const registered = await call(journey.server.url, 'POST', '/api/Authentication/register', {
      ...customer,
      confirmPassword: customer.password,
      firstName: 'Sara',
      lastName: 'Rahimi',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await page.goto(`/dashboard/Customers/Customer/List?q=${customer.username}`);
    const customerRow = page.locator('tr[data-row-key]', { hasText: customer.username });
    for (const value of [customer.email, customer.mobile, customer.username])
      await expectReadsLeftToRight(customerRow.locator('td', { hasText: value }), value);
    expect(await unnamedControls(page)).toEqual([]);

    // English and Turkish: Latin digits, "1 record" / "N records", "N kayıt".
    await openList(page, 'Settings/Store');
    for (const lang of ['en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      const word = lang === 'en' ? (stores === 1 ? 'record' : 'records') : 'kayıt';
      await expect.poll(() => total.textContent()).toBe(`${grouped(stores, lang)} ${word}`);
      expect(await pagination.locator('.ant-select').textContent()).toContain(texts[lang]['common.pagesize'].replace('{{size}}', '20'));
      await expectReadsLeftToRight(phone, PHONE);
      await screenshotDesktopAndPhone(page, 'persian-formatting-stores', lang);
    }
    await chooseLanguage(page, 'fa');
  });

  it('takes digits typed in Persian, Arabic and Latin and stores Latin digits, dates typed in Jalali; lists them in Persian digits', async () => {
    const { page, api } = await signedIn();
    const content = (await api.list<{ id: number }>('Contents')).data[0];
    if (!content) throw new Error('the demo store has no content');

    for (const [typed, stored] of [
      ['۱۲۳۴', 1234],
      ['٥٦', 56],
      ['78', 78],
    ] as const) {
      await page.goto(`/dashboard/CMS/Content/Update/${content.id}`);
      const order = field(page, 'displayOrder');
      await order.fill(typed);
      // Shown as typed, in Persian digits.
      expect(await order.inputValue()).toBe(persian(stored));
      await save(page);
      await page.waitForURL((url) => url.pathname === '/dashboard/CMS/Content/List');
      await expect.poll(async () => (await api.get<{ displayOrder: number }>('Contents', content.id))?.displayOrder).toBe(stored);
    }
    // The list shows it back in Persian digits.
    const row = page.locator(`tr[data-row-key="${content.id}"]`);
    await expect.poll(() => row.locator('.number-text').textContent()).toBe(persian(78));

    // A date typed into a picker in Persian digits is read in the Jalali calendar: 1 Farvardin 1403 is 2024-03-20.
    await page.goto('/dashboard/CMS/FormSubmission/List');
    // The submission time's range picker (antd puts no test id on it).
    const range = page.locator('.ant-picker-range input');
    // With a time, a typed date is taken with the panel's OK (Enter alone does not confirm it, in any language).
    const ok = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button');
    await range.first().fill('۱۴۰۳/۰۱/۰۱ ۰۹:۳۰');
    await ok.click();
    await range.last().fill('١٤٠٣/٠١/٠٢ ١٠:٠٠');
    await ok.click();
    await page.getByTestId('filter-apply').click();
    await page.waitForURL((url) => url.searchParams.has('submittedAtTo'));
    const filtered = new URL(page.url()).searchParams;
    // The browser and this test share the machine's time zone.
    expect(Date.parse(filtered.get('submittedAtFrom') ?? '')).toBe(new Date(2024, 2, 20, 9, 30).getTime());
    expect(Date.parse(filtered.get('submittedAtTo') ?? '')).toBe(new Date(2024, 2, 21, 10, 0).getTime());
  });
});
