import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { call, dataOf } from './support/json-api';
import { ADMIN_PASSWORD, type RunningServer, startServer } from './support/server-harness';

/**
 * What a crawler gets without running any script (issue 11): the production build and server on
 * the demo store, read with plain HTTP requests — head tags in the HTML, statuses, the store
 * prefix, the sitemaps and robots.txt, and the build's precompressed files; and that the app,
 * once it has run, keeps the head tags the server wrote.
 */
const DIST = resolve(fileURLToPath(new URL('.', import.meta.url)), '../apps/web/dist');
const ABOUT = 'درباره-ما';
const CONTACT = 'تماس-با-ما';

let server: RunningServer;
let base: string;
let digiSlug: string;
beforeAll(async () => {
  server = await startServer();
  base = server.url;
  const signIn = await call(base, 'POST', '/api/Authentication/signin', { username: 'administrator', password: ADMIN_PASSWORD });
  const token = String(dataOf(signIn).access_token);
  const store = await call(base, 'POST', '/api/Stores', { name: 'digi' }, token);
  expect(store.status, JSON.stringify(store.body)).toBe(201);
  const digiId = Number(dataOf(store).id);
  const page = await call(
    base,
    'POST',
    '/api/CMS/AddPage',
    {
      layoutType: 'onecolumn',
      published: true,
      slug: 'offers',
      title: { fa: 'پیشنهادها', en: 'Offers', tr: 'Fırsatlar' },
      metaDescription: { fa: 'پیشنهادهای این هفته', en: 'This week’s offers', tr: 'Bu haftanın fırsatları' },
    },
    token,
    digiId,
  );
  expect(page.status, JSON.stringify(page.body)).toBe(201);
  digiSlug = String(dataOf(page).slug);
  // Written in two languages, its meta title in one: which text the head shows is the rule under test.
  const mixed = await call(
    base,
    'POST',
    '/api/CMS/AddPage',
    {
      layoutType: 'onecolumn',
      published: true,
      slug: 'mixed',
      title: { fa: 'ترکیبی', en: 'Mixed' },
      metaTitle: { fa: 'عنوان متا' },
      description: { en: '<p>Only <strong>English</strong> words</p>' },
    },
    token,
    digiId,
  );
  expect(mixed.status, JSON.stringify(mixed.body)).toBe(201);
});
afterAll(() => server?.stop());

interface Fetched {
  status: number;
  headers: Headers;
  html: string;
}

const fetched = async (path: string, headers: Record<string, string> = {}): Promise<Fetched> => {
  const answer = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, html: await answer.text() };
};

/** Decodes the few entities the server writes in attribute values and titles. */
const unescaped = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler reads in a page's head. */
function headOf(html: string) {
  const attribute = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : unescaped(found);
  };
  return {
    lang: attribute(/<html lang="([^"]*)"/),
    dir: attribute(/<html lang="[^"]*" dir="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], unescaped(m[2] ?? '')]),
    ),
  };
}

const encoded = (slug: string) => encodeURIComponent(slug);

