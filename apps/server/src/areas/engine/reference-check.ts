import { DomainError, type EntityDef, entityScope, type FieldIssue, type Row } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { entityAccess } from '../identity/access.js';
import type { EntityRegistry } from './entity-registry.js';

export interface ReferenceCaller {
  customerId: number;
  isAdmin: boolean;
  storeId: number | null;
}

/**
 * A reference may only point at a row the caller could see: a row of the same store (for
 * store-scoped targets), not soft-deleted, and — for a non-administrator holding an owner-only
 * level on the target — one they own. Anything else is the same 400 as a missing row, so
 * references reveal nothing about rows outside the caller's reach. Children are checked too.
 */
export async function assertReferencesVisible(
  db: AnyDb,
  registry: EntityRegistry,
  entity: EntityDef,
  body: Row,
  caller: ReferenceCaller,
  prefix = '',
): Promise<void> {
  const fields: Record<string, FieldIssue> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = body[name];
    if ((field.kind !== 'ref' && field.kind !== 'refs') || value === undefined || value === null) continue;
    const ids = (Array.isArray(value) ? value : [value]) as number[];
    if (ids.length === 0) continue;
    const target = registry.get(field.ref ?? '');
    let ownerOnly = false;
    // Rows offered to every writer (`choosableWhen`): only those, whatever the caller's access to the target.
    const offered = !caller.isAdmin && field.choosableWhen !== undefined && target.fields[field.choosableWhen]?.kind === 'boolean';
    if (!caller.isAdmin && !offered) {
      // A store-limited role's level counts only for a store-scoped target (an installation-wide row is no store's).
      const { levels } = await entityAccess(db, caller.customerId, target.name, target.storeScoped ? caller.storeId : null);
      const scope = entityScope(target, levels, 'view');
      if (scope === 'none') {
        fields[`${prefix}${name}`] = { code: 'common.error.notfound' };
        continue;
      }
      ownerOnly = scope === 'own';
    }
    if (!ownerOnly && !target.storeScoped && !target.softDelete && caller.isAdmin) continue; // the foreign key suffices
    const conditions = [sql`id = ANY(${sql.val(ids)}::int[])`];
    if (target.storeScoped) conditions.push(sql`store_id = ${caller.storeId ?? 0}`);
    if (target.softDelete) conditions.push(sql`NOT is_deleted`);
    if (ownerOnly) conditions.push(sql`owner_id = ${caller.customerId}`);
    if (offered && field.choosableWhen !== undefined) conditions.push(sql`${sql.ref(field.choosableWhen)} = true`);
    const { rows } = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM ${sql.table(target.table)} WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
    if (Number(rows[0]?.n ?? 0) !== new Set(ids).size) fields[`${prefix}${name}`] = { code: 'common.error.notfound' };
    else if (offered && field.choosableWhen !== undefined && target.tree && (await underHidden(db, target, ids, field.choosableWhen)))
      fields[`${prefix}${name}`] = { code: 'common.error.notfound' };
  }
  for (const [name, def] of Object.entries(entity.children ?? {})) {
    const rows = body[name];
    if (!Array.isArray(rows)) continue;
    const child = registry.get(def.resource);
    for (const [index, row] of rows.entries()) {
      try {
        await assertReferencesVisible(db, registry, child, row as Row, caller, `${prefix}${name}.${index}.`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        Object.assign(fields, error.fields);
      }
    }
  }
  if (Object.keys(fields).length > 0) throw new DomainError('common.error.validation', 400, undefined, fields);
}

/**
 * Whether any of these rows of a tree sits under a row whose flag is off (a published region under
 * an unpublished one): such a row is not offered either, as the public tree reads leave its branch out.
 */
async function underHidden(db: AnyDb, target: EntityDef, ids: readonly number[], flag: string): Promise<boolean> {
  const parent = sql.ref(target.tree?.parent ?? '');
  const { rows } = await sql`WITH RECURSIVE up(id) AS (
      SELECT ${parent} FROM ${sql.table(target.table)} WHERE id = ANY(${sql.val([...ids])}::int[])
      UNION SELECT t.${parent} FROM ${sql.table(target.table)} t JOIN up ON t.id = up.id
    ) SELECT 1 FROM ${sql.table(target.table)} WHERE id IN (SELECT id FROM up) AND NOT ${sql.ref(flag)} LIMIT 1`.execute(db);
  return rows.length > 0;
}
