import type { z } from 'zod';
import type { FieldKind } from './field-kinds.js';

export type { FieldKind };

/**
 * Field declarations: the vocabulary an entity is written in. What each kind means (its Zod
 * schema, SQL type, filter, codec, control, display and sample) lives in one registry,
 * `field-kinds.ts`; everything else is derived from these declarations.
 */
export interface FieldDef {
  readonly kind: FieldKind;
  /** Must be present and non-empty on create and update. */
  readonly required?: boolean;
  /** Text: minimum length. Numbers: minimum value (inclusive). */
  readonly min?: number | string;
  /** Text: maximum length. Numbers: maximum value (inclusive). */
  readonly max?: number | string;
  /** Numbers: the value must be greater than this (an amount greater than zero: `greaterThan: '0'`). */
  readonly greaterThan?: number | string;
  /** Value used when the field is omitted on create. */
  readonly default?: unknown;
  /** Can be used as a list filter (`?field=value`; numbers and dates also `fieldFrom`/`fieldTo`). */
  readonly filterable?: boolean;
  /** Can be used in `sort`. */
  readonly sortable?: boolean;
  /** Target resource of a `ref` or `refs`. */
  readonly ref?: string;
  /**
   * A boolean field of the target naming the rows offered to anyone who writes this entity (a
   * product's active product types, available coins, published regions): a caller who is not an
   * administrator may reference such a row whatever their access to the target's own list, and
   * no other row of it (an inactive type is the same 400 as a missing one). Administrators
   * reference any row of the store.
   */
  readonly choosableWhen?: string;
  /** Allowed values of an `enum`. */
  readonly options?: readonly string[];
  /** Accepted on input, never returned (secrets). */
  readonly writeOnly?: boolean;
  /**
   * A `secret`: an update that leaves it empty keeps the stored one only while these fields keep
   * their values (a password stays with its server's host, port and user name); one of them changed
   * with the secret left empty, while one is stored, is refused (400 with `code` on the secret).
   */
  readonly keptWhileSame?: { readonly fields: readonly string[]; readonly code: string };
  /**
   * On an entity others may read (`publicRead`, `signedInRead`), a value administrators alone read:
   * everyone else is answered null (a run's internal error text, the host that ran it). Never filterable or sortable.
   */
  readonly adminRead?: boolean;
  /** Returned, never accepted from a client: set by the server or by a lifecycle action. */
  readonly readOnly?: boolean;
  /** Decimal places of a `decimal` or `money` (NUMERIC(precision, scale)). */
  readonly scale?: number;
  /** Significant digits of a `decimal` or `money` (default 28). */
  readonly precision?: number;
  /** A pure rule on a present value: an error code refuses it (`store.error.reservedname`). */
  readonly check?: (value: never) => string | null;
  /** A valid value for generated tests when the kind's sample would not pass `check` (`n` varies it between rows). */
  readonly sample?: (n: number) => unknown;
  /** Accepted file name endings of a `file` (`.jpg`), lower case. */
  readonly accept?: readonly string[];
  /** The join table of a `refs` field when it is not the default `{table}_{field}` (`row_id`, `ref_id`). */
  readonly through?: JoinDef;
  /** A `jsonText`'s parsed value: the schema it must pass (its transforms make the stored form) and a valid one for generated tests. */
  readonly json?: JsonTextDef;
}

/** What a `jsonText` field holds once parsed. The schema must be pure (it also runs in the browser). */
export interface JsonTextDef {
  readonly schema: z.ZodType;
  readonly sample: (n: number) => unknown;
  /**
   * The server's last step before the value is kept (after the schema): what the schema may not do
   * because it also runs in the browser — sanitizing rich text inside the JSON, say.
   */
  readonly store?: (parsed: never) => unknown;
  /**
   * How the dashboard's generic form shows the value: `files`, a list of stored files' addresses,
   * as links to them (read-only there; the screens that attach files change it). Default: the JSON.
   */
  readonly display?: 'files';
}

/** A many-to-many join table: its name, the column naming the row and the column naming the related row. */
export interface JoinDef {
  readonly table: string;
  readonly row: string;
  readonly ref: string;
}

/** Largest value a PostgreSQL `integer` column holds; bounds every integer field by default. */
export const INT32_MAX = 2_147_483_647;
/** Default longest text accepted by a `text` field. */
export const TEXT_MAX = 400;
/** Default longest text accepted by a `longtext` or `json` field. */
export const LONGTEXT_MAX = 20_000;

type Options = Omit<FieldDef, 'kind'>;

const make =
  <K extends FieldKind>(kind: K) =>
  <const O extends Options>(options?: O): FieldDef & { kind: K } & O =>
    ({ kind, ...(options ?? {}) }) as FieldDef & { kind: K } & O;

/** Field builders: `f.text({ required: true, min: 3 })`, `f.money({ scale: 2, greaterThan: '0' })`. */
export const f = {
  text: make('text'),
  longtext: make('longtext'),
  translatable: make('translatable'),
  integer: make('integer'),
  decimal: make('decimal'),
  money: make('money'),
  boolean: make('boolean'),
  date: make('date'),
  datetime: make('datetime'),
  url: make('url'),
  email: make('email'),
  phone: make('phone'),
  username: make('username'),
  image: make('image'),
  file: make('file'),
  json: make('json'),
  jsonText: make('jsonText'),
  time: make('time'),
  code: make('code'),
  html: make('html'),
  translatableHtml: make('translatableHtml'),
  slug: make('slug'),
  /** A credential the server uses again (a mail server's password): always write-only, sealed at rest. */
  secret: <const O extends Options>(options?: O) =>
    ({ kind: 'secret', ...(options ?? {}), writeOnly: true }) as FieldDef & { kind: 'secret'; writeOnly: true } & O,
  ref: <const R extends string, const O extends Options>(resource: R, options?: O) =>
    ({ kind: 'ref', ...(options ?? {}), ref: resource }) as FieldDef & { kind: 'ref'; ref: R } & O,
  refs: <const R extends string, const O extends Options>(resource: R, options?: O) =>
    ({ kind: 'refs', ...(options ?? {}), ref: resource }) as FieldDef & { kind: 'refs'; ref: R } & O,
  enum: <const V extends readonly string[], const O extends Options>(values: V, options?: O) =>
    ({ kind: 'enum', ...(options ?? {}), options: values }) as FieldDef & { kind: 'enum'; options: V } & O,
};
