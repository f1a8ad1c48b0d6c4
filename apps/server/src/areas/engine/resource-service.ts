import { canTransition, DomainError, type EntityDef, fail, lockedBy, type Row } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { applyFilters, applySort } from './list-query.js';
import { toApiRow, toColumns } from './row-mapper.js';

export interface ListParams extends Record<string, unknown> {
  page: number;
  pageSize: number;
  sort?: string;
}

/**
 * The generic resource: list, read, create, update, delete and lifecycle actions of one declared
 * entity. Changes to a row that may be locked run in a transaction holding the row lock, so a
 * concurrent action cannot slip between the check and the write.
 */
export class ResourceService {
  constructor(
    private readonly db: AnyDb,
    readonly entity: EntityDef,
  ) {}

  private get table() {
    return this.entity.table;
  }

  async list(params: ListParams) {
    const filtered = applyFilters(this.entity, this.db.selectFrom(this.table), params);
    const [{ total }] = (await filtered.select(sql<string>`count(*)`.as('total')).execute()) as [{ total: string }];
    const rows = await applySort(this.entity, filtered.selectAll(), params.sort)
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize)
      .execute();
    return {
      data: rows.map((row) => toApiRow(this.entity, row)),
      total: Number(total),
      page: params.page,
      pageSize: params.pageSize,
    };
  }

  async get(id: number) {
    const row = await this.db.selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw fail('common.error.notfound');
    return toApiRow(this.entity, row);
  }

  async create(input: Record<string, unknown>) {
    const row = await this.db.insertInto(this.table).values(toColumns(this.entity, input)).returningAll().executeTakeFirstOrThrow();
    return toApiRow(this.entity, row);
  }

  async update(id: number, input: Record<string, unknown>) {
    const changes = toColumns(this.entity, input);
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockRow(trx, id);
      const locked = lockedBy(this.entity.lifecycle, current);
      if (locked) throw new DomainError(locked, 409);
      if (Object.keys(changes).length === 0) return toApiRow(this.entity, current);
      const row = await trx
        .updateTable(this.table)
        .set({ ...changes, updatedAt: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toApiRow(this.entity, row);
    });
  }

  async remove(id: number) {
    await this.db.transaction().execute(async (trx) => {
      const current = await this.lockRow(trx, id);
      const locked = lockedBy(this.entity.lifecycle, current);
      if (locked) throw new DomainError(locked, 409);
      await trx.deleteFrom(this.table).where('id', '=', id).execute();
    });
    return { id };
  }

  /** Runs a lifecycle action once: the rule is checked against the locked row, 409 when it refuses. */
  async runAction(id: number, action: string) {
    const lifecycle = this.entity.lifecycle;
    const def = lifecycle?.actions[action];
    if (!lifecycle || !def) throw fail('common.error.unknownaction');
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockRow(trx, id);
      const check = canTransition(lifecycle, current, action);
      if (!check.ok) throw new DomainError(check.code, 409);
      const patch = def.apply(current, new Date());
      const row = await trx
        .updateTable(this.table)
        .set({ ...patch, updatedAt: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toApiRow(this.entity, row);
    });
  }

  private async lockRow(trx: AnyDb, id: number): Promise<Row> {
    const row = await trx.selectFrom(this.table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw fail('common.error.notfound');
    return row;
  }
}
