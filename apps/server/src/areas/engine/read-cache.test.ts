import { entities } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryCounter } from '../../../test/query-counter.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { EntityRegistry } from './entity-registry.js';
import { VersionedNote, versionedNotesSql } from './fixtures/versioned-notes.js';
import { READ_CACHE_MS, ReadCache } from './read-cache.js';
import { type Caller, ResourceService } from './resource-service.js';

/**
 * The visitors' read cache behind `findOne(…, { kept: true })` (a page by slug): a kept read runs
 * no query, a write through any service of the app is seen at once, administrators' and
 * not-kept reads always read, misses are not kept, and a kept row ages out.
 */
let t: TestApp;
const queries = queryCounter();
let service: ResourceService;
let other: ResourceService;
let admin: Caller;
let visitor: Caller;
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [VersionedNote], setupSql: [...versionedNotesSql] });
  const registry = new EntityRegistry([...entities, VersionedNote]);
  service = new ResourceService(t.database.db.withPlugin(queries.plugin), registry, VersionedNote);
  // A second service of the same app (as each area builds its own): its writes count too.
  other = new ResourceService(t.database.db, registry, VersionedNote);
  const { rows } = await sql<{ store: number; admin: number }>`
    SELECT (SELECT min(id) FROM stores) AS store, (SELECT id FROM customers WHERE username = 'administrator') AS admin
  `.execute(t.database.db);
  const store = rows[0]?.store ?? 0;
  admin = { customerId: rows[0]?.admin ?? 0, scope: 'all', isAdmin: true, storeId: store, language: 'en' };
  visitor = { customerId: 0, scope: 'all', isAdmin: false, storeId: store, language: 'en' };
  await service.create({ title: 'kept-a', amount: 1 }, admin);
});
afterAll(() => t.close());

const counted = async <T>(work: () => Promise<T>): Promise<{ value: T; queries: number }> => {
  queries.reset();
  const value = await work();
  return { value, queries: queries.count };
};

describe('a visitor’s kept read', () => {
  it('is answered again without a query, the same row', async () => {
    const first = await counted(() => service.findOne({ title: 'kept-a' }, visitor, { kept: true }));
    expect(first.queries).toBe(1);
    const again = await counted(() => service.findOne({ title: 'kept-a' }, visitor, { kept: true }));
    expect(again.queries).toBe(0);
    expect(again.value).toEqual(first.value);
    expect(again.value).toMatchObject({ title: 'kept-a', amount: 1 });
    // Shared with the next visitor: nobody can change it.
    expect(Object.isFrozen(again.value)).toBe(true);
  });

  it('shows a write through another service of the app at once', async () => {
    const row = await service.findOne({ title: 'kept-a' }, visitor, { kept: true });
    await other.update(row.id as number, { amount: 7 }, admin);
    const after = await counted(() => service.findOne({ title: 'kept-a' }, visitor, { kept: true }));
    expect(after.queries).toBe(1);
    expect(after.value).toMatchObject({ amount: 7 });
  });

  it('is kept per language and store', async () => {
    await service.findOne({ title: 'kept-a' }, visitor, { kept: true });
    const persian = await counted(() => service.findOne({ title: 'kept-a' }, { ...visitor, language: 'fa' }, { kept: true }));
    expect(persian.queries).toBe(1);
  });

  it('never keeps an administrator’s read, a read not asked to be kept, or a miss', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await counted(() => service.findOne({ title: 'kept-a' }, admin, { kept: true }))).queries).toBe(1);
      expect((await counted(() => service.findOne({ title: 'kept-a' }, visitor))).queries).toBe(1);
      queries.reset();
      await expect(service.findOne({ title: 'kept-none' }, visitor, { kept: true })).rejects.toMatchObject({
        code: 'common.error.notfound',
      });
      expect(queries.count).toBe(1);
    }
    // The row that was missing is found once it exists.
    await other.create({ title: 'kept-none' }, admin);
    expect(await service.findOne({ title: 'kept-none' }, visitor, { kept: true })).toMatchObject({ title: 'kept-none' });
  });
});

