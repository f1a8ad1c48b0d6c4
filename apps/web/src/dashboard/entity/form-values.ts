import {
  type EntityDef,
  type FieldDef,
  type FieldIssue,
  fieldIssues,
  inputSchema,
  isEmptyValue,
  readableFields,
  writableFields,
} from '@store/domain';
import dayjs from 'dayjs';
import type { EntityRow } from '../../api/resource-api';
import { toApiDate } from '../../i18n/date-format';

export type FormMode = 'create' | 'update';
export type FormValues = Record<string, unknown>;

function toControlValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (field.kind === 'date' || field.kind === 'datetime') return dayjs(value as string);
  if (field.kind === 'json') return JSON.stringify(value, null, 2);
  return value;
}

/** Initial form values: declared defaults on create, the row on update; write-only fields stay empty. */
export function formValuesOf(entity: EntityDef, row: EntityRow | undefined): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.writeOnly) continue;
    if (row) values[name] = toControlValue(field, row[name]);
    else if (!field.readOnly) values[name] = field.default ?? (field.kind === 'boolean' ? false : undefined);
  }
  return values;
}

function isEmpty(value: unknown): boolean {
  return isEmptyValue(value) || (dayjs.isDayjs(value) && !value.isValid());
}

/** A control's value as the API takes it; a string when it cannot be (the schema then says why). */
function toApiValue(field: FieldDef, value: unknown): unknown {
  if (dayjs.isDayjs(value)) return field.kind === 'date' ? toApiDate(value) : value.toISOString();
  if (field.kind === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (field.kind === 'ref' || field.kind === 'integer') return typeof value === 'string' ? Number(value) : value;
  if (field.kind === 'decimal') return String(value);
  return value;
}

export interface Prepared {
  body: Record<string, unknown>;
  issues: Record<string, FieldIssue>;
}

/**
 * The request body of a form, validated with the same schema the server uses. Empty optional
 * fields are sent as null; an empty write-only field on update is left out ("keep").
 */
export function prepareBody(entity: EntityDef, mode: FormMode, values: FormValues): Prepared {
  const body: Record<string, unknown> = {};
  const missing: string[] = [];
  const unreadable: string[] = [];
  for (const [name, field] of writableFields(entity)) {
    const raw = values[name];
    if (isEmpty(raw)) {
      if (field.writeOnly && mode === 'update') continue;
      if (field.required) missing.push(name);
      else body[name] = null;
      continue;
    }
    const value = toApiValue(field, raw);
    if (value === undefined) unreadable.push(name);
    else body[name] = value;
  }
  const parsed = inputSchema(entity, mode).safeParse(body);
  const issues = parsed.success ? {} : fieldIssues(parsed.error.issues);
  // Update makes required fields optional (only sent fields change), but emptying one is refused.
  for (const name of missing) issues[name] ??= { code: 'common.error.required' };
  for (const name of unreadable) issues[name] ??= { code: 'common.error.format' };
  return { body: parsed.success ? (parsed.data as Record<string, unknown>) : body, issues };
}

/** Fields shown on the form: writable ones, plus read-only ones on update. */
export function formFields(entity: EntityDef, mode: FormMode): [string, FieldDef][] {
  const readable = new Set(readableFields(entity).map(([n]) => n));
  return Object.entries(entity.fields).filter(([name, field]) => !field.readOnly || (mode === 'update' && readable.has(name)));
}
