import { type DecimalRange, decimalKey, inRange, KEY_WIDTH, keyText, rangeKeys, rangeSlice } from './decimal-key.js';
import { isSet, Selection, set } from './facet-bits.js';
import { type Counted, countChosen } from './facet-count.js';
import { Builder, merged, type Packed, type Product, type ProductFacetRow, type Unkeyed } from './facet-packed.js';
import { type IndexCursor, type IndexOrder, ON_CALL, pageOf } from './facet-page.js';
import { type FacetKind, FacetTokens, type Wanted } from './facet-tokens.js';
import { KeptSelections } from './kept-selections.js';
import { runSliced } from './sliced.js';
import { SpareBits } from './spare-bits.js';

export { Selection } from './facet-bits.js';
export type { Counted } from './facet-count.js';
export type { ProductFacetRow } from './facet-packed.js';
export { type IndexCursor, type IndexOrder, ON_CALL } from './facet-page.js';
export { FACET_KINDS, type FacetCounts, type FacetKind, type Wanted } from './facet-tokens.js';

/**
 * A filter the index judges itself: the product holds any of `ids` of a kind; its shown price is
 * in a range; or a value of a number attribute is.
 */
export type IndexTest =
  | { readonly holds: FacetKind; readonly ids: readonly number[] }
  | { readonly price: DecimalRange }
  | { readonly number: number; readonly range: DecimalRange };

/** Changed products kept aside before they are merged into the packed arrays (at least; an eighth of the store in a large one). */
export const MERGE_AT = 4096;

/**
 * One store's products as its facets need them, in memory (docs/notes/catalog.md "Facet index"):
 * what each holds (values, categories, cities, regions), whether and since when it is listed, its
 * price and its number attributes' values. A facets call judges the filters it can here — the
 * selective attributes, switches, places, price and number ranges — as bit sets, and counts the
 * chosen products' values and places, instead of unnesting their arrays in the database (about
 * 100 ms of one core for 43 000 products).
 *
 * Each distinct (kind, id) is a token numbered from 0; counting increments an `Int32Array`. The
 * products are packed in id order, with each token's positions (postings) and each range's values
 * in key order (`facet-packed.ts`). Changed products are kept in a map beside them (null: gone;
 * their packed position is `stale`) and merged in once there are many. Decimals are compared by
 * `decimalKey`, exactly; a value it cannot key (a number of more than 8
 * decimals) leaves its filter to SQL (`judges`).
 */
export class FacetIndex {
  private builder: Builder | undefined = new Builder();
  private packed: Packed = new Builder().pack(0);
  private stale = new Uint32Array(0);
  private readonly changed = new Map<number, Product | null>();
  /** Counts the changes taken: a selection is good only while its generation is the index's. */
  private changes = 0;
  /** Selections already made since the products last changed, by test (a store's visitors ask the same filters). */
  private readonly made = new KeptSelections();
  private readonly tokens = new FacetTokens();
  /** How many values held the index cannot key, by what they are. */
  private readonly unkeyed = new Map<Unkeyed, number>();
  /** The merge running a slice at a time, if any. */
  private merging: Promise<void> | undefined;
  /** Bit sets lent to one read's groups (`lend`), of the packed arrays' length; given back after it. */
  private readonly spare = new SpareBits();
  /** Where `count` counts, reused: read out before it returns. */
  private counts = new Int32Array(0);
  /** After a failed merge, how many changes must wait before the next try. */
  private mergeAgainAt = 0;

  /** @param sliceMs how long packing runs before the event loop gets its turn (`runSliced`) */
  constructor(private readonly options: { readonly sliceMs?: number } = {}) {}

  /** Changed products kept aside, not yet merged into the packed arrays. */
  get waiting(): number {
    return this.changed.size;
  }

  /** Changes the index has taken: selections made before a change are no longer its (positions move on a merge). */
  get generation(): number {
    return this.changes;
  }

