import type { EntityDef } from './entity.js';
import type { FieldKind } from './field-kinds.js';

/**
 * Types derived from a declaration: `RowOf<typeof Store>` is a Store row as the API answers it,
 * `InputOf<typeof Store>` a create body, `TableOf<typeof Store>` its table as Kysely sees it
 * (camelCase columns). Change a declaration and every use of these types follows.
 */
export interface Translations {
  fa: string | null;
  en: string | null;
  tr: string | null;
}

/** The value of each kind of field in JSON (money and decimals as strings, never numbers). */
export interface KindValues {
  text: string;
  longtext: string;
  translatable: Translations;
  integer: number;
  decimal: string;
  money: string;
  boolean: boolean;
  date: string;
  datetime: string;
  enum: string;
  ref: number;
  refs: number[];
  url: string;
  email: string;
  phone: string;
  username: string;
  image: string;
  file: string;
  json: unknown;
  jsonText: string;
  time: string;
  code: string;
  html: string;
  translatableHtml: Translations;
  slug: string;
  secret: string;
}

type Fields<E> = E extends { fields: infer F } ? F : never;

/** A field's value: an enum's own options, else its kind's value. */
export type ValueOf<F> = F extends { kind: 'enum'; options: readonly (infer V)[] }
  ? V
  : F extends { kind: infer K extends FieldKind }
    ? KindValues[K]
    : never;

/** Present on every row: required fields, fields with a default, and many-to-many lists. */
type AlwaysSet<F> = F extends { required: true }
  ? true
  : F extends { kind: 'refs' }
    ? true
    : F extends { default: boolean | number | string }
      ? true
      : false;
type Readable<E> = { [K in keyof Fields<E>]: Fields<E>[K] extends { writeOnly: true } ? never : K }[keyof Fields<E>];
type Writable<E> = { [K in keyof Fields<E>]: Fields<E>[K] extends { readOnly: true } ? never : K }[keyof Fields<E>];

/** System columns every row has. */
export interface SystemRow {
  id: number;
  ownerId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the entity as the API answers it. */
export type RowOf<E extends EntityDef> = SystemRow & {
  -readonly [K in Readable<E>]: AlwaysSet<Fields<E>[K]> extends true ? ValueOf<Fields<E>[K]> : ValueOf<Fields<E>[K]> | null;
} & (E extends { storeScoped: true } ? { storeId: number } : unknown);

/** A create body of the entity: required fields must be there, the others may be left out or null. */
export type InputOf<E extends EntityDef> = {
  -readonly [K in Writable<E> as Fields<E>[K] extends { required: true } ? K : never]: ValueOf<Fields<E>[K]>;
} & {
  -readonly [K in Writable<E> as Fields<E>[K] extends { required: true } ? never : K]?: ValueOf<Fields<E>[K]> | null;
};

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** Stored column values (many-to-many fields live in join tables; money is NUMERIC, read as a string). */
type ColumnValue<F> = F extends { kind: 'datetime' }
  ? Date
  : F extends { kind: 'translatable' | 'translatableHtml' | 'json' }
    ? unknown
    : ValueOf<F>;

/** The entity's table as Kysely sees it through the CamelCase plugin. */
export type TableOf<E extends EntityDef> = {
  id: number;
  ownerId: number | null;
  createdAt: Date;
  updatedAt: Date;
} & {
  -readonly [K in keyof Fields<E> as Fields<E>[K] extends { kind: 'refs' } ? never : K]: AlwaysSet<Fields<E>[K]> extends true
    ? ColumnValue<Fields<E>[K]>
    : ColumnValue<Fields<E>[K]> | null;
} & (E extends { storeScoped: true } ? { storeId: number } : unknown) &
  (E extends { softDelete: true } ? { isDeleted: boolean } : unknown);

/** The tables of a list of entities, keyed as Kysely names them (`securityAccesses`). */
export type TablesOf<L extends readonly EntityDef[]> = {
  [E in L[number] as Camel<E['table']>]: TableOf<E>;
};
