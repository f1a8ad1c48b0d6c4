import { columnFields, type EntityDef, type FieldIssue, type JoinDef, joinOf, type Row } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { ValidationFailure } from '../../http/validation.js';
import type { EntityRegistry } from './entity-registry.js';
import { col } from './entity-sql.js';
import { refuseMovedSecrets } from './kept-secrets.js';
import { toColumns } from './row-mapper.js';

/** Whose and which store's a new row is. */
export interface NewRowOwner {
  ownerId: number | null;
  storeId: number | null;
}

/**
 * Writes one entity's rows inside a transaction it is given: the row's columns, its
 * many-to-many join rows (rewritten whole when sent) and its children (see `writeChildren`).
 * Checks and locks are the caller's, but for what only the stored columns can tell (a secret kept
 * with its host: `refuseMovedSecrets`).
 */
export class EntityWriter {
  constructor(private readonly registry: EntityRegistry) {}

  async insert(trx: AnyDb, entity: EntityDef, input: Row, owner: NewRowOwner): Promise<number> {
    const values: Row = { ...this.columns(entity, input, 'create'), ownerId: owner.ownerId };
    if (entity.storeScoped) values.storeId = owner.storeId;
    const { id } = (await trx.insertInto(entity.table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
    await this.writeJoins(trx, entity, id, input);
    await this.writeChildren(trx, entity, id, input, owner);
    return id;
  }

  async update(trx: AnyDb, entity: EntityDef, id: number, input: Row, owner: NewRowOwner): Promise<void> {
    await refuseMovedSecrets(trx, entity, id, input);
    const changes = this.columns(entity, input, 'update');
    await trx
      .updateTable(`${entity.table} as t`)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(col('id'), '=', id)
      .execute();
    await this.writeJoins(trx, entity, id, input);
    await this.writeChildren(trx, entity, id, input, owner);
  }

  /**
   * The row's column values. A `secret` is sealed by the registry's sealer (the app's secret box)
   * before it reaches SQL; one left empty is stored as nothing on create and keeps the stored value
   * on update (the form cannot show it, so an unchanged form sends it empty).
   */
  private columns(entity: EntityDef, input: Row, mode: 'create' | 'update'): Row {
    const values = toColumns(entity, input);
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.kind !== 'secret' || !(name in values)) continue;
      const text = values[name];
      if (typeof text === 'string' && text !== '') values[name] = this.registry.sealSecret(entity, name, text);
      else if (mode === 'update') delete values[name];
      else values[name] = null;
    }
    return values;
  }

  async remove(trx: AnyDb, entity: EntityDef, id: number): Promise<void> {
    for (const [, def] of Object.entries(entity.children ?? {})) {
      const child = this.registry.get(def.resource);
      await trx.deleteFrom(`${child.table} as t`).where(col(def.field), '=', id).execute();
    }
    if (entity.softDelete) {
      await trx.updateTable(`${entity.table} as t`).set({ isDeleted: true, updatedAt: sql`now()` }).where(col('id'), '=', id).execute();
    } else {
      await trx.deleteFrom(`${entity.table} as t`).where(col('id'), '=', id).execute();
    }
  }

  /** Many-to-many fields sent in `input` replace the row's links, in the same transaction. */
  private async writeJoins(trx: AnyDb, entity: EntityDef, id: number, input: Row): Promise<void> {
    const stored = new Set(columnFields(entity).map(([name]) => name));
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.kind !== 'refs' || stored.has(name) || input[name] === undefined) continue;
      const through = joinOf(entity, name);
      await sql`DELETE FROM ${sql.table(through.table)} WHERE ${sql.raw(through.row)} = ${id}`.execute(trx);
      await link(trx, through, id, input[name] as number[]);
    }
  }

  /**
   * Children sent with their parent become its children: one sent with the `id` of one of them is
   * changed in place (others may name it: an attribute's values are kept by id), one without is
   * added, and those not sent are deleted. An id that is none of the parent's children refuses the
   * whole write (400 at `lines.2.id`).
   */
  private async writeChildren(trx: AnyDb, entity: EntityDef, id: number, input: Row, owner: NewRowOwner): Promise<void> {
    for (const [name, def] of Object.entries(entity.children ?? {})) {
      const rows = input[name] as Row[] | undefined;
      if (rows === undefined) continue;
      const child = this.registry.get(def.resource);
      const held = (await trx.selectFrom(`${child.table} as t`).select(col('id').as('id')).where(col(def.field), '=', id).execute()) as {
        id: number;
      }[];
      const heldIds = new Set(held.map((row) => row.id));
      const keptIds = new Set<number>();
      const issues: Record<string, FieldIssue> = {};
      rows.forEach((row, index) => {
        const childId = row.id as number | undefined;
        if (childId === undefined) return;
        if (!heldIds.has(childId) || keptIds.has(childId)) issues[`${name}.${index}.id`] = { code: 'common.error.notfound' };
        keptIds.add(childId);
      });
      if (Object.keys(issues).length > 0) throw new ValidationFailure(issues);
      const gone = [...heldIds].filter((childId) => !keptIds.has(childId));
      if (gone.length > 0) await trx.deleteFrom(`${child.table} as t`).where(col('id'), 'in', gone).execute();
      for (const { id: childId, ...row } of rows) {
        if (childId === undefined) await this.insert(trx, child, { ...row, [def.field]: id }, owner);
        else await this.update(trx, child, childId as number, row, owner);
      }
    }
  }
}

/** Links a row to related rows (links it already has are kept, not doubled). */
export async function link(db: AnyDb, through: JoinDef, id: number, refIds: readonly number[]): Promise<void> {
  if (refIds.length === 0) return;
  await sql`INSERT INTO ${sql.table(through.table)} (${sql.raw(through.row)}, ${sql.raw(through.ref)})
    SELECT ${id}, unnest(${sql.val(refIds)}::int[]) ON CONFLICT DO NOTHING`.execute(db);
}

/** Unlinks a row from related rows; answers how many links there were. */
export async function unlink(db: AnyDb, through: JoinDef, id: number, refIds: readonly number[]): Promise<number> {
  const { rows } = await sql`DELETE FROM ${sql.table(through.table)}
    WHERE ${sql.raw(through.row)} = ${id} AND ${sql.raw(through.ref)} = ANY(${sql.val(refIds)}::int[]) RETURNING 1`.execute(db);
  return rows.length;
}

/** The ids a row is linked to. */
export async function linked(db: AnyDb, through: JoinDef, id: number): Promise<number[]> {
  const { rows } = await sql<{ ref: number }>`SELECT ${sql.raw(through.ref)} AS ref FROM ${sql.table(through.table)}
    WHERE ${sql.raw(through.row)} = ${id}`.execute(db);
  return rows.map((r) => r.ref);
}
