import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { newStore, voucherApp, voucherBody } from './fixtures/voucher-app.js';
import { COUNT_CAP } from './list-query.js';

/** Many-to-many fields, joined reference titles, trees, and the filters and paging big lists need. */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await voucherApp();
  headers = { ...(await t.admin()), store: String(await newStore(t, 'lists')), lang: 'en' };
});
afterAll(() => t.close());

const post = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: number };
};
const get = async (url: string) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const tag = (name: string, parentId?: number, displayOrder = 0) =>
  post('/api/VoucherTags', { name, displayOrder, ...(parentId ? { parentId } : {}) });

describe('many-to-many fields', () => {
  it('rewrite their links whole and atomically, filter by a related id and answer the related titles', async () => {
    const [red, green, blue] = [await tag('Red'), await tag('Green'), await tag('Blue')];
    const voucher = await post('/api/Vouchers', voucherBody({ tagIds: [blue.id, red.id, red.id], categoryId: green.id }));
    expect(voucher).toMatchObject({ tagIds: [red.id, blue.id], refTitles: { tagIds: ['Red', 'Blue'], categoryId: 'Green' } });
    // A bad id among good ones refuses the whole change: the old links stay.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/Vouchers/${voucher.id}`,
      headers,
      payload: { tagIds: [green.id, 2_000_000] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldCodes).toEqual({ tagIds: 'common.error.notfound' });
    expect((await get(`/api/Vouchers/${voucher.id}`)).data.tagIds).toEqual([red.id, blue.id]);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/Vouchers/${voucher.id}`, headers, payload: { tagIds: [green.id] } });
    expect(changed.json().data).toMatchObject({ tagIds: [green.id], refTitles: { tagIds: ['Green'] } });
    const byTag = await get(`/api/Vouchers?tagIds=${green.id}`);
    expect(byTag.data.map((r: { id: number }) => r.id)).toEqual([voucher.id]);
    expect((await get(`/api/Vouchers?tagIds=${red.id}`)).data).toEqual([]);
    // A linked tag cannot be deleted from under the voucher.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/VoucherTags/${green.id}`, headers });
    expect(del.statusCode).toBe(409);
  });

  it('show referenced titles in lists, joined by the server in the caller’s language', async () => {
    const category = await tag('Utilities');
    await post('/api/Vouchers', voucherBody({ title: { fa: 'قبض برق', en: 'Power bill' }, categoryId: category.id }));
    const list = await get(`/api/Vouchers?categoryId=${category.id}`);
    expect(list.data[0].refTitles).toEqual({ categoryId: 'Utilities', tagIds: [] });
  });

  it('are searched by title as the user types (the reference picker), and looked up by ids', async () => {
    const ids = [(await tag('Picker one')).id, (await tag('Picker two')).id, (await tag('Other')).id];
    const typed = await get('/api/VoucherTags?q=picker&pageSize=10');
    expect(typed.data.map((r: { name: string }) => r.name).sort()).toEqual(['Picker one', 'Picker two']);
    const byIds = await get(`/api/VoucherTags?id=${ids[0]},${ids[2]}`);
    expect(byIds.data.map((r: { id: number }) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
  });
});

