import { LOCALE_COOKIE, translate } from '@store/domain';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContent, addPage } from '../../../test/site-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { createWebTestApp, LANGUAGE_CHUNK_FILES, PERSIAN_FONT_FILE } from '../../../test/web-dir.js';
import { newStore } from '../../areas/engine/fixtures/voucher-app.js';

/** The head tags the server writes into every page (issue 11: a crawler without JavaScript reads them), on both databases. */
let t: TestApp;
let news: string;
const ORIGIN = 'http://localhost:80';
const HOSTILE = "Tom \"><script>alert(1)</script> & 'Jerry'";

beforeAll(async () => {
  t = await createWebTestApp();
  const admin = await t.admin();
  const site = await t.app.inject({
    method: 'POST',
    url: '/api/Settings/saveSiteInformation',
    headers: admin,
    payload: { title: { fa: 'فروشگاه نمونه', en: 'Sample Shop' }, logo: '/api/CMS/Image/Images/logo-1a2b3c4d.png?store=1' },
  });
  expect(site.statusCode, site.body).toBe(200);
  await addPage(t, {
    slug: 'about',
    published: true,
    title: { fa: 'درباره ما', en: 'About us' },
    metaTitle: { fa: 'درباره فروشگاه', en: 'About the shop' },
    metaDescription: { fa: 'شرح فارسی', en: 'Who we are' },
    description: { tr: '<p>Biz <strong>kimiz</strong> &amp; ne yaparız</p><p>İkinci</p>' },
  });
  await addPage(t, { slug: 'hostile', published: true, title: { en: HOSTILE }, metaDescription: { en: HOSTILE } });
  await newStore(t, 'digi');
  await addPage(t, { slug: 'digi-only', published: true, title: { en: 'Digi page' } }, 'digi');
  news = await addContent(t, 'news', { title: { en: 'Winter news' }, description: { en: '<p>Snow <em>today</em></p>' } });
});
afterAll(() => t.close());

interface Head {
  status: number;
  html: string;
  document: Document;
  lang: string | null;
  dir: string | null;
  title: string;
  meta: (key: string) => string | null | undefined;
  canonical: string | null | undefined;
  alternates: Record<string, string | null>;
}

async function head(url: string, headers: Record<string, string> = {}): Promise<Head> {
  const res = await t.app.inject({ url, headers });
  const { document } = new JSDOM(res.body).window;
  return {
    status: res.statusCode,
    html: res.body,
    document,
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    title: document.title,
    meta: (key) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href')]),
    ),
  };
}

