import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { FacetIndex, MERGE_AT, type ProductFacetRow } from './facet-index.js';

/** Products read per statement while an index is first loaded: each page is parsed and taken in one turn of the event loop (some 35 ms). */
const LOAD_PAGE = 5_000;
/** An index not brought up to date for this long is loaded again whole: the change log it would need may be pruned. */
export const RELOAD_AFTER_MS = 60 * 60_000;
/**
 * Change log rows are pruned below the oldest running transaction of a snapshot taken at least this
 * long before (twice the reload age, for clocks of other processes): every index still brought up
 * to date looked since then, so it needs no row below that.
 */
const PRUNE_HORIZON_MS = 2 * RELOAD_AFTER_MS;
/** Above this share of a store changed at once (a bulk change), the index loads anew rather than applying it. */
const RELOAD_SHARE = 4;
/** How long a catalog read waits for a store's first load before reading SQL instead (AppContext.facetIndexWaitMs). */
export const FIRST_LOAD_WAIT_MS = 250;
/**
 * A read within this long of the last look, with no write answered by this process since, uses the
 * index as it is (AppContext.facetIndexLookMs): under load one look serves many reads, and another
 * process's change shows this much later at most.
 */
export const LOOK_EVERY_MS = 100;
/**
 * For this long after a write this process answered, every read looks: on a standby the write may
 * not be replayed at the first look (the replica's lag), and a later look within the window would
 * otherwise be skipped.
 */
const LOOK_AFTER_WRITE_MS = 1_000;
/** How long cards read are kept at most (`StoreIndex.kept`): another process's rename shows this late at most. */
const KEEP_MS = 1_000;

interface StoreIndex {
  /** The index once loaded. */
  index?: FacetIndex;
  /** When the running load started (a read waits for a first load only up to `firstLoadWaitMs` after that). */
  loadStartedAt?: number;
  /** The snapshot the index was last brought up to date under (`pg_snapshot` as text). */
  snapshot?: string;
  /** When it was (when that look started). */
  readAt: number;
  /** This process's count of writes (`FacetIndexes.written`) when that look started. */
  writesSeen?: number;
  /**
   * What reads keep about the store's products (the catalog's cards, by id) until a look finds a
   * change, this process answers a write, or it is KEEP_MS old. A new map each time, so a read in
   * flight across one fills the old map only.
   */
  kept: Map<number, unknown>;
  /** When `kept` was started. */
  keptSince: number;
  loading?: Promise<void>;
  running?: Promise<void>;
  next?: Promise<void>;
}

const FACET_COLUMNS = sql`p.id, p.value_ids AS "valueIds", p.category_ids AS "categoryIds", p.city_ids AS "cityIds",
  p.region_ids AS "regionIds", p.published AND p.is_approved AS listed, coalesce(p.approved_at, p.created_at) AS "listedAt",
  p.price::text AS price, p.call_for_price AS "callForPrice", p.display_order AS "displayOrder",
  coalesce(n.attributes, '{}') AS "numberAttributes", coalesce(n.values, '{}') AS "numberValues"`;
/** Each product's number attribute values (joined LATERAL to `products p` as `n`). */
const NUMBERS = sql`LEFT JOIN LATERAL (SELECT array_agg(x.generic_attribute_id) AS attributes, array_agg(x.value::text) AS values
  FROM product_attribute_numbers x WHERE x.product_id = p.id) n ON true`;

/**
 * Each store's facet index in this process (`FacetIndex`), kept up to date from the change log
 * of migration 0032. Before counting, a caller asks for the index: the products changed since it
 * last looked are read again (one small statement when nothing changed). A store's first load runs
 * in the background; until it is done the caller counts in SQL (`undefined`).
 *
 * Freshness: the index remembers the snapshot it last read under and reads the changes that
 * snapshot could not see — committed since, or still running then. A transaction that commits
 * late is therefore read at the next look, never skipped. Changes running at the moment of a look
 * are read at a later one, so a product written while a count runs may be counted by its old
 * arrays; the next count has it.
 */
export class FacetIndexes {
  private readonly stores = new Map<number, StoreIndex>();
  /** The primary's snapshot taken at the last prune, and when: the next prune deletes below its oldest running transaction. */
  private horizon: { snapshot: string; at: number } | undefined;
  private pruning = false;
  /** Writes answered by this process (`written`): a read after one looks at once. */
  private writes = 0;
  /** When the last was (this process's clock). */
  private writtenAt = Number.NEGATIVE_INFINITY;

  /**
   * @param read where products and the change log are read (a replica may serve)
   * @param write where old change log rows are pruned (the primary)
   */
  constructor(
    private readonly read: AnyDb,
    private readonly write: AnyDb,
    private readonly now: () => number = Date.now,
    private readonly firstLoadWaitMs = FIRST_LOAD_WAIT_MS,
    private readonly lookEveryMs = LOOK_EVERY_MS,
  ) {}

