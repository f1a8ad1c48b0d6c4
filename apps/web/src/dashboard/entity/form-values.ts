import { type EntityDef, type FieldDef, type FieldIssue, fieldIssues, inputSchema, readableFields, writableFields } from '@store/domain';
import type { EntityRow } from '../../api/resource-api';
import type { Schema } from '../../components/form-issues';
import { childEntitiesOf } from '../known-entities';
import { emptyApiValue, initialControlValue, isEmptyControl, toApiValue, toControlValue } from './controls/control-values';

export type FormMode = 'create' | 'update';
export type FormValues = Record<string, unknown>;

/** Initial form values: declared defaults on create, the row on update; write-only fields stay empty. */
export function formValuesOf(entity: EntityDef, row: EntityRow | undefined): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.writeOnly) continue;
    if (row) values[name] = toControlValue(field, row[name]);
    else if (!field.readOnly) values[name] = initialControlValue(field);
  }
  return values;
}

export interface Prepared {
  body: Record<string, unknown>;
  issues: Record<string, FieldIssue>;
}

/**
 * A request body from form values, validated with the schema the server uses. Empty optional
 * fields are sent empty (null); with `keepWriteOnly`, an empty write-only field is left out ("keep").
 */
export function prepareFields(
  fields: readonly (readonly [string, FieldDef])[],
  schema: Schema<unknown>,
  values: FormValues,
  keepWriteOnly = false,
): Prepared {
  const body: Record<string, unknown> = {};
  const missing: string[] = [];
  const unreadable: string[] = [];
  for (const [name, field] of fields) {
    const raw = values[name];
    if (isEmptyControl(field, raw)) {
      if (field.writeOnly && keepWriteOnly) continue;
      if (field.required) missing.push(name);
      else body[name] = emptyApiValue(field);
      continue;
    }
    const value = toApiValue(field, raw);
    if (value === undefined) unreadable.push(name);
    else body[name] = value;
  }
  const parsed = schema.safeParse(body);
  const issues = parsed.success ? {} : fieldIssues(parsed.error.issues);
  // Update makes required fields optional (only sent fields change), but emptying one is refused.
  for (const name of missing) issues[name] ??= { code: 'common.error.required' };
  for (const name of unreadable) issues[name] ??= { code: 'common.error.format' };
  return { body: parsed.success ? (parsed.data as Record<string, unknown>) : body, issues };
}

/** The body of Create or Update of an entity (its children, not edited here, are left as they are). */
export function prepareBody(entity: EntityDef, mode: FormMode, values: FormValues): Prepared {
  return prepareFields(writableFields(entity), inputSchema(entity, mode, childEntitiesOf(entity)), values, mode === 'update');
}

/** Fields shown on the form: writable ones, plus read-only ones on update. */
export function formFields(entity: EntityDef, mode: FormMode): [string, FieldDef][] {
  const readable = new Set(readableFields(entity).map(([n]) => n));
  return Object.entries(entity.fields).filter(([name, field]) => !field.readOnly || (mode === 'update' && readable.has(name)));
}
