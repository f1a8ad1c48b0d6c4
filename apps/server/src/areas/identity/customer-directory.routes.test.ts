import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Registered, register } from '../../../test/customers.js';

/** getEntityOwners and getAllCustomerSocialMediaSettings (spec 000 §7 "Customers"; decisions in docs/notes/issue-12-customers.md). */
const app = useAdminApp();
const get = (url: string, headers: Record<string, string> = app.admin) => app.t.app.inject({ method: 'GET', url, headers });

let sara: Registered;
beforeAll(async () => {
  sara = await register(app.t, 'sara.directory');
});

describe('getEntityOwners', () => {
  it('names the customer who created a row, for administrators; an empty list for a row the server wrote', async () => {
    const added = await get('/api/Customers/AddFavorite?entityName=Page&entityId=7', sara.headers);
    expect(added.statusCode, added.body).toBe(200);
    const favorite = added.json().data.id as number;
    const owners = await get(`/api/Customers/getEntityOwners?entityName=Favorite&entityId=${favorite}`);
    expect(owners.statusCode, owners.body).toBe(200);
    expect(owners.json().data).toEqual([{ id: sara.id, username: 'sara.directory', firstName: null, lastName: null }]);
    // Any letter case names the entity.
    expect((await get(`/api/Customers/getEntityOwners?entityName=favorite&entityId=${favorite}`)).json().data).toHaveLength(1);

    await sql`UPDATE favorites SET owner_id = NULL WHERE id = ${favorite}`.execute(app.t.database.db);
    expect((await get(`/api/Customers/getEntityOwners?entityName=Favorite&entityId=${favorite}`)).json().data).toEqual([]);
  });

  it('is the administrators’: 401 anonymous, 403 for a customer; an unknown entity is a 400 on entityName, a missing row 404', async () => {
    expect((await get('/api/Customers/getEntityOwners?entityName=Favorite&entityId=1', {})).statusCode).toBe(401);
    expect((await get('/api/Customers/getEntityOwners?entityName=Favorite&entityId=1', sara.headers)).statusCode).toBe(403);
    const unknown = await get('/api/Customers/getEntityOwners?entityName=Spaceship&entityId=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldCodes).toEqual({ entityName: 'common.error.invalidoption' });
    expect((await get('/api/Customers/getEntityOwners?entityName=Favorite&entityId=999999')).statusCode).toBe(404);
    expect((await get('/api/Customers/getEntityOwners?entityName=Favorite&entityId=abc')).statusCode).toBe(400);
  });
});

describe('getAllCustomerSocialMediaSettings', () => {
  it('answers anyone the store’s social links that are set, in the footer’s order, and no other store’s', async () => {
    const none = await get('/api/Customers/getAllCustomerSocialMediaSettings', {});
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual([]);
    const saved = await app.t.app.inject({
      method: 'POST',
      url: '/api/Settings/saveSiteInformation',
      headers: app.admin,
      payload: { youtube: 'https://youtube.example/shop', instagram: 'https://instagram.example/shop' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const links = await get('/api/Customers/getAllCustomerSocialMediaSettings', {});
    expect(links.json().data).toEqual([
      { name: 'instagram', url: 'https://instagram.example/shop' },
      { name: 'youtube', url: 'https://youtube.example/shop' },
    ]);
    const store = await app.t.app.inject({ method: 'POST', url: '/api/Stores', headers: app.admin, payload: { name: 'directory-second' } });
    expect(store.statusCode, store.body).toBe(201);
    const other = await get('/api/Customers/getAllCustomerSocialMediaSettings', { store: String(store.json().data.id) });
    expect(other.json().data).toEqual([]);
  });
});