  /** Every price held is one the index compares exactly; if not, the caller counts in SQL. */
  get comparesPrices(): boolean {
    return !this.unkeyed.get('price');
  }

  /** Whether the index judges this test exactly (a number range: every value of that attribute keyed). */
  judges(test: IndexTest): boolean {
    if ('holds' in test) return true;
    return !this.unkeyed.get('price' in test ? 'price' : test.number);
  }

  /** How many products it holds. */
  get size(): number {
    this.seal();
    let size = this.packed.ids.length;
    for (const [id, product] of this.changed) {
      const packed = this.find(id) >= 0;
      if (product && !packed) size += 1;
      else if (!product && packed) size -= 1;
    }
    return size;
  }

  /** Adds products read in id order, each above every id held (a first load, read in pages), before any other use. */
  append(rows: readonly ProductFacetRow[]): void {
    const builder = this.builder;
    if (!builder) throw new Error('facet index: append only while first loading');
    for (const row of rows) {
      if (row.id <= builder.lastId) throw new Error('facet index: append takes ascending new ids');
      builder.push(this.productOf(row));
    }
  }

  /** Takes these products as they are now; each of `gone` (and not in `rows`) is no longer the store's. */
  apply(rows: readonly ProductFacetRow[], gone: Iterable<number> = []): void {
    this.seal();
    const replace = (id: number, product: Product | null) => {
      const before = this.changed.get(id);
      if (before) this.tally(before.unkeyed, -1);
      this.changed.set(id, product);
      // A packed product replaced: its position no longer answers, nor its values against keying.
      const position = this.find(id);
      if (position < 0 || isSet(this.stale, position)) return;
      set(this.stale, position);
      this.tally(this.packed.unkeyed.get(position) ?? [], -1);
    };
    for (const id of gone) replace(id, null);
    for (const row of rows) replace(row.id, this.productOf(row));
    if (this.changed.size > 0) this.made.clear();
    this.changes += 1;
    if (!this.merging && this.changed.size >= Math.max(MERGE_AT, this.packed.ids.length >> 3, this.mergeAgainAt)) {
      // A failed merge leaves the changes aside (reads stay right) and is tried again once twice as
      // many wait, not at every change.
      const waiting = this.changed.size;
      this.merging = this.merge()
        .then(
          () => {
            this.mergeAgainAt = 0;
          },
          () => {
            this.mergeAgainAt = 2 * waiting;
          },
        )
        .finally(() => {
          this.merging = undefined;
        });
    }
  }

  /** Once no merge runs (tests). */
  async settled(): Promise<void> {
    while (this.merging) await this.merging;
  }

  /** The products listed at all, and listed since `since` (ms; null: no limit). */
  listed(since: number | null): Selection {
    // A window's start moves with the clock: only the unlimited listing is worth keeping.
    return since === null ? this.made.through('listed', () => this.listedSince(null)) : this.listedSince(since);
  }

  private listedSince(since: number | null): Selection {
    this.seal();
    const { listed, listedAt, ids } = this.packed;
    const bits = new Uint32Array(this.stale.length);
    for (let position = 0; position < ids.length; position++) {
      if (listed[position] && (since === null || (listedAt[position] as number) > since)) set(bits, position);
    }
    return new Selection(
      this.fresh(bits),
      this.changedWhere((p) => p.listed && (since === null || p.listedAt > since)),
    );
  }

  /** The products a test holds for (its side of a filter); `judges` says whether it is exact. */
  test(test: IndexTest): Selection {
    return this.made.through(JSON.stringify(test), () => this.judge(test));
  }

