import { type EntityDef, type FieldIssue, filterableFields, invalid, listedFields, type Row, type Scope } from '@store/domain';

const rank: Record<Scope, number> = { none: 0, own: 1, all: 2 };

/** A list caller: the rows they may list (`scope`) and those they may open (`viewScope`, unset: the same). */
export interface ListReach {
  customerId: number;
  scope: Scope;
  viewScope?: Scope;
}

/** Whether the list may hold rows the caller may not open (the List level, or List beside View Owned Only). */
export function listsBeyondView(caller: ListReach): boolean {
  return rank[caller.viewScope ?? caller.scope] < rank[caller.scope];
}

/** Whether the caller may open this row, and so see all of it in a list. */
export function opens(caller: ListReach, row: Row): boolean {
  const view = caller.viewScope ?? caller.scope;
  return view === 'all' || (view === 'own' && row.ownerId === caller.customerId);
}

/** A row as a caller who may list but not open it sees it: the id, the list's columns, their titles, the state. */
export function listedRow(entity: EntityDef, row: Row): Row {
  const { columns, refs } = listedFields(entity);
  const out: Row = { id: row.id };
  for (const name of columns) out[name] = row[name];
  if (refs.length > 0) {
    const titles = (row.refTitles ?? {}) as Row;
    out.refTitles = Object.fromEntries(refs.map((name) => [name, titles[name]]));
  }
  if (entity.lifecycle) out.state = row.state;
  return out;
}

/**
 * Refuses, for a caller who may not open every listed row, the parameters that would filter,
 * sort or search by what the list does not show (each would tell them a hidden value, one
 * question at a time): 400 with `common.error.needsview` on each such parameter. Decided from
 * the parameters alone, never from data, so the refusal itself reveals nothing.
 */
export function assertListedParameters(entity: EntityDef, params: Record<string, unknown>): void {
  const shown = new Set(['id', ...listedFields(entity).columns]);
  const refused: Record<string, FieldIssue> = {};
  const refuse = (parameter: string) => {
    refused[parameter] = { code: 'common.error.needsview' };
  };
  if (params.q !== undefined && !shown.has(entity.titleField)) refuse('q');
  if (typeof params.sort === 'string' && !shown.has(params.sort.replace(/^-/, ''))) refuse('sort');
  for (const [name] of filterableFields(entity)) {
    if (shown.has(name)) continue;
    for (const parameter of [name, `${name}From`, `${name}To`]) if (params[parameter] !== undefined) refuse(parameter);
  }
  if (Object.keys(refused).length > 0) throw invalid(refused);
}

/** The sort a list uses when none is asked for: the declared one, unless it orders by a field the caller may not see. */
export function defaultSortFor(entity: EntityDef, caller: ListReach): string | undefined {
  if (!listsBeyondView(caller) || entity.defaultSort === undefined) return entity.defaultSort;
  const field = entity.defaultSort.replace(/^-/, '');
  return field === 'id' || listedFields(entity).columns.includes(field) ? entity.defaultSort : '-id';
}
