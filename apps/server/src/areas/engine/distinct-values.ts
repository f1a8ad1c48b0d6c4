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

/** One group of `groupedCounts`: the grouped fields' values and how many rows hold them. */
export interface GroupCount {
  readonly values: Readonly<Record<string, unknown>>;
  readonly n: number;
}

/**
 * How many of the rows the filters match in the caller's reach hold each combination of `fields`
 * (nulls included), at most `max` groups — one grouped query (a product's reviews by stars and
 * recommendation, say).
 */
export async function groupedCounts(
  db: AnyDb,
  entity: EntityDef,
  fields: readonly string[],
  filters: Record<string, unknown>,
  scope: RowScope,
  language: Language,
  max: number,
): Promise<GroupCount[]> {
  for (const field of fields) if (!(field in entity.fields)) throw new Error(`${entity.name} has no field ${field}`);
  const matching = applyFilters(entity, scoped(entity, db.selectFrom(`${entity.table} as t`), scope), filters, language);
  const keys = fields.map((_, i) => `g${i}`);
  const rows = (await matching
    .select([...fields.map((field, i) => col(field).as(keys[i] as string)), sql<number>`count(*)::int`.as('n')])
    .groupBy(fields.map((field) => col(field)))
    .orderBy(fields.map((field) => col(field)))
    .limit(max)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({ values: Object.fromEntries(fields.map((field, i) => [field, row[keys[i] as string]])), n: Number(row.n) }));
}
