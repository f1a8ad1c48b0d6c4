import { LANGUAGES, type Language, localeOf, storeTitleSetting } from '@store/domain';
import { sql } from 'kysely';
import { STORES_FRESH_MS, type StoreDirectory, type StoreEntry } from '../../areas/operations/store-directory.js';
import type { AnyDb } from '../../db/schema.js';

/** What the pages the server renders show of a store: its title in each language and its logo. */
export interface StoreIdentity {
  /** The store's own title setting per language (`store.title.{locale}`), when it has one. */
  titles: Partial<Record<Language, string>>;
  /** The store's logo address, when it has one. */
  logo: string | null;
}

/**
 * Store identities kept in memory, so a page costs no settings query: each is read again after
 * STORES_FRESH_MS (another process may have changed it), and at once when this process writes a
 * store or a setting (the store directory tells us).
 */
export class StoreIdentities {
  private readonly kept = new Map<number, { at: number; identity: Promise<StoreIdentity> }>();

  constructor(
    private readonly db: AnyDb,
    stores: StoreDirectory,
  ) {
    stores.onInvalidate(() => this.kept.clear());
  }

  private async read(storeId: number): Promise<StoreIdentity> {
    const names = LANGUAGES.map((language) => storeTitleSetting(localeOf(language)).toLowerCase());
    const [settings, store] = await Promise.all([
      sql<{ name: string; value: string }>`
        SELECT lower(name) AS name, value FROM settings WHERE store_id = ${storeId} AND lower(name) = ANY(${sql.val(names)}::text[])
      `.execute(this.db),
      sql<{ logo: string | null }>`SELECT logo FROM stores WHERE id = ${storeId}`.execute(this.db),
    ]);
    const titles: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const value = settings.rows.find((row) => row.name === names[LANGUAGES.indexOf(language)])?.value.trim();
      if (value) titles[language] = value;
    }
    return { titles, logo: store.rows[0]?.logo || null };
  }

  async of(store: StoreEntry): Promise<StoreIdentity> {
    const now = Date.now();
    const kept = this.kept.get(store.id);
    if (kept && now - kept.at < STORES_FRESH_MS) return kept.identity;
    const identity = this.read(store.id);
    this.kept.set(store.id, { at: now, identity });
    // A failed read is not kept: the next page asks again.
    identity.catch(() => {
      if (this.kept.get(store.id)?.identity === identity) this.kept.delete(store.id);
    });
    return identity;
  }
}

/** What visitors read as the store's name (the web's `storeLabel`): its title in the language, else its name. */
export const storeLabel = (store: StoreEntry, identity: StoreIdentity, language: Language) => identity.titles[language] || store.name;
