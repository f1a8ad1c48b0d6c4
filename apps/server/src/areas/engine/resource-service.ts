import { canTransition, DomainError, type EntityDef, fail, lockedBy, type Row, type Scope } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { applyFilters, applySort } from './list-query.js';
import { toApiRow, toColumns } from './row-mapper.js';

export interface ListParams extends Record<string, unknown> {
  page: number;
  pageSize: number;
  sort?: string;
}

/** Who is asking and which rows their access reaches (`own`: rows they own only). */
export interface Caller {
  customerId: number;
  scope: Scope;
}

/**
 * The generic resource: list, read, create, update, delete and lifecycle actions of one declared
 * entity. Changes run in a transaction holding the row lock, so a concurrent action cannot slip
 * between the check and the write. A caller limited to their own rows never learns that other
 * rows exist: those answer 404 like missing ones.
 */
export class ResourceService {
  constructor(
    private readonly db: AnyDb,
    readonly entity: EntityDef,
  ) {}

  private get table() {
    return this.entity.table;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the query builder of a run-time declared table.
  private scoped<Q extends { where: (...args: any[]) => Q }>(query: Q, caller: Caller): Q {
    return caller.scope === 'own' ? query.where('ownerId', '=', caller.customerId) : query;
  }

  async list(params: ListParams, caller: Caller) {
    const filtered = this.scoped(applyFilters(this.entity, this.db.selectFrom(this.table), params), caller);
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

  async get(id: number, caller: Caller) {
    const row = await this.scoped(this.db.selectFrom(this.table).selectAll().where('id', '=', id), caller).executeTakeFirst();
    if (!row) throw fail('common.error.notfound');
    return toApiRow(this.entity, row);
  }

  async create(input: Record<string, unknown>, caller: Caller) {
    const values = { ...toColumns(this.entity, input), ownerId: caller.customerId };
    const row = await this.db.insertInto(this.table).values(values).returningAll().executeTakeFirstOrThrow();
    return toApiRow(this.entity, row);
  }

  async update(id: number, input: Record<string, unknown>, caller: Caller) {
    const changes = toColumns(this.entity, input);
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockRow(trx, id, caller);
      const refused = lockedBy(this.entity.lifecycle, current) ?? this.entity.guards?.update?.(current, changes) ?? null;
      if (refused) throw new DomainError(refused, 409);
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

  async remove(id: number, caller: Caller) {
    await this.db.transaction().execute(async (trx) => {
      const current = await this.lockRow(trx, id, caller);
      const refused = lockedBy(this.entity.lifecycle, current) ?? this.entity.guards?.remove?.(current) ?? null;
      if (refused) throw new DomainError(refused, 409);
      await trx.deleteFrom(this.table).where('id', '=', id).execute();
    });
    return { id };
  }

  /** Runs a lifecycle action once: the rule is checked against the locked row, 409 when it refuses. */
  async runAction(id: number, action: string, caller: Caller) {
    const lifecycle = this.entity.lifecycle;
    const def = lifecycle?.actions[action];
    if (!lifecycle || !def) throw fail('common.error.unknownaction');
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockRow(trx, id, caller);
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

  private async lockRow(trx: AnyDb, id: number, caller: Caller): Promise<Row> {
    const row = await this.scoped(trx.selectFrom(this.table).selectAll().where('id', '=', id), caller)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw fail('common.error.notfound');
    return row;
  }
}