describe('a CMS page’s head', () => {
  it('is in Persian by default: meta title and description, canonical without lang, hreflang for the languages it is written in', async () => {
    const page = await head('/pages/about');
    expect(page.status).toBe(200);
    expect([page.lang, page.dir]).toEqual(['fa', 'rtl']);
    expect(page.title).toBe('فروشگاه نمونه | درباره فروشگاه');
    expect(page.meta('description')).toBe('شرح فارسی');
    expect(page.canonical).toBe(`${ORIGIN}/pages/about`);
    expect(page.alternates).toEqual({
      fa: `${ORIGIN}/pages/about`,
      en: `${ORIGIN}/pages/about?lang=en`,
      'x-default': `${ORIGIN}/pages/about`,
    });
    // The one title and description: the placeholders of index.html are replaced, not added to.
    expect(page.document.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
    expect(page.meta('robots')).toBeUndefined();
  });

  it('takes the language from ?lang first, then the locale cookie, then Persian', async () => {
    const english = await head('/pages/about?lang=en');
    expect([english.lang, english.dir, english.title]).toEqual(['en', 'ltr', 'Sample Shop | About the shop']);
    expect(english.meta('description')).toBe('Who we are');
    expect(english.canonical).toBe(`${ORIGIN}/pages/about?lang=en`);
    const byCookie = await head('/pages/about', { cookie: 'theme=x; locale=english_en' });
    expect(byCookie.lang).toBe('en');
    // `/pages/about` is the Persian page's address: an English page shown there names no canonical
    // and no alternates (search engines, without cookies, get the Persian page and its tags).
    expect(byCookie.canonical).toBeUndefined();
    expect(byCookie.html).not.toContain('hreflang=');
    expect((await head('/pages/about', { cookie: 'locale=persian_fa' })).canonical).toBe(`${ORIGIN}/pages/about`);
    expect((await head('/pages/about?lang=tr', { cookie: 'locale=english_en' })).lang).toBe('tr');
    expect((await head('/pages/about?lang=de', { cookie: 'locale=turkish_tr' })).lang).toBe('tr');
    expect((await head('/pages/about?lang=EN')).lang).toBe('en');
    expect((await head('/pages/about', { cookie: 'locale=%E0%A4%A' })).lang).toBe('fa');
  });

  it('falls back to the title and the description’s words, and to the other languages, when the meta texts are missing', async () => {
    const turkish = await head('/pages/about?lang=tr');
    // No Turkish title: the first language that has one (Persian), as the web shows it; the store
    // has no Turkish title either, so its name stands (getStoreByName's rule).
    expect(turkish.title).toBe('default | درباره فروشگاه');
    expect(turkish.meta('description')).toBe('Biz kimiz & ne yaparız İkinci');
    expect(turkish.canonical).toBe(`${ORIGIN}/pages/about?lang=tr`);
  });

  it('has Open Graph tags: title, description, address, type, locale, site name and the store’s logo', async () => {
    const page = await head('/pages/about?lang=en');
    expect(page.meta('og:title')).toBe('About the shop');
    expect(page.meta('og:description')).toBe('Who we are');
    expect(page.meta('og:url')).toBe(`${ORIGIN}/pages/about?lang=en`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:locale')).toBe('en_US');
    expect(page.meta('og:locale:alternate')).toBe('fa_IR');
    expect(page.meta('og:site_name')).toBe('Sample Shop');
    expect(page.meta('og:image')).toBe(`${ORIGIN}/api/CMS/Image/Images/logo-1a2b3c4d.png?store=1`);
  });

  it('asks for the Persian font at once on a Persian page (no change of font after the first paint), and not on others', async () => {
    const preload = `<link rel="preload" href="/assets/${PERSIAN_FONT_FILE}" as="font" type="font/woff2" crossorigin />`;
    const persian = await t.app.inject({ url: '/pages/about' });
    expect(persian.body).toContain(preload);
    for (const lang of ['en', 'tr']) expect((await t.app.inject({ url: `/pages/about?lang=${lang}` })).body).not.toContain('as="font"');
  });

  it('asks for the page language’s messages at once, and for no other language’s', async () => {
    const preload = (file: string) => `<link rel="modulepreload" href="/assets/${file}" crossorigin />`;
    for (const [lang, file] of Object.entries(LANGUAGE_CHUNK_FILES)) {
      const body = (await t.app.inject({ url: `/pages/about?lang=${lang}` })).body;
      expect(body).toContain(preload(file));
      for (const other of Object.values(LANGUAGE_CHUNK_FILES)) if (other !== file) expect(body).not.toContain(other);
    }
    // Without ?lang the visitor's cookie decides, as it does for the app.
    const english = await t.app.inject({ url: '/', headers: { cookie: `${LOCALE_COOKIE}=english_en` } });
    expect(english.body).toContain(preload(LANGUAGE_CHUNK_FILES.en));
  });

  it('escapes every text, in element text and in attributes', async () => {
    const page = await head('/pages/hostile?lang=en');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.title).toBe(`Sample Shop | ${HOSTILE}`);
    expect(page.meta('description')).toBe(HOSTILE);
    expect(page.meta('og:title')).toBe(HOSTILE);
    // Only the app's own script, and the first answers' data (first-answers.test.ts).
    expect(page.document.querySelectorAll('script:not([type="application/json"])')).toHaveLength(1);
    const store = await t.app.inject({
      method: 'POST',
      url: '/api/Settings/saveSiteInformation',
      headers: await t.admin(),
      payload: { title: { en: HOSTILE } },
    });
    expect(store.statusCode, store.body).toBe(200);
    const shown = await head('/?lang=en');
    expect(shown.title).toBe(`${HOSTILE} | ${translate('en', 'route.home')}`);
    expect(shown.meta('og:site_name')).toBe(HOSTILE);
    expect(shown.document.querySelectorAll('script:not([type="application/json"])')).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/Settings/saveSiteInformation',
      headers: await t.admin(),
      payload: { title: { en: 'Sample Shop' } },
    });
  });
});

