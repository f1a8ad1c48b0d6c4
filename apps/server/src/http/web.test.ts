import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers every client route with the page, uncached, under the document policy', async () => {
    for (const url of ['/', '/dashboard/Settings/Store/List', '/pages/%D8%AE%D8%A7%D9%86%D9%87']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<div id="root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/account/tickets' });
    expect(head.statusCode).toBe(200);
  });

  it('serves built files, and answers unknown API paths, missing build files and other methods with the 404 envelope', async () => {
    const file = await t.app.inject({ url: '/assets/app-1.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['GET', '/assets/app-0.js'],
      ['POST', '/dashboard'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { lang: 'tr' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.error.routenotfound');
    }
  });
});
