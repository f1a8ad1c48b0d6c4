import { ACCESS_LEVELS, entities } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let customerId: number;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/Authentication/register',
    payload: { username: 'role.holder', password: 'holder-pass', confirmPassword: 'holder-pass' },
  });
  customerToken = reg.json().data.access_token;
  customerId = (await t.database.db.selectFrom('customers').select('id').where('username', '=', 'role.holder').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('system roles', () => {
  it('cannot be deleted or lose their system name, but can be renamed', async () => {
    const roles = (await call('GET', '/api/CustomerRoles/getCustomerRoles')).json().data as { id: number; systemName: string }[];
    const administrators = roles.find((r) => r.systemName === 'administrators')!;
    const del = await call('DELETE', `/api/Roles/${administrators.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('role.error.systemrole');
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/Roles/${administrators.id}`,
      headers: admin,
      payload: { systemName: 'admins' },
    });
    expect(rename.statusCode).toBe(409);
    const title = await t.app.inject({
      method: 'PUT',
      url: `/api/Roles/${administrators.id}`,
      headers: admin,
      payload: { name: 'Store administrators' },
    });
    expect(title.statusCode).toBe(200);
    expect(title.json().data.systemName).toBe('administrators');
  });
});

describe('system roles stay on and installation-wide', () => {
  it('refuse being switched off or limited to a store, so nobody can lock every administrator out', async () => {
    const roles = (await call('GET', '/api/CustomerRoles/getCustomerRoles')).json().data as { id: number; systemName: string }[];
    const administrators = roles.find((r) => r.systemName === 'administrators')!;
    const store = (await call('POST', '/api/Stores', { name: 'lockout-test' })).json().data.id;
    for (const payload of [{ active: false }, { storeIds: [store] }]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/Roles/${administrators.id}`, headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json().error.code).toBe('role.error.systemrole');
    }
    // Still an administrator everywhere.
    expect((await call('GET', '/api/Roles')).statusCode).toBe(200);
    expect((await call('GET', '/api/Stores')).statusCode).toBe(200);
  });
});

describe('security access calls', () => {
  it('list the entities and the ten access levels in the caller’s language', async () => {
    const list = (await call('GET', '/api/CustomerRoles/getEntities')).json().data;
    expect(list.map((e: { name: string }) => e.name)).toEqual(entities.map((e) => e.name));
    const types = (await call('GET', '/api/CustomerRoles/getAccessTypes', undefined, { ...admin, lang: 'fa' })).json().data;
    expect(types.map((a: { id: string }) => a.id)).toEqual([...ACCESS_LEVELS]);
    expect(types[0].name).toBe('همه مجوزها');
  });

  it('save one level per role and entity, take effect at once, and can be removed', async () => {
    const role = (await call('POST', '/api/Roles', { name: 'Editors', systemName: 'editors' })).json().data;
    expect((await call('POST', '/api/Customers/addCustomerRole', { customerId, roleId: role.id })).statusCode).toBe(200);
    const asCustomer = { authorization: `Bearer ${customerToken}` };
    expect((await t.app.inject({ url: '/api/Stores', headers: asCustomer })).statusCode).toBe(403);

    const saved = await call('POST', '/api/CustomerRoles/saveSecurityAccess', {
      roleId: role.id,
      entityName: 'store',
      accessType: 'ViewOnly',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ roleId: role.id, entityName: 'Store', accessType: 'ViewOnly' });
    expect((await t.app.inject({ url: '/api/Stores', headers: asCustomer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/Stores', headers: asCustomer, payload: { name: 'Nope' } })).statusCode).toBe(
      403,
    );

    const replaced = await call('POST', '/api/CustomerRoles/saveSecurityAccess', {
      roleId: role.id,
      entityName: 'Store',
      accessType: 'Modify',
    });
    expect(replaced.json().data.id).toBe(saved.json().data.id);
    const accesses = (await call('GET', `/api/CustomerRoles/getSecurityAccessById?id=${role.id}`)).json().data;
    expect(accesses).toEqual([{ id: saved.json().data.id, roleId: role.id, entityName: 'Store', accessType: 'Modify' }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Stores', headers: asCustomer, payload: { name: 'Now allowed' } })).statusCode,
    ).toBe(201);

    expect((await call('DELETE', `/api/CustomerRoles/deleteSecurityAccess?id=${saved.json().data.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Stores', headers: asCustomer })).statusCode).toBe(403);
  });

  it('refuse an unknown entity or level with field errors', async () => {
    const res = await call('POST', '/api/CustomerRoles/saveSecurityAccess', { roleId: 1, entityName: 'Nothing', accessType: 'Everything' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ entityName: 'common.error.invalidoption', accessType: 'common.error.invalidoption' });
  });

  it('map roles to customers and list the roles a customer does not hold', async () => {
    // Its own role, mapped here: not one an earlier test left behind.
    const mappers = (await call('POST', '/api/Roles', { name: 'Mappers', systemName: 'mappers' })).json().data as { id: number };
    expect((await call('POST', '/api/Customers/addCustomerRole', { customerId, roleId: mappers.id })).statusCode).toBe(200);
    const before = (await call('GET', `/api/Customers/getNotMappedCustomerRoles?customerId=${customerId}`)).json().data as {
      systemName: string;
    }[];
    expect(before.map((r) => r.systemName)).toContain('administrators');
    expect(before.map((r) => r.systemName)).not.toContain('authenticated');
    expect(before.map((r) => r.systemName)).not.toContain('mappers');
    const removed = await call('DELETE', `/api/Customers/deleteCustomerRole?customerId=${customerId}&roleId=${mappers.id}`);
    expect(removed.json().data).toEqual({ removed: true });
    const after = (await call('GET', `/api/Customers/getNotMappedCustomerRoles?customerId=${customerId}`)).json().data as {
      systemName: string;
    }[];
    expect(after.map((r) => r.systemName)).toContain('mappers');
  });

  it('give a role once, and refuse a customer or role that does not exist (a deleted customer neither) on that field', async () => {
    const role = (await call('POST', '/api/Roles', { name: 'Givers', systemName: 'givers' })).json().data as { id: number };
    const give = (customer: number, roleId: number) => call('POST', '/api/Customers/addCustomerRole', { customerId: customer, roleId });
    expect((await give(customerId, role.id)).json().data).toEqual({ added: true });
    expect((await give(customerId, role.id)).json().data).toEqual({ added: false });
    const noRole = await give(customerId, 2_000_000_000);
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error.fieldCodes).toEqual({ roleId: 'common.error.notfound' });
    const noCustomer = await give(2_000_000_000, role.id);
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().error.fieldCodes).toEqual({ customerId: 'common.error.notfound' });

    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/register',
      remoteAddress: '10.62.0.1',
      payload: { username: 'soon.deleted', password: 'deleted-pass', confirmPassword: 'deleted-pass' },
    });
    const deleted = (
      await t.database.db.selectFrom('customers').select('id').where('username', '=', 'soon.deleted').executeTakeFirstOrThrow()
    ).id;
    expect(reg.statusCode).toBe(201);
    expect((await call('DELETE', `/api/Customers/${deleted}`)).statusCode).toBe(200);
    expect((await give(deleted, role.id)).json().error.fieldCodes).toEqual({ customerId: 'common.error.notfound' });
    const take = await call('DELETE', `/api/Customers/deleteCustomerRole?customerId=${deleted}&roleId=${role.id}`);
    expect(take.json().data).toEqual({ removed: false });
  });

  it('are for administrators only', async () => {
    const res = await t.app.inject({ url: '/api/CustomerRoles/getEntities', headers: { authorization: `Bearer ${customerToken}` } });
    expect(res.statusCode).toBe(403);
  });
});
