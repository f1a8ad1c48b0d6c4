import { z } from 'zod';
import type { EntityDef } from './entity.js';
import { type FieldDef, INT32_MAX } from './field.js';
import { kindOf } from './field-kinds.js';
import { cursorText } from './list-cursor.js';
import { integerText, safeText } from './text.js';

export { emailText, MOBILE_PATTERN, mobileInput, mobileText, USERNAME_PATTERN } from './field-kinds.js';

/** Deepest page a list can ask for by number; deeper pages use the cursor (`after`). */
export const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;
/** Most values one in-list filter (`?status=a,b`) may name. */
export const FILTER_LIST_MAX = 100;

/** The children declared on an entity, resolved by the caller (the domain's entity index). */
export type ChildEntities = Readonly<Record<string, EntityDef>>;

/** The schema of one field's value as a client sends it (before null handling), with its own check. */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  const base = kindOf(field).input(field);
  const check = field.check as ((value: unknown) => string | null) | undefined;
  if (!check) return base;
  return base.superRefine((value, ctx) => {
    const code = value === '' || value === null ? null : check(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  });
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
  if (field.kind === 'refs') return value.optional();
  return value.nullable().optional();
}

/**
 * Derived once per declaration (a list answers many rows, each asking for its fields): the
 * result is shared, so callers must not change it.
 */
function perEntity<T>(derive: (entity: EntityDef) => T): (entity: EntityDef) => T {
  const cache = new WeakMap<EntityDef, T>();
  return (entity) => {
    let value = cache.get(entity);
    if (value === undefined) {
      value = derive(entity);
      cache.set(entity, value);
    }
    return value;
  };
}

type Fields = readonly (readonly [string, FieldDef])[];

/** Fields a client may send: everything declared except read-only ones. */
export const writableFields: (entity: EntityDef) => Fields = perEntity((entity) =>
  Object.entries(entity.fields).filter(([, field]) => !field.readOnly),
);

/** Fields a client may read: everything declared except write-only ones. */
export const readableFields: (entity: EntityDef) => Fields = perEntity((entity) =>
  Object.entries(entity.fields).filter(([, field]) => !field.writeOnly),
);

/** Fields stored in the entity's own table (a many-to-many field lives in a join table). */
export const columnFields: (entity: EntityDef) => Fields = perEntity((entity) =>
  Object.entries(entity.fields).filter(([, field]) => kindOf(field).sql(field) !== null),
);

/** Reference fields whose targets' titles a row carries in `refTitles`. */
export const titledRefFields: (entity: EntityDef) => Fields = perEntity((entity) =>
  readableFields(entity).filter(([, field]) => field.kind === 'ref' || field.kind === 'refs'),
);

/**
 * The fields of a child row that a client sends with its parent (the parent reference is set by the
 * engine), and the `id` of one of the parent's children it changes in place (none: a new child).
 */
function childInput(child: EntityDef, parentField: string) {
  const shape = Object.fromEntries(
    writableFields(child)
      .filter(([name]) => name !== parentField)
      .map(([name, field]) => [name, inputField(field, 'create')]),
  );
  return withRules(child, z.strictObject({ ...shape, id: z.number().int().min(1).max(INT32_MAX).optional() }));
}

/** Adds the entity's cross-field rules (`validate`) to an object schema. */
function withRules(entity: EntityDef, schema: z.ZodType<Record<string, unknown>>): z.ZodType<Record<string, unknown>> {
  const validate = entity.validate;
  if (!validate) return schema;
  return schema.superRefine((value, ctx) => {
    let issues: Record<string, string> | null;
    try {
      issues = validate(value as Record<string, unknown>);
    } catch {
      // A rule over values its fields already refused (an amount that is not a number) cannot judge; those fields' own issues are reported.
      if (ctx.issues.length > 0) return;
      throw new Error(`${entity.name}.validate failed on a valid input`);
    }
    for (const [path, code] of Object.entries(issues ?? {})) ctx.addIssue({ code: 'custom', message: code, path: path.split('.') });
  });
}

/**
 * Body of POST (create: required fields must be present) or PUT (update: only the fields sent
 * change, and a required field cannot be emptied). Unknown fields are refused. Children travel
 * with their parent and are validated with it (`lines.2.amount`).
 */
export function inputSchema(
  entity: EntityDef,
  mode: 'create' | 'update',
  children: ChildEntities = {},
): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    writableFields(entity).map(([name, field]) => [name, inputField(field, mode)]),
  );
  for (const [name, def] of Object.entries(entity.children ?? {})) {
    const child = children[name];
    if (!child) throw new Error(`${entity.name}.${name}: child resource ${def.resource} is not declared`);
    const rows = z.array(childInput(child, def.field)).max(def.max ?? 500);
    shape[name] = mode === 'create' ? rows.default([]) : rows.optional();
  }
  const object = z.strictObject(shape);
  // On update only the fields sent are known, so cross-field rules run against the merged row on the server.
  return mode === 'create' ? withRules(entity, object) : object;
}

/** The body of one lifecycle action (an empty object when it declares no input). */
export function actionInputSchema(entity: EntityDef, action: string) {
  const input = entity.lifecycle?.actions[action]?.input ?? {};
  return z.strictObject(Object.fromEntries(Object.entries(input).map(([name, field]) => [name, inputField(field, 'create')])));
}

function outputField(field: FieldDef): z.ZodType {
  const value = kindOf(field).output(field);
  return field.kind === 'refs' ? value : value.nullable();
}