  private judge(test: IndexTest): Selection {
    this.seal();
    const bits = new Uint32Array(this.stale.length);
    if ('holds' in test) {
      const tokens = this.tokens.wanted([{ kind: test.holds, ids: test.ids }]);
      const { postingOffsets, postings } = this.packed;
      for (const part of tokens.parts)
        for (const token of part) {
          if (token + 1 >= postingOffsets.length) continue;
          for (let i = postingOffsets[token] as number; i < (postingOffsets[token + 1] as number); i++) set(bits, postings[i] as number);
        }
      return new Selection(
        this.fresh(bits),
        this.changedWhere((p) => p.tokens.some((t) => tokens.mask[t] === 1)),
      );
    }
    if ('price' in test) {
      const range = rangeKeys(test.price);
      const { keys, byPrice, priced } = this.packed;
      // Call-for-price products sit after the priced ones, outside any range.
      const [start, end] = rangeSlice(priced, (i) => [keys, (byPrice[i] as number) * KEY_WIDTH], ...range);
      for (let i = start; i < end; i++) set(bits, byPrice[i] as number);
      return new Selection(
        this.fresh(bits),
        this.changedWhere((p) => !p.callForPrice && inRange(p.key, 0, range)),
      );
    }
    const range = rangeKeys(test.range);
    const column = this.packed.numbers.get(test.number);
    if (column) {
      const [start, end] = rangeSlice(column.positions.length, (i) => [column.keys, i * KEY_WIDTH], ...range);
      for (let i = start; i < end; i++) set(bits, column.positions[i] as number);
    }
    return new Selection(
      this.fresh(bits),
      this.changedWhere((p) => p.numberAttributes.some((a, i) => a === test.number && inRange(p.numberKeys, i * KEY_WIDTH, range))),
    );
  }

  /** A bit set as long as a selection's, lent for one synchronous read until `giveBack` (`SpareBits`). */
  lend(): Uint32Array {
    this.seal();
    return this.spare.lend(this.stale.length);
  }

  giveBack(lent: readonly Uint32Array[]): void {
    this.spare.giveBack(lent, this.stale.length);
  }

