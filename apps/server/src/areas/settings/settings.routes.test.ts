import { PUBLIC_SETTINGS } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, register } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ensureDefaultSettings } from '../../db/seed/default-settings.js';

/** The Settings calls getAppSettings, saveAppSetting and saveAppSettings (spec 000 §7) on both databases. */
let t: TestApp;
let admin: Record<string, string>;
let customer: Registered;
let defaultStore: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp({ countChanges: true });
  await ensureDefaultSettings(t.database.db);
  admin = { ...(await t.admin()), lang: 'en' };
  customer = await register(t, 'settings_customer');
  defaultStore = (await sql<{ id: number }>`SELECT min(id) AS id FROM stores`.execute(t.database.db)).rows[0]?.id as number;
  const created = await t.app.inject({ method: 'POST', url: '/api/Stores', headers: admin, payload: { name: 'settings-second' } });
  other = created.json().data.id;
});
afterAll(() => t.close());

type Pair = { name: string; value: string };
const read = async (headers: Record<string, string> = {}, query = '') => {
  const res = await t.app.inject({ url: `/api/Settings/getAppSettings${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data as Pair[]).map((s) => [s.name, s.value]));
};
const saveOne = (payload: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/Settings/saveAppSetting', headers, payload: payload as object });
const saveMany = (settings: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/Settings/saveAppSettings', headers, payload: { settings } });
const stored = async (store: number, name: string) =>
  (
    await sql<{ value: string }>`SELECT value FROM settings WHERE store_id = ${store} AND lower(name) = lower(${name})`.execute(
      t.database.db,
    )
  ).rows[0]?.value;

describe('GET getAppSettings', () => {
  it('gives anonymous visitors and customers the public settings only; administrators every one', async () => {
    expect((await saveOne({ name: 'payment.gateway.secret', value: 'do-not-leak' })).statusCode).toBe(200);
    const anonymous = await read();
    expect(anonymous['payment.gateway.secret']).toBeUndefined();
    expect(anonymous['storage.maximumcapacity']).toBeUndefined();
    expect(Object.keys(anonymous).every((name) => PUBLIC_SETTINGS.includes(name))).toBe(true);
    expect(anonymous).toMatchObject({ 'datacontent.maximumfilesize': '1048576', 'customer.canchangeprofile': 'true', logoheight: '100' });
    const signedIn = await read(customer.headers);
    expect(signedIn).toEqual(anonymous);
    const everything = await read(admin);
    expect(everything).toMatchObject({ 'payment.gateway.secret': 'do-not-leak', 'storage.maximumcapacity': '1073741824' });
  });

  it('answers a store’s own value, else the default store’s (not for a store’s own identity), else the declared default', async () => {
    await saveOne({ name: 'datacontent.maximumfilecount', value: '7' });
    await saveOne({ name: 'facebook', value: 'https://facebook.com/default-shop' });
    const second = await read({}, `?store=${other}`);
    expect(second['datacontent.maximumfilecount']).toBe('7');
    expect(second.facebook).toBeUndefined();
    expect(second.logoheight).toBe('100');
    await saveOne({ name: 'datacontent.maximumfilecount', value: '3' }, { ...admin, store: String(other) });
    expect((await read({}, '?store=settings-second'))['datacontent.maximumfilecount']).toBe('3');
    expect((await read({}, `?store=${defaultStore}`))['datacontent.maximumfilecount']).toBe('7');
    const unknown = await t.app.inject({ url: '/api/Settings/getAppSettings?store=nowhere' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST saveAppSetting', () => {
  it('saves one setting (insert, then change), a known name spelled as declared', async () => {
    const first = await saveOne({ name: 'RegionFilterEnabled', value: 'TRUE' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ name: 'regionfilterenabled', value: 'TRUE' });
    expect((await saveOne({ name: 'regionfilterenabled', value: '0' })).json().data.value).toBe('0');
    expect(await stored(defaultStore, 'regionfilterenabled')).toBe('0');
    const free = await saveOne({ name: 'shop.motto', value: 'Anything: free-form' });
    expect(free.json().data).toEqual({ name: 'shop.motto', value: 'Anything: free-form' });
  });

  it('checks a known setting’s value, with the field message in the request’s language', async () => {
    const cases: [string, string, string][] = [
      ['customer.canchangeprofile', 'yes', 'setting.error.boolean'],
      ['datacontent.maximumfilesize', '-5', 'setting.error.integer'],
      ['datacontent.maximumfilesize', '0', 'setting.error.toosmall'],
      ['attribute.maximumfilecount', '1000', 'setting.error.toolarge'],
      ['instagram', 'javascript:alert(1)', 'common.error.url'],
      ['aboutus_pagename', 'About Us', 'setting.error.pagename'],
    ];
    for (const [name, value, code] of cases) {
      const res = await saveOne({ name, value });
      expect(res.statusCode, `${name}=${value}`).toBe(400);
      expect(res.json().error.fieldCodes).toEqual({ value: code });
    }
    const persian = await saveOne({ name: 'customer.canchangeprofile', value: 'yes' }, { ...admin, lang: 'fa' });
    expect(persian.json().error.fields.value).toBe('این تنظیم درست یا نادرست است: true، false، 1 یا 0 وارد کنید.');
    const turkish = await saveOne({ name: 'customer.canchangeprofile', value: 'yes' }, { ...admin, lang: 'tr' });
    expect(turkish.json().error.fields.value).toBe('Bu ayar doğru ya da yanlıştır: true, false, 1 ya da 0 girin.');
    expect(await stored(defaultStore, 'customer.canchangeprofile')).toBe('true');
  });

  it('limits a free-form setting’s name and value in length', async () => {
    expect((await saveOne({ name: 'n'.repeat(201), value: '1' })).json().error.fieldCodes).toEqual({ name: 'common.error.maxlength' });
    expect((await saveOne({ name: 'shop.long', value: 'v'.repeat(4001) })).json().error.fieldCodes).toEqual({
      value: 'common.error.maxlength',
    });
    expect((await saveOne({ name: '', value: '1' })).statusCode).toBe(400);
  });

  it('is refused to anyone but an administrator, revealing nothing and changing nothing', async () => {
    const before = await t.changes.read();
    const forbidden = await saveOne({ name: 'customer.canchangeprofile', value: 'false' }, { ...customer.headers, lang: 'en' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'common.error.accessdenied', message: expect.any(String) } });
    expect((await saveOne({ name: 'customer.canchangeprofile', value: 'false' }, {})).statusCode).toBe(401);
    const many = await saveMany([{ name: 'x.y', value: '1' }], customer.headers);
    expect(many.statusCode).toBe(403);
    expect(await t.changes.read()).toEqual(before);
  });
});

describe('POST saveAppSettings', () => {
  it('saves many settings of the request’s store at once', async () => {
    const res = await saveMany(
      [
        { name: 'addressfilterenabled', value: 'true' },
        { name: 'categoryfilterenabled', value: '1' },
        { name: 'shop.banner', value: 'Welcome' },
      ],
      { ...admin, store: String(other) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: Pair) => s.name)).toEqual(['addressfilterenabled', 'categoryfilterenabled', 'shop.banner']);
    expect(await stored(other, 'categoryfilterenabled')).toBe('1');
    expect(await stored(defaultStore, 'shop.banner')).toBeUndefined();
  });

  it('writes nothing when one of them is refused: all or nothing', async () => {
    const before = await t.changes.read();
    const res = await saveMany(
      [
        { name: 'attributefilterenabled', value: 'true' },
        { name: 'shop.other', value: 'kept?' },
        { name: 'adminform.maximumfilesize', value: 'big' },
      ],
      { ...admin, lang: 'fa' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ 'settings.2.value': 'setting.error.integer' });
    expect(res.json().error.fields['settings.2.value']).toBe('یک عدد صحیح (فقط رقم) وارد کنید.');
    expect(await t.changes.read()).toEqual(before);
    expect(await stored(defaultStore, 'shop.other')).toBeUndefined();
  });

  it('refuses a name sent twice (in any letter case), an empty list and more than 100', async () => {
    const before = await t.changes.read();
    const twice = await saveMany([
      { name: 'logoclass', value: 'a' },
      { name: 'LogoClass', value: 'b' },
    ]);
    expect(twice.json().error.fieldCodes).toEqual({ 'settings.1.name': 'setting.error.duplicate' });
    expect((await saveMany([])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ name: `bulk.${i}`, value: '1' }));
    expect((await saveMany(tooMany)).statusCode).toBe(400);
    expect(await t.changes.read()).toEqual(before);
  });
});
