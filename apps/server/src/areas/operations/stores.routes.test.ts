import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { readSetting } from './settings-reader.js';

let t: TestApp;
let defaultStore: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  defaultStore = (await sql<{ id: number }>`SELECT min(id) AS id FROM stores`.execute(t.database.db)).rows[0]?.id as number;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Stores',
    headers: await t.admin(),
    payload: { name: 'second', hosts: 'second.example' },
  });
  other = res.json().data.id;
  const put = async (store: number, name: string, value: string) => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Settings',
      headers: { ...(await t.admin()), store: String(store) },
      payload: { name, value },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  };
  await put(defaultStore, 'customer.canchangeprofile', 'true');
  await put(defaultStore, 'store.title.english_en', 'Default Shop');
  await put(other, 'store.title.english_en', 'Second Shop');
});
afterAll(() => t.close());

describe('settings per store', () => {
  it('fall back to the default store’s where a store has none of its own, and only when asked to', async () => {
    const options = { fallback: true, defaultStoreId: defaultStore };
    expect(await readSetting(t.database.db, other, 'Customer.CanChangeProfile', options)).toBe('true');
    expect(await readSetting(t.database.db, other, 'customer.canchangeprofile', { ...options, fallback: false })).toBeUndefined();
    await t.app.inject({
      method: 'POST',
      url: '/api/Settings',
      headers: { ...(await t.admin()), store: String(other) },
      payload: { name: 'customer.canchangeprofile', value: 'false' },
    });
    expect(await readSetting(t.database.db, other, 'customer.canchangeprofile', options)).toBe('false');
  });

  it('are listed per store: a store’s list holds its own settings only', async () => {
    const list = await t.app.inject({ url: '/api/Settings?pageSize=100', headers: { ...(await t.admin()), store: String(other) } });
    expect(
      list
        .json()
        .data.map((s: { name: string; storeId: number }) => [s.name, s.storeId])
        .sort(),
    ).toEqual([
      ['customer.canchangeprofile', other],
      ['store.title.english_en', other],
    ]);
  });
});

describe('GET /api/Stores/getStoreByName', () => {
  it('answers the named store, else the host’s, else the default, with its own title only', async () => {
    const byName = await t.app.inject({ url: '/api/Stores/getStoreByName?name=SECOND', headers: { lang: 'en' } });
    expect(byName.json().data).toEqual({ id: other, name: 'second', title: 'Second Shop' });
    const byHost = await t.app.inject({ url: '/api/Stores/getStoreByName', headers: { lang: 'en', host: 'second.example' } });
    expect(byHost.json().data.id).toBe(other);
    const fallback = await t.app.inject({ url: '/api/Stores/getStoreByName', headers: { lang: 'en', host: 'elsewhere.example' } });
    expect(fallback.json().data).toMatchObject({ id: defaultStore, title: 'Default Shop' });
    // No Persian title of its own: its name, never another store's title.
    const persian = await t.app.inject({ url: '/api/Stores/getStoreByName?name=second', headers: { lang: 'fa' } });
    expect(persian.json().data.title).toBe('second');
    const unknown = await t.app.inject({ url: '/api/Stores/getStoreByName?name=nowhere', headers: { lang: 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'store.error.notfound', message: 'This store does not exist.' });
  });
});