  /** The products of these ids (found by SQL); an id it does not hold is left out. */
  ofIds(ids: ArrayLike<number>): Selection {
    this.seal();
    const bits = new Uint32Array(this.stale.length);
    const changed = new Set<number>();
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number;
      if (this.changed.has(id)) {
        if (this.changed.get(id)) changed.add(id);
        continue;
      }
      const position = this.find(id);
      if (position >= 0) set(bits, position);
    }
    return new Selection(bits, changed);
  }

  /**
   * Counts what the chosen products hold, by kind and id — every token (`'all'`), or only the
   * wanted ones — and, `withPrice`, their lowest and highest shown price (`countChosen`).
   */
  count(selection: Selection, wanted: 'all' | readonly Wanted[] = 'all', withPrice = false): Counted {
    this.seal();
    if (this.counts.length < this.tokens.size) this.counts = new Int32Array(this.tokens.size * 2);
    else this.counts.fill(0);
    return countChosen(this.packed, this.tokens, selection, this.changedOf(selection), wanted, withPrice, this.counts);
  }

  /**
   * The ids of the first `limit` chosen products in `order` after `after` (a page of the list, by
   * keyset): the packed products walked in the order's sequence from the cursor (found by binary
   * search), merged with the chosen changed products in the same order.
   */
  page(selection: Selection, order: IndexOrder, after: IndexCursor | null, limit: number): number[] {
    this.seal();
    return pageOf(this.packed, selection, this.changedOf(selection), order, after, limit);
  }

  /** The chosen changed products (kept aside, not gone). */
  private changedOf(selection: Selection): Product[] {
    return [...selection.changed].map((id) => this.changed.get(id)).filter((product): product is Product => !!product);
  }

  /**
   * The key product `id` (one `page` just chose) is ordered by in `order`, as a page's cursor
   * carries it: its display order; its price as stored, or ON_CALL; null ordering by id.
   */
  sortKey(id: number, order: IndexOrder): string | number | null {
    if (order.by === 'id') return null;
    const product = this.changed.get(id);
    if (product) return order.by === 'display' ? product.displayOrder : product.callForPrice ? ON_CALL : keyText(product.key, 0);
    const position = this.find(id);
    if (product === null || position < 0) throw new Error('facet index: no such product');
    const { displayOrder, callForPrice, keys } = this.packed;
    return order.by === 'display'
      ? (displayOrder[position] as number)
      : callForPrice[position]
        ? ON_CALL
        : keyText(keys, position * KEY_WIDTH);
  }

  /** Ends a first load: packs what was appended at once (done at the first use otherwise). */
  seal(): void {
    if (!this.builder) return;
    this.packed = this.builder.pack(this.tokens.size);
    this.stale = new Uint32Array(Math.ceil(this.packed.ids.length / 32));
    this.builder = undefined;
  }

  /** Ends a first load, packing a slice at a time: a large store's packing does not hold the server's thread. */
  async sealSliced(): Promise<void> {
    const builder = this.builder;
    if (!builder) return;
    const packed = await runSliced(builder.packing(this.tokens.size), this.options.sliceMs);
    // A use meanwhile packed it at once.
    if (this.builder !== builder) return;
    this.packed = packed;
    this.stale = new Uint32Array(Math.ceil(packed.ids.length / 32));
    this.builder = undefined;
  }

  /** `bits` without the packed positions of changed products (their own entries answer for them). */
  private fresh(bits: Uint32Array): Uint32Array {
    for (let w = 0; w < bits.length; w++) bits[w] = (bits[w] as number) & ~(this.stale[w] as number);
    return bits;
  }

  private changedWhere(holds: (product: Product) => boolean): Set<number> {
    const out = new Set<number>();
    for (const [id, product] of this.changed) if (product && holds(product)) out.add(id);
    return out;
  }

  /** The packed position of `id`, or -1. */
  private find(id: number): number {
    const { ids } = this.packed;
    let low = 0;
    let high = ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = ids[middle] as number;
      if (at < id) low = middle + 1;
      else if (at > id) high = middle - 1;
      else return middle;
    }
    return -1;
  }

  private tally(unkeyed: readonly Unkeyed[], by: number): void {
    for (const what of unkeyed) this.unkeyed.set(what, (this.unkeyed.get(what) ?? 0) + by);
  }

  private productOf(row: ProductFacetRow): Product {
    const unkeyed: Unkeyed[] = [];
    const key = decimalKey(row.price);
    if (!key) unkeyed.push('price');
    const numberAttributes: number[] = [];
    const numberKeys: number[] = [];
    row.numberAttributes.forEach((attributeId, i) => {
      const made = decimalKey(row.numberValues[i] as string);
      if (!made) unkeyed.push(attributeId);
      else {
        numberAttributes.push(attributeId);
        numberKeys.push(...made);
      }
    });
    this.tally(unkeyed, 1);
    return {
      id: row.id,
      tokens: this.tokens.tokenize(row),
      listed: row.listed,
      listedAt: new Date(row.listedAt).getTime(),
      displayOrder: row.displayOrder,
      callForPrice: row.callForPrice,
      key: key ?? [1, 0, 0, 0],
      numberAttributes: Int32Array.from(numberAttributes),
      numberKeys: Float64Array.from(numberKeys),
      unkeyed,
    };
  }

  /**
   * Packs the changed products in with the rest, in id order, a slice at a time; reads meanwhile use
   * the packed arrays and changes as they are. Changes taken during the merge stay aside, their
   * merged positions stale; those merged leave the map. Positions move: a new generation.
   */
  private async merge(): Promise<void> {
    const packed = this.packed;
    const taken = new Map(this.changed);
    this.packed = await runSliced(merged(packed, this.stale.slice(), taken, this.tokens.size), this.options.sliceMs);
    const stale = new Uint32Array(Math.ceil(this.packed.ids.length / 32));
    for (const [id, product] of this.changed) {
      if (taken.has(id) && taken.get(id) === product) this.changed.delete(id);
      else {
        const position = this.find(id);
        if (position >= 0) set(stale, position);
      }
    }
    this.stale = stale;
    this.made.clear();
    this.changes += 1;
  }
}
