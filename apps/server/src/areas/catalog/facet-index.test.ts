import { Decimal } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/seeded-random.js';
import { type DecimalKey, decimalKey } from './decimal-key.js';
import {
  FACET_KINDS,
  type FacetCounts,
  FacetIndex,
  type IndexCursor,
  type IndexOrder,
  ON_CALL,
  type ProductFacetRow,
  Selection,
} from './facet-index.js';

/** A listed product at price 100 unless told otherwise. */
const row = (over: Partial<ProductFacetRow> & { id: number }): ProductFacetRow => ({
  valueIds: [],
  categoryIds: [],
  cityIds: [],
  regionIds: [],
  listed: true,
  listedAt: '2026-01-01T00:00:00Z',
  price: '100.00000000',
  callForPrice: false,
  displayOrder: 0,
  numberAttributes: [],
  numberValues: [],
  ...over,
});

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
    listed: random(10) > 0,
    listedAt: new Date(Date.UTC(2026, 0, 1 + random(300))).toISOString(),
    price: `${random(5000)}.${String(random(100)).padStart(2, '0')}000000`,
    callForPrice: random(20) === 0,
    displayOrder: random(40),
    // Weight (attribute 1) on most, sometimes below zero (a temperature); two ratings (attribute 2) on a few.
    ...(() => {
      const numberAttributes: number[] = [];
      const numberValues: string[] = [];
      if (random(5) > 0) {
        numberAttributes.push(1);
        numberValues.push(`${random(4) === 0 ? '-' : ''}${random(50)}.${random(10)}`);
      }
      if (random(4) === 0) {
        numberAttributes.push(2, 2);
        numberValues.push(String(random(6)), String(random(6)));
      }
      return { numberAttributes, numberValues };
    })(),
    valueIds: [...some(8, 1, 200), ...(random(3) === 0 ? [-(500 + random(5))] : [])],
    categoryIds: some(3, 1000, 30),
    cityIds: some(2, 2000, 12),
    regionIds: some(2, 3000, 8),
  };
}

/** The plain reading of a product against the tests `judged` builds below. */
interface Judgement {
  since: number | null;
  value: number[];
  city: number[];
  price: { from: string | null; to: string | null } | null;
  /** A range of attribute `attribute`'s values. */
  number: { attribute: number; from: string | null; to: string | null } | null;
}
const inDecimalRange = (value: string, range: { from: string | null; to: string | null }) =>
  (range.from === null || new Decimal(value).gte(range.from)) && (range.to === null || new Decimal(value).lte(range.to));
const passes = (p: ProductFacetRow, j: Judgement) =>
  p.listed &&
  (j.since === null || new Date(p.listedAt).getTime() > j.since) &&
  (j.value.length === 0 || p.valueIds.some((v) => j.value.includes(v))) &&
  (j.city.length === 0 || p.cityIds.some((c) => j.city.includes(c))) &&
  (!j.price || (!p.callForPrice && inDecimalRange(p.price, j.price))) &&
  (!j.number || p.numberAttributes.some((a, i) => a === j.number?.attribute && inDecimalRange(p.numberValues[i] as string, j.number)));
function judged(index: FacetIndex, j: Judgement) {
  let chosen = index.listed(j.since);
  if (j.value.length > 0) chosen = chosen.and(index.test({ holds: 'value', ids: j.value }));
  if (j.city.length > 0) chosen = chosen.and(index.test({ holds: 'city', ids: j.city }));
  if (j.price) chosen = chosen.and(index.test({ price: j.price }));
  if (j.number) chosen = chosen.and(index.test({ number: j.number.attribute, range: j.number }));
  return chosen;
}

