/** What a facet counts a product under: its values and switches (`value_ids`), categories, cities and regions. */
export const FACET_KINDS = ['value', 'category', 'city', 'region'] as const;
export type FacetKind = (typeof FACET_KINDS)[number];

/** One product's facet arrays, as `products` keeps them (migrations 0027, 0030). */
export interface ProductFacetRow {
  readonly id: number;
  readonly valueIds: readonly number[];
  readonly categoryIds: readonly number[];
  readonly cityIds: readonly number[];
  readonly regionIds: readonly number[];
}

const COLUMNS = ['valueIds', 'categoryIds', 'cityIds', 'regionIds'] as const;

/** Counts by kind, then by id: only ids counted at least once. */
export type FacetCounts = Readonly<Record<FacetKind, ReadonlyMap<number, number>>>;

/** Changed products kept aside before they are merged into the packed arrays. */
const MERGE_AT = 4096;

/**
 * The facet arrays of one store's products, in memory (docs/notes/catalog.md "Facet index"), so a
 * facets call counts the products SQL found in JavaScript instead of unnesting their arrays in the
 * database: about 1 ms for 43 000 products against 100 ms of `unnest`.
 *
 * Each distinct (kind, id) is a token numbered from 0, so counting is incrementing an `Int32Array`.
 * The products are packed: sorted ids, and each product's tokens at `offsets[i]..offsets[i + 1]`.
 * Changed products are kept in a map beside them (null: gone) and merged in once there are many.
 */
export class FacetIndex {
  private ids = new Int32Array(0);
  private offsets = new Int32Array(1);
  private tokens = new Int32Array(0);
  private readonly changed = new Map<number, Int32Array | null>();
  private readonly tokenKinds: number[] = [];
  private readonly tokenIds: number[] = [];
  private readonly tokenOf: Map<number, number>[] = FACET_KINDS.map(() => new Map());

  /** How many products it holds. */
  get size(): number {
    let size = this.ids.length;
    for (const [id, tokens] of this.changed) {
      const packed = this.find(id) >= 0;
      if (tokens && !packed) size += 1;
      else if (!tokens && packed) size -= 1;
    }
    return size;
  }

  /**
   * Adds products read in id order, each above every id held (a first load, read in pages): packed
   * at once, without passing through the changed map.
   */
  append(rows: readonly ProductFacetRow[]): void {
    if (rows.length === 0) return;
    const last = this.ids.length > 0 ? (this.ids[this.ids.length - 1] as number) : Number.NEGATIVE_INFINITY;
    const own = rows.map((row) => this.tokenize(row));
    rows.forEach((row, i) => {
      if (row.id <= (i === 0 ? last : (rows[i - 1] as ProductFacetRow).id)) throw new Error('facet index: append takes ascending new ids');
    });
    const ids = new Int32Array(this.ids.length + rows.length);
    ids.set(this.ids);
    const offsets = new Int32Array(ids.length + 1);
    offsets.set(this.offsets);
    let at = this.tokens.length;
    const tokens = new Int32Array(at + own.reduce((sum, t) => sum + t.length, 0));
    tokens.set(this.tokens);
    own.forEach((t, i) => {
      const position = this.ids.length + i;
      ids[position] = (rows[i] as ProductFacetRow).id;
      tokens.set(t, at);
      at += t.length;
      offsets[position + 1] = at;
    });
    this.ids = ids;
    this.offsets = offsets;
    this.tokens = tokens;
  }

  /** Takes these products' arrays as they are now; each of `gone` (and not in `rows`) is no longer the store's. */
  apply(rows: readonly ProductFacetRow[], gone: Iterable<number> = []): void {
    for (const id of gone) this.changed.set(id, null);
    for (const row of rows) this.changed.set(row.id, this.tokenize(row));
    if (this.changed.size >= Math.max(MERGE_AT, this.ids.length >> 3)) this.merge();
  }

  /**
   * How many of `ids` each token has, by kind and id. An id the index does not hold (a product
   * written after the index last read its changes) counts under nothing.
   */
  count(ids: ArrayLike<number>): FacetCounts {
    const counts = new Int32Array(this.tokenIds.length);
    const { offsets, tokens } = this;
    const hasChanged = this.changed.size > 0;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number;
      if (hasChanged && this.changed.has(id)) {
        const own = this.changed.get(id);
        if (own) for (let t = 0; t < own.length; t++) counts[own[t] as number] = (counts[own[t] as number] as number) + 1;
        continue;
      }
      const i = this.find(id);
      if (i < 0) continue;
      const end = offsets[i + 1] as number;
      for (let t = offsets[i] as number; t < end; t++) counts[tokens[t] as number] = (counts[tokens[t] as number] as number) + 1;
    }
    const out = FACET_KINDS.map(() => new Map<number, number>());
    for (let token = 0; token < counts.length; token++) {
      const n = counts[token] as number;
      if (n > 0) out[this.tokenKinds[token] as number]?.set(this.tokenIds[token] as number, n);
    }
    return Object.fromEntries(FACET_KINDS.map((kind, i) => [kind, out[i]])) as unknown as FacetCounts;
  }

  /** The packed position of `id`, or -1. */
  private find(id: number): number {
    const { ids } = this;
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

  private tokenize(row: ProductFacetRow): Int32Array {
    const out: number[] = [];
    COLUMNS.forEach((column, kind) => {
      const known = this.tokenOf[kind] as Map<number, number>;
      for (const id of row[column]) {
        let token = known.get(id);
        if (token === undefined) {
          token = this.tokenIds.length;
          known.set(id, token);
          this.tokenIds.push(id);
          this.tokenKinds.push(kind);
        }
        out.push(token);
      }
    });
    return Int32Array.from(out);
  }

  /** Packs the changed products in with the rest, in id order. */
  private merge(): void {
    const kept: [number, Int32Array][] = [];
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i] as number;
      if (!this.changed.has(id)) kept.push([id, this.tokens.subarray(this.offsets[i], this.offsets[i + 1])]);
    }
    for (const [id, tokens] of this.changed) if (tokens) kept.push([id, tokens]);
    kept.sort((a, b) => a[0] - b[0]);
    const ids = new Int32Array(kept.length);
    const offsets = new Int32Array(kept.length + 1);
    let total = 0;
    for (const [, tokens] of kept) total += tokens.length;
    const packed = new Int32Array(total);
    let at = 0;
    kept.forEach(([id, tokens], i) => {
      ids[i] = id;
      packed.set(tokens, at);
      at += tokens.length;
      offsets[i + 1] = at;
    });
    this.ids = ids;
    this.offsets = offsets;
    this.tokens = packed;
    this.changed.clear();
  }
}
