import type { Row } from '@store/domain';
import type { Caller } from './caller.js';
import { perRegistry } from './per-registry.js';

/** How long a cached public read stays good at most: the bound on what another process's write, or a write the engine did not make, leaves stale. */
export const READ_CACHE_MS = 5_000;
/** The most rows kept per app (the oldest go first): a store's public pages fit many times over. */
export const READ_CACHE_ENTRIES = 1_000;

interface Entry {
  row: Row;
  generation: number;
  expires: number;
}

/**
 * Rows a visitor reads by an exact filter (a page by slug or guid), kept for READ_CACHE_MS. Any
 * write through the engine in this app bumps the generation once it has committed, and an entry
 * read before that bump is never answered again, so this process never shows a page older than
 * its own last write. Writes by another process (several servers on one PostgreSQL) or outside
 * the engine show within READ_CACHE_MS. Only visitors' reads are kept (not administrators', not
 * reads limited to a caller's own rows), and only found rows, so misses cannot fill it.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The key of a visitor's read, or null when this caller's reads are not kept. */
  keyOf(entity: string, filters: Record<string, unknown>, caller: Caller): string | null {
    if (caller.isAdmin || caller.scope !== 'all' || (caller.viewScope !== undefined && caller.viewScope !== 'all')) return null;
    // A caller whose reach of other entities' titles is limited is not a plain visitor (and its
    // reach, a Map, would not show in the key).
    if (caller.reach !== undefined) return null;
    return JSON.stringify([entity, caller.storeId, caller.language, filters]);
  }

  /** Reads through the cache: the kept row when still good, else `read`'s, kept under the generation it started in. */
  async through(key: string | null, read: () => Promise<Row>): Promise<Row> {
    if (key === null) return read();
    const kept = this.entries.get(key);
    if (kept && kept.generation === this.generation && kept.expires > this.now()) return kept.row;
    const generation = this.generation;
    // Shared by every later visitor: frozen through, so no route can change what the next one is answered.
    const row = deepFreeze(await read());
    this.entries.delete(key);
    if (this.entries.size >= READ_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { row, generation, expires: this.now() + READ_CACHE_MS });
    return row;
  }

  /** Something was written: every kept row is old. */
  written(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** Freezes a row and the plain objects and arrays inside it (translations, children). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    const proto = Object.getPrototypeOf(value);
    if (Array.isArray(value) || proto === Object.prototype || proto === null) {
      Object.freeze(value);
      for (const inner of Object.values(value)) deepFreeze(inner);
    }
  }
  return value;
}

/** The app's read cache: one per entity registry (one per app), shared by every service of it. */
export const readCacheOf = perRegistry(() => new ReadCache());
