import { entities } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { EntityRegistry } from './entity-registry.js';
import { VersionedNote, versionedNotesSql } from './fixtures/versioned-notes.js';
import { firstStoreAdmin } from './fixtures/voucher-app.js';
import { type Caller, ResourceService } from './resource-service.js';

/**
 * `ResourceService.inTransaction`: the engine's writes inside a transaction the caller opened, so
 * several writes (of one entity or several) commit or roll back as one. On a fixture entity that
 * keeps versions, so a write's own follow-up rows are covered too.
 */
let t: TestApp;
let service: ResourceService;
let caller: Caller;
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [VersionedNote], setupSql: [...versionedNotesSql] });
  service = new ResourceService(t.database.db, new EntityRegistry([...entities, VersionedNote]), VersionedNote);
  caller = await firstStoreAdmin(t);
});
afterAll(() => t.close());

const titled = async (title: string) =>
  (await sql<{ id: number }>`SELECT id FROM versioned_notes WHERE title = ${title}`.execute(t.database.db)).rows.length;
const versionsOf = async (id: number) =>
  (
    await sql<{ n: string }>`SELECT count(*) AS n FROM entity_versions WHERE entity = 'VersionedNote' AND row_id = ${id}`.execute(
      t.database.db,
    )
  ).rows[0]?.n;

describe('writes in the caller’s transaction', () => {
  it('commit together: creates, an update and its kept version', async () => {
    const id = await t.database.db.transaction().execute(async (trx) => {
      const inside = service.inTransaction(trx);
      const first = await inside.create({ title: 'tx-one', amount: 1 }, caller);
      await inside.update(first.id as number, { amount: 2 }, caller);
      await inside.create({ title: 'tx-two' }, caller);
      return first.id as number;
    });
    expect(await titled('tx-one')).toBe(1);
    expect(await titled('tx-two')).toBe(1);
    expect(await versionsOf(id)).toBe('1');
  });

  it('roll back together when a later step of the caller fails', async () => {
    const failed = t.database.db.transaction().execute(async (trx) => {
      const inside = service.inTransaction(trx);
      await inside.create({ title: 'tx-gone-1' }, caller);
      await inside.create({ title: 'tx-gone-2' }, caller);
      throw new Error('a later step failed');
    });
    await expect(failed).rejects.toThrow('a later step failed');
    expect(await titled('tx-gone-1')).toBe(0);
    expect(await titled('tx-gone-2')).toBe(0);
  });

  it('roll back the earlier writes when one of the engine’s own writes is refused', async () => {
    const kept = await service.create({ title: 'tx-kept', amount: 5 }, caller);
    const failed = t.database.db.transaction().execute(async (trx) => {
      const inside = service.inTransaction(trx);
      await inside.update(kept.id as number, { amount: 6 }, caller);
      await inside.create({ title: 'tx-refused' }, caller);
      await inside.update(2_000_000_000, { amount: 1 }, caller);
    });
    await expect(failed).rejects.toMatchObject({ code: 'common.error.notfound' });
    expect(await titled('tx-refused')).toBe(0);
    expect((await service.get(kept.id as number, caller)).amount).toBe(5);
    expect(await versionsOf(kept.id as number)).toBe('0');
  });

  it('need an open transaction', () => {
    expect(() => service.inTransaction(t.database.db)).toThrow('inTransaction needs an open transaction');
  });
});