describe('a crawler without JavaScript', () => {
  it('reads a demo page’s title, description, canonical and hreflang in Persian and, with ?lang, in English', async () => {
    const about = `${base}/pages/${encoded(ABOUT)}`;
    const fa = await fetched(`/pages/${encoded(ABOUT)}`);
    expect(fa.status).toBe(200);
    expect(fa.headers.get('cache-control')).toBe('no-cache');
    const head = headOf(fa.html);
    expect([head.lang, head.dir]).toEqual(['fa', 'rtl']);
    expect(head.title).toBe('املاک نمونه | درباره ما');
    expect(head.description).toBe('آشنایی با املاک نمونه و مشاوران آن');
    expect(head.canonical).toBe(about);
    expect(head.alternates).toEqual({ fa: about, en: `${about}?lang=en`, tr: `${about}?lang=tr`, 'x-default': about });
    expect(head.ogTitle).toBe('درباره ما');
    expect(head.robots).toBeUndefined();

    const en = headOf((await fetched(`/pages/${encoded(ABOUT)}?lang=en`)).html);
    expect([en.lang, en.dir, en.title]).toEqual(['en', 'ltr', 'Sample Estates | About us']);
    expect(en.description).toBe('Who Sample Estates are and how we work');
    expect(en.canonical).toBe(`${about}?lang=en`);
    // The visitor's language cookie, when the address names none.
    expect(headOf((await fetched(`/pages/${encoded(CONTACT)}`, { cookie: 'locale=turkish_tr' })).html).title).toBe(
      'Örnek Emlak | Bize ulaşın',
    );
  });

  it('reads a second store’s page under its prefix, with that store’s addresses', async () => {
    const offers = `${base}/digi/pages/${encoded(digiSlug)}`;
    const answer = await fetched(`/DIGI/pages/${encoded(digiSlug)}?lang=tr`);
    expect(answer.status).toBe(200);
    const head = headOf(answer.html);
    expect([head.lang, head.title, head.description]).toEqual(['tr', 'digi | Fırsatlar', 'Bu haftanın fırsatları']);
    expect(head.canonical).toBe(`${offers}?lang=tr`);
    expect(head.ogUrl).toBe(`${offers}?lang=tr`);
    expect(head.alternates['x-default']).toBe(offers);
    // The first store's page is not the second's, and a name of no store is no prefix.
    expect((await fetched(`/digi/pages/${encoded(ABOUT)}`)).status).toBe(404);
    expect((await fetched(`/nostore/pages/${encoded(ABOUT)}`)).status).toBe(404);
  });

  it('finds the head the server wrote unchanged once the app has run (title, description, canonical, hreflang)', async () => {
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, base);
      const page = await context.newPage();
      for (const path of [`/pages/${encoded(ABOUT)}`, '/digi/pages/mixed?lang=en', '/digi/pages/mixed?lang=tr', '/digi?lang=en']) {
        const served = headOf((await fetched(path)).html);
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        const shown = await page.evaluate(() => {
          const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? undefined;
          return {
            title: document.title,
            description: attribute('meta[name="description"]', 'content'),
            canonical: attribute('link[rel="canonical"]', 'href'),
            ogTitle: attribute('meta[property="og:title"]', 'content'),
            alternates: Object.fromEntries(
              [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
                l.getAttribute('hreflang'),
                l.getAttribute('href'),
              ]),
            ),
          };
        });
        const { title, description, canonical, ogTitle, alternates } = served;
        expect(shown, path).toEqual({ title, description, canonical, ogTitle, alternates });
      }
      // The rule itself: the title in the reader's language before a meta title in another; only the languages it is written in.
      const mixed = headOf((await fetched('/digi/pages/mixed?lang=en')).html);
      expect([mixed.title, mixed.description]).toEqual(['digi | Mixed', 'Only English words']);
      expect(Object.keys(mixed.alternates).sort()).toEqual(['en', 'fa', 'x-default']);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('gets 404 with the app’s not-found page for a missing page, /error/404 and an unknown path', async () => {
    for (const path of ['/pages/no-such-page', '/error/404', '/no/such/path']) {
      const answer = await fetched(`${path}?lang=en`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const head = headOf(answer.html);
      expect(head.title).toBe('Sample Estates | Page not found');
      expect(head.robots).toBe('noindex');
      expect(answer.html).toContain('<div id="root">');
    }
  });

  it('finds every store’s sitemap in robots.txt, each valid and listing its pages in each language', async () => {
    const robots = await fetched('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = robots.html.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /dashboard');
    const sitemaps = lines.filter((l) => l.startsWith('Sitemap: ')).map((l) => l.slice('Sitemap: '.length));
    expect(sitemaps).toEqual([`${base}/sitemap.xml`, `${base}/digi/sitemap.xml`]);

    const [melk, digi] = await Promise.all(sitemaps.map((address) => fetch(address)));
    for (const answer of [melk, digi]) {
      expect(answer?.status).toBe(200);
      expect(answer?.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    }
    const melkXml = (await melk?.text()) ?? '';
    expect(melkXml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(
      true,
    );
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescaped(m[1] ?? ''));
    for (const slug of [ABOUT, CONTACT]) {
      for (const query of ['', '?lang=en', '?lang=tr']) expect(locs(melkXml)).toContain(`${base}/pages/${encoded(slug)}${query}`);
    }
    expect(melkXml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(melkXml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/pages/${encoded(ABOUT)}"/>`);
    // Well formed: every element closed, nothing unescaped.
    expect(melkXml.match(/<url>/g)?.length).toBe(melkXml.match(/<\/url>/g)?.length);
    expect(melkXml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
    expect(locs((await digi?.text()) ?? '')).toContain(`${base}/digi/pages/${encoded(digiSlug)}?lang=en`);
  });

  it('downloads the build’s scripts precompressed and cached for a year', async () => {
    const page = (await fetched('/')).html;
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    expect(existsSync(`${DIST}${script}.br`) && existsSync(`${DIST}${script}.gz`)).toBe(true);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const answer = await fetch(`${base}${script}`, { headers: { 'accept-encoding': accept as string } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch decodes it: the script itself arrives.
      expect((await answer.text()).length).toBeGreaterThan(1000);
    }
  });
});
