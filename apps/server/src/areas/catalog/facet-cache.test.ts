import type { CatalogFacets } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { FACET_CACHE_ENTRIES, FacetCache } from './facet-cache.js';

/** The facet cache's own rules: kept for its time, shared while counting, dropped by a change, bounded. */
const counts = (n: number): CatalogFacets => ({
  values: { '1': n },
  switches: {},
  categories: {},
  cities: {},
  regions: {},
  price: { min: null, max: null },
});

describe('FacetCache', () => {
  it('answers the kept counts until they expire, then serves them while one recount runs, then the new ones', async () => {
    let now = 1_000;
    const cache = new FacetCache(() => now);
    let runs = 0;
    let finish: () => void = () => {};
    const count = () =>
      new Promise<CatalogFacets>((resolve) => {
        const n = ++runs;
        finish = () => resolve(counts(n));
      });
    const first = cache.through('a', count, 5_000);
    finish();
    expect((await first).values['1']).toBe(1);
    now += 4_999;
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    expect(runs).toBe(1);
    // Expired: the old counts at once, and one recount (not one per visitor).
    now += 2;
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    expect(runs).toBe(2);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(2);
    // Past twice the time kept with no visitor: the next one waits for fresh counts.
    now += 10_001;
    const waited = cache.through('a', count, 5_000);
    expect(runs).toBe(3);
    finish();
    expect((await waited).values['1']).toBe(3);
  });

  it('does not serve old counts after a change, nor keep a recount that a change overtook', async () => {
    let now = 1_000;
    const cache = new FacetCache(() => now);
    let runs = 0;
    let finish: () => void = () => {};
    const count = () =>
      new Promise<CatalogFacets>((resolve) => {
        const n = ++runs;
        finish = () => resolve(counts(n));
      });
    const first = cache.through('a', count, 5_000);
    finish();
    await first;
    now += 5_001;
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    const overtaken = finish;
    cache.written();
    const fresh = cache.through('a', count, 5_000);
    finish();
    expect((await fresh).values['1']).toBe(3);
    overtaken();
    await Promise.resolve();
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(3);
  });

  it('shares a count in progress between callers of one key', async () => {
    const cache = new FacetCache();
    let runs = 0;
    let finish: (value: CatalogFacets) => void = () => {};
    const count = () => {
      runs += 1;
      return new Promise<CatalogFacets>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.through('a', count, 5_000);
    const second = cache.through('a', count, 5_000);
    finish(counts(7));
    expect(await first).toEqual(await second);
    expect(runs).toBe(1);
  });

  it('drops everything on a change, keeps nothing with 0 ms, forgets a failed count, and holds at most its bound', async () => {
    const cache = new FacetCache();
    let runs = 0;
    const count = async () => counts(++runs);
    await cache.through('a', count, 5_000);
    cache.written();
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(2);
    expect((await cache.through('b', count, 0)).values['1']).toBe(3);
    expect((await cache.through('b', count, 0)).values['1']).toBe(4);
    await expect(cache.through('c', () => Promise.reject(new Error('down')), 5_000)).rejects.toThrow('down');
    await Promise.resolve();
    expect((await cache.through('c', count, 5_000)).values['1']).toBe(5);
    for (let i = 0; i < FACET_CACHE_ENTRIES + 50; i += 1) await cache.through(`k${i}`, count, 5_000);
    expect(cache.size).toBe(FACET_CACHE_ENTRIES);
  });
});
