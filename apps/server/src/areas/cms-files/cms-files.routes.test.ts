import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { localBackend, s3Backend, type TestFileBackend } from '../../../test/file-backends.js';
import { brokenMultiparts, multipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#08f' } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" onload="alert(1)">
<script>alert(2)</script><a xlink:href="javascript:alert(3)"><rect width="10" height="10" onclick="alert(4)"/></a><a href="javascript:alert(5)"><circle r="4"/></a></svg>`;

const backends: [string, () => Promise<TestFileBackend>][] = [
  ['a folder under DATA_DIR', async () => localBackend()],
  ['an S3 bucket (s3rver)', s3Backend],
];

describe.each(backends)('files kept in %s', (_name, makeBackend) => {
  let backend: TestFileBackend;
  let t: TestApp;
  let admin: Record<string, string>;

  const upload = (files: { filename: string; body: Buffer | string }[], query = '', headers: Record<string, string> = admin) => {
    const form = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/CMS/UploadFile${query}`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };
  const state = async () => {
    const { rows } = await sql<{ files: number; usage: string | null }>`
      SELECT (SELECT count(*)::int FROM files) AS files, (SELECT sum(usage_bytes)::text FROM store_storage) AS usage`.execute(
      t.database.db,
    );
    return { files: rows[0]?.files, usage: Number(rows[0]?.usage ?? 0), keys: (await backend.keys()).sort() };
  };
  const setSetting = async (name: string, value: string) => {
    await sql`DELETE FROM settings WHERE lower(name) = ${name}`.execute(t.database.db);
    await sql`INSERT INTO settings (store_id, name, value) VALUES ((SELECT min(id) FROM stores), ${name}, ${value})`.execute(t.database.db);
  };

  const ready = (async () => {
    backend = await makeBackend();
    t = await createTestApp({ files: backend.storage });
    admin = await t.admin();
  })();
  afterAll(async () => {
    await t.close();
    await backend.close();
  });
  beforeEach(async () => {
    await ready;
    for (const { name } of (await t.app.inject({ url: '/api/CMS/GetFiles?directory=DataContents', headers: admin })).json().data ?? []) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/CMS/DeleteFile?directory=DataContents&filename=${encodeURIComponent(name)}`,
        headers: admin,
      });
    }
    await sql`DELETE FROM settings WHERE name LIKE '%maximum%'`.execute(t.database.db);
  });

  it('uploads, lists, searches, downloads and deletes a file, keeping the usage counter', async () => {
    const body = await png(40, 20);
    const res = await upload([{ filename: 'گزارش سالانه.png', body }]);
    expect(res.statusCode, res.body).toBe(200);
    const { url, size } = res.json().data;
    expect(size).toBe(body.length);
    expect(url).toMatch(/^\/api\/CMS\/Image\/DataContents\/%D[0-9A-F%-]+-[0-9a-f]{8}\.png\?store=\d+$/);
    const name = decodeURIComponent(url.split('/')[5].split('?')[0]);
    expect(name).toMatch(/^گزارش-سالانه-[0-9a-f]{8}\.png$/);
    expect(await state()).toMatchObject({ files: 1, usage: body.length, keys: [expect.stringMatching(/DataContents\//)] });

    const capacity = await t.app.inject({ url: '/api/CMS/getStorageCapacity', headers: admin });
    expect(capacity.json().data).toEqual({ usage: body.length, maximumcapacity: 1_073_741_824 });

    const listed = (await t.app.inject({ url: '/api/CMS/GetFiles?directory=datacontents', headers: admin })).json().data;
    expect(listed).toEqual([{ name, size: body.length, url }]);
    const found = (await t.app.inject({ url: `/api/CMS/SearchFiles?name=${encodeURIComponent('سالانه')}`, headers: admin })).json().data;
    expect(found.map((f: { name: string }) => f.name)).toEqual([name]);
    expect((await t.app.inject({ url: '/api/CMS/SearchFiles?name=zz', headers: admin })).statusCode).toBe(400);

    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(body)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('max-age=31536000');

    const download = await t.app.inject({ url: `/api/cms/download/DataContents/${encodeURIComponent(name)}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(body)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''%D/);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/CMS/DeleteFile?directory=DataContents&filename=${encodeURIComponent(name)}`,
      headers: admin,
    });
    expect(deleted.json()).toEqual({ data: { result: true } });
    expect(await state()).toEqual({ files: 0, usage: 0, keys: [] });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/CMS/DeleteFile?directory=DataContents&filename=${encodeURIComponent(name)}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('serves an image at the next width of the ladder, cached, and never wider than it is', async () => {
    const res = await upload([{ filename: 'wide.jpg', body: await jpeg(2400, 1200) }]);
    const { url } = res.json().data;
    const at = async (w: number) => sharp((await t.app.inject({ url: `${url}&w=${w}` })).rawPayload).metadata();
    expect(await at(300)).toMatchObject({ width: 320, height: 160, format: 'jpeg' });
    expect(await at(320)).toMatchObject({ width: 320 });
    expect(await at(5000)).toMatchObject({ width: 1920, height: 960 });
    expect((await t.app.inject({ url: `${url}&w=0` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${url}&w=abc` })).statusCode).toBe(400);
    const small = (await upload([{ filename: 'small.png', body: await png(100, 50) }])).json().data.url;
    expect(await sharp((await t.app.inject({ url: `${small}&w=640` })).rawPayload).metadata()).toMatchObject({ width: 100 });
  });

  it('serves an image sharp cannot decode (a truncated upload) as stored when asked at a width, never a 500', async () => {
    const whole = await png(300, 200);
    const truncated = whole.subarray(0, 60);
    const res = await upload([{ filename: 'truncated.png', body: truncated }]);
    expect(res.statusCode, res.body).toBe(200);
    const resized = await t.app.inject({ url: `${res.json().data.url}&w=320` });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.rawPayload.equals(truncated)).toBe(true);
  });

  it('refuses a wrong extension, a file that is not what its name says and a file too big; nothing is written', async () => {
    const before = await state();
    const cases: [string, Buffer | string, string, string][] = [
      ['tool.exe', 'MZ...', '', 'content.error.fileformat'],
      ['fake.png', 'this is text, not a PNG', '', 'content.error.fileformat'],
      ['fake.pdf', await png(4, 4), '', 'content.error.fileformat'],
      ['doc.pdf', PDF, '?directory=avatars', 'content.error.fileformat'],
      ['big.png', await png(1, 1).then((b) => Buffer.concat([b, Buffer.alloc(1_048_577 - b.length)])), '', 'content.error.filesize'],
      ['bad.txt', Buffer.from([0xff, 0xfe, 0x00, 0x41]), '', 'content.error.fileformat'],
    ];
    for (const [filename, body, query, code] of cases) {
      const res = await upload([{ filename, body }], query, { ...admin, lang: 'en' });
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().error.fieldCodes, filename).toEqual({ file: code });
    }
    const big = await upload([{ filename: 'big.png', body: Buffer.alloc(1_048_577) }], '', { ...admin, lang: 'fa' });
    expect(big.json().error.fields.file).toContain('۱۰۴۸۵۷۶');
    await setSetting('datacontent.maximumfilesize', '100');
    const setting = await upload([{ filename: 'doc.pdf', body: Buffer.concat([PDF, Buffer.alloc(100)]) }], '', { ...admin, lang: 'en' });
    expect(setting.json().error).toMatchObject({
      code: 'content.error.filesize',
      fields: { file: 'The file is larger than the maximum of 100 bytes.' },
    });
    expect(await upload([], '')).toMatchObject({ statusCode: 400 });
    expect(
      (
        await upload([
          { filename: 'a.pdf', body: PDF },
          { filename: 'b.pdf', body: PDF },
        ])
      ).json().error.code,
    ).toBe('content.error.onefile');
    expect(await state()).toEqual(before);
  });

  it('refuses a body cut before its closing boundary or without a boundary, never a 500', async () => {
    for (const broken of brokenMultiparts('cut.png', await png(2, 2))) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/CMS/UploadFile',
        headers: { ...admin, lang: 'en', ...broken.headers },
        payload: broken.payload,
      });
      expect(res.statusCode, broken.name).toBe(400);
      expect(res.json().error.fieldCodes, broken.name).toEqual({ file: 'content.error.nofile' });
    }
  });

  it('checks the extension against the folder’s use: avatars take pictures only', async () => {
    expect((await upload([{ filename: 'me.png', body: await png(8, 8) }], '?directory=avatars')).statusCode).toBe(200);
    const me = (await t.app.inject({ url: '/api/CMS/GetFiles?directory=avatars', headers: admin })).json().data[0];
    expect(me.url).toMatch(/^\/api\/cms\/avatar\/me-[0-9a-f]{8}\.png\?store=\d+$/);
    expect((await t.app.inject({ url: me.url })).statusCode).toBe(200);
    expect((await upload([{ filename: 'me.svg', body: HOSTILE_SVG }], '?directory=avatars')).json().error.code).toBe(
      'content.error.fileformat',
    );
    const pdf = (await upload([{ filename: 'report.pdf', body: PDF }])).json().data.url;
    expect(pdf).toMatch(/^\/api\/cms\/download\/DataContents\/report-[0-9a-f]{8}\.pdf/);
    // The image route serves image types only.
    expect((await t.app.inject({ url: pdf.replace('/api/cms/download/', '/api/CMS/Image/') })).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteFile?directory=avatars&filename=${me.name}`, headers: admin });
  });

  it('sanitizes an SVG (no script, event attribute or javascript: link) and serves it sandboxed', async () => {
    const res = await upload([{ filename: 'logo.svg', body: HOSTILE_SVG }]);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: res.json().data.url });
    expect(served.body).toMatch(/^<svg/);
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/script|onload|onclick|javascript:|alert/i);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await upload([{ filename: 'empty.svg', body: '<script>alert(1)</script>' }])).json().error.code).toBe(
      'content.error.fileformat',
    );
  });

  it('keeps no path a caller sends: every traversal is a 400 or 404 and nothing outside is read or written', async () => {
    const { url } = (await upload([{ filename: '../../../outside.png', body: await png(4, 4) }])).json().data;
    expect(url).toMatch(/\/DataContents\/outside-[0-9a-f]{8}\.png/);
    expect(existsSync(join(backend.root, 'outside.png'))).toBe(false);
    const traversals = [
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e%2f%2e%2e%2fpasswd',
      '%252e%252e%252fpasswd',
      '..%5c..%5cwin.ini',
      '%2fetc%2fpasswd',
      'x.png%00.png',
      '..',
      '.%2e',
      'C:%5cboot.ini',
    ];
    for (const bad of traversals) {
      for (const target of [
        `/api/cms/download/DataContents/${bad}`,
        `/api/CMS/Image/DataContents/${bad}`,
        `/api/cms/avatar/${bad}`,
        `/api/cms/download/${bad}/x.png`,
        `/api/CMS/Image/${bad}/x.png`,
      ]) {
        const res = await t.app.inject({ url: target });
        expect([400, 404], `${target} → ${res.statusCode}`).toContain(res.statusCode);
        expect(res.json().error.code).toBeTruthy();
      }
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/CMS/DeleteFile?directory=DataContents&filename=${bad}`,
        headers: admin,
      });
      expect([400, 404]).toContain(del.statusCode);
      const dir = await upload([{ filename: 'x.png', body: await png(2, 2) }], `?directory=${bad}`);
      expect(dir.statusCode).toBe(400);
      // A NUL is refused by the query's schema before the folder is looked at.
      expect(['content.error.directory', 'common.error.validation']).toContain(dir.json().error.code);
    }
    const files = await state();
    expect(files.files).toBe(1);
    expect(files.keys).toEqual([expect.stringMatching(/^\d+\/DataContents\/outside-[0-9a-f]{8}\.png$/)]);
  });

  it('lets only administrators upload, list, search, delete and read the storage; reads are public', async () => {
    const user = await register(t, `filesuser${backend.name}`);
    const form = multipart([{ filename: 'a.pdf', body: PDF }]);
    const calls = [
      { method: 'POST' as const, url: '/api/CMS/UploadFile', payload: form.payload, headers: form.headers },
      { method: 'DELETE' as const, url: '/api/CMS/DeleteFile?directory=DataContents&filename=a.pdf' },
      { method: 'GET' as const, url: '/api/CMS/GetFiles' },
      { method: 'GET' as const, url: '/api/CMS/SearchFiles?name=abc' },
      { method: 'GET' as const, url: '/api/CMS/getStorageCapacity' },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: { ...call.headers, ...user.headers } })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call, headers: { ...call.headers } })).statusCode, call.url).toBe(401);
    }
    expect(await state()).toMatchObject({ files: 0, keys: [] });
    const date = (await t.app.inject({ url: '/api/CMS/getServerUtcDate' })).json().data;
    expect(Math.abs(Date.parse(date) - Date.now())).toBeLessThan(60_000);
    expect(date).toMatch(/Z$/);
  });

  it('keeps each store’s files to itself', async () => {
    await sql`INSERT INTO stores (name) VALUES (${`second${backend.name}`})`.execute(t.database.db);
    const other = { ...admin, store: `second${backend.name}` };
    const { url } = (await upload([{ filename: 'theirs.pdf', body: PDF }], '', other)).json().data;
    const name = decodeURIComponent(url.split('/')[5].split('?')[0]);
    expect((await t.app.inject({ url: '/api/CMS/GetFiles', headers: admin })).json().data).toEqual([]);
    expect((await t.app.inject({ url: `/api/cms/download/DataContents/${name}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteFile?directory=DataContents&filename=${name}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteFile?directory=DataContents&filename=${name}`, headers: other }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses uploads past the store’s capacity, and of concurrent uploads near it lets only as many through as fit', async () => {
    const body = await png(64, 64);
    await setSetting('storage.maximumcapacity', String(Math.floor(body.length * 2.5)));
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => upload([{ filename: `race${i}.png`, body }])));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().error.code)).sort();
    expect(codes).toEqual(['content.error.storagefull', 'content.error.storagefull', 'content.error.storagefull', 'ok', 'ok']);
    expect(await state()).toMatchObject({ files: 2, usage: body.length * 2 });
    expect((await state()).keys).toHaveLength(2);
    const full = await upload([{ filename: 'more.png', body }], '', { ...admin, lang: 'en' });
    expect(full.json().error).toMatchObject({ code: 'content.error.storagefull', fieldCodes: { file: 'content.error.storagefull' } });
    expect((await t.app.inject({ url: '/api/CMS/getStorageCapacity', headers: admin })).json().data).toEqual({
      usage: body.length * 2,
      maximumcapacity: Math.floor(body.length * 2.5),
    });
  });
});
