import { translate } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { memberOf, newStore, roleWith, voucherApp, voucherBody } from './fixtures/voucher-app.js';

/**
 * Issue 9 item 5: a duplicate or "still referenced" answer reveals nothing about rows the caller
 * cannot see, and messages name fields by their label.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await voucherApp();
  admin = { ...(await t.admin()), lang: 'en' };
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function created(url: string, headers: Record<string, string>, payload: object): Promise<number> {
  const res = await send('POST', url, headers, payload);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

describe('a user limited to their own settings', () => {
  it('cannot learn whether another owner’s setting name exists: taken and free names answer alike', async () => {
    await created('/api/Settings', admin, { name: 'secret.flag', value: 'on' });
    for (const level of ['EditOwner', 'ViewOwnedOnly'] as const) {
      const role = await roleWith(t, `settings_${level.toLowerCase()}`, { Setting: level });
      const auth = { ...(await memberOf(t, role, `own_${level.toLowerCase()}`)), lang: 'en' };
      const mine = await created('/api/Settings', admin, { name: `mine.${level}`, value: '1' });
      await sql`UPDATE settings SET owner_id = (SELECT id FROM customers WHERE username = ${`own_${level.toLowerCase()}`}) WHERE id = ${mine}`.execute(
        t.database.db,
      );
      const probes = (name: string) =>
        [
          ['POST', '/api/Settings', { name, value: 'x' }],
          ['PUT', `/api/Settings/${mine}`, { name }],
          ['PUT', `/api/Settings/${mine}`, { name, value: 'y' }],
        ] as const;
      for (const [index, [method, url, payload]] of probes('SECRET.flag').entries()) {
        const taken = await send(method, url, auth, payload);
        const free = await send(method, url, auth, probes(`free.${level}.${index}`)[index]?.[2] ?? {});
        expect([free.statusCode, free.body], `${level}: ${method} ${url}`).toEqual([taken.statusCode, taken.body]);
      }
      // Nor do their lists: filtered or searched by either name, both are empty.
      for (const query of ['name=', 'q=']) {
        const taken = await send('GET', `/api/Settings?${query}secret.flag`, auth);
        const free = await send('GET', `/api/Settings?${query}free.flag`, auth);
        expect(taken.body, query).toBe(free.body);
      }
      // Their own settings they still read.
      expect((await send('GET', `/api/Settings/${mine}`, auth)).statusCode).toBe(200);
    }
  });
});

describe('Edit Owner on an entity with a key unique across the store', () => {
  const code = 'securityaccess.error.editownerunique';

  it('cannot be given (saveSecurityAccess and the SecurityAccess resource), with a message in each language', async () => {
    const roleId = await created('/api/Roles', admin, { name: 'Setting clerks', systemName: 'setting_clerks' });
    const save = (accessType: string, lang = 'en') =>
      send('POST', '/api/CustomerRoles/saveSecurityAccess', { ...admin, lang }, { roleId, entityName: 'Setting', accessType });
    for (const lang of ['fa', 'en', 'tr'] as const) {
      const res = await save('EditOwner', lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fieldCodes).toEqual({ accessType: code });
      expect(res.json().error.fields.accessType).toBe(translate(lang, code));
      expect(translate(lang, code)).not.toBe(code);
    }
    const resource = await send('POST', '/api/SecurityAccesses', admin, { roleId, entityName: 'Store', accessType: 'EditOwner' });
    expect(resource.statusCode).toBe(400);
    expect(resource.json().error.fieldCodes).toEqual({ accessType: code });
    // View Owned Only keeps its reading; changing it to Edit Owner afterwards is refused too.
    const owned = await save('ViewOwnedOnly');
    expect(owned.statusCode, owned.body).toBe(200);
    const changed = await send('PUT', `/api/SecurityAccesses/${owned.json().data.id}`, admin, { accessType: 'EditOwner' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fieldCodes).toEqual({ accessType: code });
    expect((await save('EditOwner')).statusCode).toBe(400);
    const stored = await sql<{ accessType: string }>`SELECT access_type FROM security_accesses WHERE role_id = ${roleId}`.execute(
      t.database.db,
    );
    expect(stored.rows.map((r) => r.accessType)).toEqual(['ViewOwnedOnly']);
  });

  it('can be given where no store-wide key exists, where the key is per owner, or where everyone sees every row', async () => {
    const roleId = await created('/api/Roles', admin, { name: 'Other clerks', systemName: 'other_clerks' });
    for (const entityName of ['Application', 'Voucher', 'VoucherTag']) {
      const res = await send('POST', '/api/SecurityAccesses', admin, { roleId, entityName, accessType: 'EditOwner' });
      expect(res.statusCode, `${entityName}: ${res.body}`).toBe(201);
    }
    const events = await send('POST', '/api/SecurityAccesses', admin, { roleId, entityName: 'VoucherEvent', accessType: 'EditOwner' });
    expect(events.json().error.fieldCodes).toEqual({ accessType: code });
  });
});

describe('a key unique per owner', () => {
  it('lets two owners use one value, one owner only once, and tells nobody about the other’s rows', async () => {
    const store = await newStore(t, 'per-owner');
    const role = await roleWith(t, 'voucher_owners', { Voucher: 'EditOwner' });
    const a = { ...(await memberOf(t, role, 'voucher_owner_a')), store: String(store), lang: 'en' };
    const b = { ...(await memberOf(t, role, 'voucher_owner_b')), store: String(store), lang: 'en' };
    expect((await send('POST', '/api/Vouchers', a, voucherBody({ code: 'MINE-1' }))).statusCode).toBe(201);
    expect((await send('POST', '/api/Vouchers', b, voucherBody({ code: 'mine-1' }))).statusCode).toBe(201);
    const twice = await send('POST', '/api/Vouchers', a, voucherBody({ code: 'Mine-1' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'voucher.error.codeexists', fieldCodes: { code: 'voucher.error.codeexists' } });
    const ids = await sql<{ ownerId: number }>`SELECT owner_id FROM vouchers WHERE lower(code) = 'mine-1' AND store_id = ${store}`.execute(
      t.database.db,
    );
    expect(new Set(ids.rows.map((r) => r.ownerId)).size).toBe(2);
  });
});

describe('a delete refused because other rows use the row', () => {
  it('names the blocking rows the caller may see (entity, id, title, a count) and nothing else', async () => {
    const store = await newStore(t, 'blockers');
    const inStore = { ...admin, store: String(store) };
    const role = await roleWith(t, 'tag_and_voucher_owners', { VoucherTag: 'EditOwner', Voucher: 'EditOwner' });
    const owner = { ...(await memberOf(t, role, 'tag_owner_a')), store: String(store), lang: 'en' };
    const tag = await created('/api/VoucherTags', owner, { name: 'Blocked tag' });
    const own = await created('/api/Vouchers', owner, voucherBody({ title: { en: 'Own voucher' }, categoryId: tag }));
    const admins = await created('/api/Vouchers', inStore, voucherBody({ title: { en: 'Admin voucher' }, tagIds: [tag] }));
    // A deleted voucher still holds the reference in its row, but deleted rows are never shown.
    const deleted = await created('/api/Vouchers', inStore, voucherBody({ title: { en: 'Deleted voucher' }, categoryId: tag }));
    expect((await send('DELETE', `/api/Vouchers/${deleted}`, inStore)).statusCode).toBe(200);

    const refused = await send('DELETE', `/api/VoucherTags/${tag}`, owner);
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json();
    expect(error.code).toBe('common.error.hasrelation');
    expect(error.blockedBy).toEqual({ total: 1, rows: [{ entity: 'Voucher', label: 'Voucher', id: own, title: 'Own voucher' }] });
    expect(error.message).toContain('Own voucher');
    expect(error.message).not.toContain('Admin voucher');
    expect(error.message).not.toContain(String(admins));

    const asAdmin = await send('DELETE', `/api/VoucherTags/${tag}`, inStore);
    expect(asAdmin.json().error.blockedBy).toEqual({
      total: 2,
      rows: [
        { entity: 'Voucher', label: 'Voucher', id: own, title: 'Own voucher' },
        { entity: 'Voucher', label: 'Voucher', id: admins, title: 'Admin voucher' },
      ],
    });
    const persian = await send('DELETE', `/api/VoucherTags/${tag}`, { ...inStore, lang: 'fa' });
    expect(persian.json().error.message).toContain('۲');
    expect(persian.json().error.blockedBy.rows[0].label).toBe(translate('fa', 'entity.Voucher'));

    // Someone holding no level on vouchers learns that the tag is used, not by what.
    const tagsOnly = await roleWith(t, 'tag_owners_only', { VoucherTag: 'EditOwner' });
    const other = { ...(await memberOf(t, tagsOnly, 'tag_owner_b')), store: String(store), lang: 'en' };
    const theirs = await created('/api/VoucherTags', other, { name: 'Their tag' });
    await created('/api/Vouchers', inStore, voucherBody({ title: { en: 'Hidden voucher' }, categoryId: theirs }));
    const hidden = await send('DELETE', `/api/VoucherTags/${theirs}`, other);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().error).toEqual({
      code: 'common.error.hasrelation',
      message: translate('en', 'common.error.hasrelation'),
      blockedBy: { total: 0, rows: [] },
    });
    expect((await send('GET', `/api/VoucherTags/${tag}`, owner)).statusCode).toBe(200);
  });

  it('names a store’s settings to the administrator deleting the store', async () => {
    const store = await newStore(t, 'with-settings');
    const setting = await created('/api/Settings', { ...admin, store: String(store) }, { name: 'shop.flag', value: '1' });
    const res = await send('DELETE', `/api/Stores/${store}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.blockedBy).toEqual({
      total: 1,
      rows: [{ entity: 'Setting', label: 'Setting', id: setting, title: 'shop.flag' }],
    });
  });
});

describe('a duplicate on a key the declarations do not name', () => {
  it('names the field by its label in the caller’s language, never by its column', async () => {
    await sql`CREATE UNIQUE INDEX stores_company_name_probe ON stores (lower(company_name))`.execute(t.database.db);
    await created('/api/Stores', admin, { name: 'First company', companyName: 'Acme' });
    for (const lang of ['fa', 'en', 'tr'] as const) {
      const res = await send('POST', '/api/Stores', { ...admin, lang }, { name: `Second company ${lang}`, companyName: 'ACME' });
      expect(res.statusCode).toBe(409);
      const { error } = res.json();
      expect(error.code).toBe('common.error.exists');
      expect(error.message).toBe(translate(lang, 'common.error.exists', { field: translate(lang, 'field.Store.companyName') }));
      expect(error.message).not.toMatch(/company_name|companyName/);
      expect(error.fieldCodes).toEqual({ companyName: 'common.error.duplicate' });
    }
    await sql`DROP INDEX stores_company_name_probe`.execute(t.database.db);
  });
});
