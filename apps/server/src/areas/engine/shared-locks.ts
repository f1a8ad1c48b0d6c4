import type { EntityDef } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/**
 * Holds rows of `entity` with a shared lock (`FOR SHARE`) until the transaction `trx` ends, in id
 * order (two writers never wait on each other in a circle). Writes that read these rows to judge
 * what they write take it: a change of a row under the same lock (`FOR UPDATE`) waits for them, and
 * they read the row as last committed.
 */
export async function lockShared(trx: AnyDb, entity: EntityDef, ids: readonly number[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('lockShared needs an open transaction');
  if (ids.length === 0) return;
  await sql`SELECT id FROM ${sql.table(entity.table)} WHERE id = ANY(${sql.val([...ids])}::int[]) ORDER BY id FOR SHARE`.execute(trx);
}

/**
 * Holds a lock named by `key` until the transaction `trx` ends (a transaction-scoped advisory lock):
 * writers of one thing that has no row of its own to lock — one row's set of categories — wait for
 * one another instead of mixing their writes.
 */
export async function lockKey(trx: AnyDb, key: string): Promise<void> {
  if (!trx.isTransaction) throw new Error('lockKey needs an open transaction');
  await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
