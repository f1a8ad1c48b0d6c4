import { DomainError, type EntityDef, invalid, type Language, type Row } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { EntityRegistry } from './entity-registry.js';
import { col, type RowScope, scoped, titleExpression } from './entity-sql.js';

/** A node of a tree read: the row's id, title and parent, and its children in display order. */
export interface TreeNode {
  id: number;
  title: string | null;
  parentId: number | null;
  children: TreeNode[];
}

/**
 * Serialises changes of parent in one table (a transaction-scoped advisory lock), so two
 * concurrent moves cannot build a cycle that each check alone would allow. Taken first in the
 * transaction, before any row lock: the new parent's foreign-key check locks the parent row, so
 * taking it after the moved row's lock could deadlock with the opposite move.
 */
export async function lockTree(trx: AnyDb, entity: EntityDef): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`tree:${entity.table}`}))`.execute(trx);
}

/** Holds `lockTree`'s lock of a tree shared: moves in it wait for this transaction, other sharers do not. */
export async function lockTreeShared(trx: AnyDb, tree: EntityDef): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(hashtext(${`tree:${tree.table}`}))`.execute(trx);
}

/**
 * Holds, shared, the lock of every other tree a write references (a product's region, a mapping's
 * category): a move in that tree (`lockTree`, exclusive) then cannot run beside the write, so what
 * the write reads or keeps of the tree's shape — a region's ancestors kept on its product
 * (migration 0030), a reference offered only under published parents — is the shape when it
 * commits (the race found by session 28's outside review). Taken where `lockTree` is, before any
 * row lock, in table order.
 */
export async function lockReferencedTrees(trx: AnyDb, registry: EntityRegistry, entity: EntityDef, input: Row): Promise<void> {
  const trees = new Map<string, EntityDef>();
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = input[name];
    if ((field.kind !== 'ref' && field.kind !== 'refs') || !field.ref || value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const target = registry.get(field.ref);
    if (target.tree && target !== entity) trees.set(target.table, target);
  }
  for (const table of [...trees.keys()].sort()) await lockTreeShared(trx, trees.get(table) as EntityDef);
}

/** Refuses a parent that is the row itself or one of its descendants (`common.error.cycle` on the parent field); under `lockTree`. */
export async function assertNoCycle(trx: AnyDb, entity: EntityDef, id: number, parentId: unknown): Promise<void> {
  const tree = entity.tree;
  if (!tree || typeof parentId !== 'number') return;
  const cycle = () => invalid({ [tree.parent]: { code: 'common.error.cycle' } });
  if (parentId === id) throw cycle();
  const parent = sql.ref(tree.parent);
  const { rows } = await sql`
    WITH RECURSIVE up(id, parent) AS (
      SELECT id, ${parent} FROM ${sql.table(entity.table)} WHERE id = ${parentId}
      UNION
      SELECT t.id, t.${parent} FROM ${sql.table(entity.table)} t JOIN up ON t.id = up.parent
    )
    SELECT 1 FROM up WHERE id = ${id} LIMIT 1
  `.execute(trx);
  if (rows.length > 0) throw cycle();
}

/** A row with children may not be deleted (`common.error.childexists`). */
export async function assertNoChildren(trx: AnyDb, entity: EntityDef, id: number): Promise<void> {
  if (!entity.tree) return;
  let q = trx.selectFrom(`${entity.table} as t`).select('t.id').where(col(entity.tree.parent), '=', id);
  if (entity.softDelete) q = q.where(sql<boolean>`NOT ${col('isDeleted')}`);
  if (await q.limit(1).executeTakeFirst()) throw new DomainError('common.error.childexists', 409);
}

/** The whole tree, or the branch under `rootId`, ordered by the declared display order then title. */
export async function readTree(db: AnyDb, entity: EntityDef, scope: RowScope, language: Language, rootId?: number): Promise<TreeNode[]> {
  const tree = entity.tree;
  if (!tree) return [];
  const title = titleExpression(entity, 't', language);
  let q = scoped(entity, db.selectFrom(`${entity.table} as t`), scope).select([
    col('id').as('id'),
    title.as('title'),
    col(tree.parent).as('parentId'),
  ]);
  if (tree.order) q = q.orderBy(col(tree.order));
  const rows = (await q.orderBy(title).orderBy(col('id')).execute()) as { id: number; title: string | null; parentId: number | null }[];
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (rootId === undefined) roots.push(node);
  }
  if (rootId === undefined) return roots;
  const root = nodes.get(rootId);
  return root ? [root] : [];
}