/** The title (or titles, for a many-to-many field) a row shows of the rows a reference field names. */
function refTitleSchema(field: FieldDef): z.ZodType {
  return field.kind === 'refs' ? z.array(z.string().nullable()) : z.string().nullable();
}

/** A row as the API returns it. */
export function rowSchema(entity: EntityDef, children: ChildEntities = {}) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    ownerId: z.number().int().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  };
  if (entity.storeScoped) shape.storeId = z.number().int();
  for (const [name, field] of readableFields(entity)) shape[name] = outputField(field);
  const refs = titledRefFields(entity);
  if (refs.length > 0) shape.refTitles = z.object(Object.fromEntries(refs.map(([name, field]) => [name, refTitleSchema(field)])));
  if (entity.lifecycle) {
    shape.state = z.string();
    shape.allowedActions = z.array(z.string());
    // The error code that forbids editing or deleting the row now, or null (the dashboard disables its form).
    shape.lockedBy = z.string().nullable();
  }
  // Children come with a single row (not with lists).
  for (const [name, def] of Object.entries(entity.children ?? {})) {
    const child = children[name];
    if (child) shape[name] = z.array(rowSchema(child).omit({ [def.field]: true } as never)).optional();
  }
  return z.object(shape);
}

/** An empty query parameter (`?storeId=`, as a cleared form sends it) means no filter. */
const emptyAsAbsent = (schema: z.ZodType) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** `a,b,c` → each value checked by `one`; a single value is a list of one. */
const listOf = (one: z.ZodType): z.ZodType =>
  safeText(2000)
    .transform((text) => text.split(','))
    .pipe(
      z
        .array(one as z.ZodType<unknown, string>)
        .min(1)
        .max(FILTER_LIST_MAX),
    );

/** Names that may follow `sort=` (and `sort=-`). */
export const sortableFields: (entity: EntityDef) => readonly string[] = perEntity((entity) => [
  'id',
  'createdAt',
  'updatedAt',
  ...readableFields(entity)
    .filter(([, f]) => f.sortable && kindOf(f).sql(f) !== null)
    .map(([n]) => n),
]);

export const filterableFields: (entity: EntityDef) => Fields = perEntity((entity) =>
  readableFields(entity).filter(([, f]) => f.filterable && (kindOf(f).filter.match !== 'none' || kindOf(f).filter.range === true)),
);

/** The query parameters a list accepts for one filterable field: `name`, and `nameFrom`/`nameTo` for ranges. */
export function filterParameters(name: string, field: FieldDef): Record<string, z.ZodType> {
  const kind = kindOf(field);
  const one = kind.filterValue(field);
  const out: Record<string, z.ZodType> = {};
  if (kind.filter.match !== 'none') out[name] = emptyAsAbsent(kind.filter.list ? listOf(one) : one);
  if (kind.filter.range) {
    out[`${name}From`] = emptyAsAbsent(one);
    out[`${name}To`] = emptyAsAbsent(one);
  }
  return out;
}

/**
 * Query string of `GET /api/{Resource}`: paging (by page number, or by `after` — the cursor the
 * previous page answered), sorting, a free-text `q` on the title, `id` (one or a list) and the
 * declared filters.
 */
export function listQuerySchema(entity: EntityDef) {
  const sorts = [...sortableFields(entity).flatMap((name) => [name, `-${name}`]), ...Object.keys(entity.orders ?? {})] as [
    string,
    ...string[],
  ];
  const shape: Record<string, z.ZodType> = {
    page: integerText(1, PAGE_MAX).default(1),
    pageSize: integerText(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    sort: z.enum(sorts).optional(),
    q: emptyAsAbsent(safeText(100)),
    id: emptyAsAbsent(listOf(integerText(1))),
    after: emptyAsAbsent(cursorText),
  };
  for (const [name, field] of filterableFields(entity)) Object.assign(shape, filterParameters(name, field));
  return z.strictObject(shape);
}

/**
 * What a listed row holds for a caller who may list the entity but not open the row (the List
 * level): its id, the list's columns, the titles of the rows those columns reference, and a
 * lifecycle's state — what the list screen shows, nothing the View level guards.
 */
export const listedFields: (entity: EntityDef) => { columns: readonly string[]; refs: readonly string[]; keys: readonly string[] } =
  perEntity((entity) => {
    const readable = new Set(readableFields(entity).map(([name]) => name));
    const columns = entity.listColumns.filter((name) => readable.has(name));
    const refs = titledRefFields(entity)
      .map(([name]) => name)
      .filter((name) => columns.includes(name));
    const keys = ['id', ...columns, ...(refs.length > 0 ? ['refTitles'] : []), ...(entity.lifecycle ? ['state'] : [])];
    return { columns, refs, keys };
  });

const HIDDEN_FROM_LISTERS = 'Absent for a caller who may list but not view the row (the List level)';

/** A row of a list: what `listedFields` names is always there, the rest only for callers who may open the row. */
export function listRowSchema(entity: EntityDef) {
  const { keys, refs } = listedFields(entity);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, schema] of Object.entries(rowSchema(entity).shape)) {
    shape[name] = keys.includes(name) ? schema : schema.optional().describe(HIDDEN_FROM_LISTERS);
  }
  if (refs.length > 0) {
    shape.refTitles = z.object(
      Object.fromEntries(
        titledRefFields(entity).map(([name, field]) => {
          const title = refTitleSchema(field);
          return [name, refs.includes(name) ? title : title.optional().describe(HIDDEN_FROM_LISTERS)];
        }),
      ),
    );
  }
  return z.object(shape);
}