describe('other pages’ heads', () => {
  it('give a route its title and description messages, at its own address in its own letter case', async () => {
    const home = await head('/?lang=tr');
    expect(home.title).toBe(`default | ${translate('tr', 'route.home')}`);
    expect(home.meta('description')).toBe(translate('tr', 'route.home.description'));
    expect(home.canonical).toBe(`${ORIGIN}/?lang=tr`);
    expect(home.alternates).toEqual({ fa: `${ORIGIN}/`, en: `${ORIGIN}/?lang=en`, tr: `${ORIGIN}/?lang=tr`, 'x-default': `${ORIGIN}/` });
    expect(home.meta('og:type')).toBe('website');
    const signIn = await head('/authentication/?lang=en&returnUrl=%2Fdashboard');
    expect(signIn.title).toBe(`Sample Shop | ${translate('en', 'route.authentication')}`);
    expect(signIn.canonical).toBe(`${ORIGIN}/Authentication?lang=en`);
  });

  it('give a content its own title and description', async () => {
    const content = await head(`/content/NEWS/${news}?lang=en`);
    expect(content.title).toBe('Sample Shop | Winter news');
    expect(content.meta('description')).toBe('Snow today');
    expect(content.canonical).toBe(`${ORIGIN}/content/news/${news}?lang=en`);
  });

  it('keep pages behind a sign-in and the 404 page out of search engines', async () => {
    for (const url of ['/account/tickets', '/dashboard/CMS/Page/List', '/account/security']) {
      const page = await head(url);
      expect(page.status, url).toBe(200);
      expect(page.meta('robots'), url).toBe('noindex');
      expect(page.canonical, url).toBeUndefined();
    }
    expect((await head('/account/tickets?lang=en')).title).toBe(`Sample Shop | ${translate('en', 'route.tickets')}`);
    for (const url of ['/error/404?lang=en', '/pages/missing?lang=en', '/nostore?lang=en']) {
      const page = await head(url);
      expect(page.status, url).toBe(404);
      expect(page.title, url).toBe(`Sample Shop | ${translate('en', 'route.notFound')}`);
      expect(page.meta('description'), url).toBe(translate('en', 'route.notFound.description'));
      expect(page.meta('robots'), url).toBe('noindex');
      expect(page.canonical, url).toBeUndefined();
      expect(page.meta('og:title'), url).toBeUndefined();
    }
  });

  it('keep addresses whose item is not looked up (a special customer by slug, payments) and missing products out of search engines', async () => {
    for (const url of ['/c/nobody', '/payment/whatever', '/payment/x/verify', `/c/${'a'.repeat(2000)}`]) {
      const page = await head(url);
      expect(page.status, url).toBe(200);
      expect(page.meta('robots'), url).toBe('noindex');
      expect(page.canonical, url).toBeUndefined();
    }
    // A product is looked up (http/site/product-record.ts): one that is not listed is a 404, unindexed.
    const missing = await head('/p/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.meta('robots')).toBe('noindex');
    expect(missing.canonical).toBeUndefined();
    // The lists themselves are the store's own pages.
    for (const url of ['/p', '/c']) expect((await head(url)).canonical, url).toBe(`${ORIGIN}${url}`);
  });

  it('name a prefixed store’s pages with its prefix, and the host’s own store without one', async () => {
    const page = await head('/DIGI/pages/digi-only?lang=en');
    expect(page.title).toBe('digi | Digi page');
    expect(page.canonical).toBe(`${ORIGIN}/digi/pages/digi-only?lang=en`);
    expect(page.alternates.en).toBe(`${ORIGIN}/digi/pages/digi-only?lang=en`);
    // A store without a logo has no og:image.
    expect(page.meta('og:image')).toBeUndefined();
    expect((await head('/digi')).canonical).toBe(`${ORIGIN}/digi`);
    expect((await head('/default/pages/about')).canonical).toBe(`${ORIGIN}/pages/about`);
  });
});
