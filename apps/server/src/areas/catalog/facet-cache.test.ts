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

/** Counts that finish when the test says (`finish`, the latest count), numbered by run. */
function heldCounts() {
  const held = { runs: 0, finish: () => {} };
  const count = () =>
    new Promise<CatalogFacets>((resolve) => {
      const n = ++held.runs;
      held.finish = () => resolve(counts(n));
    });
  return {
    count,
    get runs() {
      return held.runs;
    },
    finish: () => held.finish(),
    /** The latest count's finish, to call later. */
    latest: () => held.finish,
  };
}

describe('FacetCache', () => {
  it('answers the kept counts until they expire, then serves them while one recount runs, then the new ones', async () => {
    let now = 1_000;
    const cache = new FacetCache(() => now);
    const counting = heldCounts();
    const { count } = counting;
    const first = cache.through('a', count, 5_000);
    counting.finish();
    expect((await first).values['1']).toBe(1);
    now += 4_999;
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    expect(counting.runs).toBe(1);
    // Expired: the old counts at once, and one recount (not one per visitor).
    now += 2;
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    expect(counting.runs).toBe(2);
    counting.finish();
    await Promise.resolve();
    await Promise.resolve();
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(2);
    // Past twice the time kept with no visitor: the next one waits for fresh counts.
    now += 10_001;
    const waited = cache.through('a', count, 5_000);
    expect(counting.runs).toBe(3);
    counting.finish();
    expect((await waited).values['1']).toBe(3);
  });

  it('does not serve old counts after a change, nor keep a recount that a change overtook', async () => {
    let now = 1_000;
    const cache = new FacetCache(() => now);
    const counting = heldCounts();
    const { count } = counting;
    const first = cache.through('a', count, 5_000);
    counting.finish();
    await first;
    now += 5_001;
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(1);
    const overtaken = counting.latest();
    cache.written();
    const fresh = cache.through('a', count, 5_000);
    counting.finish();
    expect((await fresh).values['1']).toBe(3);
    overtaken();
    await Promise.resolve();
    expect((await cache.through('a', count, 5_000)).values['1']).toBe(3);
  });

  it('shares a count in progress between callers of one key', async () => {
    const cache = new FacetCache();
    const counting = heldCounts();
    const first = cache.through('a', counting.count, 5_000);
    const second = cache.through('a', counting.count, 5_000);
    counting.finish();
    expect(await first).toEqual(await second);
    expect(counting.runs).toBe(1);
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
