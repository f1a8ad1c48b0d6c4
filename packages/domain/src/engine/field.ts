/**
 * Field declarations: the vocabulary an entity is written in. Everything else (request
 * validation, SQL filters, OpenAPI, list columns, form controls) is derived from these.
 */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'ref'
  | 'url'
  | 'email'
  | 'phone'
  | 'image'
  | 'enum'
  | 'json';

export interface FieldDef {
  readonly kind: FieldKind;
  /** Must be present and non-empty on create and update. */
  readonly required?: boolean;
  /** Text: minimum length. Numbers: minimum value. */
  readonly min?: number;
  /** Text: maximum length. Numbers: maximum value. */
  readonly max?: number;
  /** Value used when the field is omitted on create. */
  readonly default?: unknown;
  /** Can be used as a list filter (`?field=value`). */
  readonly filterable?: boolean;
  /** Can be used in `sort`. */
  readonly sortable?: boolean;
  /** Target resource of a `ref`. */
  readonly ref?: string;
  /** Allowed values of an `enum`. */
  readonly options?: readonly string[];
  /** Accepted on input, never returned (secrets). */
  readonly writeOnly?: boolean;
  /** Returned, never accepted from a client: set by the server or by a lifecycle action. */
  readonly readOnly?: boolean;
  /** Decimal places of a `decimal` (money uses NUMERIC with this scale). */
  readonly scale?: number;
}

/** Largest value a PostgreSQL `integer` column holds; bounds every integer field by default. */
export const INT32_MAX = 2_147_483_647;
/** Default longest text accepted by a `text` field. */
export const TEXT_MAX = 400;
/** Default longest text accepted by a `longtext` or `json` field. */
export const LONGTEXT_MAX = 20_000;

type Options = Omit<FieldDef, 'kind'>;

const make =
  (kind: FieldKind) =>
  <O extends Options>(options?: O): FieldDef & O =>
    ({ kind, ...(options ?? {}) }) as FieldDef & O;

/** Field builders: `f.text({ required: true, min: 3 })`. */
export const f = {
  text: make('text'),
  longtext: make('longtext'),
  integer: make('integer'),
  decimal: make('decimal'),
  boolean: make('boolean'),
  date: make('date'),
  datetime: make('datetime'),
  url: make('url'),
  email: make('email'),
  phone: make('phone'),
  image: make('image'),
  json: make('json'),
  ref: <O extends Options>(resource: string, options?: O) => make('ref')({ ...(options ?? {}), ref: resource }) as FieldDef & O,
  enum: <O extends Options>(values: readonly string[], options?: O) =>
    make('enum')({ ...(options ?? {}), options: values }) as FieldDef & O,
};
