import { OPERATIONS, type Rights, translate } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administratorId, register } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newStore, roleWith } from '../engine/fixtures/voucher-app.js';

/**
 * The rights a person holds, entity by entity (issue 14 items 1 and 3): the caller's own
 * (`getMyAccess`, the dashboard's menu) and a chosen customer's for administrators
 * (`getEffectiveAccess`, beside the access matrix) — the widest scope of each operation over their
 * roles, counting a role limited to stores only in those stores, exactly as the guard decides.
 */
let t: TestApp;
let admin: Record<string, string>;
let member: { id: number; headers: Record<string, string> };
let stranger: Record<string, string>;
let otherStore: number;

type Answer = {
  isAdmin: boolean;
  storeId: number;
  roles: { systemName: string; counts: boolean }[];
  entities: { name: string; rights: Rights }[];
};
const rightsIn = (answer: Answer, entity: string) => answer.entities.find((e) => e.name === entity)?.rights;
const none = Object.fromEntries(OPERATIONS.map((op) => [op, 'none']));

beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
  otherStore = await newStore(t, 'otherwhere');
  const registered = await register(t, 'rights_member');
  member = { id: registered.id, headers: { ...registered.headers, lang: 'en' } };
  stranger = { ...(await register(t, 'rights_stranger')).headers, lang: 'en' };
  // Two roles on Page (the widest of each operation wins), one on a Content, one limited to another store.
  const readers = await roleWith(t, 'page_readers', { Page: 'ViewOwnedOnly', Content: 'EditOwner' });
  const listers = await roleWith(t, 'page_listers', { Page: 'List', Store: 'ViewOnly' });
  const elsewhere = await roleWith(t, 'elsewhere_editors', { Page: 'AllGrants', Setting: 'AllGrants' });
  await sql`INSERT INTO roles_store_ids (row_id, ref_id) VALUES (${elsewhere}, ${otherStore})`.execute(t.database.db);
  for (const roleId of [readers, listers, elsewhere]) {
    await t.database.db.insertInto('customerRoles').values({ customerId: member.id, roleId }).execute();
  }
});
afterAll(() => t.close());

const myAccess = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/Authentication/getMyAccess', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Answer;
};

describe('a person’s rights', () => {
  it('are the widest scope of each operation over the roles that count in the request’s store', async () => {
    const mine = await myAccess(member.headers);
    expect(mine.isAdmin).toBe(false);
    // List from one role, view of own rows from the other; the role limited to another store adds nothing here.
    expect(rightsIn(mine, 'Page')).toEqual({ ...none, list: 'all', view: 'own' });
    expect(rightsIn(mine, 'Content')).toEqual({
      ...none,
      list: 'own',
      view: 'own',
      print: 'own',
      create: 'all',
      update: 'own',
      delete: 'own',
    });
    expect(rightsIn(mine, 'Store')).toEqual({ ...none, list: 'all', view: 'all' });
    expect(rightsIn(mine, 'Setting')).toEqual(none);
    // Every signed-in user reads scheduled tasks (spec 001 §2), nobody but administrators reaches customers.
    expect(rightsIn(mine, 'ScheduleTask')).toEqual({ ...none, list: 'all', view: 'all', print: 'all' });
    expect(rightsIn(mine, 'Customer')).toEqual(none);
    const counted = Object.fromEntries(mine.roles.map((role) => [role.systemName, role.counts]));
    expect(counted).toMatchObject({ authenticated: true, page_readers: true, page_listers: true, elsewhere_editors: false });
    // In the store the limited role names, it counts for store-scoped entities, never for installation-wide ones.
    const there = await myAccess({ ...member.headers, store: String(otherStore) });
    expect(there.storeId).toBe(otherStore);
    expect(rightsIn(there, 'Page')?.delete).toBe('all');
    expect(rightsIn(there, 'Setting')?.update).toBe('all');
    expect(rightsIn(there, 'Store')).toEqual({ ...none, list: 'all', view: 'all' });
  });

  it('agree with what the guard lets the person do', async () => {
    const mine = await myAccess(member.headers);
    const answers = async (url: string, headers = member.headers) => (await t.app.inject({ url, headers })).statusCode;
    expect(rightsIn(mine, 'Page')?.list).toBe('all');
    expect(await answers('/api/Pages')).toBe(200);
    expect(rightsIn(mine, 'Setting')?.list).toBe('none');
    expect(await answers('/api/Settings')).toBe(403);
    expect(await answers('/api/Settings', { ...member.headers, store: String(otherStore) })).toBe(200);
  });

  it('of an administrator are every operation each entity offers', async () => {
    const mine = await myAccess(admin);
    expect(mine.isAdmin).toBe(true);
    expect(rightsIn(mine, 'Role')).toEqual(Object.fromEntries(OPERATIONS.map((op) => [op, op === 'act' ? 'none' : 'all'])));
    // Tickets are never created through the resource (customers add them).
    expect(rightsIn(mine, 'Ticket')?.create).toBe('none');
    expect(rightsIn(mine, 'Ticket')?.list).toBe('all');
  });

  it('of a chosen customer are the administrator’s to read, in the request’s store; anyone else is refused', async () => {
    const url = `/api/CustomerRoles/getEffectiveAccess?customerId=${member.id}`;
    const res = await t.app.inject({ url, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(await myAccess(member.headers));
    const there = await t.app.inject({ url, headers: { ...admin, store: String(otherStore) } });
    expect(rightsIn(there.json().data, 'Page')?.delete).toBe('all');
    const self = await t.app.inject({
      url: `/api/CustomerRoles/getEffectiveAccess?customerId=${await administratorId(t)}`,
      headers: admin,
    });
    expect(self.json().data.isAdmin).toBe(true);
    const missing = await t.app.inject({
      url: '/api/CustomerRoles/getEffectiveAccess?customerId=999999',
      headers: { ...admin, lang: 'fa' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(translate('fa', 'common.error.notfound'));
    expect((await t.app.inject({ url, headers: stranger })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Authentication/getMyAccess' })).statusCode).toBe(401);
  });

  it('follow a change of levels at once', async () => {
    const before = await myAccess(stranger);
    expect(rightsIn(before, 'Application')?.list).toBe('none');
    const authenticated = (await t.app.inject({ url: '/api/CustomerRoles/getCustomerRoles', headers: admin }))
      .json()
      .data.find((role: { systemName: string }) => role.systemName === 'authenticated');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerRoles/saveSecurityAccess',
      headers: admin,
      payload: { roleId: authenticated.id, entityName: 'Application', accessType: 'List' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(rightsIn(await myAccess(stranger), 'Application')).toEqual({ ...none, list: 'all' });
    await t.app.inject({ method: 'DELETE', url: `/api/CustomerRoles/deleteSecurityAccess?id=${saved.json().data.id}`, headers: admin });
    expect(rightsIn(await myAccess(stranger), 'Application')?.list).toBe('none');
  });
});
