import { entities } from '@store/domain';
import { Voucher, VoucherTag, voucherFixtures } from '@store/domain/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import type { AnyDb } from '../../db/schema.js';
import { EntityRegistry } from './entity-registry.js';
import { firstStoreAdmin, voucherApp, voucherBody } from './fixtures/voucher-app.js';
import { type Caller, ResourceService } from './resource-service.js';

/**
 * A write that references a row of a tree holds that tree's lock shared (`lockReferencedTrees`):
 * a move in the tree, which holds it exclusively, cannot run beside it, so what the write keeps of
 * the tree's shape is the shape when it commits. A write without such a reference takes nothing.
 */
let t: TestApp;
let vouchers: ResourceService;
let tags: ResourceService;
let caller: Caller;
beforeAll(async () => {
  t = await voucherApp();
  const registry = new EntityRegistry([...entities, ...voucherFixtures]);
  vouchers = new ResourceService(t.database.db, registry, Voucher);
  tags = new ResourceService(t.database.db, registry, VoucherTag);
  caller = await firstStoreAdmin(t);
});
afterAll(() => t.close());

/** The advisory locks this session holds on `tree:{table}`, by mode. */
const treeLocks = async (trx: AnyDb, table: string) =>
  (
    await sql<{ mode: string }>`SELECT mode FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
      AND objid::bigint = (hashtext(${`tree:${table}`})::bigint & 4294967295)`.execute(trx)
  ).rows.map((row) => row.mode);

describe('tree locks', () => {
  it('are held shared by a create or update that references a tree, and not taken without one', async () => {
    const tag = await tags.create({ name: 'Locked tag' }, caller);
    await t.database.db.transaction().execute(async (trx) => {
      await vouchers.inTransaction(trx).create(voucherBody({ kind: 'sale' }), caller);
      expect(await treeLocks(trx, VoucherTag.table)).toEqual([]);
    });
    const created = await t.database.db.transaction().execute(async (trx) => {
      const row = await vouchers.inTransaction(trx).create(voucherBody({ categoryId: tag.id }), caller);
      expect(await treeLocks(trx, VoucherTag.table)).toEqual(['ShareLock']);
      return row;
    });
    await t.database.db.transaction().execute(async (trx) => {
      await vouchers.inTransaction(trx).update(Number(created.id), { categoryId: tag.id }, caller);
      expect(await treeLocks(trx, VoucherTag.table)).toEqual(['ShareLock']);
    });
    // A move in the tree holds it exclusively.
    const child = await tags.create({ name: 'Child tag' }, caller);
    await t.database.db.transaction().execute(async (trx) => {
      await tags.inTransaction(trx).update(Number(child.id), { parentId: tag.id }, caller);
      expect(await treeLocks(trx, VoucherTag.table)).toEqual(['ExclusiveLock']);
    });
  });
});
