import { entities } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryCounter } from '../../../test/query-counter.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { EntityRegistry } from './entity-registry.js';
import { VersionedNote, versionedNotesSql } from './fixtures/versioned-notes.js';
import { type Caller, ResourceService } from './resource-service.js';

/**
 * `ResourceService.findOne`: one row by an exact filter (a page by slug or guid) in one query,
 * the row as `get` answers it, and nothing beyond the caller's reach.
 */
let t: TestApp;
const queries = queryCounter();
let service: ResourceService;
let admin: Caller;
let stranger: Caller;
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [VersionedNote], setupSql: [...versionedNotesSql] });
  service = new ResourceService(t.database.db.withPlugin(queries.plugin), new EntityRegistry([...entities, VersionedNote]), VersionedNote);
  const { rows } = await sql<{ store: number; admin: number }>`
    SELECT (SELECT min(id) FROM stores) AS store, (SELECT id FROM customers WHERE username = 'administrator') AS admin
  `.execute(t.database.db);
  const store = rows[0]?.store ?? 0;
  admin = { customerId: rows[0]?.admin ?? 0, scope: 'all', isAdmin: true, storeId: store, language: 'en' };
  // Someone whose access reaches their own rows only (they own none of these).
  stranger = { customerId: -1, scope: 'own', isAdmin: false, storeId: store, language: 'en' };
  for (const [title, amount] of [
    ['find-one-a', 1],
    ['find-one-b', 2],
  ] as const)
    await service.create({ title, amount }, admin);
});
afterAll(() => t.close());

describe('findOne', () => {
  it('answers the row get answers, in one query and without a count', async () => {
    queries.reset();
    const found = await service.findOne({ title: 'find-one-b' }, admin);
    expect(queries.count).toBe(1);
    expect(found).toEqual(await service.get(found.id as number, admin));
    expect(found).toMatchObject({ title: 'find-one-b', amount: 2 });
  });

  it('answers not found when nothing matches', async () => {
    await expect(service.findOne({ title: 'find-one-none' }, admin)).rejects.toMatchObject({ code: 'common.error.notfound' });
  });

  it('does not reach rows outside the caller’s scope', async () => {
    await expect(service.findOne({ title: 'find-one-a' }, stranger)).rejects.toMatchObject({ code: 'common.error.notfound' });
  });
});

describe('page and all', () => {
  it('read one query a page, without the count a list answers', async () => {
    queries.reset();
    const listed = await service.list({ page: 1, pageSize: 1, sort: 'id' }, admin);
    const listQueries = queries.count;
    expect(listed.total).toBeGreaterThanOrEqual(2);
    queries.reset();
    const page = await service.page({ page: 1, pageSize: 1, sort: 'id' }, admin);
    expect(queries.count).toBe(1);
    expect(listQueries).toBeGreaterThan(1);
    expect(page.data.map((row) => row.id)).toEqual(listed.data.map((row) => row.id));
    expect(page.nextCursor).toBe(listed.nextCursor);
    queries.reset();
    const all = await service.all({ q: 'find-one' }, admin);
    expect(all.map((row) => row.title).sort()).toEqual(['find-one-a', 'find-one-b']);
    expect(queries.count).toBe(1);
  });
});
