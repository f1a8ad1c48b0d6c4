import { type Language, LOCALES, messages } from '@store/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagesEn } from '../apps/web/src/cms/pages/texts/pages.en';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { newContext } from './support/browser';
import { useJourney } from './support/journey';

const ui = { en: uiEn, fa: uiFa, tr: uiTr };
const LANGS: Language[] = ['fa', 'en', 'tr'];

/** Texts only one language's chunk holds: a domain message of two areas and a web string. */
const markers = (lang: Language) => [
  messages[lang]['security.error.authfailed'],
  messages[lang]['route.home.description'],
  ui[lang]['home.hero.title'],
];

/** Every key the web could show; one of them in the page's text would be a flash of raw keys. */
const KEYS = [...Object.keys(messages.en), ...Object.keys(uiEn), ...Object.keys(pagesEn)].filter((key) => key.split('.').length > 2);

const chunkOf = (lang: Language) => new RegExp(`/assets/lang-${lang}-[\\w-]+\\.js$`);

interface Visit {
  page: Page;
  /** URLs of the JavaScript files the page requested, in order. */
  scripts: string[];
}

/** Opens the home page with the locale cookie of `lang`, recording the scripts it requests. */
async function visit(context: BrowserContext, url: string, lang: Language): Promise<Visit> {
  const locale = LOCALES.find((l) => l.endsWith(`_${lang}`));
  await context.addCookies([{ name: 'locale', value: locale ?? '', url }]);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  // Records any raw key that reaches the page's text, from the first render on.
  await page.addInitScript((keys: string[]) => {
    const seen: string[] = [];
    (window as unknown as { rawKeys: string[] }).rawKeys = seen;
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      for (const key of keys) if (text.includes(key) && !seen.includes(key)) seen.push(key);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, KEYS);
  await page.goto('/');
  await page.getByRole('heading', { name: ui[lang]['home.hero.title'] }).waitFor();
  return { page, scripts };
}

/** The requested scripts holding each language's markers. */
async function holders(context: BrowserContext, scripts: string[]): Promise<Record<Language, string[]>> {
  const bodies = await Promise.all(scripts.map(async (url) => [url, await (await context.request.get(url)).text()] as const));
  const holding = (lang: Language) => bodies.filter(([, body]) => markers(lang).some((text) => body.includes(text))).map(([url]) => url);
  return { fa: holding('fa'), en: holding('en'), tr: holding('tr') };
}

const rawKeys = (page: Page) => page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys);

describe('language chunks', () => {
  const journey = useJourney();

  it('downloads only the cookie’s language, and another one when the visitor switches to it', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const { page, scripts } = await visit(context, journey.server.url, 'fa');

    // Persian only: its chunk holds every Persian marker; no script requested holds English or Turkish.
    const faChunk = scripts.filter((url) => chunkOf('fa').test(url));
    expect(faChunk).toHaveLength(1);
    expect(scripts.filter((url) => chunkOf('en').test(url) || chunkOf('tr').test(url))).toEqual([]);
    const atStart = await holders(context, scripts);
    expect(atStart).toEqual({ fa: faChunk, en: [], tr: [] });
    const faBody = await (await context.request.get(faChunk[0] ?? '')).text();
    for (const text of markers('fa')) expect(faBody).toContain(text);

    // English: the page keeps Persian until the English chunk has arrived (held back here).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(chunkOf('en'), async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.getByTestId('lang-en').first().click();
    await requested;
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fa');
    await page.getByRole('heading', { name: uiFa['home.hero.title'] }).waitFor();
    release();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('heading', { name: uiEn['home.hero.title'] }).waitFor();
    await page.getByRole('navigation').getByText(messages.en['route.home']).first().waitFor();

    const enChunk = scripts.filter((url) => chunkOf('en').test(url));
    expect(enChunk).toHaveLength(1);
    expect(scripts.filter((url) => chunkOf('tr').test(url))).toEqual([]);
    expect(await holders(context, scripts)).toEqual({ fa: faChunk, en: enChunk, tr: [] });
    expect(await rawKeys(page)).toEqual([]);
    await context.close();
  });

  it('starts a Turkish visitor on the Turkish chunk alone', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const { page, scripts } = await visit(context, journey.server.url, 'tr');
    const trChunk = scripts.filter((url) => chunkOf('tr').test(url));
    expect(trChunk).toHaveLength(1);
    expect(await holders(context, scripts)).toEqual({ fa: [], en: [], tr: trChunk });
    expect(await rawKeys(page)).toEqual([]);
    expect(LANGS.filter((lang) => scripts.some((url) => chunkOf(lang).test(url)))).toEqual(['tr']);
    await context.close();
  });
});
