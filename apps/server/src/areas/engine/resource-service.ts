import {
  actionInputSchema,
  canTransition,
  DomainError,
  type EffectEvent,
  type EntityDef,
  fail,
  fieldIssues,
  type ListCursor,
  lockedBy,
  type Row,
  type UniqueDef,
} from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { isForeignKeyViolation } from '../../http/database-errors.js';
import { StillReferenced } from '../../http/still-referenced.js';
import { blockersOf } from './blockers.js';
import type { Caller, ListParams } from './caller.js';
import { childRowsOf } from './child-rows.js';
import { distinctValues, type GroupCount, groupedCounts } from './distinct-values.js';
import { runEffects } from './effects.js';
import type { EntityRegistry } from './entity-registry.js';
import { col, type RowScope, scoped, selectRows } from './entity-sql.js';
import { EntityWriter } from './entity-writer.js';
import { refuseFixedWhenUsed } from './fixed-when-used.js';
import { applyFilters, applySortAndCursor, cappedCount, nextCursor, sortOf } from './list-query.js';
import { assertListedParameters, defaultSortFor, listedRow, listsBeyondView, opens } from './list-reach.js';
import { type ReadCache, readCacheOf } from './read-cache.js';
import { judgeByReferences } from './ref-rules.js';
import { toApiRow } from './row-mapper.js';
import { assertNoChildren, assertNoCycle, lockReferencedTrees, lockTree, readTree } from './tree.js';
import { refuseBrokenRules, upsertRow } from './upsert-row.js';
import { keepVersion, versionData } from './versions.js';
import type { WriteDone, WriteIntent } from './write-checks.js';

export type { Caller, ListParams } from './caller.js';

/**
 * The generic resource: list, read, create, update, delete, tree and lifecycle actions of one
 * declared entity. Changes run in a transaction holding the row lock, so a concurrent action
 * cannot slip between the check and the write; effects and children are written in the same
 * transaction. A caller limited to their own rows, or to one store, never learns that other rows
 * exist: those answer 404 like missing ones.
 */
export class ResourceService {
  private readonly writer: EntityWriter;
  private readonly cache: ReadCache;

  constructor(
    private readonly db: AnyDb,
    private readonly registry: EntityRegistry,
    readonly entity: EntityDef,
  ) {
    this.writer = new EntityWriter(registry);
    this.cache = readCacheOf(registry);
  }

  /**
   * The same service inside a transaction the caller opened: its writes commit or roll back with
   * the caller's other writes (several settings and a store saved as one, all or nothing).
   */
  inTransaction(trx: AnyDb): ResourceService {
    if (!trx.isTransaction) throw new Error('inTransaction needs an open transaction');
    return new ResourceService(trx, this.registry, this.entity);
  }

