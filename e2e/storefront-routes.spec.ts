import { DEFAULT_THEME, type Language, messages, THEMES, type Theme } from '@store/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { aboutPage, newsItems } from '../apps/server/src/db/seed/demo-cms-texts';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { storefrontFa } from '../apps/web/src/storefront/texts/storefront.fa';
import { expectNoSeriousAxeViolations } from './support/axe';
import { newContext } from './support/browser';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { ADMIN_PASSWORD } from './support/server-harness';
import { signInAsAdmin, toast } from './support/ui';

const LANGUAGES: readonly Language[] = ['fa', 'en', 'tr'];
const ABOUT = `/pages/${encodeURIComponent(aboutPage.slug)}`;

/** The header's home link: where it leads tells whether links keep the store prefix. */
const homeHref = (page: Page) => page.getByTestId('store-name').getAttribute('href');

describe('the storefront’s public routes, in every theme, with and without the store prefix', () => {
  const journey = useJourney();
  let token = '';
  let digiId = 0;

  /** The store's theme (and the digi store's), as an administrator saves it. */
  async function useThemeEverywhere(theme: Theme): Promise<void> {
    for (const store of [undefined, digiId]) {
      const saved = await call(journey.server.url, 'POST', '/api/Settings/saveAppSetting', { name: 'theme', value: theme }, token, store);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  }

  beforeAll(async () => {
    const base = journey.server.url;
    token = String(
      dataOf(await call(base, 'POST', '/api/Authentication/signin', { username: 'administrator', password: ADMIN_PASSWORD })).access_token,
    );
    const store = await call(base, 'POST', '/api/Stores', { name: 'digi' }, token);
    expect(store.status, JSON.stringify(store.body)).toBe(201);
    digiId = Number(dataOf(store).id);
    const page = await call(
      base,
      'POST',
      '/api/CMS/AddPage',
      { layoutType: 'onecolumn', published: true, slug: 'offers', title: { fa: 'پیشنهادها', en: 'Offers', tr: 'Fırsatlar' } },
      token,
      digiId,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(201);
  });

  it('shows Home, a page, a content and the 404 page in each theme and language (asked with ?lang=), with and without the prefix, accessible, at desktop and phone size', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      const page = await context.newPage();
      for (const theme of THEMES) {
        await useThemeEverywhere(theme);
        for (const lang of LANGUAGES) {
          for (const prefix of ['', '/digi']) {
            await page.goto(`${prefix}/?lang=${lang}`);
            await page.locator(`[data-testid="site"][data-theme="${theme}"]`).waitFor();
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
            expect(await homeHref(page)).toBe(prefix || '/');
            await expectNoSeriousAxeViolations(page);
            if (!prefix) await screenshotDesktopAndPhone(page, `storefront-${theme}-home`, lang);

            await page.goto(prefix ? `${prefix}/pages/offers` : ABOUT);
            await page.getByTestId('page-title').waitFor();
            await expectNoSeriousAxeViolations(page);
            if (!prefix && theme === 'melk') await screenshotDesktopAndPhone(page, 'storefront-page', lang);

            await page.goto(`${prefix}/content/news`);
            await page.getByTestId('content-list').waitFor();
            if (!prefix)
              await page
                .getByTestId('content-list')
                .getByText(newsItems[0]?.title[lang] ?? '', { exact: true })
                .waitFor();
            await expectNoSeriousAxeViolations(page);

            await page.goto(`${prefix}/error/404`);
            await page.getByTestId('not-found').waitFor();
            await expectNoSeriousAxeViolations(page);
            if (!prefix && theme === 'melk') await screenshotDesktopAndPhone(page, 'storefront-404', lang);
          }
          await page.goto('/Authentication');
          await page.getByTestId('signin-form').waitFor();
          await expectNoSeriousAxeViolations(page);
        }
      }
    } finally {
      await useThemeEverywhere(DEFAULT_THEME);
      await context.close();
    }
  });

  it('keeps a store’s prefix in every link, shows its own pages, and answers an unknown store with the 404 page', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      const page = await context.newPage();
      await page.goto('/digi/pages/offers?lang=en');
      await page.getByTestId('page-title').getByText('Offers', { exact: true }).waitFor();
      expect(await homeHref(page)).toBe('/digi');
      // Its page is not the default store's, and the default store's page is not its.
      await page.goto('/pages/offers');
      await page.getByTestId('not-found').waitFor();
      await page.goto(`/digi${ABOUT}`);
      await page.getByTestId('not-found').waitFor();
      // Inside the app, links stay under the prefix.
      await page.goto('/digi/');
      await page.getByTestId('signin-link').click();
      await page.waitForURL((url) => url.pathname === '/digi/Authentication');
      await page.getByTestId('signin-form').waitFor();
      // The header's search: nothing at one character, the products from two, the pages from three.
      await page.goto('/?lang=en');
      const search = page.getByTestId('header-search').getByRole('combobox');
      await search.fill('A');
      expect(await page.getByRole('listbox').count()).toBe(0);
      await search.fill('Ab');
      await page.getByTestId('search-products').waitFor();
      await search.fill('About');
      const aboutOption = page.getByRole('option', { name: aboutPage.title.en ?? '' });
      await aboutOption.waitFor();
      await search.press('ArrowDown');
      expect(await aboutOption.getAttribute('aria-selected')).toBe('true');
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === ABOUT);
      await page.getByTestId('page-title').waitFor();

      // Moving inside the app keeps the head's canonical and alternates in step with the screen.
      await page.goto('/?lang=fa');
      await page.getByTestId('footer-about').click();
      await page.getByTestId('page-title').waitFor();
      const canonical = `${journey.server.url}${ABOUT}`;
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(`${canonical}?lang=en`);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical);
      // An English page at an address without `lang` (the cookie chose English) names no canonical.
      await page.getByTestId('lang-en').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await expect.poll(() => page.locator('link[rel="canonical"]').count()).toBe(0);
      expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
      await page.getByTestId('store-name').click();
      // One content by its guid: its title is the page's heading; by its id it is not found (the server's rule too).
      const news = (await call(journey.server.url, 'GET', '/api/CMS/getContents?componentName=news')).body.data as {
        id: number;
        guid: string;
        title: Record<string, string>;
      }[];
      const [first] = news;
      if (!first) throw new Error('the demo store has news');
      await page.goto(`/content/news/${first.guid}?lang=en`);
      await page.getByRole('heading', { level: 1, name: first.title.en }).waitFor();
      await expectNoSeriousAxeViolations(page);
      await page.goto(`/content/news/${first.id}?lang=en`);
      await page.getByTestId('not-found').waitFor();
      await page.goto('/error/404');
      await page.getByTestId('not-found').waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
      // A first segment naming no store.
      await page.goto('/nostore/');
      await page.getByTestId('not-found').getByText(messages.en['route.notFound']).waitFor();
      await expectNoSeriousAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it('shows the next person none of an administrator’s answers: after a sign-out the search no longer offers an unpublished page', async () => {
    // Its own words on each try (a retry runs on the same server).
    const words = `Secret${Date.now().toString(36)}`;
    const hidden = await call(
      journey.server.url,
      'POST',
      '/api/CMS/AddPage',
      { layoutType: 'onecolumn', published: false, slug: words.toLowerCase(), title: { en: `${words} draft` } },
      token,
    );
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    const context = await newContext(journey.browser, journey.server.url);
    try {
      const page = await context.newPage();
      await signInAsAdmin(page);
      await page.goto('/?lang=en');
      const search = page.getByTestId('header-search').getByRole('combobox');
      const offered = page.getByRole('option', { name: `${words} draft` });
      await search.fill(words);
      await offered.waitFor();
      await page.getByTestId('header-signout').click();
      await page.getByTestId('signout-this').click();
      await page.waitForURL((url) => url.pathname === '/Authentication');
      // Back home inside the app (no reload): the same words find the products' link, not the page.
      await page.getByTestId('home-link').click();
      // The pages are asked of the server again, as a visitor (a kept answer would show with no request).
      const asked = page.waitForResponse((r) => r.url().includes('/api/CMS/SearchPage'));
      await search.fill(words);
      expect((await (await asked).json()).data).toEqual([]);
      await page.getByTestId('search-products').waitFor();
      expect(await offered.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lets an administrator preview each theme at once in the dashboard and save one; visitors then see it', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      const page = await context.newPage();
      await signInAsAdmin(page);
      await page.goto('/dashboard/CMS/Theme');
      const preview = page.getByTestId('theme-preview');
      await preview.locator(`.site[data-theme="${DEFAULT_THEME}"]`).waitFor();
      for (const theme of THEMES) {
        await page.getByTestId(`theme-${theme}`).click();
        // No reload, no request: the preview is the storefront rendered in the chosen theme.
        await preview.locator(`.site[data-theme="${theme}"]`).waitFor({ timeout: 2_000 });
      }
      await page.getByTestId('theme-torob').click();
      await preview.getByRole('heading', { level: 1, name: storefrontFa['theme.torob.title'] }).waitFor();
      await screenshotDesktopAndPhone(page, 'storefront-theme-settings', 'fa');
      await page.getByTestId('theme-save').click();
      await toast(page, uiFa['common.datasavedsuccessfully.title']);

      const visitor = await (await newContext(journey.browser, journey.server.url)).newPage();
      await visitor.goto('/');
      await visitor.locator('[data-testid="site"][data-theme="torob"]').waitFor();
      await visitor.getByRole('heading', { level: 1, name: storefrontFa['theme.torob.title'] }).waitFor();
      await visitor.context().close();
    } finally {
      await context.close();
    }
  });
});
