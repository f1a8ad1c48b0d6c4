import type { z } from 'zod';
import type { FieldDef } from './field.js';

// What a field kind must say about itself: the contract every entry of `field-kinds.ts` fulfils.

/**
 * How a list filters by a field. `match` is what `?field=value` does; `list` also accepts a
 * comma-separated list (`?status=paid,approved`); `range` adds `fieldFrom` / `fieldTo`.
 */
export interface FilterMode {
  readonly match: 'contains' | 'translations' | 'equal' | 'related' | 'none';
  readonly list?: boolean;
  readonly range?: boolean;
}

/** The dashboard's input for a kind; the web maps each name to one component. */
export type ControlName =
  | 'text'
  | 'textarea'
  | 'translatable'
  | 'integer'
  | 'decimal'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'select'
  | 'ref'
  | 'refs'
  | 'json'
  | 'ltr'
  | 'password';

/** How the dashboard shows a value of a kind. */
export type DisplayName =
  | 'text'
  | 'translatable'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'ref'
  | 'refs'
  | 'link'
  | 'json'
  | 'ltr';

/** Everything the engine, the web and the generic tests know about one kind of field. */
export interface KindSpec {
  /** A value as a client sends it (before null handling). */
  readonly input: (field: FieldDef) => z.ZodType;
  /** A value as the API answers it (never null here; nullability is added around it). */
  readonly output: (field: FieldDef) => z.ZodType;
  /** The column's SQL type, or null when the value lives outside the row (a join table). */
  readonly sql: (field: FieldDef) => string | null;
  readonly filter: FilterMode;
  /** One filter value as written in a query string (the `value` of `?field=value`). */
  readonly filterValue: (field: FieldDef) => z.ZodType;
  /** A stored value → the API's value. */
  readonly toApi: (value: unknown) => unknown;
  /** A validated input value → the stored value. */
  readonly toColumn: (value: unknown, field: FieldDef) => unknown;
  readonly control: ControlName;
  readonly display: DisplayName;
  /** A valid value for generated tests; `n` varies it. References are made by the tests themselves. */
  readonly sample: (field: FieldDef, n: number) => unknown;
  /** Can hold a row's title (shown for references to it). */
  readonly titleCapable?: boolean;
}

/** An address without its query or fragment. */
