import { type EntityDef, type FieldDef, type FieldIssue, fieldIssues, inputSchema, readableFields, writableFields } from '@store/domain';
import type { EntityRow } from '../../api/resource-api';
import type { Schema } from '../../components/form-issues';
import { childEntitiesOf } from '../known-entities';
import { childFormRows, childListsOf, childSending } from './child-form-values';
import { emptyApiValue, initialControlValue, isEmptyControl, toApiValue, toControlValue } from './controls/control-values';

export type FormMode = 'create' | 'update';
export type FormValues = Record<string, unknown>;

/** Initial form values: declared defaults on create, the row on update; write-only fields stay empty; children as rows. */
export function formValuesOf(entity: EntityDef, row: EntityRow | undefined): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.writeOnly) continue;
    if (row) values[name] = toControlValue(field, row[name]);
    else if (!field.readOnly) values[name] = initialControlValue(field);
  }
  for (const list of childListsOf(entity)) values[list.name] = childFormRows(list, row?.[list.name]);
  return values;
}

/**
 * The row read again (a panel's run ended, a background change) as values for a form already on
 * screen: the fields the person has touched keep what they typed — a refetch must not overwrite a
 * half-typed name —, the others follow the row.
 */
export function refreshedValues(values: FormValues, touched: (name: string) => boolean): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !touched(name)));
}

export interface Prepared {
  body: Record<string, unknown>;
  issues: Record<string, FieldIssue>;
}

type Fields = readonly (readonly [string, FieldDef])[];

interface Converted {
  body: Record<string, unknown>;
  /** Required fields left empty, and fields whose control holds what cannot be read. */
  issues: Record<string, FieldIssue>;
}

/**
 * Control values as API values. An empty optional field is sent empty (null), or with `defaults`
 * as its declared default (a child row's emptied order is 0, not null); with `keepWriteOnly`, an
 * empty write-only field is left out ("keep").
 */
function toApiFields(fields: Fields, values: FormValues, options: { keepWriteOnly?: boolean; defaults?: boolean } = {}): Converted {
  const body: Record<string, unknown> = {};
  const issues: Record<string, FieldIssue> = {};
  for (const [name, field] of fields) {
    const raw = values[name];
    if (isEmptyControl(field, raw)) {
      if (field.writeOnly && options.keepWriteOnly) continue;
      // Update makes required fields optional (only sent fields change), but emptying one is refused.
      if (field.required) issues[name] = { code: 'common.error.required' };
      else body[name] = options.defaults && field.default !== undefined ? field.default : emptyApiValue(field);
      continue;
    }
    const value = toApiValue(field, raw);
    if (value === undefined) issues[name] = { code: 'common.error.format' };
    else body[name] = value;
  }
  return { body, issues };
}

/** The body checked with the schema the server uses, plus what the controls found (where the schema found nothing). */
function checked(schema: Schema<unknown>, { body, issues: found }: Converted): Prepared {
  const parsed = schema.safeParse(body);
  const issues = parsed.success ? {} : fieldIssues(parsed.error.issues);
  for (const [path, issue] of Object.entries(found)) issues[path] ??= issue;
  return { body: parsed.success ? (parsed.data as Record<string, unknown>) : body, issues };
}

/**
 * A request body from form values, validated with the schema the server uses. Empty optional
 * fields are sent empty (null); with `keepWriteOnly`, an empty write-only field is left out ("keep").
 */
export function prepareFields(fields: Fields, schema: Schema<unknown>, values: FormValues, keepWriteOnly = false): Prepared {
  return checked(schema, toApiFields(fields, values, { keepWriteOnly }));
}

/** Whether two API values are the same value (they come out of `toApiFields` alike, keys in one order). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The row an update's changes are judged against: the last one this form saved (a save whose
 * placing was then refused stays on the form) before the one it was loaded with — else a field
 * changed and then changed back to its loaded value would not be sent, and the saved change would stay.
 */
export function compareBase(loaded: EntityRow | undefined, lastSaved: EntityRow | null): EntityRow | undefined {
  return lastSaved ?? loaded;
}

/**
 * The body of Create or Update of an entity, its children included: each row with the `id` it
 * was loaded with (the server changes that row in place; one without is added, one not sent is
 * removed). `loaded` is the row the update form was filled from: whether a list that applies only
 * to some values (`when`) is sent depends on it (see `childSending`). An update sends only the
 * fields the user changed from `loaded` (the server changes only the fields sent): a form opened
 * before someone else's change cannot put back the values it was filled with.
 */
export function prepareBody(entity: EntityDef, mode: FormMode, values: FormValues, loaded?: EntityRow): Prepared {
  const fields = writableFields(entity);
  const converted = toApiFields(fields, values, { keepWriteOnly: mode === 'update' });
  if (mode === 'update' && loaded) {
    const before = toApiFields(fields, formValuesOf(entity, loaded), { keepWriteOnly: true }).body;
    for (const [name, value] of Object.entries(converted.body)) {
      if (Object.hasOwn(before, name) && sameValue(before[name], value)) delete converted.body[name];
    }
  }
  for (const list of childListsOf(entity)) {
    const sending = childSending(list, values, mode === 'update' ? loaded : undefined);
    if (sending === 'omit') continue;
    const rows = sending === 'rows' && Array.isArray(values[list.name]) ? (values[list.name] as FormValues[]) : [];
    converted.body[list.name] = rows.map((row, index) => {
      const { body, issues } = toApiFields(list.fields, row, { defaults: true });
      for (const [field, issue] of Object.entries(issues)) converted.issues[`${list.name}.${index}.${field}`] = issue;
      return typeof row.id === 'number' ? { id: row.id, ...body } : body;
    });
  }
  return checked(inputSchema(entity, mode, childEntitiesOf(entity)), converted);
}

/** Fields shown on the form: writable ones, plus read-only ones on update. */
export function formFields(entity: EntityDef, mode: FormMode): [string, FieldDef][] {
  const readable = new Set(readableFields(entity).map(([n]) => n));
  return Object.entries(entity.fields).filter(([name, field]) => !field.readOnly || (mode === 'update' && readable.has(name)));
}
