import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { ASSET_TEXT, createWebTestApp } from '../../../test/web-dir.js';
import { preferredEncoding } from './content-encoding.js';
import { IMMUTABLE_CACHE, SHORT_CACHE } from './static-files.js';

let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp();
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, honours q=0 and the wildcard, else none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('BR;Q=0.1')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});

describe('build files', () => {
  it('sends the brotli copy to a browser that takes it, else the gzip copy, else the file, varying on Accept-Encoding', async () => {
    const br = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_TEXT);

    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_TEXT);

    const refused = await get('/assets/app-1.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(ASSET_TEXT);
    expect(refused.headers.vary).toMatch(/accept-encoding/i);

    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_TEXT);
  });

  it('caches hashed assets for a year (immutable) and root files briefly; HEAD answers the headers', async () => {
    expect((await get('/assets/app-1.js', 'br')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await get('/assets/app-1.js')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(SHORT_CACHE);
    const head = await get('/assets/app-1.js', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(head.body).toBe('');
  });

  it('does not serve the compressed copies or index.html by their own names', async () => {
    for (const url of ['/assets/app-1.js.br', '/assets/app-1.js.gz', '/assets/app-2.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('common.error.routenotfound');
      // A missing file may exist after the next deploy: no cache keeps the 404.
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Not a route of the app: the page, answered 404 (never the file, cached as one).
    const index = await get('/index.html');
    expect(index.statusCode).toBe(404);
    expect(index.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages', () => {
  it('are compressed for a browser that takes it, never cached stale, and vary on the encoding and the language cookie', async () => {
    const br = await get('/', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gz = await get('/pages', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    const missing = await get('/error/404', 'gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});