describe('the facet index', () => {
  it('counts what the chosen products hold, by kind; an id it does not hold counts under nothing', () => {
    const index = new FacetIndex();
    index.append([
      row({ id: 3, valueIds: [10, 11, -7], categoryIds: [1, 2], cityIds: [5] }),
      row({ id: 8, valueIds: [10], categoryIds: [2], regionIds: [9, 10] }),
    ]);
    const { counts, size } = index.count(index.ofIds([3, 8, 99]));
    expect(size).toBe(2);
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
    expect(index.count(index.ofIds([8])).counts.value).toEqual(new Map([[10, 1]]));
    expect(index.size).toBe(2);
  });

  it('keeps the kinds apart: one id as a value and as a category counts under each', () => {
    const index = new FacetIndex();
    index.append([row({ id: 1, valueIds: [4], categoryIds: [4], cityIds: [4], regionIds: [4] })]);
    const { counts } = index.count(index.ofIds([1]));
    for (const kind of FACET_KINDS) expect(counts[kind]).toEqual(new Map([[4, 1]]));
    expect(index.count(index.test({ holds: 'city', ids: [4] })).size).toBe(1);
    expect(index.count(index.test({ holds: 'region', ids: [5] })).size).toBe(0);
  });

  it('judges the listing window, the price range (call for price left out) and gives the lowest and highest price', () => {
    const index = new FacetIndex();
    index.append([
      row({ id: 1, price: '99999999999999999999.99999999', listedAt: '2026-03-01T00:00:00Z' }),
      row({ id: 2, price: '0.00000001' }),
      row({ id: 3, price: '150.50000000', callForPrice: true }),
      row({ id: 4, price: '150.49000000', listed: false }),
      row({ id: 5, price: '150.50000000' }),
    ]);
    const ids = (selection: Selection) =>
      [...index.ofIds([1, 2, 3, 4, 5]).and(selection).bits].flatMap((word) =>
        [1, 2, 3, 4, 5].filter((_, position) => word & (1 << position)),
      );
    expect(ids(index.listed(null))).toEqual([1, 2, 3, 5]);
    expect(ids(index.listed(Date.parse('2026-02-01T00:00:00Z')))).toEqual([1]);
    expect(ids(index.test({ price: { from: '150.5', to: null } }))).toEqual([1, 5]);
    expect(ids(index.test({ price: { from: null, to: '150.49' } }))).toEqual([2, 4]);
    expect(ids(index.test({ price: { from: '1', to: '99999999999999999999.99999998' } }))).toEqual([4, 5]);
    const all = index.count(index.listed(null), 'all', true);
    expect([all.low, all.high]).toEqual(['0.00000001', '99999999999999999999.99999999']);
    expect(index.comparesPrices).toBe(true);
  });

  it('says when it holds a value it cannot compare, until that product changes', () => {
    const index = new FacetIndex();
    const weight = { number: 7, range: { from: '1', to: null } };
    index.append([row({ id: 1, price: '123456789012345678901' }), row({ id: 2, numberAttributes: [7], numberValues: ['0.123456789'] })]);
    expect([index.comparesPrices, index.judges(weight), index.judges({ number: 8, range: weight.range })]).toEqual([false, false, true]);
    index.apply([row({ id: 1, price: '5.00000000' })]);
    expect(index.comparesPrices).toBe(true);
    index.apply([row({ id: 2, numberAttributes: [7], numberValues: ['0.5'] })]);
    expect(index.judges(weight)).toBe(true);
    index.apply([row({ id: 3, price: '123456789012345678901.5' })]);
    expect(index.comparesPrices).toBe(false);
    index.apply([], [3]);
    expect(index.comparesPrices).toBe(true);
  });

  it('takes changed and gone products, before and after they are packed in', () => {
    const index = new FacetIndex();
    index.append([row({ id: 1, valueIds: [10] }), row({ id: 2, valueIds: [10] })]);
    index.apply([row({ id: 1, valueIds: [20] }), row({ id: 5, valueIds: [20, 30], listed: false })]);
    index.apply([], [2]);
    expect(index.count(index.ofIds([1, 2, 5])).counts.value).toEqual(
      new Map([
        [20, 2],
        [30, 1],
      ]),
    );
    expect(index.count(index.listed(null)).counts.value).toEqual(new Map([[20, 1]]));
    expect(index.count(index.test({ holds: 'value', ids: [30] })).size).toBe(1);
    expect(index.size).toBe(2);
  });

  it('chooses into a lent bit set what every part chooses, changed products included, and takes lent sets back', async () => {
    const index = new FacetIndex();
    index.append(Array.from({ length: 100 }, (_, i) => row({ id: i + 1, valueIds: [i % 2 === 0 ? 10 : 11, i % 3 === 0 ? 20 : 21] })));
    index.apply([row({ id: 200, valueIds: [10, 20] }), row({ id: 201, valueIds: [10, 21] })]);
    const parts = [index.listed(null), index.test({ holds: 'value', ids: [10] }), index.test({ holds: 'value', ids: [20] })];
    const lent = index.lend();
    const both = Selection.allOf(parts, lent);
    expect(both.bits).toBe(lent);
    // Ids 1, 7, 13, …: even positions (value 10) that are multiples of 3 (value 20); 200 among the changed.
    const expected = [...Array.from({ length: 100 }, (_, i) => i + 1).filter((id) => (id - 1) % 6 === 0), 200];
    expect(index.count(both).size).toBe(expected.length);
    expect(index.count(both).counts.value).toEqual(
      new Map([
        [10, expected.length],
        [20, expected.length],
      ]),
    );
    index.giveBack([lent]);
    // Lent again: the same memory, to be written over by the next read.
    expect(index.lend()).toBe(lent);
    index.giveBack([lent]);
    // A merge packs the changes: the positions (and the sets' length) are the index's new ones.
    index.apply(Array.from({ length: 5000 }, (_, i) => row({ id: 1000 + i, valueIds: [10] })));
    await index.settled();
    const after = index.lend();
    expect(after).not.toBe(lent);
    expect(after.length).toBe(Math.ceil(5102 / 32));
    index.giveBack([lent]);
    expect(index.lend()).not.toBe(lent);
  });

  it('counts alike past 65 536 distinct ids, where a token no longer fits in two bytes', () => {
    const index = new FacetIndex();
    // 70 000 products, each with a value of its own and one shared by every seventh.
    index.append(Array.from({ length: 70_000 }, (_, i) => row({ id: i + 1, valueIds: [100_000 + i, ...(i % 7 === 0 ? [5] : [])] })));
    const chosen = index.test({ holds: 'value', ids: [5, 100_000 + 69_999, 100_000 + 69_998] });
    const { counts, size } = index.count(chosen, [{ kind: 'value', ids: [5, 100_000 + 69_999, 100_000 + 69_993] }]);
    expect(size).toBe(10_000 + 2);
    expect(counts.value).toEqual(
      new Map([
        [5, 10_000],
        [100_000 + 69_999, 1],
        [100_000 + 69_993, 1],
      ]),
    );
    expect(index.count(index.ofIds([70_000])).counts.value).toEqual(new Map([[100_000 + 69_999, 1]]));
  });

  it('counts alike when changes bring a two-byte index past 65 536 ids, before and after they are merged in', async () => {
    const index = new FacetIndex();
    // Packed with 1 000 tokens (two bytes each), then 70 000 changed products with a value each of their own.
    index.append(Array.from({ length: 1000 }, (_, i) => row({ id: i + 1, valueIds: [i] })));
    index.seal();
    const changed = Array.from({ length: 70_000 }, (_, i) => row({ id: 10_000 + i, valueIds: [1_000_000 + i, 7] }));
    index.apply(changed);
    const wanted = [{ kind: 'value' as const, ids: [7, 999, 1_000_000 + 69_999] }];
    // Value 7: product 8 of the first load and every changed one.
    const expected = new Map([
      [7, 70_001],
      [999, 1],
      [1_000_000 + 69_999, 1],
    ]);
    expect(index.count(index.listed(null), wanted).counts.value).toEqual(expected);
    await index.settled();
    expect(index.waiting).toBe(0);
    expect(index.count(index.listed(null), wanted).counts.value).toEqual(expected);
    expect(index.count(index.ofIds([10_000 + 69_999])).counts.value).toEqual(
      new Map([
        [1_000_000 + 69_999, 1],
        [7, 1],
      ]),
    );
  });

  it('keeps the selections a cycle of many filters asks for, forgetting the least recently used', () => {
    const index = new FacetIndex();
    index.append(Array.from({ length: 1000 }, (_, i) => row({ id: i + 1, valueIds: [i % 300] })));
    const tests = Array.from({ length: 200 }, (_, i) => ({ holds: 'value' as const, ids: [i] }));
    const first = tests.map((test) => index.test(test));
    // A second cycle over 200 filters: each is the selection made the first time (none judged again).
    for (const [i, test] of tests.entries()) expect(index.test(test)).toBe(first[i]);
    // Past the most kept (1 024), the least recently used are forgotten.
    for (let i = 0; i < 1100; i++) index.test({ price: { from: String(i), to: null } });
    expect(index.test(tests[0] as (typeof tests)[number])).not.toBe(first[0]);
    // A change of the products forgets every selection.
    const again = index.test(tests[5] as (typeof tests)[number]);
    index.apply([row({ id: 1, valueIds: [5] })]);
    expect(index.test(tests[5] as (typeof tests)[number])).not.toBe(again);
  });

  it('refuses to append an id at or below one it holds, or after it was first used', () => {
    const index = new FacetIndex();
    index.append([row({ id: 5 })]);
    expect(() => index.append([row({ id: 5 })])).toThrow(/ascending/);
    index.listed(null);
    expect(() => index.append([row({ id: 6 })])).toThrow(/first loading/);
  });

  it('counts and judges as a plain reading would, through loads, thousands of changes (merged in) and removals', async () => {
    const random = seededRandom(13);
    const truth = new Map<number, ProductFacetRow>();
    // A merge pauses at every step: reads and changes fall between its slices.
    const index = new FacetIndex({ sliceMs: 0 });
    for (let page = 0; page < 3; page++) {
      const rows = Array.from({ length: 3000 }, (_, i) => productOf(page * 3000 + i + 1, random));
      for (const product of rows) truth.set(product.id, product);
      index.append(rows);
    }
    const change = (changes: number, removals: number) => {
      const changed = Array.from({ length: changes }, () => productOf(1 + random(12_000), random));
      const gone = Array.from({ length: removals }, () => 1 + random(12_000));
      for (const id of gone) truth.delete(id);
      for (const product of changed) truth.set(product.id, product);
      index.apply(changed, gone);
    };
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    let merges = 0;
    for (let round = 0; round < 6; round++) {
      // Enough changes in a round to pass the merge threshold, new ids among them.
      const before = index.waiting;
      change(1500, 200);
      check();
      // While the merge runs: more changes (kept aside from it), reads between its slices.
      change(60, 10);
      await turns(1 + random(40));
      check();
      await index.settled();
      check();
      if (index.waiting < before) merges += 1;
    }
    // The threshold (4 096) is passed twice: the merged changes left the map, those made meanwhile stayed.
    expect(merges).toBeGreaterThanOrEqual(2);
    expect(index.size).toBe(truth.size);

    function check() {
      const asked = Array.from({ length: 4000 }, () => 1 + random(12_500));
      expect(plain(index.count(index.ofIds(asked)).counts)).toEqual(sorted(countedPlainly(truth, [...new Set(asked)])));
      const j: Judgement = {
        since: random(2) ? null : Date.UTC(2026, 0, 1 + random(300)),
        value: random(2) ? [] : [1 + random(200), 1 + random(200)],
        city: random(2) ? [] : [2000 + random(12)],
        price: random(2) ? null : { from: random(2) ? null : String(random(2500)), to: random(2) ? null : `${2500 + random(2500)}.5` },
        number: random(2)
          ? null
          : { attribute: 1 + random(2), from: random(2) ? null : `${random(20)}.5`, to: random(2) ? null : String(10 + random(40)) },
      };
      const passing = [...truth.values()].filter((p) => passes(p, j));
      const counted = index.count(judged(index, j), 'all', true);
      expect(counted.size).toBe(passing.length);
      expect(plain(counted.counts)).toEqual(
        sorted(
          countedPlainly(
            truth,
            passing.map((p) => p.id),
          ),
        ),
      );
      // Limited to some tokens, for a few products (their tokens read) and for many (postings read).
      const values = [1 + random(200), 1 + random(200), 1 + random(200)];
      const wanted = [{ kind: 'value' as const, ids: values }, { kind: 'city' as const }];
      const limited = (counts: Record<string, Map<number, number>>) => ({
        ...sorted({}),
        value: new Map([...(counts.value ?? [])].filter(([id]) => values.includes(id)).sort()),
        city: new Map([...(counts.city ?? [])].sort()),
      });
      for (const [selection, ids] of [
        [judged(index, j), passing.map((p) => p.id)],
        [index.listed(null), [...truth.values()].filter((p) => p.listed).map((p) => p.id)],
      ] as const) {
        expect(plain(index.count(selection, wanted).counts)).toEqual(limited(countedPlainly(truth, ids)));
        const ends = index.count(selection, wanted, true);
        const prices = ids
          .map((id) => truth.get(id) as ProductFacetRow)
          .filter((p) => !p.callForPrice)
          .map((p) => new Decimal(p.price));
        expect([ends.low, ends.high]).toEqual(
          prices.length ? [Decimal.min(...prices).toFixed(8), Decimal.max(...prices).toFixed(8)] : [null, null],
        );
      }
      const shown = passing.filter((p) => !p.callForPrice).map((p) => new Decimal(p.price));
      expect(counted.low).toBe(shown.length ? Decimal.min(...shown).toFixed(8) : null);
      expect(counted.high).toBe(shown.length ? Decimal.max(...shown).toFixed(8) : null);
      expect(index.size).toBe(truth.size);
    }
  });

  it('orders and judges prices and numbers exactly where doubles cannot tell them apart', () => {
    const prices = [
      '12345678901234567890.00000002',
      '12345678901234567889.99999999',
      '99999999999999999999.99999999',
      '12345678901234567890.00000001',
      '0.00000001',
      '12345678901234567890.00000000',
      '99999999999999999999.99999998',
    ];
    const weights = ['-0.00000001', '-10000000000000000000', '0', '-0.00000002', '-9999999999999999999.99999999', '5'];
    const index = new FacetIndex();
    index.append(
      prices.map((price, i) =>
        row({
          id: i + 1,
          price,
          numberAttributes: i < weights.length ? [9] : [],
          numberValues: i < weights.length ? [weights[i] as string] : [],
        }),
      ),
    );
    const all = index.listed(null);
    const byDecimal = (texts: string[]) =>
      texts.map((t, i) => [t, i + 1] as const).sort((a, b) => new Decimal(a[0]).comparedTo(b[0]) || a[1] - b[1]);
    expect(index.page(all, { by: 'price', descending: false }, null, 10)).toEqual(byDecimal(prices).map(([, id]) => id));
    const from = '12345678901234567890';
    const inRange = index.page(
      all.and(index.test({ price: { from, to: '12345678901234567890.00000001' } })),
      { by: 'id', descending: false },
      null,
      10,
    );
    expect(inRange).toEqual([4, 6]);
    const light = index.test({ number: 9, range: { from: null, to: '0' } });
    expect(index.page(all.and(light), { by: 'id', descending: false }, null, 10)).toEqual([1, 2, 3, 4, 5]);
    const heavy = index.test({ number: 9, range: { from: '0', to: '5' } });
    expect(index.page(all.and(heavy), { by: 'id', descending: false }, null, 10)).toEqual([3, 6]);
  });

  it('pages the chosen products in each order by keyset, as sorting them plainly would, through changes', () => {
    const byShownPrice = (a: ProductFacetRow, b: ProductFacetRow) =>
      Number(a.callForPrice) - Number(b.callForPrice) || (a.callForPrice ? 0 : new Decimal(a.price).comparedTo(b.price));
    const random = seededRandom(21);
    const truth = new Map<number, ProductFacetRow>();
    const index = new FacetIndex();
    const rows = Array.from({ length: 5000 }, (_, i) => productOf(i + 1, random));
    for (const product of rows) truth.set(product.id, product);
    index.append(rows);
    const orders: [IndexOrder, (a: ProductFacetRow, b: ProductFacetRow) => number][] = [
      [{ by: 'display', descending: false }, (a, b) => a.displayOrder - b.displayOrder || a.id - b.id],
      [{ by: 'id', descending: true }, (a, b) => b.id - a.id],
      // By the shown price: call-for-price products (none shown) above every price, by id.
      [{ by: 'price', descending: false }, (a, b) => byShownPrice(a, b) || a.id - b.id],
      [{ by: 'price', descending: true }, (a, b) => byShownPrice(b, a) || b.id - a.id],
    ];
    const cursorOf = (order: IndexOrder, p: ProductFacetRow): IndexCursor => ({
      key:
        order.by === 'id' ? null : order.by === 'display' ? p.displayOrder : p.callForPrice ? ON_CALL : (decimalKey(p.price) as DecimalKey),
      id: p.id,
    });
    for (let round = 0; round < 4; round++) {
      // Changed products kept aside (below the merge threshold), some of them new, some gone.
      const changed = Array.from({ length: 300 }, () => productOf(1 + random(5600), random));
      const gone = Array.from({ length: 40 }, () => 1 + random(5600));
      for (const id of gone) truth.delete(id);
      for (const product of changed) truth.set(product.id, product);
      index.apply(changed, gone);
      const j: Judgement = { since: null, value: random(2) ? [] : [1 + random(200), 1 + random(200)], city: [], price: null, number: null };
      // Many chosen (the order walked), and a few (sorted on their own).
      const few = [...new Set(Array.from({ length: 30 }, () => 1 + random(5600)))];
      const choices: [Selection, ProductFacetRow[]][] = [
        [judged(index, j), [...truth.values()].filter((p) => passes(p, j))],
        [index.ofIds(few), few.filter((id) => truth.has(id)).map((id) => truth.get(id) as ProductFacetRow)],
      ];
      for (const [selection, chosen] of choices) {
        for (const [order, plainly] of orders) {
          const expected = [...chosen].sort(plainly);
          const size = 1 + random(20);
          const got: number[] = [];
          let after: IndexCursor | null = null;
          for (;;) {
            const page = index.page(selection, order, after, size + 1);
            got.push(...page.slice(0, size));
            if (page.length <= size) break;
            after = cursorOf(order, truth.get(page[size - 1] as number) as ProductFacetRow);
          }
          expect(got, JSON.stringify(order)).toEqual(expected.map((p) => p.id));
        }
      }
    }
  });
});
