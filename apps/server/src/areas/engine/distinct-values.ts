import type { EntityDef, Language } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { col, type RowScope, scoped } from './entity-sql.js';
import { applyFilters } from './list-query.js';

/**
 * The distinct values one column holds among the rows the filters match in the caller's reach, in
 * the column's order, at most `max` of them — one query however many rows match (the cities any
 * product is in, say; later a filter's values). Nulls are left out.
 */
export async function distinctValues(
  db: AnyDb,
  entity: EntityDef,
  field: string,
  filters: Record<string, unknown>,
  scope: RowScope,
  language: Language,
  max: number,
): Promise<unknown[]> {
  if (!(field in entity.fields)) throw new Error(`${entity.name} has no field ${field}`);
  const matching = applyFilters(entity, scoped(entity, db.selectFrom(`${entity.table} as t`), scope), filters, language);
  const rows = (await matching
    .select(col(field).as('value'))
    .where(sql<boolean>`${col(field)} IS NOT NULL`)
    .distinct()
    .orderBy(col(field))
    .limit(max)
    .execute()) as { value: unknown }[];
  return rows.map((row) => row.value);
}
