import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { createWebTestApp } from '../../test/web-dir.js';

let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp();
});
afterAll(() => t.close());

describe('the web app', () => {
  it('answers every route of the table with the page, uncached, under the document policy', async () => {
    for (const url of [
      '/',
      '/pages',
      '/dashboard',
      '/dashboard/Settings/Store/List',
      '/dashboard/Settings/Store/Update/7',
      // A dashboard group's parent (the web sends it on to the group's first list).
      '/dashboard/CMS',
      // The web's own screens, declared in the domain beside the spec's routes.
      '/account/security',
      '/account/addresses',
      '/dashboard/CMS/Files',
      '/Authentication',
      '/authentication/changepassword',
      '/account/tickets/12',
      '/payment/zarinpal/verify',
      '/p',
      '/c',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-1.js">');
    }
    // A product that is not listed: the same page (the web shows its 404), answered 404.
    const missing = await t.app.inject({ url: '/p/some-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<div id="root">');
    const head = await t.app.inject({ method: 'HEAD', url: '/account/tickets' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves built files, and answers unknown API paths, missing build files and other methods with the 404 envelope', async () => {
    const file = await t.app.inject({ url: '/assets/app-1.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['GET', '/assets/app-0.js'],
      ['HEAD', '/assets/app-0.js'],
      ['GET', '/api/sitemap.xml'],
      ['POST', '/dashboard'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { lang: 'tr' } });
      expect(res.statusCode, url).toBe(404);
      if (method !== 'HEAD') expect(res.json().error.code).toBe('common.error.routenotfound');
    }
  });
});
