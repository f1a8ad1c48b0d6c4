import { type EntityDef, joinTableName, type Language, TEXT_LANGUAGES, titledRefFields } from '@store/domain';
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
  const order = [language, ...TEXT_LANGUAGES.filter((l) => l !== language)];
  return sql<string>`coalesce(${sql.join(
    order.map((l) => sql`${ref}->>${sql.lit(l)}`),
    sql`, `,
  )})`;
}

/** The value a list sorts by for a field (a translatable one by the caller's language). */
export function sortExpression(entity: EntityDef, field: string, language: Language): RawBuilder<unknown> {
  if (entity.fields[field]?.kind === 'translatable') return sql`${col(field)}->>${sql.lit(language)}`;
  return sql`${col(field)}`;
}

/** Rows of the entity the scope reaches: the store's, the owner's, never soft-deleted ones. */
export function scoped(entity: EntityDef, query: AnyQuery, scope: RowScope): AnyQuery {
  let q = query;
  if (entity.storeScoped) q = q.where(col('storeId'), '=', scope.storeId ?? 0);
  if (scope.ownerId !== null) q = q.where(col('ownerId'), '=', scope.ownerId);
  if (entity.softDelete) q = q.where(col('isDeleted'), '=', false);
  return q;
}

/**
 * The rows of an entity as the API shows them: every column, each many-to-many field as an id
 * array, and the title of every referenced row (joined here, in the caller's language, rather
 * than looked up by the browser).
 */
export function selectRows(db: AnyDb, registry: EntityRegistry, entity: EntityDef, scope: RowScope, language: Language): AnyQuery {
  let q: AnyQuery = db.selectFrom(`${entity.table} as t`).selectAll('t');
  for (const [name, field] of titledRefFields(entity)) {
    const target = registry.get(field.ref ?? '');
    const title = titleExpression(target, 'r', language);
    if (field.kind === 'ref') {
      q = q.select(sql`(SELECT ${title} FROM ${sql.table(target.table)} r WHERE r.id = ${col(name)})`.as(titleKey(name)));
      continue;
    }
    const join = sql.table(joinTableName(entity, name));
    q = q.select([
      sql`coalesce((SELECT array_agg(j.ref_id ORDER BY j.ref_id) FROM ${join} j WHERE j.row_id = t.id), '{}')`.as(name),
      sql`coalesce((SELECT array_agg(${title} ORDER BY j.ref_id) FROM ${join} j JOIN ${sql.table(target.table)} r ON r.id = j.ref_id WHERE j.row_id = t.id), '{}')`.as(
        titleKey(name),
      ),
    ]);
  }
  return scoped(entity, q, scope);
}
