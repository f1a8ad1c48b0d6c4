import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { memberOf, newStore, roleWith, voucherApp, voucherBody } from './fixtures/voucher-app.js';

/**
 * Edges an outside review found: cursors of the wrong type, timestamps finer than a millisecond,
 * sorting translatable text, and what a reader may see of rows they cannot open.
 */
let t: TestApp;
let store: number;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await voucherApp();
  store = await newStore(t, 'edges');
  headers = { ...(await t.admin()), store: String(store), lang: 'en' };
});
afterAll(() => t.close());

describe('cursors', () => {
  it('of the wrong type for the sort are a 400, never a 500, for anyone', async () => {
    // Any value is a text: a text sort takes `true` as the text "true".
    const text = await t.app.inject({ url: encodeURI('/api/VoucherTags?sort=name&after=[true,1]'), headers: { store: String(store) } });
    expect(text.statusCode).toBe(200);
    const cases: [string, Record<string, string>][] = [
      ['/api/VoucherTags?sort=-createdAt&after=[1e308,1]', { store: String(store) }],
      ['/api/VoucherTags?sort=updatedAt&after=[true,1]', { store: String(store) }],
      ['/api/Vouchers?sort=issuedOn&after=[true,5]', headers],
      ['/api/Vouchers?sort=issuedOn&after=[1e308,5]', headers],
      ['/api/Vouchers?sort=amount&after=["abc",5]', headers],
      ['/api/Vouchers?sort=-createdAt&after=["2026-13-45",5]', headers],
    ];
    for (const [url, with_] of cases) {
      const res = await t.app.inject({ url: encodeURI(url), headers: with_ });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });

  it('page through rows sharing a timestamp finer than a millisecond, each once, both ways', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Vouchers', headers, payload: voucherBody() });
      ids.push(res.json().data.id);
    }
    await sql`UPDATE vouchers SET created_at = '2030-01-01 00:00:00.000500+00' WHERE id = ANY(${ids}::int[])`.execute(t.database.db);
    await sql`UPDATE vouchers SET created_at = '2030-01-01 00:00:00.000900+00' WHERE id = ${ids[4]}`.execute(t.database.db);
    for (const sort of ['createdAt', '-createdAt']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 20; page++) {
        const url: string = `/api/Vouchers?sort=${sort}&pageSize=2&id=${ids.join(',')}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`;
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...res.json().data.map((r: { id: number }) => r.id));
        cursor = res.json().nextCursor as string | null;
        if (!cursor) break;
      }
      expect(
        [...seen].sort((a, b) => a - b),
        sort,
      ).toEqual([...ids].sort((a, b) => a - b));
    }
  });
});

describe('declared orders', () => {
  it('break ties by id in their own direction and page by cursor through every row once', async () => {
    const dates = ['2031-02-01', null, '2031-01-01', '2031-02-01', null, '2031-01-01', '2031-02-01'];
    const kinds = ['sale', 'refund', 'sale', 'purchase', 'sale', 'refund', 'purchase'];
    const ids: number[] = [];
    for (const [n, issuedOn] of dates.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Vouchers',
        headers,
        payload: { ...voucherBody(), issuedOn, kind: kinds[n] },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const rows = ids.map((id, n) => ({ id, issuedOn: dates[n], kind: kinds[n] as string }));
    const byIdDown = (a: { id: number }, b: { id: number }) => b.id - a.id;
    // Going up by date (NULLs last), newest id first among equal dates.
    const expected: Record<string, number[]> = {
      newestByDate: [...rows].sort((a, b) => (a.issuedOn ?? '9999').localeCompare(b.issuedOn ?? '9999') || byIdDown(a, b)).map((r) => r.id),
      kindThenNewest: [...rows].sort((a, b) => a.kind.localeCompare(b.kind) || byIdDown(a, b)).map((r) => r.id),
    };
    for (const [sort, want] of Object.entries(expected)) {
      for (const pageSize of [2, 3]) {
        const seen: number[] = [];
        let cursor: string | null = null;
        for (let page = 0; page < 10; page++) {
          const url: string = `/api/Vouchers?sort=${sort}&pageSize=${pageSize}&id=${ids.join(',')}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`;
          const res = await t.app.inject({ url, headers });
          expect(res.statusCode, res.body).toBe(200);
          seen.push(...res.json().data.map((r: { id: number }) => r.id));
          cursor = res.json().nextCursor as string | null;
          if (!cursor) break;
        }
        expect(seen, `${sort} by ${pageSize}`).toEqual(want);
      }
      const first = await t.app.inject({ url: `/api/Vouchers?sort=${sort}&pageSize=20&id=${ids.join(',')}`, headers });
      expect(
        first.json().data.map((r: { id: number }) => r.id),
        `${sort} in one page`,
      ).toEqual(want);
    }
  });
});

describe('sorting translatable text', () => {
  it('falls back through the other languages, so a row written in one language sorts by it', async () => {
    const make = (title: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Vouchers',
        headers,
        payload: voucherBody({ title, code: `T-${Object.values(title)[0]}` }),
      });
    const written: Record<string, string>[] = [{ en: 'Bbb' }, { fa: 'Aaa' }, { en: 'Ccc' }];
    for (const title of written) expect((await make(title)).statusCode).toBe(201);
    const res = await t.app.inject({ url: '/api/Vouchers?sort=title&q=&pageSize=100&code=T-', headers });
    const titles = res.json().data.map((r: { title: Record<string, string | null> }) => r.title.en ?? r.title.fa);
    expect(titles).toEqual(['Aaa', 'Bbb', 'Ccc']);
  });
});

describe('what a reader sees of rows they cannot open', () => {
  it('no title of a referenced row outside their reach', async () => {
    const secret = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers,
      payload: voucherBody({ title: { en: 'Secret acquisition' } }),
    });
    const voucherId = secret.json().data.id;
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/VoucherEvents',
      headers,
      payload: { voucherId, action: 'note', reference: 'reach-1' },
    });
    expect(event.json().data.refTitles).toEqual({ voucherId: 'Secret acquisition' });
    const roleId = await roleWith(t, 'event_readers', { VoucherEvent: 'ViewOnly' });
    const reader = { ...(await memberOf(t, roleId, 'event_reader')), store: String(store) };
    expect((await t.app.inject({ url: `/api/Vouchers/${voucherId}`, headers: reader })).statusCode).toBe(403);
    const list = await t.app.inject({ url: `/api/VoucherEvents?voucherId=${voucherId}`, headers: reader });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { refTitles: unknown }) => r.refTitles)).toEqual([{ voucherId: null }]);
    expect(list.body).not.toContain('Secret acquisition');
  });

  it('no owner of a public row', async () => {
    const tag = await t.app.inject({ method: 'POST', url: '/api/VoucherTags', headers, payload: { name: 'Public tag' } });
    expect(tag.json().data.ownerId).not.toBeNull();
    const anonymous = await t.app.inject({ url: `/api/VoucherTags/${tag.json().data.id}`, headers: { store: String(store) } });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data.ownerId).toBeNull();
  });
});
