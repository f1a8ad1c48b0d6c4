import { KNOWN_SETTINGS, knownSetting, type Language } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { Caller, ResourceService } from '../engine/resource-service.js';

export interface SettingValue {
  name: string;
  value: string;
}

/** A setting to save: `value: null` takes the store's own value away (it then reads as inherited or its default). */
export interface SettingChange {
  name: string;
  value: string | null;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * A store's settings through the engine's service for Setting (its store scoping, unique key and
 * value checks): read as the product reads them, saved as one unit with the caller's other writes.
 */
export class StoreSettings {
  constructor(private readonly service: ResourceService) {}

  /** The engine's caller for the store's settings: the server itself reading or writing them. */
  static caller(storeId: number, language: Language, customerId = 0): Caller {
    return { customerId, scope: 'all', isAdmin: true, storeId, language };
  }

  /** The settings the store holds itself, with their row ids. */
  private async rows(storeId: number, language: Language, db?: AnyDb): Promise<(SettingValue & { id: number })[]> {
    const service = db ? this.service.inTransaction(db) : this.service;
    const rows = await service.all({ sort: 'name' }, StoreSettings.caller(storeId, language));
    return rows.map((row) => ({ id: Number(row.id), name: String(row.name), value: String(row.value) }));
  }

  /** The settings the store holds itself. */
  async own(storeId: number, language: Language): Promise<SettingValue[]> {
    return (await this.rows(storeId, language)).map(({ name, value }) => ({ name, value }));
  }

  /**
   * Every setting as the store reads it, by name: its own value; else, unless the setting is the
   * store's own only (`own`), the default store's; else the declared default.
   */
  async effective(storeId: number, defaultStoreId: number, language: Language): Promise<SettingValue[]> {
    const found = new Map<string, SettingValue>();
    for (const [name, setting] of Object.entries(KNOWN_SETTINGS)) {
      if (setting.default !== undefined) found.set(key(name), { name, value: setting.default });
    }
    if (storeId !== defaultStoreId) {
      for (const inherited of await this.own(defaultStoreId, language)) {
        if (!knownSetting(inherited.name)?.own) found.set(key(inherited.name), inherited);
      }
    }
    for (const mine of await this.own(storeId, language)) found.set(key(mine.name), mine);
    return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /**
   * Saves the changes (validated by the caller's schema) as the store's own settings inside `trx`:
   * one statement each (insert or change, so concurrent saves of a name cannot both insert), a
   * known name spelled as declared. The engine checks each value (the Setting entity's rules); any
   * refusal throws and the caller's transaction takes every change back.
   */
  async save(trx: AnyDb, storeId: number, changes: readonly SettingChange[], caller: Caller): Promise<SettingValue[]> {
    const inside = this.service.inTransaction(trx);
    const unique = this.service.entity.unique?.[0];
    if (!unique) throw new Error('Setting declares its unique name');
    const storeCaller = { ...caller, storeId };
    const held = changes.some((c) => c.value === null) ? await this.rows(storeId, caller.language, trx) : [];
    const saved: SettingValue[] = [];
    for (const change of changes) {
      const name = knownSetting(change.name)?.name ?? change.name;
      if (change.value === null) {
        const row = held.find((h) => key(h.name) === key(name));
        if (row) await inside.remove(row.id, storeCaller);
        continue;
      }
      const row = await inside.upsert({ name, value: change.value }, unique, storeCaller);
      saved.push({ name: String(row.name), value: String(row.value) });
    }
    return saved;
  }
}
