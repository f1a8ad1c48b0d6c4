import {
  type EntityDef,
  filterableFields,
  filterParameters,
  listedFields,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  sortableFields,
} from '@store/domain';
import type { Query } from '../../api/api-client';

/** The state of a list screen, kept in the address so it survives reloads and back/forward. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  filters: Record<string, string>;
  /** The columns shown, in the list's order; absent when all are (`cols` in the address). */
  columns?: string[];
}

function positive(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function readListParams(entity: EntityDef, search: URLSearchParams): ListParams {
  const sortable = sortableFields(entity);
  const sort = search.get('sort') ?? entity.defaultSort;
  const filters: Record<string, string> = {};
  // `field`, and `fieldFrom` / `fieldTo` for kinds with a range filter: the parameters the API declares.
  for (const [name, field] of filterableFields(entity)) {
    for (const parameter of Object.keys(filterParameters(name, field))) {
      const value = search.get(parameter);
      if (value !== null && value !== '') filters[parameter] = value;
    }
  }
  const q = search.get('q')?.trim();
  const columns = shownColumns(entity, search.get('cols'));
  return {
    page: positive(search.get('page'), 1, 100_000),
    pageSize: positive(search.get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
    ...(sort && (sortable.includes(sort.replace(/^-/, '')) || Object.hasOwn(entity.orders ?? {}, sort)) ? { sort } : {}),
    ...(q ? { q } : {}),
    ...(columns ? { columns } : {}),
    filters,
  };
}

/**
 * The listed columns `cols` names, in the list's order: absent when it names none the list has,
 * or all of them (an old link naming a column since removed still opens, with what is left).
 */
function shownColumns(entity: EntityDef, cols: string | null): string[] | undefined {
  if (!cols) return undefined;
  const wanted = new Set(cols.split(','));
  const listed = listedFields(entity).columns;
  const shown = listed.filter((name) => wanted.has(name));
  return shown.length === 0 || shown.length === listed.length ? undefined : shown;
}

export function writeListParams(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.page > 1) out.set('page', String(params.page));
  if (params.pageSize !== PAGE_SIZE_DEFAULT) out.set('pageSize', String(params.pageSize));
  if (params.sort) out.set('sort', params.sort);
  if (params.q) out.set('q', params.q);
  if (params.columns) out.set('cols', params.columns.join(','));
  for (const [name, value] of Object.entries(params.filters)) out.set(name, value);
  return out;
}

/** Query string of `GET /api/{resource}`: page, pageSize, sort, q and the declared filters. */
export function toApiQuery(params: ListParams): Query {
  return { page: params.page, pageSize: params.pageSize, sort: params.sort, q: params.q, ...params.filters };
}
