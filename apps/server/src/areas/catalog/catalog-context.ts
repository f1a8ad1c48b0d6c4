import { PRODUCT_SETTINGS, settingInteger } from '@store/domain';
import type { App, AppContext } from '../../context.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { readCacheOf } from '../engine/read-cache.js';
import { readSetting } from '../operations/settings-reader.js';
import { type FilterAttribute, filterAttributesOf } from './catalog-attributes.js';
import type { CatalogRead } from './catalog-search.js';

/** What every catalog read of a store needs besides its query: its filterable attributes and product settings. */
export interface CatalogContext {
  readonly attributes: readonly FilterAttribute[];
  /** `productavailabledayscount`: 0, no limit. */
  readonly availableDays: number;
  /** `productmarknewdayscount`. */
  readonly markNewDays: number;
}

const DAYS_MAX = 36_500;

/**
 * A store's catalog context, kept in the app's read cache (a few seconds, dropped by any write of
 * this process): a visitor's list then costs its own queries only.
 */
export function catalogContexts(ctx: AppContext, app: App, registry: EntityRegistry) {
  const cache = readCacheOf(registry);
  return async (storeId: number): Promise<CatalogContext> => {
    const kept = await cache.through(`catalog-context:${storeId}`, async () => {
      const defaultStoreId = (await app.stores.resolve(undefined, undefined)).id;
      const setting = async (name: string, fallback: number) =>
        settingInteger(await readSetting(ctx.db, storeId, name, { fallback: true, defaultStoreId }), fallback, 0, DAYS_MAX);
      const [attributes, availableDays, markNewDays] = await Promise.all([
        filterAttributesOf(ctx.db, storeId),
        setting(PRODUCT_SETTINGS.availableDays, 0),
        setting(PRODUCT_SETTINGS.markNewDays, 30),
      ]);
      return { attributes, availableDays, markNewDays };
    });
    return kept as unknown as CatalogContext;
  };
}

/** The oldest approval (or creation) still listed at `now`; null when products stay listed. */
export const listedSince = (availableDays: number, now: Date): Date | null =>
  availableDays > 0 ? new Date(now.getTime() - availableDays * 86_400_000) : null;

/** What a catalog read of a store needs at this moment (the listed window, the "new" days), from its kept context. */
export function catalogReads(ctx: AppContext, app: App, registry: EntityRegistry) {
  const contextOf = catalogContexts(ctx, app, registry);
  return async (storeId: number): Promise<CatalogRead> => {
    const context = await contextOf(storeId);
    const now = new Date(app.now());
    return { storeId, now, listedSince: listedSince(context.availableDays, now), markNewDays: context.markNewDays };
  };
}
