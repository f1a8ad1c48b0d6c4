import { z } from 'zod';
import type { EntityDef } from './entity.js';
import { type FieldDef, INT32_MAX, LONGTEXT_MAX, TEXT_MAX } from './field.js';
import { integerText, safeText } from './text.js';

/** Longest URL or file path accepted by url and image fields. */
const URL_MAX = 2000;
/** Deepest page a list can ask for; keeps OFFSET bounded. */
export const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

/** Mobile numbers: +989 followed by nine digits (spec 000 §5). */
export const MOBILE_PATTERN = /^\+989\d{9}$/;

/** An e-mail address, or empty. */
export const emailText = safeText(254).refine((v) => v === '' || z.regexes.email.test(v), { message: 'common.error.email' });

/** A mobile number (+989 and nine digits), or empty. */
export const mobileText = safeText(20).refine((v) => v === '' || MOBILE_PATTERN.test(v), { message: 'common.error.mobile' });

function isHttpUrlOrEmpty(value: string): boolean {
  if (value === '') return true;
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

function decimalPattern(scale: number): RegExp {
  return new RegExp(`^-?\\d{1,18}(\\.\\d{1,${scale}})?$`);
}

function textSchema(field: FieldDef): z.ZodType<string> {
  const longest = field.max ?? (field.kind === 'longtext' ? LONGTEXT_MAX : TEXT_MAX);
  let s = safeText(longest);
  if (field.required) s = s.refine((v) => v.length > 0, { message: 'common.error.required', abort: true });
  if (field.min) {
    const min = field.min;
    s = s.refine((v) => v.length === 0 || v.length >= min, { message: 'common.error.minlength', params: { min } });
  }
  return s;
}

/** The schema of one field's value as a client sends it (before null handling). */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longtext':
      return textSchema(field);
    case 'url':
      return safeText(URL_MAX).refine(isHttpUrlOrEmpty, { message: 'common.error.url' });
    case 'image':
      return safeText(URL_MAX);
    case 'email':
      return emailText;
    case 'phone':
      return mobileText;
    case 'integer':
      return z
        .number()
        .int()
        .min(field.min ?? -INT32_MAX)
        .max(field.max ?? INT32_MAX);
    case 'ref':
      return z.number().int().min(1).max(INT32_MAX);
    case 'decimal':
      return z.string().regex(decimalPattern(field.scale ?? 8), { message: 'common.error.decimal' });
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.iso.date();
    case 'datetime':
      return z.iso.datetime({ offset: true });
    case 'enum':
      return z.enum((field.options ?? []) as [string, ...string[]]);
    case 'json':
      return z.json().refine((v) => JSON.stringify(v).length <= (field.max ?? LONGTEXT_MAX), { message: 'common.error.toolarge' });
  }
}

/** True when a value counts as "not given" for a required field. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function inputField(field: FieldDef, mode: 'create' | 'update'): z.ZodType {
  const value = fieldValueSchema(field);
  if (field.required) return mode === 'create' ? value : value.optional();
  // A field with a default always has a value (its column is NOT NULL): omit it, never null it.
  if (field.default !== undefined && field.default !== null) return value.optional();
  return value.nullable().optional();
}

/** Fields a client may send: everything declared except read-only ones. */
export function writableFields(entity: EntityDef): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, field]) => !field.readOnly);
}

/** Fields a client may read: everything declared except write-only ones. */
export function readableFields(entity: EntityDef): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, field]) => !field.writeOnly);
}

/**
 * Body of POST (create: required fields must be present) or PUT (update: only the fields sent
 * change, and a required field cannot be emptied). Unknown fields are refused.
 */
export function inputSchema(entity: EntityDef, mode: 'create' | 'update') {
  const shape = Object.fromEntries(writableFields(entity).map(([name, field]) => [name, inputField(field, mode)]));
  return z.strictObject(shape);
}

function outputField(field: FieldDef): z.ZodType {
  const base: Record<string, () => z.ZodType> = {
    integer: () => z.number().int(),
    ref: () => z.number().int(),
    boolean: () => z.boolean(),
    json: () => z.json(),
    enum: () => z.enum((field.options ?? []) as [string, ...string[]]),
  };
  return (base[field.kind]?.() ?? z.string()).nullable();
}

/** A row as the API returns it. */
export function rowSchema(entity: EntityDef) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    ownerId: z.number().int().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  };
  for (const [name, field] of readableFields(entity)) shape[name] = outputField(field);
  if (entity.lifecycle) {
    shape.state = z.string();
    shape.allowedActions = z.array(z.string());
  }
  return z.object(shape);
}

function filterSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'boolean':
      return z.enum(['true', 'false']).transform((v) => v === 'true');
    case 'integer':
      return integerText(-INT32_MAX);
    case 'ref':
      return integerText(1);
    case 'decimal':
      return z.string().regex(decimalPattern(field.scale ?? 8));
    case 'date':
      return z.iso.date();
    case 'enum':
      return z.enum((field.options ?? []) as [string, ...string[]]);
    default:
      return safeText(TEXT_MAX);
  }
}

/** An empty query parameter (`?storeId=`, as a cleared form sends it) means no filter. */
const emptyAsAbsent = (schema: z.ZodType) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Names that may follow `sort=` (and `sort=-`). */
export function sortableFields(entity: EntityDef): string[] {
  return [
    'id',
    'createdAt',
    'updatedAt',
    ...readableFields(entity)
      .filter(([, f]) => f.sortable)
      .map(([n]) => n),
  ];
}

export function filterableFields(entity: EntityDef): [string, FieldDef][] {
  return readableFields(entity).filter(([, f]) => f.filterable);
}

/** Query string of `GET /api/{Resource}`: paging, sorting, a free-text `q` and the declared filters. */
export function listQuerySchema(entity: EntityDef) {
  const sorts = sortableFields(entity).flatMap((name) => [name, `-${name}`]) as [string, ...string[]];
  const shape: Record<string, z.ZodType> = {
    page: integerText(1, PAGE_MAX).default(1),
    pageSize: integerText(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    sort: z.enum(sorts).optional(),
    q: emptyAsAbsent(safeText(100)),
  };
  for (const [name, field] of filterableFields(entity)) shape[name] = emptyAsAbsent(filterSchema(field));
  return z.strictObject(shape);
}
