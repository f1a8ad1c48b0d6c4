import {
  columnFields,
  type EntityDef,
  joinOf,
  kindOf,
  type Language,
  TEXT_LANGUAGES,
  titledRefFields,
  type UniqueDef,
} from '@store/domain';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { EntityRegistry } from './entity-registry.js';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are declared at run time by the domain package.
export type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Which rows of a table a request may reach. */
export interface RowScope {
  /** The request's store (store-scoped entities only see its rows). */
  storeId: number | null;
  /** Set when the caller reaches only their own rows. */
  ownerId: number | null;
}

/**
 * Whose titles of referenced rows a reader may see: per target resource, `all`, `own` (rows
 * `viewerId` owns) or `none`; a target not named is `all` (administrators, public entities).
 */
export interface TitleReach {
  viewerId: number;
  scopes: ReadonlyMap<string, 'all' | 'own' | 'none'>;
}

/** A column of the row being read (`t`), by its camelCase name (the Kysely plugin writes snake_case). */
export const col = (name: string) => sql.ref(`t.${name}`);

/** Key under which a reference's title is selected (`rtStoreId`), read back by the row mapper. */
export const titleKey = (field: string) => `rt${field[0]?.toUpperCase()}${field.slice(1)}`;

/**
 * A text expression of a row's title in `language`: a translatable title falls back through the
 * other languages, so a row written in one language only still has a title.
 */
export function titleExpression(entity: EntityDef, alias: string, language: Language): RawBuilder<string> {
  const ref = sql.ref(`${alias}.${entity.titleField}`);
  if (entity.fields[entity.titleField]?.kind !== 'translatable') return sql<string>`${ref}::text`;
  return translated(ref, language);
}

/** The text of a translatable value in `language`, falling back through the other languages. */
function translated(ref: RawBuilder<unknown> | ReturnType<typeof sql.ref>, language: Language): RawBuilder<string> {
  const order = [language, ...TEXT_LANGUAGES.filter((l) => l !== language)];
  return sql<string>`coalesce(${sql.join(
    order.map((l) => sql`${ref}->>${sql.lit(l)}`),
    sql`, `,
  )})`;
}

/** The value a list sorts by for a field (a translatable one in the caller's language, falling back). */
export function sortExpression(entity: EntityDef, field: string, language: Language): RawBuilder<unknown> {
  if (entity.fields[field]?.kind === 'translatable') return translated(col(field), language);
  return sql`${col(field)}`;
}

/** The SQL type a sort key is compared as (a cursor value is sent as text and cast to it). */
export function sortKeyType(entity: EntityDef, field: string): string {
  if (field === 'id') return 'integer';
  if (field === 'createdAt' || field === 'updatedAt') return 'timestamptz';
  const def = entity.fields[field];
  if (!def || def.kind === 'translatable') return 'text';
  return kindOf(def).sql(def) ?? 'text';
}

/** Rows of the entity the scope reaches: the store's, the owner's, never soft-deleted ones. */
export function scoped(entity: EntityDef, query: AnyQuery, scope: RowScope): AnyQuery {
  let q = query;
  if (entity.storeScoped) q = q.where(col('storeId'), '=', scope.storeId ?? 0);
  if (scope.ownerId !== null) q = q.where(col('ownerId'), '=', scope.ownerId);
  // Written as `NOT is_deleted`, the predicate of the partial indexes, so the planner can use them.
  if (entity.softDelete) q = q.where(sql<boolean>`NOT ${col('isDeleted')}`);
  return q;
}

/**
 * The columns the engine reads of a row (camelCase): the system columns and the declared fields'.
 * Named one by one, never `t.*`, so a column another part of the server owns (an unmanaged one: a
 * customer's password hash) is never even read.
 */
export function managedColumns(entity: EntityDef): string[] {
  return [
    'id',
    'ownerId',
    'createdAt',
    'updatedAt',
    ...(entity.storeScoped ? ['storeId'] : []),
    ...columnFields(entity).map(([name]) => name),
  ];
}

/**
 * The rows of an entity as the API shows them: its managed columns, each many-to-many field as an id
 * array, and the title of every referenced row (joined here, in the caller's language, rather
 * than looked up by the browser).
 */
export function selectRows(
  db: AnyDb,
  registry: EntityRegistry,
  entity: EntityDef,
  scope: RowScope,
  language: Language,
  reach?: TitleReach,
): AnyQuery {
  let q: AnyQuery = db.selectFrom(`${entity.table} as t`).select(managedColumns(entity).map((name) => `t.${name}`));
  for (const [name, field] of titledRefFields(entity)) {
    const target = registry.get(field.ref ?? '');
    // A title is shown only for a row the reader could open: never a deleted one, never one outside their reach.
    const targetScope = reach?.scopes.get(target.resource) ?? 'all';
    const visible = sql.join(
      [
        sql`TRUE`,
        ...(target.softDelete ? [sql`NOT r.is_deleted`] : []),
        ...(targetScope === 'own' ? [sql`r.owner_id = ${reach?.viewerId ?? 0}`] : []),
      ],
      sql` AND `,
    );
    const title =
      targetScope === 'none'
        ? sql<string>`NULL::text`
        : sql<string>`CASE WHEN ${visible} THEN ${titleExpression(target, 'r', language)} END`;
    if (field.kind === 'ref') {
      q = q.select(sql`(SELECT ${title} FROM ${sql.table(target.table)} r WHERE r.id = ${col(name)})`.as(titleKey(name)));
      continue;
    }
    const through = joinOf(entity, name);
    const [join, row, ref] = [sql.table(through.table), sql.raw(`j.${through.row}`), sql.raw(`j.${through.ref}`)];
    q = q.select([
      sql`coalesce((SELECT array_agg(${ref} ORDER BY ${ref}) FROM ${join} j WHERE ${row} = t.id), '{}')`.as(name),
      sql`coalesce((SELECT array_agg(${title} ORDER BY ${ref}) FROM ${join} j JOIN ${sql.table(target.table)} r ON r.id = ${ref} WHERE ${row} = t.id), '{}')`.as(
        titleKey(name),
      ),
    ]);
  }
  return scoped(entity, q, scope);
}

/** The indexed expressions of a unique key, as its index has them: `store_id, lower(name)` (`store_id, owner_id, …` per owner). */
export function uniqueTarget(entity: EntityDef, key: UniqueDef): RawBuilder<unknown> {
  const parts = key.fields.map((name) => {
    const field = entity.fields[name];
    const text = field !== undefined && kindOf(field).sql(field) === 'text';
    return key.caseInsensitive && text ? sql`lower(${sql.ref(name)})` : sql.ref(name);
  });
  return sql.join([...(entity.storeScoped ? [sql.ref('storeId')] : []), ...(key.perOwner ? [sql.ref('ownerId')] : []), ...parts]);
}
