import { DomainError, type EntityDef, entityByResource, entityScope, type FieldIssue } from '@store/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { entityAccess } from '../identity/access.js';

/**
 * A non-administrator may only point a reference at a row they may see: with View Owned Only or
 * Edit Owner on the target, a row they own. Anything else is the same 400 as a missing row, so
 * references reveal nothing about rows outside the caller's reach.
 */
export async function assertReferencesVisible(
  db: Kysely<Database>,
  entity: EntityDef,
  body: Record<string, unknown>,
  customerId: number,
): Promise<void> {
  const fields: Record<string, FieldIssue> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    const id = body[name];
    if (field.kind !== 'ref' || typeof id !== 'number') continue;
    const target = entityByResource(field.ref ?? '');
    if (!target) continue;
    const scope = entityScope(target, (await entityAccess(db, customerId, target.name)).levels, 'view');
    const visible =
      scope === 'all' ||
      (scope === 'own' &&
        (await sql`SELECT 1 FROM ${sql.table(target.table)} WHERE id = ${id} AND owner_id = ${customerId}`.execute(db)).rows.length > 0);
    if (!visible) fields[name] = { code: 'common.error.notfound' };
  }
  if (Object.keys(fields).length > 0) throw new DomainError('common.error.validation', 400, undefined, fields);
}
