import { DomainError, type EntityDef, type FieldIssue, type Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { ValidationFailure } from '../../http/validation.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { lockKey, lockShared } from '../engine/shared-locks.js';
import { lockTreeShared } from '../engine/tree.js';

/**
 * What a set of links belongs to, as the mapping's own fields: one row of an entity
 * (`{ entityName, entityId }`), or a row of the product's own (`{ regionId }`).
 */
export type MappedRow = Readonly<Record<string, string | number>>;

/** A mapping entity linking rows to rows of `target` through `field` (CategoryMapping → Category by `categoryId`). */
export interface LinkMapping {
  readonly mapping: EntityDef;
  readonly target: EntityDef;
  readonly field: string;
  /** The error code of an id that is no target the row may take. */
  readonly notFound: string;
  /** What a target must also match for this row (a category: the row's entity name). */
  readonly targetFilter?: (row: MappedRow) => Record<string, unknown>;
  /** Why the row may not be left without links (a product its store requires a category of), or null. */
  readonly whenEmpty?: (trx: AnyDb, row: MappedRow, storeId: number) => Promise<string | null>;
}

/** Most links one row keeps. */
export const LINKS_MAX = 200;

/** Which of `ids` are targets the caller sees: published ones (all of them, for an administrator). */
async function visibleTargets(
  db: AnyDb,
  registry: EntityRegistry,
  link: LinkMapping,
  ids: readonly number[],
  caller: Caller,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const targets = new ResourceService(db, registry, link.target);
  const filters = caller.isAdmin ? { id: [...ids] } : { id: [...ids], published: [true] };
  return new Set((await targets.all(filters, { ...caller, scope: 'all' }, LINKS_MAX)).map((t) => Number(t.id)));
}

/**
 * The links of one row, by the target's id: to anyone but an administrator only those to published
 * targets (a category an administrator gave a customer privately is the administrators' business).
 */
export async function linksOf(db: AnyDb, registry: EntityRegistry, link: LinkMapping, row: MappedRow, caller: Caller): Promise<Row[]> {
  const mappings = new ResourceService(db, registry, link.mapping);
  const filters = Object.fromEntries(Object.entries(row).map(([name, value]) => [name, [value]]));
  const rows = await mappings.all({ ...filters, sort: link.field }, caller, LINKS_MAX);
  if (caller.isAdmin) return rows;
  const shown = await visibleTargets(
    db,
    registry,
    link,
    rows.map((m) => Number(m[link.field])),
    caller,
  );
  return rows.filter((m) => shown.has(Number(m[link.field])));
}

const alreadyGone = (error: unknown) => {
  if (!(error instanceof DomainError && error.code === 'common.error.notfound')) throw error;
};

/**
 * Makes `ids` the row's whole set of links (a category set, a tag set, a region's cities): each must
 * be a target in the store that matches the link's `targetFilter` (a category of the row's entity) —
 * and published, for anyone but an administrator — else 400 at its
 * index, nothing written. Links not sent are removed, new ones added, in one transaction holding
 * the targets with a shared lock (a target's entity cannot change under it). Two saves of one row
 * at once leave one set: the unique key keeps a link once, a removal already done counts as done.
 */
export async function saveLinks(
  db: AnyDb,
  registry: EntityRegistry,
  link: LinkMapping,
  row: MappedRow,
  ids: readonly number[],
  caller: Caller,
): Promise<Row[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    // One save of a row's set at a time: two at once leave one of the sets, not their union.
    await lockKey(trx, `${link.mapping.table}:${JSON.stringify(row)}`);
    const emptyRefused = wanted.length === 0 && link.whenEmpty ? await link.whenEmpty(trx, row, caller.storeId ?? 0) : null;
    if (emptyRefused) throw new ValidationFailure({ [`${link.field}s`]: { code: emptyRefused } });
    // A tree's lock before its rows' (as a move takes them), so a move cannot run beside this save.
    if (link.target.tree) await lockTreeShared(trx, link.target);
    await lockShared(trx, link.target, wanted);
    const targets = new ResourceService(trx, registry, link.target);
    const filters: Record<string, unknown> = { id: wanted, ...link.targetFilter?.(row) };
    if (!caller.isAdmin) filters.published = [true];
    const found = new Set(wanted.length === 0 ? [] : (await targets.all(filters, caller, LINKS_MAX)).map((t) => Number(t.id)));
    const issues: Record<string, FieldIssue> = {};
    ids.forEach((id, index) => {
      if (!found.has(id)) issues[`${link.field}s.${index}`] = { code: link.notFound };
    });
    if (Object.keys(issues).length > 0) throw new ValidationFailure(issues);
    const mappings = new ResourceService(trx, registry, link.mapping);
    const held = await linksOf(trx, registry, link, row, { ...caller, isAdmin: true });
    // A customer's set is the published targets: what an administrator gave them beyond it stays.
    const theirs = caller.isAdmin
      ? null
      : await visibleTargets(
          trx,
          registry,
          link,
          held.map((m) => Number(m[link.field])),
          caller,
        );
    for (const mapping of held) {
      const target = Number(mapping[link.field]);
      if (found.has(target) || (theirs && !theirs.has(target))) continue;
      await mappings.remove(Number(mapping.id), caller).catch(alreadyGone);
    }
    const heldIds = new Set(held.map((m) => Number(m[link.field])));
    const key = link.mapping.unique?.[0];
    if (!key) throw new Error(`${link.mapping.name} declares no unique key`);
    for (const id of wanted) if (!heldIds.has(id)) await mappings.upsert({ ...row, [link.field]: id }, key, caller);
    return linksOf(trx, registry, link, row, caller);
  });
}