  /** Runs `work` in a transaction of its own, or in the caller's when the service is bound to one. */
  private async transact<T>(work: (trx: AnyDb) => Promise<T>): Promise<T> {
    try {
      return await (this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work));
    } finally {
      // After the commit: visitors' kept reads are old. A service bound to a caller's transaction
      // clears before that commits; a reader in between could keep the old row, so the HTTP layer
      // clears again once a signed-in caller's write has answered (app.ts). Today no such
      // transaction writes an entity whose reads are kept (pages).
      this.cache.written();
    }
  }

  /** What a row shows this caller: a public entity's rows do not name their owner except to administrators. */
  private shown(caller: Caller) {
    return { outsider: Boolean(this.entity.publicRead || this.entity.signedInRead) && !caller.isAdmin };
  }

  private scopeOf(caller: Caller): RowScope {
    return { storeId: caller.storeId, ownerId: caller.scope === 'own' ? caller.customerId : null };
  }

  private rows(db: AnyDb, caller: Caller) {
    return selectRows(db, this.registry, this.entity, this.scopeOf(caller), caller.language, caller.reach);
  }

  /** The rows `filters` match in the caller's reach, sorted (`sort`, else the default) from `after`. */
  private matching(filters: Record<string, unknown>, caller: Caller, sort?: string, after?: ListCursor) {
    const beyondView = listsBeyondView(caller);
    if (beyondView) assertListedParameters(this.entity, filters);
    const filtered = applyFilters(this.entity, this.rows(this.db, caller), filters, caller.language);
    const spec = sortOf(this.entity, sort ?? defaultSortFor(this.entity, caller));
    return { beyondView, filtered, spec, sorted: applySortAndCursor(this.entity, filtered, spec, after, caller.language) };
  }

  async list(params: ListParams, caller: Caller) {
    const matched = this.matching(params, caller, params.sort, params.after);
    const [page, count] = await Promise.all([this.pageOf(matched, params, caller), cappedCount(this.db, matched.filtered)]);
    return { data: page.data, ...count, page: params.after ? 0 : params.page, pageSize: params.pageSize, nextCursor: page.nextCursor };
  }

  /**
   * One page of the list without its count: the server's own reads (a product's reviews, `all`'s
   * pages) that never show a total, so they do not pay for one.
   */
  page(params: ListParams, caller: Caller): Promise<{ data: Row[]; nextCursor: string | null }> {
    return this.pageOf(this.matching(params, caller, params.sort, params.after), params, caller);
  }

  private async pageOf(matched: ReturnType<ResourceService['matching']>, params: ListParams, caller: Caller) {
    const { beyondView, spec, sorted } = matched;
    const paged = sorted.limit(params.pageSize);
    const rows = (await (params.after ? paged : paged.offset((params.page - 1) * params.pageSize)).execute()) as Row[];
    return {
      data: rows.map((row) => {
        const shown = toApiRow(this.entity, row, this.shown(caller));
        return beyondView && !opens(caller, shown) ? listedRow(this.entity, shown) : shown;
      }),
      nextCursor: nextCursor(spec, rows, params.pageSize),
    };
  }

  /** The distinct values of `field` among the rows the filters match (`distinct-values.ts`). */
  async distinct(field: string, filters: Record<string, unknown>, caller: Caller, max: number): Promise<unknown[]> {
    return distinctValues(this.db, this.entity, field, filters, this.scopeOf(caller), caller.language, max);
  }

  /** How many matching rows hold each combination of `fields`, at most `max` groups (`distinct-values.ts`). */
  async countBy(fields: readonly string[], filters: Record<string, unknown>, caller: Caller, max: number): Promise<GroupCount[]> {
    return groupedCounts(this.db, this.entity, fields, filters, this.scopeOf(caller), caller.language, max);
  }

  /**
   * Every row the filters match, page after page by cursor (for calls that answer a whole list);
   * with `max`, stops once more than `max` rows are read (the caller refuses such a list).
   */
  async all(params: Record<string, unknown>, caller: Caller, max = Number.POSITIVE_INFINITY): Promise<Row[]> {
    const rows: Row[] = [];
    for await (const page of this.pages(params, caller)) {
      rows.push(...page);
      if (rows.length > max) break;
    }
    return rows;
  }

  /**
   * The matching rows a page of `pageSize` at a time by the keyset cursor, each read once the one
   * before is taken (an export holds one page); each page its own read, not one snapshot.
   */
  async *pages(params: Record<string, unknown>, caller: Caller, pageSize = 100): AsyncGenerator<Row[]> {
    let after: ListCursor | undefined;
    for (;;) {
      const page = await this.page({ ...params, page: 1, pageSize, ...(after ? { after } : {}) } as ListParams, caller);
      if (page.data.length > 0) yield page.data;
      if (!page.nextCursor) return;
      const [value, id] = JSON.parse(page.nextCursor) as [ListCursor['value'], number];
      after = { value, id };
    }
  }

  /**
   * The first row (in the list's default order) the filters match, read whole as `get` reads it,
   * in one query and without a count: a public read by slug or guid. 404 when none matches or
   * the caller may list the row but not open it. With `kept`, a visitor's read may come from the
   * app's read cache (read-cache.ts: a few seconds at most, never older than this app's last write).
   */
  async findOne(filters: Record<string, unknown>, caller: Caller, { kept = false } = {}): Promise<Row> {
    const key = kept ? this.cache.keyOf(this.entity.name, filters, caller) : null;
    return this.cache.through(key, () => this.findOneNow(filters, caller));
  }

  private async findOneNow(filters: Record<string, unknown>, caller: Caller): Promise<Row> {
    const { beyondView, sorted } = this.matching(filters, caller);
    const found = (await sorted.limit(1).executeTakeFirst()) as Row | undefined;
    const row = found ? toApiRow(this.entity, found, this.shown(caller)) : undefined;
    if (!row || (beyondView && !opens(caller, row))) throw fail('common.error.notfound');
    return { ...row, ...(await childRowsOf(this.registry, this.entity, this.db, row.id as number, caller)) };
  }

  async get(id: number, caller: Caller) {
    const row = await this.read(this.db, id, caller);
    if (!row) throw fail('common.error.notfound');
    return { ...row, ...(await childRowsOf(this.registry, this.entity, this.db, id, caller)) };
  }

  async tree(caller: Caller, rootId?: number) {
    return readTree(this.db, this.entity, this.scopeOf(caller), caller.language, rootId);
  }

  async create(sent: Row, caller: Caller) {
    return this.transact(async (trx) => {
      const intent = this.intent('create', null, sent, caller);
      await this.lockForChecks(trx, intent);
      await lockReferencedTrees(trx, this.registry, this.entity, sent);
      const input = await judgeByReferences(trx, this.registry, this.entity, sent, sent, caller);
      const id = await this.writer.insert(trx, this.entity, input, { ownerId: caller.customerId || null, storeId: caller.storeId });
      const after = await this.readOrThrow(trx, id, caller);
      await this.effects(trx, { op: 'create', before: null, after, input }, caller);
      const saved = await this.runChecks(trx, { ...intent, id, before: null, after }, caller);
      return { ...saved, ...(await childRowsOf(this.registry, this.entity, trx, id, caller)) };
    });
  }

  async update(id: number, input: Row, caller: Caller) {
    const moves = this.entity.tree !== undefined && input[this.entity.tree.parent] !== undefined;
    return this.transact(async (trx) => {
      const intent = this.intent('update', id, input, caller);
      await this.lockForChecks(trx, intent);
      if (moves) await lockTree(trx, this.entity);
      await lockReferencedTrees(trx, this.registry, this.entity, input);
      const before = await this.lockRow(trx, id, caller);
      return this.changeLocked(trx, intent, before, input, caller);
    });
  }

  /**
   * Adds ids to a many-to-many field of the row (`add`), or takes them away, keeping the others:
   * an update of that field computed from the locked row, so two concurrent changes cannot lose
   * one another, with the same guards, effects and write checks. Answers how many links changed.
   */
  async changeLinks(id: number, field: string, ids: readonly number[], mode: 'add' | 'remove', caller: Caller): Promise<number> {
    if (this.entity.fields[field]?.kind !== 'refs') throw new Error(`${this.entity.name}.${field} is not a many-to-many field`);
    return this.transact(async (trx) => {
      const intent = this.intent('update', id, { [field]: ids }, caller);
      await this.lockForChecks(trx, intent);
      await lockReferencedTrees(trx, this.registry, this.entity, { [field]: ids });
      const before = await this.lockRow(trx, id, caller);
      const held = before[field] as number[];
      const next = mode === 'add' ? [...new Set([...held, ...ids])].sort((a, b) => a - b) : held.filter((ref) => !ids.includes(ref));
      if (next.length === held.length) return 0;
      await this.changeLocked(trx, intent, before, { [field]: next }, caller);
      return Math.abs(next.length - held.length);
    });
  }

  /** An update of the locked row `before`: guards, cross-field rules, the write, effects and write checks. */
  private async changeLocked(trx: AnyDb, intent: WriteIntent, before: Row, sent: Row, caller: Caller) {
    const id = before.id as number;
    const refused = lockedBy(this.entity.lifecycle, before) ?? this.entity.guards?.update?.(before, sent) ?? null;
    if (refused) throw new DomainError(refused, 409);
    await refuseFixedWhenUsed(trx, this.registry, this.entity, before, sent);
    await this.checkWhole(trx, id, before, sent, caller);
    const input = await judgeByReferences(trx, this.registry, this.entity, { ...before, ...sent }, sent, caller);
    if (this.entity.tree && input[this.entity.tree.parent] !== undefined)
      await assertNoCycle(trx, this.entity, id, input[this.entity.tree.parent]);
    if (this.entity.versions) await keepVersion(trx, this.entity, id, versionData(this.entity, before), 'saved', caller);
    await this.writer.update(trx, this.entity, id, input, { ownerId: caller.customerId || null, storeId: caller.storeId });
    const after = await this.readOrThrow(trx, id, caller);
    await this.effects(trx, { op: 'update', before, after, input }, caller);
    const saved = await this.runChecks(trx, { ...intent, before, after }, caller);
    return { ...saved, ...(await childRowsOf(this.registry, this.entity, trx, id, caller)) };
  }

  async remove(id: number, caller: Caller) {
    try {
      await this.transact(async (trx) => {
        const intent = this.intent('delete', id, {}, caller);
        await this.lockForChecks(trx, intent);
        const before = await this.lockRow(trx, id, caller);
        const refused = lockedBy(this.entity.lifecycle, before) ?? this.entity.guards?.remove?.(before) ?? null;
        if (refused) throw new DomainError(refused, 409);
        await assertNoChildren(trx, this.entity, id);
        if (this.entity.versions) await keepVersion(trx, this.entity, id, versionData(this.entity, before), 'saved', caller);
        await this.writer.remove(trx, this.entity, id);
        await this.effects(trx, { op: 'delete', before, after: null, input: {} }, caller);
        await this.runChecks(trx, { ...intent, before, after: null }, caller);
      });
    } catch (error) {
      throw await this.whyStillReferenced(error, id, caller);
    }
    return { id };
  }

  /**
   * Runs `work` in a transaction holding the row's lock (404 when out of the caller's reach), with
   * the row as the API shows it: for writes kept beside the row, such as a draft (row-versions.ts).
   */
  async withLockedRow<T>(id: number, caller: Caller, work: (trx: AnyDb, row: Row) => Promise<T>): Promise<T> {
    return this.transact(async (trx) => work(trx, await this.lockRow(trx, id, caller)));
  }

  /**
   * A delete the foreign keys refused answers which rows are in the way — those the caller may
   * open, read after the refused transaction has rolled back. Any other error passes unchanged.
   */
  private async whyStillReferenced(error: unknown, id: number, caller: Caller): Promise<unknown> {
    // Inside the caller's transaction the failed statement ended it: nothing more can be read there.
    if (!isForeignKeyViolation(error) || this.db.isTransaction) return error;
    return new StillReferenced(await blockersOf(this.db, this.registry, this.entity, id, caller));
  }

  /**
   * Creates the row, or changes the one holding the same value of the unique key, in one
   * statement (`INSERT … ON CONFLICT … DO UPDATE`): two concurrent saves cannot both insert. Only
   * for plain entities (no lifecycle, guards, children, effects, reference rules or many-to-many fields), where a
   * save needs no checks on the row it replaces.
   */
  async upsert(input: Row, key: UniqueDef, caller: Caller) {
    const id = await upsertRow(this.db, this.registry, this.entity, input, key, caller);
    this.cache.written();
    return this.readOrThrow(this.db, id, caller);
  }

  /** Runs a lifecycle action once: the rule is checked against the locked row, 409 when it refuses. */
  async runAction(id: number, action: string, body: unknown, caller: Caller) {
    const lifecycle = this.entity.lifecycle;
    const def = lifecycle?.actions[action];
    if (!lifecycle || !def) throw fail('common.error.unknownaction');
    const parsed = actionInputSchema(this.entity, action).safeParse(body ?? {});
    if (!parsed.success) throw new DomainError('common.error.validation', 400, undefined, fieldIssues(parsed.error.issues));
    return this.transact(async (trx) => {
      const intent = { ...this.intent('action', id, parsed.data, caller), action };
      await this.lockForChecks(trx, intent);
      const before = await this.lockRow(trx, id, caller);
      const ctx = {
        input: parsed.data,
        caller: { id: caller.customerId, isAdmin: caller.isAdmin, storeId: caller.storeId },
        now: new Date(),
      };
      const check = canTransition(lifecycle, before, action, ctx);
      if (!check.ok) throw new DomainError(check.code, 409);
      await trx
        .updateTable(`${this.entity.table} as t`)
        .set({ ...def.apply(before, ctx), updatedAt: new Date() })
        .where(col('id'), '=', id)
        .execute();
      const after = await this.readOrThrow(trx, id, caller);
      if (def.to !== undefined && after.state !== def.to) {
        throw new Error(`${this.entity.name}.${action} declares the state ${def.to} but left the row ${String(after.state)}`);
      }
      await this.effects(trx, { op: 'action', action, before, after, input: parsed.data }, caller);
      return this.runChecks(trx, { ...intent, before, after }, caller);
    });
  }

  private intent(op: WriteIntent['op'], id: number | null, input: Row, caller: Caller): WriteIntent {
    return { op, id, fields: Object.keys(input), callerId: caller.customerId };
  }

  /** The locks of the entity's write checks, taken first in the write's transaction. */
  private async lockForChecks(trx: AnyDb, intent: WriteIntent): Promise<void> {
    for (const check of this.registry.writeChecksOf(this.entity)) await check.lock?.(trx, intent);
  }

  /** The write checks on what the write left: a code refuses it all (409, rolled back); then their follow-ups, and the row as they left it. */
  private async runChecks(trx: AnyDb, done: WriteDone, caller: Caller): Promise<Row> {
    const checks = this.registry.writeChecksOf(this.entity);
    for (const check of checks) {
      const refused = (await check.check?.(trx, done)) ?? null;
      if (refused) throw new DomainError(refused, 409);
    }
    const follows = checks.filter((check) => check.follow);
    for (const check of follows) await check.follow?.(trx, done);
    return follows.length > 0 && done.after ? this.readOrThrow(trx, done.after.id as number, caller) : (done.after as Row);
  }

  /** The entity's cross-field rules against the row as it will be (an update sends only some fields). */
  private async checkWhole(trx: AnyDb, id: number, before: Row, input: Row, caller: Caller): Promise<void> {
    if (!this.entity.validate) return;
    const merged = { ...before, ...(await childRowsOf(this.registry, this.entity, trx, id, caller)), ...input };
    refuseBrokenRules(this.entity.validate(merged));
  }

  private async effects(trx: AnyDb, event: Omit<EffectEvent, 'caller' | 'now'>, caller: Caller): Promise<void> {
    if (!this.entity.effects) return;
    await runEffects(trx, this.registry, this.writer, this.entity, {
      ...event,
      caller: { id: caller.customerId, isAdmin: caller.isAdmin, storeId: caller.storeId },
      now: new Date(),
    });
  }

  private async read(db: AnyDb, id: number, caller: Caller): Promise<Row | undefined> {
    const row = (await this.rows(db, caller).where(col('id'), '=', id).executeTakeFirst()) as Row | undefined;
    return row ? toApiRow(this.entity, row, this.shown(caller)) : undefined;
  }

  private async readOrThrow(db: AnyDb, id: number, caller: Caller): Promise<Row> {
    const row = await this.read(db, id, caller);
    if (!row) throw fail('common.error.notfound');
    return row;
  }

  /** Locks the row (as the API shows it) for the rest of the transaction; 404 when out of reach. */
  private async lockRow(trx: AnyDb, id: number, caller: Caller): Promise<Row> {
    const locked = await scoped(this.entity, trx.selectFrom(`${this.entity.table} as t`).select('t.id'), this.scopeOf(caller))
      .where(col('id'), '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw fail('common.error.notfound');
    return this.readOrThrow(trx, id, caller);
  }
}