describe('trees', () => {
  it('refuse a parent that is the row itself or a descendant, and a delete of a row with children', async () => {
    const root = await tag('Root');
    const child = await tag('Child', root.id);
    const grandchild = await tag('Grandchild', child.id);
    for (const parentId of [root.id, grandchild.id]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/VoucherTags/${root.id}`, headers, payload: { parentId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldCodes).toEqual({ parentId: 'common.error.cycle' });
    }
    const del = await t.app.inject({ method: 'DELETE', url: `/api/VoucherTags/${child.id}`, headers });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toMatchObject({ code: 'common.error.childexists', message: 'A child item exists.' });
    const moved = await t.app.inject({ method: 'PUT', url: `/api/VoucherTags/${grandchild.id}`, headers, payload: { parentId: root.id } });
    expect(moved.statusCode).toBe(200);
  });

  it('never build a cycle from two concurrent moves', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await tag(`Swing A${round}`);
      const b = await tag(`Swing B${round}`);
      const answers = await Promise.all([
        t.app.inject({ method: 'PUT', url: `/api/VoucherTags/${a.id}`, headers, payload: { parentId: b.id } }),
        t.app.inject({ method: 'PUT', url: `/api/VoucherTags/${b.id}`, headers, payload: { parentId: a.id } }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    }
  });

  it('read whole or one branch, ordered by display order', async () => {
    const top = await tag('Top', undefined, 1);
    await tag('Second', top.id, 2);
    await tag('First', top.id, 1);
    const branch = await get(`/api/VoucherTags/tree?rootId=${top.id}`);
    expect(branch.data).toEqual([
      {
        id: top.id,
        title: 'Top',
        parentId: null,
        children: [expect.objectContaining({ title: 'First', children: [] }), expect.objectContaining({ title: 'Second', children: [] })],
      },
    ]);
    const whole = await get('/api/VoucherTags/tree');
    expect(whole.data.map((n: { title: string }) => n.title)).toContain('Top');
    expect(whole.data.every((n: { parentId: number | null }) => n.parentId === null)).toBe(true);
  });
});

describe('big lists', () => {
  let storeHeaders: Record<string, string>;
  beforeAll(async () => {
    const store = await newStore(t, 'big-list');
    storeHeaders = { ...(await t.admin()), store: String(store) };
    // Rows straight into the table: the paging and counting under test do not care how they came.
    await sql`
      INSERT INTO vouchers (store_id, title, code, amount, kind, issued_on)
      SELECT ${store}, jsonb_build_object('en', 'Bulk ' || n, 'tr', 'Toplu ' || n), 'B-' || n, (n % 500) + 0.5,
        (ARRAY['sale','purchase','refund'])[1 + n % 3], date '2026-01-01' + (n % 90)
      FROM generate_series(1, ${COUNT_CAP + 50}) AS n
    `.execute(t.database.db);
  });
  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/Vouchers?${query}`, headers: storeHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Record<string, unknown>[]; total: number; totalExact: boolean; nextCursor: string | null };
  };

  it('filter by ranges of money and dates and by in-lists', async () => {
    const res = await list('amountFrom=10&amountTo=10.50&kind=sale,refund&issuedOnFrom=2026-01-01&issuedOnTo=2026-03-31&pageSize=100');
    expect(res.data.length).toBeGreaterThan(0);
    for (const row of res.data) {
      expect(row.amount).toBe('10.50');
      expect(['sale', 'refund']).toContain(row.kind);
    }
    const exact = Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM vouchers WHERE amount BETWEEN 10 AND 10.5 AND kind IN ('sale','refund') AND code LIKE 'B-%'`.execute(
          t.database.db,
        )
      ).rows[0]?.n,
    );
    expect(res.total).toBe(exact);
    expect(res.totalExact).toBe(true);
    const bad = await t.app.inject({ url: '/api/Vouchers?amountFrom=abc&kind=sale,nope', headers: { ...storeHeaders, lang: 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldCodes).sort()).toEqual(['amountFrom', 'kind.1']);
  });

  it('search translatable titles in every language', async () => {
    const turkish = await list('q=toplu 4242');
    expect(turkish.data.map((r) => r.code)).toEqual(['B-4242']);
    const english = await list('title=Bulk 4242');
    expect(english.data.map((r) => r.code)).toEqual(['B-4242']);
  });

  it('count up to a cap and say so, instead of counting a large table on every page', async () => {
    const res = await list('pageSize=5');
    expect(res).toMatchObject({ total: COUNT_CAP, totalExact: false });
  });

  it('page by cursor through every row once, in order, whatever the depth', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`amountFrom=400&sort=amount&pageSize=100${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.data.map((r) => r.id as number));
      const amounts = page.data.map((r) => Number(r.amount));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    const expected = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM vouchers WHERE amount >= 400 AND code LIKE 'B-%'`.execute(t.database.db)).rows[0]
        ?.n,
    );
    expect(seen.length).toBe(expected);
    expect(new Set(seen).size).toBe(expected);
    const broken = await t.app.inject({ url: '/api/Vouchers?after=not-a-cursor', headers: storeHeaders });
    expect(broken.statusCode).toBe(400);
  });

  it('hide soft-deleted rows everywhere', async () => {
    const [first] = (await list('sort=id&pageSize=1')).data;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/Vouchers/${first?.id}`, headers: storeHeaders });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/Vouchers/${first?.id}`, headers: storeHeaders })).statusCode).toBe(404);
    expect((await list(`id=${first?.id}`)).data).toEqual([]);
    const kept = await sql<{ isDeleted: boolean }>`SELECT is_deleted FROM vouchers WHERE id = ${first?.id}`.execute(t.database.db);
    expect(kept.rows).toEqual([{ isDeleted: true }]);
  });
});
