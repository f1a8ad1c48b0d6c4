import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContent, addPage } from '../../../test/site-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { createWebTestApp } from '../../../test/web-dir.js';
import { newStore } from '../../areas/engine/fixtures/voucher-app.js';

/** Which page requests the server answers 404 (issue 11), with and without a store prefix, on both databases. */
let t: TestApp;
let news: string;
let hiddenNews: string;
beforeAll(async () => {
  t = await createWebTestApp();
  await addPage(t, { title: { fa: 'درباره', en: 'About' }, slug: 'about', published: true });
  await addPage(t, { title: { en: 'Draft' }, slug: 'draft', published: false });
  await newStore(t, 'digi');
  await newStore(t, 'hosted', 'shop.test');
  await addPage(t, { title: { en: 'Digi only' }, slug: 'digi-only', published: true }, 'digi');
  await addPage(t, { title: { en: 'Hosted page' }, slug: 'hosted-page', published: true }, 'hosted');
  news = await addContent(t, 'news', { title: { en: 'Winter news' } });
  hiddenNews = await addContent(t, 'notice', { title: { en: 'Hidden' }, published: false });
});
afterAll(() => t.close());

const status = async (url: string, host?: string) => {
  const res = await t.app.inject({ url, headers: host ? { host } : {} });
  // Every answer here is the app's page: the web shows its own not-found screen.
  expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
  return res.statusCode;
};

describe('page statuses', () => {
  it('answers 404 for /error/404, a path of no route, and a page the store has not published', async () => {
    for (const url of ['/error/404', '/no/such/page', '/pages/draft', '/pages/nothing', '/pages/a/b', '/pages//about']) {
      expect(await status(url), url).toBe(404);
    }
    for (const url of ['/pages/about', '/pages/ABOUT', '/pages/about/', '/pages/about?lang=en', '/pages']) {
      expect(await status(url), url).toBe(200);
    }
  });

  it('answers a content by its component and guid, 404 when unpublished, of another component or no guid', async () => {
    expect(await status(`/content/news/${news}`)).toBe(200);
    expect(await status(`/content/NEWS/${news.toUpperCase()}`)).toBe(200);
    expect(await status('/content/news')).toBe(200);
    expect(await status('/content')).toBe(200);
    for (const url of [`/content/other/${news}`, '/content/news/not-a-guid', `/content/notice/${hiddenNews}`, '/content/news/x/y']) {
      expect(await status(url), url).toBe(404);
    }
  });

  it('takes a first segment that names a store (any case) as that store’s prefix; one naming none is a 404', async () => {
    for (const url of [
      '/digi',
      '/digi/',
      '/DiGi/pages/digi-only',
      '/digi/pages/digi-only',
      '/digi/Authentication',
      '/default/pages/about',
    ]) {
      expect(await status(url), url).toBe(200);
    }
    for (const url of ['/digi/pages/about', '/digi/nothing', '/digi/digi', '/nostore', '/nostore/pages/about', '/pages/digi-only']) {
      expect(await status(url), url).toBe(404);
    }
  });

  it('serves the host’s store without a prefix, and the default store on any other host', async () => {
    expect(await status('/pages/hosted-page', 'shop.test')).toBe(200);
    expect(await status('/pages/about', 'shop.test')).toBe(404);
    expect(await status('/default/pages/about', 'shop.test')).toBe(200);
    expect(await status('/pages/hosted-page', 'elsewhere.test')).toBe(404);
    expect(await status('/hosted/pages/hosted-page', 'elsewhere.test')).toBe(200);
  });

  it('sees a store created or renamed by this process at once', async () => {
    expect(await status('/fresh/pages/about')).toBe(404);
    const id = await newStore(t, 'fresh');
    expect(await status('/fresh')).toBe(200);
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/Stores/${id}`, headers: await t.admin(), payload: { name: 'renamed' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await status('/fresh')).toBe(404);
    expect(await status('/renamed')).toBe(200);
  });

  it('keeps the JSON 404 for unknown API paths and missing build files, prefixed or not', async () => {
    for (const url of ['/api/nothing', '/api/CMS/Nothing', '/assets/gone.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('common.error.routenotfound');
    }
  });
});