  /** A change was answered by this process (the app's onSend hook): the next read looks, whenever the last did. */
  written(): void {
    this.writes += 1;
    this.writtenAt = this.now();
    for (const state of this.stores.values()) {
      state.kept = new Map();
      state.keptSince = this.writtenAt;
    }
  }

  /** Forgets every store's index (after a restore: the products and their change log are another database's); each loads afresh. */
  forget(): void {
    this.stores.clear();
    this.horizon = undefined;
    this.written();
  }

  /** The store's index, up to date; undefined while its first load runs past a short wait. */
  async current(storeId: number): Promise<FacetIndex | undefined> {
    void this.prune();
    const state = this.stateOf(storeId);
    if (!state.index) {
      const loading = this.load(storeId, state);
      // Waited for once: reads arriving later in a long load go to SQL at once.
      const left = (state.loadStartedAt ?? this.now()) + this.firstLoadWaitMs - this.now();
      if (left <= 0) return undefined;
      const waited = await Promise.race([
        loading.then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(resolve, left, false).unref()),
      ]);
      if (!waited || !state.index) return undefined;
      return state.index;
    }
    if (this.now() - state.readAt > RELOAD_AFTER_MS && !state.loading) {
      // Its change log may be gone: load anew, and count in SQL meanwhile.
      state.index = undefined;
      void this.load(storeId, state).catch(() => undefined);
      return undefined;
    }
    if (this.fresh(state)) return state.index;
    await this.refresh(storeId, state);
    return state.index;
  }

  /**
   * Whether a read may use the index without looking: looked less than `lookEveryMs` ago, no write
   * answered since or within LOOK_AFTER_WRITE_MS. A clock stepped back (a negative age) looks.
   */
  private fresh(state: StoreIndex): boolean {
    const now = this.now();
    const age = now - state.readAt;
    const sinceWrite = now - this.writtenAt;
    return state.writesSeen === this.writes && age >= 0 && age < this.lookEveryMs && !(sinceWrite >= 0 && sinceWrite < LOOK_AFTER_WRITE_MS);
  }

  /** What reads keep about the store's products until the index's next look (see `StoreIndex.kept`). */
  keptOf(storeId: number): Map<number, unknown> {
    return this.stateOf(storeId).kept;
  }

  /** The store's index once loaded and up to date (tests, and a warm start). */
  async ready(storeId: number): Promise<FacetIndex> {
    const state = this.stateOf(storeId);
    if (!state.index) await this.load(storeId, state);
    else await this.refresh(storeId, state);
    if (!state.index) throw new Error('facet index: not loaded');
    return state.index;
  }

  private stateOf(storeId: number): StoreIndex {
    let state = this.stores.get(storeId);
    if (!state) {
      state = { readAt: 0, kept: new Map(), keptSince: this.now() };
      this.stores.set(storeId, state);
    }
    return state;
  }

  /** Loads the store's products whole (shared while it runs); the changes since are read at once after. */
  private load(storeId: number, state: StoreIndex): Promise<void> {
    if (!state.loading) state.loadStartedAt = this.now();
    state.loading ??= (async () => {
      try {
        const started = this.now();
        const writes = this.writes;
        const { rows: taken } = await sql<{ snapshot: string }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(this.read);
        const index = new FacetIndex();
        let after = 0;
        for (;;) {
          const { rows } = await sql<ProductFacetRow>`SELECT ${FACET_COLUMNS} FROM products p ${NUMBERS}
            WHERE p.store_id = ${storeId} AND p.id > ${after} ORDER BY p.id LIMIT ${LOAD_PAGE}`.execute(this.read);
          index.append(rows);
          const last = rows.at(-1);
          if (!last || rows.length < LOAD_PAGE) break;
          after = last.id;
        }
        // Packed here rather than in a visitor's read, a slice at a time.
        await index.sealSliced();
        // Read under or after the snapshot taken first: what changed since is read again now.
        const loaded: StoreIndex = {
          index,
          snapshot: taken[0]?.snapshot,
          readAt: started,
          writesSeen: writes,
          kept: new Map(),
          keptSince: started,
        };
        await this.readChanges(storeId, loaded, false);
        Object.assign(state, {
          index: loaded.index,
          snapshot: loaded.snapshot,
          readAt: loaded.readAt,
          writesSeen: loaded.writesSeen,
          kept: new Map(),
          keptSince: started,
        });
      } finally {
        state.loading = undefined;
      }
    })();
    return state.loading;
  }

  /** Brings the index up to date: joins a look that starts after the caller's moment (one runs at a time). */
  private refresh(storeId: number, state: StoreIndex): Promise<void> {
    if (state.next) return state.next;
    if (!state.running) return this.run(storeId, state);
    // The running look may have read before the caller's write: one more after it, shared.
    const next = state.running
      .catch(() => undefined)
      .then(() => {
        state.next = undefined;
        return this.run(storeId, state);
      });
    state.next = next;
    return next;
  }

  private run(storeId: number, state: StoreIndex): Promise<void> {
    const running = this.readChanges(storeId, state).finally(() => {
      if (state.running === running) state.running = undefined;
    });
    state.running = running;
    return running;
  }

  /** Reads again the products changed out of sight of the index's snapshot, and takes the new snapshot. */
  private async readChanges(storeId: number, state: StoreIndex, bulkReloads = true): Promise<void> {
    const { index, snapshot } = state;
    if (!index || !snapshot) return;
    const started = this.now();
    const writes = this.writes;
    // One statement: the new snapshot and the changes are read under the same one. A standby's
    // snapshot does not list the primary's running transactions (only its oldest, xmin): there,
    // every change from xmin on is read again, whether seen before or not.
    const { rows } = await sql<{ snapshot: string; changed: string | null }>`SELECT pg_current_snapshot()::text AS snapshot,
        (SELECT string_agg(DISTINCT c.product_id::text, ',') FROM product_changes c WHERE c.store_id = ${storeId}
          AND c.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
          AND (pg_is_in_recovery() OR NOT pg_visible_in_snapshot(c.xid, ${snapshot}::pg_snapshot))) AS changed`.execute(this.read);
    const taken = rows[0];
    if (!taken) return;
    if (taken.changed) {
      const ids = taken.changed.split(',').map(Number);
      if (bulkReloads && ids.length > Math.max(MERGE_AT, index.size / RELOAD_SHARE)) {
        // A bulk change (a category moved, prices changed): loaded anew in the background rather
        // than applied in one block; the catalog reads SQL meanwhile.
        state.index = undefined;
        void this.load(storeId, state).catch(() => undefined);
        return;
      }
      // Read and taken a page at a time, as a first load is: a large change never holds the event loop in one block.
      for (let from = 0; from < ids.length; from += LOAD_PAGE) {
        const some = ids.slice(from, from + LOAD_PAGE);
        const { rows: current } = await sql<ProductFacetRow>`SELECT ${FACET_COLUMNS} FROM products p ${NUMBERS}
          WHERE p.store_id = ${storeId} AND p.id = ANY(${sql.val(some)}::int[])`.execute(this.read);
        const present = new Set(current.map((row) => row.id));
        index.apply(
          current,
          some.filter((id) => !present.has(id)),
        );
      }
    }
    state.snapshot = taken.snapshot;
    state.readAt = started;
    state.writesSeen = writes;
    // The change log holds what the index reads (listing, price, places, values), not a name or a
    // picture: kept cards go with any change seen, and with age.
    if (taken.changed || started - state.keptSince >= KEEP_MS || started < state.keptSince) {
      state.kept = new Map();
      state.keptSince = started;
    }
  }

  /**
   * Deletes change log rows no index still needs, on the primary, at most once per reload age: those
   * below the oldest running transaction of the snapshot kept at the previous prune (at least
   * `PRUNE_HORIZON_MS` old), then keeps a new snapshot. By transaction id, not by time: a
   * transaction open for hours still has its rows kept until every index has read them.
   */
  async prune(): Promise<void> {
    const now = this.now();
    if (this.pruning || (this.horizon && now - this.horizon.at < PRUNE_HORIZON_MS)) return;
    this.pruning = true;
    try {
      if (this.horizon)
        await sql`DELETE FROM product_changes WHERE xid < pg_snapshot_xmin(${this.horizon.snapshot}::pg_snapshot)`.execute(this.write);
      const { rows } = await sql<{ snapshot: string }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(this.write);
      if (rows[0]) this.horizon = { snapshot: rows[0].snapshot, at: now };
    } catch {
      // Pruning is housekeeping: a failure (a read-only database) leaves the rows for the next try.
    } finally {
      this.pruning = false;
    }
  }
}

const made = new WeakMap<EntityRegistry, FacetIndexes>();

/**
 * The app's facet indexes (one per entity registry, so per app), read where the public catalog
 * reads; null when the app reads its catalog in SQL only (`facetIndexWaitMs: null`).
 */
export function facetIndexesOf(ctx: AppContext, registry: EntityRegistry): FacetIndexes | null {
  if (ctx.facetIndexWaitMs === null) return null;
  let indexes = made.get(registry);
  if (!indexes) {
    indexes = new FacetIndexes(
      ctx.readDb ?? ctx.db,
      ctx.db,
      ctx.now,
      ctx.facetIndexWaitMs ?? FIRST_LOAD_WAIT_MS,
      ctx.facetIndexLookMs ?? LOOK_EVERY_MS,
    );
    made.set(registry, indexes);
  }
  return indexes;
}
