import { DomainError } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

export interface StoreEntry {
  id: number;
  name: string;
  /** Host names (lower case) that serve this store. */
  hosts: string[];
}

/** How long a process trusts its copy of the store list; a miss always asks the database. */
export const STORES_FRESH_MS = 2_000;

const hostList = (hosts: string | null) =>
  (hosts ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

export const storeNotFound = () => new DomainError('store.error.notfound', 404);

/**
 * The stores of the installation, kept in memory briefly so resolving a request's store costs no
 * query on the hot path. A store unknown to the copy is looked up again at once (another process
 * may just have created it); this process forgets its copy whenever it writes a store, and other
 * processes' copies are at most STORES_FRESH_MS old.
 */
export class StoreDirectory {
  private copy: { at: number; stores: StoreEntry[] } | null = null;
  private loading: Promise<StoreEntry[]> | null = null;
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly db: AnyDb) {}

  /** Forgets the copy (a store or a store's setting was written), and so do copies kept beside it. */
  invalidate(): void {
    this.copy = null;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` whenever the copy is forgotten (caches of what stores show keep in step). */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  private async load(): Promise<StoreEntry[]> {
    this.loading ??= sql<{ id: number; name: string; hosts: string | null }>`SELECT id, name, hosts FROM stores ORDER BY id`
      .execute(this.db)
      .then(({ rows }) => {
        const stores = rows.map((r) => ({ id: r.id, name: r.name, hosts: hostList(r.hosts) }));
        this.copy = { at: Date.now(), stores };
        return stores;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /**
   * Every store, from the copy (at most STORES_FRESH_MS old): no query per request, and none for a name
   * that is no store (a visitor's mistyped address must not cost a read of the table).
   */
  async list(): Promise<readonly StoreEntry[]> {
    return this.copy && Date.now() - this.copy.at < STORES_FRESH_MS ? this.copy.stores : this.load();
  }

  /** Finds a store by id (digits) or name (any letter case), asking the database again on a miss. */
  async find(idOrName: string): Promise<StoreEntry | undefined> {
    const key = idOrName.trim().toLowerCase();
    const match = (stores: readonly StoreEntry[]) =>
      stores.find((s) => (/^\d{1,10}$/.test(key) ? s.id === Number(key) : s.name.toLowerCase() === key));
    return match(await this.list()) ?? match(await this.load());
  }

  /**
   * The request's store: the `store` header (an id, or a name), else the store whose hosts list
   * the request's host, else the default store (the first one). An unknown id or name is a 404,
   * never another store's data.
   */
  async resolve(header: string | undefined, host: string | undefined): Promise<StoreEntry> {
    if (header !== undefined && header.trim() !== '') {
      const store = await this.find(header);
      if (!store) throw storeNotFound();
      return store;
    }
    const stores = await this.list();
    // `shop.example.` (a fully qualified name) is `shop.example`.
    const hostname = (host ?? '').toLowerCase().replace(/\.$/, '');
    const byHost = hostname ? stores.find((s) => s.hosts.includes(hostname)) : undefined;
    const chosen = byHost ?? stores[0];
    if (!chosen) throw storeNotFound();
    return chosen;
  }
}
