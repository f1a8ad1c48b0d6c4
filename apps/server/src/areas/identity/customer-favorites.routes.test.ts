import { FAVORITES_MAX, messages } from '@store/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { catalogMaker } from '../../../test/catalog.js';
import { type Registered, register } from '../../../test/customers.js';

/** Favorites (spec 000 §3, §4, §7): each signed-in customer's own, added once, removed, never another's. */
const app = useAdminApp();
const make = catalogMaker(app);
let sara: Registered;
let omid: Registered;
beforeAll(async () => {
  sara = await register(app.t, 'sara.favorites');
  omid = await register(app.t, 'omid.favorites');
});

const get = (url: string, headers: Record<string, string> = {}) => app.t.app.inject({ url, headers: { lang: 'en', ...headers } });
const favoritesOf = async (who: Registered, query = '') =>
  (await get(`/api/Customers/getMyFavorites${query}`, who.headers)).json().data as {
    entityName: string;
    entityId: number;
    groupName: string;
  }[];
const rows = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM favorites`.execute(app.t.database.db)).rows[0]?.n);

describe('favorites', () => {
  it('are added once per item and group, listed newest first and removed by their owner', async () => {
    const added = await get('/api/Customers/AddFavorite?entityName=Product&entityId=12', sara.headers);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ entityName: 'Product', entityId: 12, groupName: null });
    // Again: the same favorite, no second row.
    const again = await get('/api/Customers/AddFavorite?entityName=Product&entityId=12', sara.headers);
    expect(again.json().data.id).toBe(added.json().data.id);
    await get('/api/Customers/AddFavorite?entityName=Product&entityId=۱۳&groupName=wishlist', sara.headers);
    await get('/api/Customers/AddFavorite?entityName=Page&entityId=3', sara.headers);
    expect((await favoritesOf(sara)).map((f) => [f.entityName, f.entityId, f.groupName])).toEqual([
      ['Page', 3, null],
      ['Product', 13, 'wishlist'],
      ['Product', 12, null],
    ]);
    expect((await favoritesOf(sara, '?entityName=Product')).map((f) => f.entityId)).toEqual([13, 12]);
    expect((await favoritesOf(sara, '?groupName=wishlist')).map((f) => f.entityId)).toEqual([13]);

    const removed = await get('/api/Customers/RemoveFavorite?entityName=Product&entityId=12', sara.headers);
    expect(removed.json().data).toEqual({ removed: true });
    expect((await get('/api/Customers/RemoveFavorite?entityName=Product&entityId=12', sara.headers)).json().data).toEqual({
      removed: false,
    });
    expect((await favoritesOf(sara)).map((f) => f.entityId)).toEqual([3, 13]);
  });

  it('name a product by its catalog card while it is listed', async () => {
    const coin = await make.coin('IRT');
    const base = { productTypeId: (await make.productType('Favorites')).id, baseCoinId: coin.id };
    const chair = await make.product('Green chair', base, { price: '250000' });
    await get(`/api/Customers/AddFavorite?entityName=Product&entityId=${chair.id}`, omid.headers);
    const card = async () =>
      (
        (await get('/api/Customers/getMyFavorites?entityName=Product', omid.headers)).json().data as {
          entityId: number;
          product: unknown;
        }[]
      ).find((f) => f.entityId === chair.id)?.product;
    expect(await card()).toMatchObject({ id: chair.id, name: { en: 'Green chair' }, price: '250000.00000000', coinSymbol: 'IRT' });
    // Not listed any more: named by nothing but its id.
    await make.call('PUT', `/api/Products/${chair.id}`, { published: false });
    expect(await card()).toBeNull();
    await get(`/api/Customers/RemoveFavorite?entityName=Product&entityId=${chair.id}`, omid.headers);
  });

  it('are nobody else’s: another customer neither sees nor removes them', async () => {
    await get('/api/Customers/AddFavorite?entityName=Product&entityId=77', sara.headers);
    expect(await favoritesOf(omid)).toEqual([]);
    const before = await rows();
    expect((await get('/api/Customers/RemoveFavorite?entityName=Product&entityId=77', omid.headers)).json().data).toEqual({
      removed: false,
    });
    expect(await rows()).toBe(before);
    // The same item is Omid's own favorite, apart from Sara's.
    await get('/api/Customers/AddFavorite?entityName=Product&entityId=77', omid.headers);
    expect((await favoritesOf(omid)).map((f) => f.entityId)).toEqual([77]);
    expect((await favoritesOf(sara)).some((f) => f.entityId === 77)).toBe(true);
  });

  it('tell an anonymous visitor to sign in first, and refuse bad input with field codes, changing nothing', async () => {
    const before = await rows();
    const anonymous = await get('/api/Customers/AddFavorite?entityName=Product&entityId=1');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('common.error.signinfirst');
    expect((await get('/api/Customers/getMyFavorites')).statusCode).toBe(401);
    for (const query of [
      'entityName=Product&entityId=0',
      'entityName=&entityId=5',
      'entityId=5',
      `entityName=${'x'.repeat(101)}&entityId=5`,
      // Only a declared entity's name, as it is declared.
      'entityName=Nonsense&entityId=5',
      'entityName=product&entityId=5',
    ]) {
      const bad = await get(`/api/Customers/AddFavorite?${query}`, sara.headers);
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(bad.json().error.fieldCodes ?? {}).length, query).toBeGreaterThan(0);
    }
    expect(await rows()).toBe(before);
    const unknown = await get('/api/Customers/AddFavorite?entityName=Nonsense&entityId=5', sara.headers);
    expect(unknown.json().error.fieldCodes.entityName).toBeDefined();
    expect((await get('/api/Customers/RemoveFavorite?entityName=Nonsense&entityId=5', sara.headers)).statusCode).toBe(400);
  });

  it('let two concurrent adds of one item keep one favorite', async () => {
    const both = await Promise.all([1, 2].map(() => get('/api/Customers/AddFavorite?entityName=Product&entityId=500', omid.headers)));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]?.json().data.id).toBe(both[1]?.json().data.id);
    expect((await favoritesOf(omid)).filter((f) => f.entityId === 500)).toHaveLength(1);
  });

  describe('a customer’s most favorites', () => {
    /** Fills the customer's favorites of the default store up to `count` (pages 1…count), as if added one by one. */
    const fill = (who: Registered, count: number) =>
      sql`INSERT INTO favorites (store_id, owner_id, entity_name, entity_id)
        SELECT (SELECT min(id) FROM stores), ${who.id}, 'Page', n FROM generate_series(1, ${count}) AS n`.execute(app.t.database.db);
    const add = (who: Registered, id: number, headers: Record<string, string> = {}) =>
      get(`/api/Customers/AddFavorite?entityName=Page&entityId=${id}`, { ...who.headers, ...headers });
    const held = async (who: Registered) =>
      Number(
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM favorites WHERE owner_id = ${who.id}`.execute(app.t.database.db)).rows[0]
          ?.n,
      );

    it('are as many as getMyFavorites answers: one more is refused with its own code, an item kept already is no new one, a removed one makes room', async () => {
      const nika = await register(app.t, 'nika.favorites');
      await fill(nika, FAVORITES_MAX - 1);
      expect((await add(nika, FAVORITES_MAX)).statusCode).toBe(200);
      expect(await held(nika)).toBe(FAVORITES_MAX);
      const refused = await add(nika, FAVORITES_MAX + 1);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('favorite.error.maximumcount');
      const fa = await add(nika, FAVORITES_MAX + 1, { lang: 'fa' });
      expect(fa.json().error.message).toBe(messages.fa['favorite.error.maximumcount']);
      expect(await held(nika)).toBe(FAVORITES_MAX);
      // Every one is read back.
      expect(await favoritesOf(nika)).toHaveLength(FAVORITES_MAX);
      // Adding one already kept changes nothing and is no error.
      expect((await add(nika, 5)).statusCode).toBe(200);
      expect((await get('/api/Customers/RemoveFavorite?entityName=Page&entityId=5', nika.headers)).json().data).toEqual({ removed: true });
      expect((await add(nika, FAVORITES_MAX + 1)).statusCode).toBe(200);
      // Each store's favorites are counted apart.
      const store = await make.call('POST', '/api/Stores', { name: 'favorites-elsewhere' });
      expect(store.statusCode, store.body).toBe(201);
      expect((await add(nika, FAVORITES_MAX + 2, { store: String(store.json().data.id) })).statusCode).toBe(200);
      expect((await add(nika, FAVORITES_MAX + 2)).statusCode).toBe(409);
    });

    it('at the limit, two adds at the same moment: exactly one is kept', async () => {
      const dina = await register(app.t, 'dina.favorites');
      await fill(dina, FAVORITES_MAX - 1);
      const both = await Promise.all([add(dina, 5001), add(dina, 5002)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await held(dina)).toBe(FAVORITES_MAX);
    });
  });
});
