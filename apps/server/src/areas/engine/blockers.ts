import { type EntityDef, joinOf, type Language, type Scope, Store } from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { BlockedBy, Blocker } from '../../http/still-referenced.js';
import type { EntityRegistry } from './entity-registry.js';
import { col, scoped, titleExpression } from './entity-sql.js';
import { cappedCount } from './list-query.js';
import { viewScopes } from './view-scopes.js';

/** How many rows in the way an answer names (the count covers them all). */
export const BLOCKERS_NAMED = 5;

export interface BlockerCaller {
  customerId: number;
  isAdmin: boolean;
  storeId: number | null;
  language: Language;
}

/** How rows of `from` point at row `id` of `target`: its reference fields, its many-to-many links, a store-scoped row's store. */
function pointingAt(from: EntityDef, target: EntityDef, id: number): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  for (const [name, field] of Object.entries(from.fields)) {
    if (field.ref?.toLowerCase() !== target.resource.toLowerCase()) continue;
    if (field.kind === 'ref') conditions.push(sql<boolean>`${col(name)} = ${id}`);
    if (field.kind === 'refs') {
      const through = joinOf(from, name);
      conditions.push(
        sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(through.table)} j WHERE ${sql.raw(`j.${through.row}`)} = t.id AND ${sql.raw(`j.${through.ref}`)} = ${id})`,
      );
    }
  }
  if (from.storeScoped && target.resource === Store.resource) conditions.push(sql<boolean>`${col('storeId')} = ${id}`);
  return conditions;
}

/**
 * The rows that keep row `id` of `target` from being deleted and that the caller may open: of
 * the request's store only (deleting a store: that store's), never deleted ones, with an
 * owner-only level only their own, none of an entity they hold no view level on. A few are
 * named (by id, in declaration order), all of those are counted; other rows in the way are
 * neither named nor counted. Rows of child entities (written with a parent) are not named.
 */
export async function blockersOf(
  db: AnyDb,
  registry: EntityRegistry,
  target: EntityDef,
  id: number,
  caller: BlockerCaller,
): Promise<BlockedBy> {
  const storeId = caller.storeId ?? (target.resource === Store.resource ? id : null);
  const referencing = registry.all
    .filter((entity) => !entity.childOf)
    .map((entity) => [entity, pointingAt(entity, target, id)] as const)
    .filter(([, conditions]) => conditions.length > 0);
  const scopes: Map<EntityDef, Scope> = caller.isAdmin
    ? new Map(referencing.map(([entity]) => [entity, 'all']))
    : await viewScopes(
        db,
        caller.customerId,
        referencing.map(([entity]) => entity),
        storeId,
      );
  const out: BlockedBy = { total: 0, rows: [] };
  for (const [entity, conditions] of referencing) {
    const scope = scopes.get(entity) ?? 'none';
    if (scope === 'none' || (entity.storeScoped && storeId === null)) continue;
    const rows = scoped(entity, db.selectFrom(`${entity.table} as t`), {
      storeId,
      ownerId: scope === 'own' ? caller.customerId : null,
    }).where(sql<boolean>`(${sql.join(conditions, sql` OR `)})`);
    const { total } = await cappedCount(db, rows.select(col('id').as('id')));
    out.total += total;
    const room = BLOCKERS_NAMED - out.rows.length;
    if (total === 0 || room <= 0) continue;
    const named = (await rows
      .select([col('id').as('id'), titleExpression(entity, 't', caller.language).as('title')])
      .orderBy(col('id'))
      .limit(room)
      .execute()) as { id: number; title: string | null }[];
    out.rows.push(...named.map((row): Blocker => ({ entity: entity.name, id: row.id, title: row.title })));
  }
  return out;
}

/**
 * Whether any row of any entity — children, other stores' and deleted rows included — references
 * row `id` of `target` (one short query per entity that can). What `fixedWhenUsed` asks: a
 * meaning others rely on, whoever they are.
 */
export async function isReferenced(db: AnyDb, registry: EntityRegistry, target: EntityDef, id: number): Promise<boolean> {
  for (const entity of registry.all) {
    const conditions = pointingAt(entity, target, id);
    if (conditions.length === 0) continue;
    const found = await db
      .selectFrom(`${entity.table} as t`)
      .select(sql<number>`1`.as('one'))
      .where(sql<boolean>`(${sql.join(conditions, sql` OR `)})`)
      .limit(1)
      .executeTakeFirst();
    if (found) return true;
  }
  return false;
}
