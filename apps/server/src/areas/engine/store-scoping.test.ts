import { RESERVED_SEGMENTS, SERVER_SEGMENTS } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { memberOf, newStore, voucherApp, voucherBody } from './fixtures/voucher-app.js';

/**
 * Stores isolate rows in the engine, not per route: two stores with vouchers, tags and settings,
 * reached by header, by host and by a role limited to one store. Nothing of one store is ever
 * visible, writable or referencable from the other.
 */
let t: TestApp;
let storeA: number;
let storeB: number;
const inStore = async (store: number | string) => ({ ...(await t.admin()), store: String(store) });

beforeAll(async () => {
  t = await voucherApp();
  storeA = await newStore(t, 'alpha', 'alpha.example, www.alpha.example');
  storeB = await newStore(t, 'bravo', 'bravo.example');
});
afterAll(() => t.close());

async function create(store: number, url: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers: await inStore(store), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: number };
}

describe('rows of another store', () => {
  it('are never listed, read, updated, deleted or acted on, by header', async () => {
    const a = await create(storeA, '/api/Vouchers', voucherBody());
    expect(a.storeId).toBe(storeA);
    const headersB = await inStore(storeB);
    const list = await t.app.inject({ url: '/api/Vouchers?pageSize=100', headers: headersB });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(a.id);
    const missing = await t.app.inject({ url: '/api/Vouchers/2147483647', headers: headersB });
    for (const [method, url, payload] of [
      ['GET', `/api/Vouchers/${a.id}`, undefined],
      ['PUT', `/api/Vouchers/${a.id}`, { code: 'stolen' }],
      ['DELETE', `/api/Vouchers/${a.id}`, undefined],
      ['POST', `/api/Vouchers/${a.id}/pay`, { reference: 'x-1' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: headersB, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual(missing.json());
    }
    const still = await t.app.inject({ url: `/api/Vouchers/${a.id}`, headers: await inStore(storeA) });
    expect(still.json().data).toMatchObject({ code: a.code, state: 'unpaid', isPaid: false });
  });

  it('cannot be referenced from the other store, and a client cannot choose the store', async () => {
    const tagA = await create(storeA, '/api/VoucherTags', { name: 'Rent A' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers: await inStore(storeB),
      payload: voucherBody({ categoryId: tagA.id, tagIds: [tagA.id] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldCodes).toEqual({ categoryId: 'common.error.notfound', tagIds: 'common.error.notfound' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers: await inStore(storeB),
      payload: voucherBody({ storeId: storeA }),
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.fieldCodes).toEqual({ storeId: 'common.error.unknownfield' });
  });

  it('keeps unique keys per store: one code may exist once in each store', async () => {
    const body = voucherBody({ code: 'SAME-1' });
    await create(storeA, '/api/Vouchers', body);
    await create(storeB, '/api/Vouchers', { ...body, title: { en: 'other' } });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers: await inStore(storeA),
      payload: { ...body, code: 'same-1' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('voucher.error.codeexists');
  });
});

describe('the request’s store', () => {
  it('comes from the header (id or name), else the host, else the default store', async () => {
    const a = await create(storeA, '/api/VoucherTags', { name: 'Host tag' });
    const admin = await t.admin();
    const byName = await t.app.inject({ url: `/api/VoucherTags/${a.id}`, headers: { ...admin, store: 'ALPHA' } });
    expect(byName.statusCode).toBe(200);
    const byHost = await t.app.inject({ url: `/api/VoucherTags/${a.id}`, headers: { ...admin, host: 'www.alpha.example:8080' } });
    expect(byHost.statusCode).toBe(200);
    const qualified = await t.app.inject({ url: `/api/VoucherTags/${a.id}`, headers: { ...admin, host: 'ALPHA.example.' } });
    expect(qualified.statusCode).toBe(200);
    const otherHost = await t.app.inject({ url: `/api/VoucherTags/${a.id}`, headers: { ...admin, host: 'bravo.example' } });
    expect(otherHost.statusCode).toBe(404);
    // No header, unknown host: the default store (the first), where this tag is not.
    const fallback = await t.app.inject({ url: `/api/VoucherTags/${a.id}`, headers: { ...admin, host: 'unknown.example' } });
    expect(fallback.statusCode).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/VoucherTags',
      headers: { ...admin, host: 'unknown.example' },
      payload: { name: 'Default tag' },
    });
    const [defaultStore] = (await sql<{ id: number }>`SELECT min(id) AS id FROM stores`.execute(t.database.db)).rows;
    expect(created.json().data.storeId).toBe(defaultStore?.id);
  });

  it('is a 404 with its own code when the id or name is unknown, never another store’s data', async () => {
    for (const store of ['2147483647', 'no-such-store', '0']) {
      const res = await t.app.inject({ url: '/api/VoucherTags', headers: { ...(await t.admin()), store, lang: 'en' } });
      expect(res.statusCode, store).toBe(404);
      expect(res.json().error.code).toBe('store.error.notfound');
    }
  });
});

describe('a role limited to one store', () => {
  let auth: Record<string, string>;
  beforeAll(async () => {
    const admin = await t.admin();
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/Roles',
      headers: admin,
      payload: { name: 'Alpha clerks', systemName: 'alpha_clerks', storeIds: [storeA] },
    });
    expect(role.statusCode, role.body).toBe(201);
    expect(role.json().data).toMatchObject({ storeIds: [storeA], refTitles: { storeIds: ['alpha'] } });
    const roleId = role.json().data.id;
    // Fixture entities are not in the product's list of securable entities, so their accesses are written directly.
    for (const entity of ['Voucher', 'VoucherTag']) {
      await sql`INSERT INTO security_accesses (role_id, entity_name, access_type) VALUES (${roleId}, ${entity}, 'AllGrants')`.execute(
        t.database.db,
      );
    }
    auth = await memberOf(t, roleId, 'alpha_clerk');
  });

  it('reaches its store’s rows and nothing in another store, whatever header it sends', async () => {
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers: { ...auth, store: String(storeA) },
      payload: voucherBody(),
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const bVoucher = await create(storeB, '/api/Vouchers', voucherBody());
    for (const [method, url] of [
      ['GET', '/api/Vouchers'],
      ['GET', `/api/Vouchers/${bVoucher.id}`],
      ['POST', '/api/Vouchers'],
      ['DELETE', `/api/Vouchers/${bVoucher.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...auth, store: String(storeB) },
        ...(method === 'POST' ? { payload: voucherBody() } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Installation-wide things are not a store's: a store-limited role reaches none of them.
    const stores = await t.app.inject({ url: '/api/Stores', headers: { ...auth, store: String(storeA) } });
    expect(stores.statusCode).toBe(403);
  });
});

describe('store names', () => {
  it('are refused when reserved (any letter case), shorter than 3 characters or already used (any letter case)', async () => {
    const headers = { ...(await t.admin()), lang: 'en' };
    for (const name of [...RESERVED_SEGMENTS, ...SERVER_SEGMENTS].map((s) => s.toUpperCase())) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name } });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.fieldCodes, name).toEqual({ name: name.length < 3 ? 'common.error.minlength' : 'store.error.reservedname' });
    }
    // Digits only would read as a store id in a `store` header.
    const numeric = await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name: '0035' } });
    expect(numeric.json().error.fieldCodes).toEqual({ name: 'store.error.numericname' });
    // The name is its addresses' first segment: nothing a path or a query cuts at.
    for (const name of ['shop/two', 'shop\\two', 'shop?x', 'shop#x', 'shop%20x']) {
      const cut = await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name } });
      expect(cut.statusCode, name).toBe(400);
      expect(cut.json().error.fieldCodes, name).toEqual({ name: 'store.error.namecharacters' });
    }
    const short = await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name: 'ab' } });
    expect(short.json().error.fieldCodes).toEqual({ name: 'common.error.minlength' });
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name: 'Alpha' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ code: 'store.error.nameexists', fieldCodes: { name: 'store.error.nameexists' } });
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/Stores/${storeB}`, headers, payload: { name: 'dashboard' } });
    expect(renamed.statusCode).toBe(400);
  });

  it('cannot be deleted while a role is limited to it (the role would widen to every store)', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/Stores/${storeA}`, headers: await t.admin() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('common.error.hasrelation');
  });
});
