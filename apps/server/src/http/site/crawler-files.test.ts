import { JSDOM } from 'jsdom';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage } from '../../../test/site-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newStore } from '../../areas/engine/fixtures/voucher-app.js';
import { sitemapXml } from './sitemap.js';

/** `/sitemap.xml` per store and `/robots.txt` (issue 11), on both databases; no web build needed. */
let t: TestApp;
const PROXY = '10.8.0.2';
const ORIGIN = 'http://localhost:80';
beforeAll(async () => {
  t = await createTestApp({ trustProxy: PROXY });
  await addPage(t, { slug: 'about', published: true, title: { fa: 'درباره', en: 'About' } });
  await addPage(t, { slug: 'draft', published: false, title: { fa: 'پیش‌نویس' } });
  await addPage(t, { slug: 'unlisted', published: true, includeInSitemap: false, title: { fa: 'پنهان' } });
  await newStore(t, 'digi');
  await newStore(t, 'hosted', 'shop.test');
  await addPage(t, { slug: 'digi-only', published: true, title: { en: 'Digi page' } }, 'digi');
});
afterAll(() => t.close());

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

/** The sitemap's addresses, read by an XML parser (which fails on anything that is not well-formed XML). */
function parseSitemap(xml: string): SitemapUrl[] {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  const root = document.documentElement;
  expect([root.localName, root.namespaceURI]).toEqual(['urlset', 'http://www.sitemaps.org/schemas/sitemap/0.9']);
  return [...root.children].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
  }));
}

describe('/sitemap.xml', () => {
  it('lists the home and each published page flagged for it, once per language it has a title in, with alternates and its last change', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = parseSitemap(res.body);
    expect(urls.map((u) => u.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/?lang=en`,
      `${ORIGIN}/?lang=tr`,
      `${ORIGIN}/pages/about`,
      `${ORIGIN}/pages/about?lang=en`,
    ]);
    const about = urls.find((u) => u.loc === `${ORIGIN}/pages/about?lang=en`);
    expect(about?.alternates).toEqual({
      fa: `${ORIGIN}/pages/about`,
      en: `${ORIGIN}/pages/about?lang=en`,
      'x-default': `${ORIGIN}/pages/about`,
    });
    const { rows } = await sql<{ updatedAt: Date }>`SELECT updated_at FROM pages WHERE slug = 'about'`.execute(t.database.db);
    expect(about?.lastmod).toBe(new Date(rows[0]?.updatedAt as Date).toISOString());
    expect(urls[0]?.lastmod).toBeUndefined();
  });

  it('is per store: /{storeName}/sitemap.xml lists that store’s pages under its prefix; a name of no store is a 404', async () => {
    const urls = parseSitemap((await t.app.inject({ url: '/DIGI/sitemap.xml' })).body);
    expect(urls.map((u) => u.loc)).toEqual([
      `${ORIGIN}/digi`,
      `${ORIGIN}/digi?lang=en`,
      `${ORIGIN}/digi?lang=tr`,
      `${ORIGIN}/digi/pages/digi-only?lang=en`,
    ]);
    expect(urls[3]?.alternates).toEqual({ en: `${ORIGIN}/digi/pages/digi-only?lang=en`, 'x-default': `${ORIGIN}/digi/pages/digi-only` });
    // The host's own store is named without its prefix, whichever way its sitemap is asked for.
    expect(parseSitemap((await t.app.inject({ url: '/default/sitemap.xml' })).body)[3]?.loc).toBe(`${ORIGIN}/pages/about`);
    const hosted = parseSitemap((await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.test' } })).body);
    expect(hosted.map((u) => u.loc)).toEqual(['http://shop.test/', 'http://shop.test/?lang=en', 'http://shop.test/?lang=tr']);
    for (const url of ['/nostore/sitemap.xml', '/pages/sitemap.xml', '/api/sitemap.xml']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('escapes what it writes', () => {
    const xml = sitemapXml([{ loc: 'https://x.test/a?b=1&c=<d>', alternates: [{ hreflang: 'en', href: 'https://x.test/"quoted"&\'' }] }]);
    const [url] = parseSitemap(xml);
    expect(url?.loc).toBe('https://x.test/a?b=1&c=<d>');
    expect(url?.alternates.en).toBe('https://x.test/"quoted"&\'');
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of private screens and lists every store’s sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    // Read as a parser that takes the first matching rule (Python's robotparser) and as RFC 9309's longest match: the same answers.
    const rules = lines.flatMap((l) => (/^(Allow|Disallow): (.+)$/.exec(l) ? [/^(Allow|Disallow): (.+)$/.exec(l) as RegExpExecArray] : []));
    const firstMatch = (path: string) => (rules.find((r) => path.startsWith(r[2] ?? ''))?.[1] ?? 'Allow') === 'Allow';
    const longestMatch = (path: string) =>
      ([...rules].filter((r) => path.startsWith(r[2] ?? '')).sort((a, b) => (b[2] ?? '').length - (a[2] ?? '').length)[0]?.[1] ??
        'Allow') === 'Allow';
    for (const [path, allowed] of [
      ['/', true],
      ['/pages/about', true],
      ['/Authentication', true],
      ['/api/CMS/getContents', true],
      ['/dashboard/CMS/Page/List', false],
      ['/account/tickets', false],
      ['/api/Customers', false],
      ['/digi/dashboard', false],
    ] as const) {
      expect(firstMatch(path), path).toBe(allowed);
      expect(longestMatch(path), path).toBe(allowed);
    }
    for (const path of ['/dashboard', '/account', '/Authentication/', '/api/', '/digi/dashboard', '/hosted/account']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The sign-in screen is a public page, and the storefront renders from these reads.
    expect(lines).not.toContain('Disallow: /Authentication');
    expect(lines).toContain('Allow: /api/CMS/');
    expect(lines.filter((l) => l.startsWith('Sitemap: '))).toEqual([
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      `Sitemap: ${ORIGIN}/digi/sitemap.xml`,
      `Sitemap: ${ORIGIN}/hosted/sitemap.xml`,
    ]);
    expect((await t.app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('names the host’s store first and builds addresses from the protocol and host a trusted proxy forwards', async () => {
    const hosted = await t.app.inject({ url: '/robots.txt', headers: { host: 'shop.test' } });
    expect(hosted.body.split('\n').filter((l) => l.startsWith('Sitemap: '))).toEqual([
      'Sitemap: http://shop.test/sitemap.xml',
      'Sitemap: http://shop.test/default/sitemap.xml',
      'Sitemap: http://shop.test/digi/sitemap.xml',
    ]);
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.test', 'x-forwarded-for': '203.0.113.9' };
    const trusted = await t.app.inject({ url: '/robots.txt', headers: forwarded, remoteAddress: PROXY });
    expect(trusted.body).toContain('Sitemap: https://shop.test/sitemap.xml\n');
    const sitemap = parseSitemap((await t.app.inject({ url: '/sitemap.xml', headers: forwarded, remoteAddress: PROXY })).body);
    expect(sitemap[0]?.loc).toBe('https://shop.test/');
    // Anyone else's forwarded headers are not believed.
    const untrusted = await t.app.inject({ url: '/robots.txt', headers: forwarded, remoteAddress: '198.51.100.7' });
    expect(untrusted.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
