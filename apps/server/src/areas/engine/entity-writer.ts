import { columnFields, type EntityDef, type JoinDef, joinOf, type Row } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { EntityRegistry } from './entity-registry.js';
import { col } from './entity-sql.js';
import { toColumns } from './row-mapper.js';

/** Whose and which store's a new row is. */
export interface NewRowOwner {
  ownerId: number | null;
  storeId: number | null;
}

/**
 * Writes one entity's rows inside a transaction it is given: the row's columns, its
 * many-to-many join rows (rewritten whole when sent) and its children (replaced whole when sent).
 * Checks and locks are the caller's; this only writes.
 */
export class EntityWriter {
  constructor(private readonly registry: EntityRegistry) {}

  async insert(trx: AnyDb, entity: EntityDef, input: Row, owner: NewRowOwner): Promise<number> {
    const values: Row = { ...toColumns(entity, input), ownerId: owner.ownerId };
    if (entity.storeScoped) values.storeId = owner.storeId;
    const { id } = (await trx.insertInto(entity.table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
    await this.writeJoins(trx, entity, id, input);
    await this.writeChildren(trx, entity, id, input, owner);
    return id;
  }

  async update(trx: AnyDb, entity: EntityDef, id: number, input: Row, owner: NewRowOwner): Promise<void> {
    const changes = toColumns(entity, input);
    await trx
      .updateTable(`${entity.table} as t`)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(col('id'), '=', id)
      .execute();
    await this.writeJoins(trx, entity, id, input);
    await this.writeChildren(trx, entity, id, input, owner);
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

  /** Children sent with their parent replace its children whole. */
  private async writeChildren(trx: AnyDb, entity: EntityDef, id: number, input: Row, owner: NewRowOwner): Promise<void> {
    for (const [name, def] of Object.entries(entity.children ?? {})) {
      const rows = input[name] as Row[] | undefined;
      if (rows === undefined) continue;
      const child = this.registry.get(def.resource);
      await trx.deleteFrom(`${child.table} as t`).where(col(def.field), '=', id).execute();
      for (const row of rows) await this.insert(trx, child, { ...row, [def.field]: id }, owner);
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
