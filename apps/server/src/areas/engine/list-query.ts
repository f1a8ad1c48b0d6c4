import { type EntityDef, filterableFields } from '@store/domain';
import { type SelectQueryBuilder, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are declared at run time by the domain package.
type AnyQuery = SelectQueryBuilder<any, any, any>;

const TEXT_KINDS = new Set(['text', 'longtext', 'url', 'email', 'phone', 'image']);

/** `%`, `_` and `\` typed by a user are matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Applies `q` and the declared filters: text fields match case-insensitively by substring, others exactly. */
export function applyFilters(entity: EntityDef, query: AnyQuery, params: Record<string, unknown>): AnyQuery {
  let q = query;
  if (typeof params.q === 'string' && params.q.trim() !== '') {
    q = q.where(sql`${sql.ref(entity.titleField)}::text`, 'ilike', likePattern(params.q.trim()));
  }
  for (const [name, field] of filterableFields(entity)) {
    const value = params[name];
    if (value === undefined) continue;
    q = TEXT_KINDS.has(field.kind) ? q.where(sql`${sql.ref(name)}::text`, 'ilike', likePattern(String(value))) : q.where(name, '=', value);
  }
  return q;
}

/** `sort=name` / `sort=-name`, then id so pages never overlap. */
export function applySort(entity: EntityDef, query: AnyQuery, sort: string | undefined): AnyQuery {
  const wanted = sort ?? entity.defaultSort ?? '-id';
  const descending = wanted.startsWith('-');
  const column = descending ? wanted.slice(1) : wanted;
  const sorted = query.orderBy(column, descending ? 'desc' : 'asc');
  return column === 'id' ? sorted : sorted.orderBy('id', 'asc');
}
