import { Store } from '@store/domain';
import { Voucher } from '@store/domain/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { memberOf, newStore, roleWith, voucherApp, voucherBody } from './fixtures/voucher-app.js';

/**
 * Issue 9 item 6: a caller who may list an entity but not view its rows gets the list's columns
 * only, and cannot filter, sort or search by what the list does not show.
 */
let t: TestApp;
let lister: Record<string, string>;
let viewer: Record<string, string>;
let store: number;
beforeAll(async () => {
  t = await voucherApp();
  store = await newStore(t, 'Listed shop', 'listed.example');
  await t.app.inject({
    method: 'PUT',
    url: `/api/Stores/${store}`,
    headers: await t.admin(),
    payload: { companyAddress: 'Hidden street 1', icon: 'https://listed.example/icon.png', companyPhoneNumber: '+982100000000' },
  });
  lister = { ...(await memberOf(t, await roleWith(t, 'listers', { Store: 'List', Voucher: 'List' }), 'list_only')), lang: 'en' };
  viewer = { ...(await memberOf(t, await roleWith(t, 'viewers', { Store: 'ViewOnly', Voucher: 'ViewOnly' }), 'view_only')), lang: 'en' };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('a caller with the List level only', () => {
  it('gets the id and the list columns of each store, not hosts, addresses or images', async () => {
    const res = await get(`/api/Stores?id=${store}`, lister);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data;
    expect(Object.keys(row).sort()).toEqual(['id', ...Store.listColumns].sort());
    expect(row).toMatchObject({ id: store, name: 'Listed shop', companyPhoneNumber: '+982100000000' });
    expect(res.body).not.toContain('listed.example');
    expect(res.body).not.toContain('Hidden street');
  });

  it('gets the whole row with the View level', async () => {
    const res = await get(`/api/Stores?id=${store}`, viewer);
    const [row] = res.json().data;
    expect(row).toMatchObject({ hosts: 'listed.example', companyAddress: 'Hidden street 1', icon: 'https://listed.example/icon.png' });
    expect(row.ownerId).toEqual(expect.any(Number));
  });

  it('gets the titles of referenced rows and the state among a voucher’s list columns', async () => {
    const inStore = { ...(await t.admin()), store: String(store) };
    const tag = await t.app.inject({ method: 'POST', url: '/api/VoucherTags', headers: inStore, payload: { name: 'Listed tag' } });
    const voucher = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers: inStore,
      payload: voucherBody({ categoryId: tag.json().data.id }),
    });
    const res = await get(`/api/Vouchers?id=${voucher.json().data.id}`, { ...lister, store: String(store) });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data;
    expect(Object.keys(row).sort()).toEqual(['id', ...Voucher.listColumns, 'refTitles', 'state'].sort());
    expect(row.refTitles).toEqual({ categoryId: 'Listed tag', tagIds: [] });
  });

  it('cannot filter, sort or search by a field the list does not show (400 on those parameters)', async () => {
    const inStore = { ...lister, store: String(store) };
    for (const [url, parameter] of [
      ['/api/Stores?sort=createdAt', 'sort'],
      ['/api/Stores?sort=-updatedAt', 'sort'],
      ['/api/Vouchers?isPaid=true', 'isPaid'],
      ['/api/Vouchers?sort=-createdAt', 'sort'],
    ] as const) {
      const res = await get(url, url.includes('Vouchers') ? inStore : lister);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'common.error.validation', fieldCodes: { [parameter]: 'common.error.needsview' } });
      // The View level may.
      const viewed = await get(url, { ...viewer, store: String(store) });
      expect(viewed.statusCode, url).toBe(200);
    }
    // What the list shows stays searchable.
    for (const url of ['/api/Stores?q=Listed', '/api/Stores?sort=-name&companyName=x', `/api/Stores?id=${store}&sslEnabled=false`]) {
      expect((await get(url, lister)).statusCode, url).toBe(200);
    }
  });
});

describe('the OpenAPI document', () => {
  it('says which fields of a listed row may be missing', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const schema = doc.paths['/api/Stores'].get.responses['200'].content['application/json'].schema;
    const row = schema.properties.data.items;
    expect([...row.required].sort()).toEqual(['id', ...Store.listColumns].sort());
    expect(Object.keys(row.properties)).toEqual(expect.arrayContaining(['hosts', 'companyAddress', 'icon', 'ownerId']));
  });
});
