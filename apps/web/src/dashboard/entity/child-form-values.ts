import { type ChildrenDef, type EntityDef, type FieldDef, writableFields } from '@store/domain';
import type { EntityRow } from '../../api/resource-api';
import { entityOfResource } from '../known-entities';
import { initialControlValue, toControlValue } from './controls/control-values';

/** One declared list of children (`EntityDef.children`) with what the parent's form needs of it. */
export interface ChildList {
  /** The parent's field the rows travel in (`genericAttributeValues`). */
  readonly name: string;
  readonly def: ChildrenDef;
  readonly child: EntityDef;
  /** The child's fields a client writes: its writable ones but the parent reference, which the server sets. */
  readonly fields: readonly (readonly [string, FieldDef])[];
}

/** A child row as the form holds it: the `id` of a row the server has (none: a new one), and its fields' control values. */
export type ChildFormRow = { id?: number } & Record<string, unknown>;

type Values = Record<string, unknown>;

/** The entity's lists of children, in declaration order (one whose child entity is unknown is left out). */
export function childListsOf(entity: EntityDef): ChildList[] {
  return Object.entries(entity.children ?? {}).flatMap(([name, def]) => {
    const child = entityOfResource(def.resource);
    if (!child) return [];
    return [{ name, def, child, fields: writableFields(child).filter(([field]) => field !== def.field) }];
  });
}

/** A new row: the declared defaults (a switch off, an empty text). */
export function newChildRow(list: ChildList): ChildFormRow {
  return Object.fromEntries(list.fields.map(([name, field]) => [name, initialControlValue(field)]));
}

/** The rows the server answered (`GET /api/{resource}/{id}`), as the form holds them, each keeping its id. */
export function childFormRows(list: ChildList, rows: unknown): ChildFormRow[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Values) => {
    const values: ChildFormRow = Object.fromEntries(list.fields.map(([name, field]) => [name, toControlValue(field, row[name])]));
    if (typeof row.id === 'number') values.id = row.id;
    return values;
  });
}

/** Whether the list applies to the parent as the form holds it now: always, or while `when.field` holds one of `when.values`. */
export function childrenApply(def: ChildrenDef, values: Values): boolean {
  if (!def.when) return true;
  const value = values[def.when.field];
  return value !== undefined && value !== null && def.when.values.includes(String(value));
}

/**
 * What Save sends of a list: its rows while it applies; when it does not (an attribute that is
 * not a dropdown), nothing on create, and on update an empty list only if the user switched the
 * parent away from a choice it applied to (the rows no longer belong: the server removes them,
 * or refuses the switch while they are in use). A row loaded not applying is left as it is.
 */
export function childSending(list: ChildList, values: Values, loaded: EntityRow | undefined): 'rows' | 'empty' | 'omit' {
  if (childrenApply(list.def, values)) return 'rows';
  if (!loaded) return 'omit';
  return childrenApply(list.def, loaded) ? 'empty' : 'omit';
}
