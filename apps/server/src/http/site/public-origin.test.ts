import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage } from '../../../test/site-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { createWebTestApp } from '../../../test/web-dir.js';
import { readPublicOrigin } from '../../config.js';

/**
 * With `PUBLIC_ORIGIN` set, the addresses given to crawlers (canonical, hreflang, Open Graph,
 * sitemap, robots.txt) name it, whatever Host a request says: a forged Host cannot put another
 * site's address into a page or a file a cache may keep.
 */
const PUBLIC = 'https://shop.example';
let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp({ publicOrigin: `${PUBLIC}/ignored/path` });
  await addPage(t, { slug: 'about', published: true, title: { fa: 'درباره', en: 'About' } });
});
afterAll(() => t.close());

const forged = { host: 'evil.example' };

describe('the public origin', () => {
  it('names the page, its alternates and its Open Graph address, not the request’s Host', async () => {
    const res = await t.app.inject({ url: '/pages/about?lang=en', headers: forged });
    expect(res.statusCode).toBe(200);
    const { document } = new JSDOM(res.body).window;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC}/pages/about?lang=en`);
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('href'));
    expect(alternates.length).toBeGreaterThan(0);
    for (const href of alternates) expect(href?.startsWith(`${PUBLIC}/`), String(href)).toBe(true);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${PUBLIC}/pages/about?lang=en`);
    expect(res.body).not.toContain('evil.example');
  });

  it('names the sitemap’s addresses and robots.txt’s sitemap', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: forged });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(robots.body).not.toContain('evil.example');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: forged });
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/pages/about</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
  });

  it('is read from PUBLIC_ORIGIN as an origin; anything but an http(s) address stops the start', () => {
    expect(readPublicOrigin(undefined)).toBeUndefined();
    expect(readPublicOrigin('')).toBeUndefined();
    expect(readPublicOrigin('https://shop.example/')).toBe('https://shop.example');
    expect(readPublicOrigin('http://127.0.0.1:3000/x')).toBe('http://127.0.0.1:3000');
    for (const wrong of ['shop.example', 'ftp://shop.example', 'javascript:alert(1)'])
      expect(() => readPublicOrigin(wrong), wrong).toThrow(/PUBLIC_ORIGIN/);
  });
});
