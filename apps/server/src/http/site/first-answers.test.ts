import { callKey, FIRST_ANSWERS_ID, type FirstAnswers } from '@store/domain';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage } from '../../../test/site-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { createWebTestApp, PAGE_SCREEN_FILES } from '../../../test/web-dir.js';
import { newStore } from '../../areas/engine/fixtures/voucher-app.js';

/**
 * A public page's first answers (http/site/first-answers.ts): what an anonymous visitor's first
 * reads would get, sent with the HTML, and the page's screen files preloaded; on both databases.
 */
let t: TestApp;
let digi: number;
let defaultStore: number;
const HOSTILE = 'Tag </script><script>alert(1)</script><!-- end';

beforeAll(async () => {
  t = await createWebTestApp();
  await addPage(t, { slug: 'about', published: true, layoutType: 'twocolumn', title: { fa: 'درباره ما', en: 'About us' } });
  await addPage(t, { slug: 'hidden', published: false, title: { en: 'Hidden' } });
  await addPage(t, { slug: 'hostile', published: true, title: { en: HOSTILE } });
  digi = await newStore(t, 'digi');
  await addPage(t, { slug: 'digi-only', published: true, title: { en: 'Digi page' } }, 'digi');
  defaultStore = (await t.app.inject({ url: '/api/Stores/getStoreByName' })).json().data.id;
});
afterAll(() => t.close());

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  const { document } = new JSDOM(res.body).window;
  const element = document.getElementById(FIRST_ANSWERS_ID);
  const first = element?.textContent ? (JSON.parse(element.textContent) as FirstAnswers) : undefined;
  return { res, document, first };
}

/** What the API answers a visitor's call, as the browser would send it. */
async function answerOf(url: string, lang: string, store?: number) {
  const res = await t.app.inject({ url, headers: { lang, ...(store ? { store: String(store) } : {}) } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

describe('a page’s first answers', () => {
  it('hold a page, the contents of each region of its layout, and the store’s common reads, as the API answers them', async () => {
    const { first } = await page('/pages/about');
    expect(first?.language).toBe('fa');
    expect(first?.store).toBe(defaultStore);
    const page1 = await answerOf('/api/CMS/GetPageBySlug?slug=about', 'fa');
    const calls = [
      '/api/Stores/getStoreByName',
      // A returning visitor's browser asks for the store it kept by its name.
      `/api/Stores/getStoreByName?name=${(await answerOf('/api/Stores/getStoreByName', 'fa')).data.name}`,
      '/api/CMS/Pages?includeInTopMenu=true',
      '/api/Settings/getSiteInformation',
      '/api/Settings/getAppSettings',
      '/api/CMS/GetPageBySlug?slug=about',
      `/api/CMS/getContents?partName=main&entityName=Page&entityId=${page1.data.id}`,
      `/api/CMS/getContents?partName=side&entityName=Page&entityId=${page1.data.id}`,
    ];
    expect(Object.keys(first?.answers ?? {}).sort()).toEqual(calls.map(callKey).sort());
    for (const call of calls) expect(first?.answers[callKey(call)], call).toEqual(await answerOf(call, 'fa'));
  });

  it('are in the page’s language, and Home’s hold its contents', async () => {
    const { first } = await page('/?lang=en');
    expect(first?.language).toBe('en');
    expect(first?.answers[callKey('/api/CMS/getContents?partName=home')]).toEqual(
      await answerOf('/api/CMS/getContents?partName=home', 'en'),
    );
    expect(first?.answers[callKey('/api/Settings/getSiteInformation')]).toEqual(await answerOf('/api/Settings/getSiteInformation', 'en'));
  });

  it('under a store’s prefix are that store’s, with its store asked for by the address’s name', async () => {
    const { first } = await page('/digi/pages/digi-only?lang=en');
    expect(first?.store).toBe(digi);
    expect(first?.answers[callKey('/api/Stores/getStoreByName?name=digi')]).toMatchObject({ data: { id: digi } });
    expect(first?.answers[callKey('/api/CMS/GetPageBySlug?slug=digi-only')]).toEqual(
      await answerOf('/api/CMS/GetPageBySlug?slug=digi-only', 'en', digi),
    );
  });

  it('are what a stranger reads: an unpublished page is a 404 without them, even for an administrator’s browser', async () => {
    const hidden = await page('/pages/hidden', { authorization: (await t.admin()).authorization ?? '' });
    expect(hidden.res.statusCode).toBe(404);
    expect(hidden.first).toBeUndefined();
  });

  it('are not sent with a 404 or a page behind a sign-in', async () => {
    expect((await page('/pages/none')).first).toBeUndefined();
    expect((await page('/error/404')).first).toBeUndefined();
    expect((await page('/account/tickets')).first).toBeUndefined();
  });

  it('cannot close their element: a text holding </script> or <!-- stays inside the JSON', async () => {
    const { res, first, document } = await page('/pages/hostile?lang=en');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(document.querySelectorAll('script:not([type="module"])')).toHaveLength(1);
    const key = callKey('/api/CMS/GetPageBySlug?slug=hostile');
    expect((first?.answers[key] as { data: { title: { en: string } } } | undefined)?.data.title.en).toBe(HOSTILE);
  });
});

describe('a page’s screen files', () => {
  it('are preloaded with the page: its chunks as modules, its styles as stylesheets; not with a 404', async () => {
    const { document } = await page('/pages/about');
    const preloaded = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    for (const file of PAGE_SCREEN_FILES.scripts) expect(preloaded).toContain(`/${file}`);
    const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    expect(styles).toEqual(PAGE_SCREEN_FILES.styles.map((f) => `/${f}`));
    const missing = (await page('/pages/none')).document;
    expect(missing.querySelector(`link[href="/${PAGE_SCREEN_FILES.scripts[0]}"]`)).toBeNull();
  });
});