describe('the app’s read cache and the HTTP layer', () => {
  const probe = async () => {
    let reads = 0;
    const read = async () => ({ id: 1, n: ++reads });
    t.app.readCache.written();
    return { kept: () => t.app.readCache.through('probe', read).then((row) => row.n === 1) };
  };

  it('is kept through a stranger’s successful call (a sign-in), cleared by a signed-in caller’s change', async () => {
    const { kept } = await probe();
    await kept();
    const token = await t.signIn('administrator', TEST_ADMIN_PASSWORD);
    expect(await kept()).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signout',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await kept()).toBe(false);
  });

  it('is kept through a signed-in caller’s refused change', async () => {
    const headers = await t.admin();
    const { kept } = await probe();
    await kept();
    const refused = await t.app.inject({ method: 'POST', url: '/api/CMS/AddPage', headers, payload: { title: { fa: '' } } });
    expect(refused.statusCode).toBe(400);
    expect(await kept()).toBe(true);
  });
});

describe('ReadCache', () => {
  it('reads again once a kept row is READ_CACHE_MS old', async () => {
    let now = 1_000;
    const cache = new ReadCache(() => now);
    let reads = 0;
    const read = async () => ({ id: 1, n: ++reads });
    await cache.through('k', read);
    now += READ_CACHE_MS - 1;
    expect(await cache.through('k', read)).toEqual({ id: 1, n: 1 });
    now += 1;
    expect(await cache.through('k', read)).toEqual({ id: 1, n: 2 });
  });

  it('does not answer a read that started before a write again', async () => {
    const cache = new ReadCache(() => 0);
    let release: (row: { id: number; v: string }) => void = () => {};
    const slow = cache.through('k', () => new Promise((resolve) => (release = resolve)));
    // A write commits while that read is on its way with what it saw before.
    cache.written();
    release({ id: 1, v: 'before the write' });
    expect(await slow).toEqual({ id: 1, v: 'before the write' });
    expect(await cache.through('k', async () => ({ id: 1, v: 'after the write' }))).toEqual({ id: 1, v: 'after the write' });
  });

  it('keeps no read of a caller limited to their own rows', () => {
    const cache = new ReadCache();
    expect(cache.keyOf('Page', { slug: 'a' }, { customerId: 5, scope: 'own', isAdmin: false, storeId: 1, language: 'fa' })).toBeNull();
    expect(
      cache.keyOf('Page', { slug: 'a' }, { customerId: 5, scope: 'all', isAdmin: false, storeId: 1, language: 'fa', viewScope: 'own' }),
    ).toBeNull();
    // A caller whose reach of other entities' titles is limited: its reach would not show in a key.
    const reach = { viewerId: 5, scopes: new Map([['Customer', 'own' as const]]) };
    expect(
      cache.keyOf('Page', { slug: 'a' }, { customerId: 5, scope: 'all', isAdmin: false, storeId: 1, language: 'fa', reach }),
    ).toBeNull();
    expect(cache.keyOf('Page', { slug: 'a' }, { customerId: 0, scope: 'all', isAdmin: false, storeId: 1, language: 'fa' })).not.toBeNull();
  });

  it('freezes a kept row through, its translations and children too', async () => {
    const cache = new ReadCache();
    const row = await cache.through('k', async () => ({ id: 1, title: { fa: 'الف', en: 'A' }, items: [{ id: 2, tags: ['x'] }] }));
    expect(Object.isFrozen(row.title)).toBe(true);
    expect(Object.isFrozen(row.items)).toBe(true);
    expect(Object.isFrozen((row.items as { tags: string[] }[])[0]?.tags)).toBe(true);
    expect(() => {
      (row.title as Record<string, string>).en = 'changed';
    }).toThrow(TypeError);
  });
});
