import { type EntityDef, encodeCursor, filterableFields, joinOf, kindOf, type Language, type ListCursor } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { type AnyQuery, col, sortExpression, sortKeyType, titleExpression } from './entity-sql.js';

/** Lists count their rows up to this many; past it the total is a lower bound (`totalExact: false`). */
export const COUNT_CAP = 10_000;

/** `%`, `_` and `\` typed by a user are matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const translations = (name: string) => sql`concat_ws(' ', ${col(name)}->>'fa', ${col(name)}->>'en', ${col(name)}->>'tr')`;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * Applies `q` (the title, in every language), `id` and the declared filters: text contains,
 * translatable text contains in any language, equality or an in-list, a related id for a
 * many-to-many field, and `fieldFrom` / `fieldTo` ranges.
 */
export function applyFilters(entity: EntityDef, query: AnyQuery, params: Record<string, unknown>, language: Language): AnyQuery {
  let q = query;
  if (typeof params.q === 'string' && params.q.trim() !== '') {
    const title =
      entity.fields[entity.titleField]?.kind === 'translatable' ? translations(entity.titleField) : titleExpression(entity, 't', language);
    q = q.where(title, 'ilike', likePattern(params.q.trim()));
  }
  if (params.id !== undefined) q = q.where(col('id'), 'in', asList(params.id) as number[]);
  for (const [name, field] of filterableFields(entity)) {
    const { filter } = kindOf(field);
    const value = params[name];
    if (value !== undefined) {
      switch (filter.match) {
        case 'contains':
          q = q.where(sql`${col(name)}::text`, 'ilike', likePattern(String(value)));
          break;
        case 'translations':
          q = q.where(translations(name), 'ilike', likePattern(String(value)));
          break;
        case 'equal':
          // `null` (from the server's own reads, never a querystring): the rows without a value.
          q =
            value === null
              ? q.where(col(name), 'is', null)
              : Array.isArray(value)
                ? q.where(col(name), 'in', value)
                : q.where(col(name), '=', value);
          break;
        case 'related': {
          const through = joinOf(entity, name);
          q = q.where(
            sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(through.table)} j WHERE ${sql.raw(`j.${through.row}`)} = t.id AND ${sql.raw(`j.${through.ref}`)} IN (${sql.join(asList(value))}))`,
          );
          break;
        }
        case 'none':
          break;
      }
    }
    if (filter.range) {
      if (params[`${name}From`] !== undefined) q = q.where(col(name), '>=', params[`${name}From`]);
      if (params[`${name}To`] !== undefined) q = q.where(col(name), '<=', params[`${name}To`]);
    }
  }
  return q;
}

export interface SortSpec {
  field: string;
  descending: boolean;
  /** Ties are broken by id in this direction (the field's own unless a named order says otherwise). */
  idDescending: boolean;
  /** The column holds no NULLs (system columns and required fields), so the keyset is a plain row comparison. */
  notNull: boolean;
}

export function sortOf(entity: EntityDef, sort: string | undefined): SortSpec {
  const wanted = sort ?? entity.defaultSort ?? '-id';
  const named = entity.orders?.[wanted];
  const descending = named ? Boolean(named.descending) : wanted.startsWith('-');
  const field = named ? named.field : descending ? wanted.slice(1) : wanted;
  const idDescending = named ? Boolean(named.idDescending) : descending;
  const def = entity.fields[field];
  const notNull = !def || Boolean(def.required) || (def.default !== undefined && def.default !== null);
  return { field, descending, idDescending, notNull: notNull && def?.kind !== 'translatable' };
}

/** Key under which a list selects its sort value as text (the next page's cursor). */
const CURSOR_KEY = 'cursorKey';

/**
 * Orders by the sort field then id (in the field's direction unless a named order turns it;
 * PostgreSQL puts NULLs last going up and first going down), and starts after the cursor when
 * one is given: a deep page costs what the
 * first one costs. The sort value travels as text and is cast back to the column's type in SQL:
 * full precision (timestamps keep their microseconds), and a value that is not of that type is
 * the database's 400, never a driver error.
 */
export function applySortAndCursor(
  entity: EntityDef,
  query: AnyQuery,
  spec: SortSpec,
  cursor: ListCursor | undefined,
  language: Language,
): AnyQuery {
  const direction = spec.descending ? 'desc' : 'asc';
  const key = sortExpression(entity, spec.field, language);
  let q = spec.field === 'id' ? query : query.select(sql`${key}::text`.as(CURSOR_KEY));
  if (cursor) {
    const after = spec.descending ? sql`<` : sql`>`;
    const id = col('id');
    // Among rows with the cursor's sort value, those past its id in the tie-break's direction.
    const tie = sql<boolean>`${id} ${spec.idDescending ? sql`<` : sql`>`} ${cursor.id}`;
    const value = sql`CAST(CAST(${cursor.value === null ? null : String(cursor.value)} AS text) AS ${sql.raw(sortKeyType(entity, spec.field))})`;
    if (spec.field === 'id') q = q.where(sql<boolean>`${id} ${after} ${cursor.id}`);
    else if (spec.notNull && spec.idDescending === spec.descending)
      q = q.where(sql<boolean>`(${key}, ${id}) ${after} (${value}, ${cursor.id})`);
    else if (spec.notNull) q = q.where(sql<boolean>`(${key} ${after} ${value} OR (${key} = ${value} AND ${tie}))`);
    else if (cursor.value === null) {
      // Among the NULLs: last going up (only NULLs follow), first going down (every value follows).
      q = spec.descending
        ? q.where(sql<boolean>`((${key} IS NULL AND ${tie}) OR ${key} IS NOT NULL)`)
        : q.where(sql<boolean>`(${key} IS NULL AND ${tie})`);
    } else {
      q = spec.descending
        ? q.where(sql<boolean>`(${key} < ${value} OR (${key} = ${value} AND ${tie}))`)
        : q.where(sql<boolean>`(${key} > ${value} OR (${key} = ${value} AND ${tie}) OR ${key} IS NULL)`);
    }
  }
  q = q.orderBy(key, direction);
  return spec.field === 'id' ? q : q.orderBy(col('id'), spec.idDescending ? 'desc' : 'asc');
}

/** The cursor of the page after `rows` (null when this page was the last). */
export function nextCursor(spec: SortSpec, rows: Record<string, unknown>[], pageSize: number): string | null {
  const last = rows.at(-1);
  if (!last || rows.length < pageSize) return null;
  const value = spec.field === 'id' ? null : ((last[CURSOR_KEY] ?? null) as string | null);
  return encodeCursor({ value, id: Number(last.id) });
}

/** How many rows match, counting no further than COUNT_CAP + 1 (the cost is bounded on any table size). */
export async function cappedCount(db: AnyDb, filtered: AnyQuery): Promise<{ total: number; totalExact: boolean }> {
  const capped = filtered
    .clearSelect()
    .select(sql`1`.as('one'))
    .limit(COUNT_CAP + 1)
    .as('capped');
  const row = (await db.selectFrom(capped).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()) as { n: string };
  const n = Number(row.n);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
}
