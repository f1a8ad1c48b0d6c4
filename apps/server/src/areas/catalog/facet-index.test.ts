import { describe, expect, it } from 'vitest';
import { FACET_KINDS, type FacetCounts, FacetIndex, type ProductFacetRow } from './facet-index.js';

/** A small deterministic random source (mulberry32), so a failure repeats. */
function randomOf(seed: number) {
  let a = seed;
  return (below: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const COLUMN_OF = { value: 'valueIds', category: 'categoryIds', city: 'cityIds', region: 'regionIds' } as const;

/** The counts as the SQL of `catalogFacets` gives them: every element of every matching product's arrays. */
function countedPlainly(rows: ReadonlyMap<number, ProductFacetRow>, ids: readonly number[]) {
  const out = Object.fromEntries(FACET_KINDS.map((kind) => [kind, new Map<number, number>()])) as Record<string, Map<number, number>>;
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    for (const kind of FACET_KINDS) {
      const counts = out[kind] as Map<number, number>;
      for (const x of row[COLUMN_OF[kind]]) counts.set(x, (counts.get(x) ?? 0) + 1);
    }
  }
  return out;
}
const plain = (counts: FacetCounts) => Object.fromEntries(FACET_KINDS.map((kind) => [kind, new Map([...counts[kind]].sort())]));
const sorted = (counts: Record<string, Map<number, number>>) =>
  Object.fromEntries(FACET_KINDS.map((kind) => [kind, new Map([...(counts[kind] ?? [])].sort())]));

function productOf(id: number, random: (below: number) => number): ProductFacetRow {
  const some = (n: number, from: number, span: number) => [...new Set(Array.from({ length: random(n + 1) }, () => from + random(span)))];
  return {
    id,
    valueIds: [...some(8, 1, 200), ...(random(3) === 0 ? [-(500 + random(5))] : [])],
    categoryIds: some(3, 1000, 30),
    cityIds: some(2, 2000, 12),
    regionIds: some(2, 3000, 8),
  };
}

describe('the facet index', () => {
  it('counts what a product holds, and nothing for an id it does not hold', () => {
    const index = new FacetIndex();
    index.append([
      { id: 3, valueIds: [10, 11, -7], categoryIds: [1, 2], cityIds: [5], regionIds: [] },
      { id: 8, valueIds: [10], categoryIds: [2], cityIds: [], regionIds: [9, 10] },
    ]);
    const counts = index.count([3, 8, 99]);
    expect(counts.value).toEqual(
      new Map([
        [10, 2],
        [11, 1],
        [-7, 1],
      ]),
    );
    expect(counts.category).toEqual(
      new Map([
        [1, 1],
        [2, 2],
      ]),
    );
    expect(counts.city).toEqual(new Map([[5, 1]]));
    expect(counts.region).toEqual(
      new Map([
        [9, 1],
        [10, 1],
      ]),
    );
    expect(index.count([8]).value).toEqual(new Map([[10, 1]]));
    expect(index.size).toBe(2);
  });

  it('keeps the kinds apart: one id as a value and as a category counts under each', () => {
    const index = new FacetIndex();
    index.append([{ id: 1, valueIds: [4], categoryIds: [4], cityIds: [4], regionIds: [4] }]);
    const counts = index.count([1]);
    for (const kind of FACET_KINDS) expect(counts[kind]).toEqual(new Map([[4, 1]]));
  });

  it('takes changed and gone products, before and after they are packed in', () => {
    const index = new FacetIndex();
    index.append([
      { id: 1, valueIds: [10], categoryIds: [], cityIds: [], regionIds: [] },
      { id: 2, valueIds: [10], categoryIds: [], cityIds: [], regionIds: [] },
    ]);
    index.apply([
      { id: 1, valueIds: [20], categoryIds: [], cityIds: [], regionIds: [] },
      { id: 5, valueIds: [20, 30], categoryIds: [], cityIds: [], regionIds: [] },
    ]);
    index.apply([], [2]);
    expect(index.count([1, 2, 5]).value).toEqual(
      new Map([
        [20, 2],
        [30, 1],
      ]),
    );
    expect(index.size).toBe(2);
  });

  it('refuses to append an id at or below one it holds', () => {
    const index = new FacetIndex();
    index.append([{ id: 5, valueIds: [], categoryIds: [], cityIds: [], regionIds: [] }]);
    expect(() => index.append([{ id: 5, valueIds: [], categoryIds: [], cityIds: [], regionIds: [] }])).toThrow(/ascending/);
  });

  it('counts as plainly counting would, through loads, thousands of changes (merged in) and removals', () => {
    const random = randomOf(13);
    const truth = new Map<number, ProductFacetRow>();
    const index = new FacetIndex();
    for (let page = 0; page < 3; page++) {
      const rows = Array.from({ length: 3000 }, (_, i) => productOf(page * 3000 + i + 1, random));
      for (const row of rows) truth.set(row.id, row);
      index.append(rows);
    }
    for (let round = 0; round < 6; round++) {
      // Enough changes in a round to pass the merge threshold, new ids among them.
      const changed = Array.from({ length: 1500 }, () => productOf(1 + random(12_000), random));
      const gone = Array.from({ length: 200 }, () => 1 + random(12_000));
      for (const id of gone) truth.delete(id);
      for (const row of changed) truth.set(row.id, row);
      index.apply(changed, gone);
      const asked = Array.from({ length: 4000 }, () => 1 + random(12_500));
      expect(plain(index.count(asked))).toEqual(sorted(countedPlainly(truth, asked)));
    }
    expect(index.size).toBe(truth.size);
  });
});
