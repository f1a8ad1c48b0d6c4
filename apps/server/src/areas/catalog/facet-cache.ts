import type { CatalogFacets } from '@store/domain';
import { perRegistry } from '../engine/per-registry.js';

/** The most filter sets kept per app (the oldest go first). */
export const FACET_CACHE_ENTRIES = 500;

interface Entry {
  readonly counts: Promise<CatalogFacets>;
  readonly generation: number;
  readonly expires: number;
  /** The counts once known: served for a while past `expires` while a recount runs. */
  known?: CatalogFacets;
  /** A recount of an expired entry is running (one at a time). */
  refreshing?: boolean;
}

/**
 * A store's facet counts per filter set, kept a few seconds (`CATALOG_FACETS_CACHE_MS`;
 * docs/notes/catalog.md). Apart from the visitors' read cache, for two reasons: it is dropped only
 * by administrators' changes (`written`, from the app's onSend hook) — a customer adding a favorite
 * or a stranger's form must not keep it empty — and a count in progress is shared, so visitors
 * asking the same filter at once run it once. A customer's own product usually waits for approval;
 * when a store lists them at once, its counts show it within the time kept.
 *
 * Expired counts are served for as long again while one recount runs in the background
 * (stale-while-revalidate): under steady traffic no visitor waits for a recount, and counts are at
 * most twice the time kept old. After a change, or once that window has passed, the next visitor
 * waits for fresh counts.
 */
export class FacetCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The kept counts of `key` when still good (or being recounted), else `count`'s (shared while it runs). */
  through(key: string, count: () => Promise<CatalogFacets>, ttlMs: number): Promise<CatalogFacets> {
    if (ttlMs <= 0) return count();
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.generation === this.generation) {
      if (kept.expires > now) return kept.counts;
      if (kept.known && kept.expires + ttlMs > now) {
        if (!kept.refreshing) this.recount(key, kept, count, ttlMs);
        return Promise.resolve(kept.known);
      }
    }
    return this.start(key, count(), ttlMs).counts;
  }

  /** Keeps `counts` under `key` (the oldest key goes when full); a failed count is not kept. */
  private start(key: string, counts: Promise<CatalogFacets>, ttlMs: number): Entry {
    this.entries.delete(key);
    if (this.entries.size >= FACET_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const entry: Entry = { counts, generation: this.generation, expires: this.now() + ttlMs };
    this.entries.set(key, entry);
    counts.then(
      (known) => {
        entry.known = known;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  /** Counts an expired entry again; it stays served until the new counts replace it (unless a change dropped it). */
  private recount(key: string, stale: Entry, count: () => Promise<CatalogFacets>, ttlMs: number): void {
    stale.refreshing = true;
    count().then(
      (known) => {
        if (this.entries.get(key) === stale) this.start(key, Promise.resolve(known), ttlMs);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /** An administrator changed something: every kept count is old. */
  written(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The app's facet cache: one per entity registry (one per app). */
export const facetCacheOf = perRegistry(() => new FacetCache());
