import { type Language, messages, type StorageLevel } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_COLORS } from '../apps/web/src/dashboard/shell/storage-level';
import { isolatedByteSize, percentText } from '../apps/web/src/i18n/byte-size';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { keepFailureScreenshots } from './support/account-setup';
import { newContext } from './support/browser';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, signInAsAdmin, storedToken } from './support/ui';

const ui: Record<Language, Record<string, string>> = {
  fa: { ...messages.fa, ...uiFa },
  en: { ...messages.en, ...uiEn },
  tr: { ...messages.tr, ...uiTr },
};

/** A message of the web in a language, its `{{name}}` parameters filled. */
function text(lang: Language, key: string, params: Record<string, string> = {}): string {
  const message = ui[lang][key];
  if (message === undefined) throw new Error(`no message ${key} in ${lang}`);
  return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** `#16a34a` as the browser computes it: `rgb(22, 163, 74)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** What the bar shows: its level, its fill colour and its text (the progress' accessible name). */
async function bar(page: Page) {
  const root = page.getByTestId('storage-bar');
  return {
    level: await root.getAttribute('data-level'),
    color: await root.locator('.ant-progress-track').evaluate((el) => getComputedStyle(el).backgroundColor),
    label: await root.locator('[aria-label]').last().getAttribute('aria-label'),
    percent: await root.locator('.ant-progress-indicator').textContent(),
  };
}

describe('the dashboard’s storage bar', () => {
  const journey = useJourney();
  keepFailureScreenshots('dashboard-storage-bar', () => journey.browser);

  it('is green below 70 % of the store’s maximum, yellow from 70 % and red from 90 %, its sizes in the user’s language, on a desktop and a phone', async () => {
    const base = journey.server.url;
    const context = await newContext(journey.browser, base);
    const page = await context.newPage();
    await signInAsAdmin(page);
    const token = await storedToken(page);

    // A file of a known size makes the store's usage; then its maximum moves the bar through its levels.
    const form = new FormData();
    form.append('file', new Blob(['storage bar / نوار فضا / depolama çubuğu\n'.repeat(6000)], { type: 'text/plain' }), 'usage.txt');
    const uploaded = await fetch(`${base}/api/CMS/UploadFile?directory=DataContents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const capacity = await call(base, 'GET', '/api/CMS/getStorageCapacity', undefined, token);
    const usage = Number((capacity.body.data as { usage: number }).usage);
    expect(usage).toBeGreaterThan(100_000);

    const levels: [StorageLevel, number][] = [
      // 69 %, then 70 % and 90 % (the maximum rounded down, so the ratio just reaches the threshold): the spec's edges.
      ['ok', Math.ceil(usage / 0.69)],
      ['warn', Math.floor(usage / 0.7)],
      ['danger', Math.floor(usage / 0.9)],
    ];
    for (const [level, maximum] of levels) {
      const saved = await call(
        base,
        'POST',
        '/api/Settings/saveAppSetting',
        { name: 'storage.maximumcapacity', value: String(maximum) },
        token,
      );
      expect(saved.status).toBe(200);
      await page.reload();
      await page.locator(`[data-testid="storage-bar"][data-level="${level}"]`).waitFor();
      // The fill eases from the first paint's colour to the level's.
      await expect.poll(async () => (await bar(page)).color, { timeout: 5_000 }).toBe(rgb(STORAGE_COLORS[level]));
      const percent = Math.floor((usage / maximum) * 100);
      // The figures arrive with the usage, a moment after the bar's level.
      await expect.poll(async () => (await bar(page)).percent).toBe(percentText(percent, 'fa'));
      const shown = await bar(page);
      expect(shown.label).toBe(
        `${text('fa', 'dashboard.storage')}: ${text('fa', 'dashboard.storage.value', { used: isolatedByteSize(usage, 'fa'), max: isolatedByteSize(maximum, 'fa') })}`,
      );
    }
    // Persian digits in Persian.
    expect((await bar(page)).label).toMatch(/[۰-۹]+ KB/);

    // Red, in each language, on a desktop and at 390 px (where the bar takes a row of its own).
    const maximum = levels[2]?.[1] ?? 0;
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid="storage-bar"] .ant-progress-indicator')?.textContent === text,
        percentText(Math.floor((usage / maximum) * 100), lang),
      );
      const shown = await bar(page);
      expect(shown.label).toContain(isolatedByteSize(maximum, lang));
      expect(shown.level).toBe('danger');
      await screenshotDesktopAndPhone(page, 'dashboard-storage-bar', lang);
    }
    // On a phone nothing hovers to open the tooltip: the bar's own row says the sizes.
    await page.setViewportSize({ width: 390, height: 844 });
    const sizes = page.getByTestId('storage-bar').locator('.storage-bar__sizes');
    expect(await sizes.isVisible()).toBe(true);
    expect(await sizes.textContent()).toBe(
      text('fa', 'dashboard.storage.value', { used: isolatedByteSize(usage, 'fa'), max: isolatedByteSize(maximum, 'fa') }),
    );
    await page.setViewportSize({ width: 1366, height: 860 });
    expect(await sizes.isVisible()).toBe(false);
  });
});
