import { compareKeys, type DecimalKey, KEY_WIDTH } from './decimal-key.js';
import { isSet } from './facet-bits.js';
import type { FacetColumns } from './facet-tokens.js';
import { runNow, STEP, type Steps, sortedBy } from './sliced.js';

/** A value the index cannot compare exactly (`decimalKey` gave none): the price, or a number attribute's id. */
export type Unkeyed = 'price' | number;

/** One product as the index reads it from `products` (migrations 0027, 0030) and `product_attribute_numbers`. */
export interface ProductFacetRow extends FacetColumns {
  readonly id: number;
  /** Published and approved. */
  readonly listed: boolean;
  /** `coalesce(approved_at, created_at)`: when its listing window starts. */
  readonly listedAt: Date | string;
  /** The price as the database writes it (`numeric(28,8)`). */
  readonly price: string;
  readonly callForPrice: boolean;
  readonly displayOrder: number;
  /** Its number attributes' values, side by side: attribute ids, and the values as the database writes them. */
  readonly numberAttributes: readonly number[];
  readonly numberValues: readonly string[];
}

/** One product as the index keeps it, before it is packed. */
export interface Product {
  readonly id: number;
  readonly tokens: Tokens;
  readonly listed: boolean;
  readonly listedAt: number;
  readonly displayOrder: number;
  readonly callForPrice: boolean;
  /** The shown price's key (its text: `keyText`). */
  readonly key: DecimalKey;
  /** Its number attributes' values: attribute ids, and their keys `KEY_WIDTH` apiece. */
  readonly numberAttributes: Int32Array;
  readonly numberKeys: Float64Array;
  readonly unkeyed: readonly Unkeyed[];
}

/** Tokens as numbered: two bytes each while the dictionary has fewer than 65 536 (half the memory a count walks). */
export type Tokens = Int32Array | Uint16Array;

/** One number attribute's values, in key order, with the positions holding them. */
export interface NumberColumn {
  readonly keys: Float64Array;
  readonly positions: Int32Array;
}

/** The products packed by position (in id order), each column an array. */
export interface Packed {
  readonly ids: Int32Array;
  /** Each position's tokens are `tokens[offsets[i]..offsets[i + 1]]`. */
  readonly offsets: Int32Array;
  readonly tokens: Tokens;
  readonly listed: Uint8Array;
  readonly listedAt: Float64Array;
  readonly displayOrder: Int32Array;
  /** The positions in display order (then id). */
  readonly byDisplay: Int32Array;
  readonly callForPrice: Uint8Array;
  /** `KEY_WIDTH` per position: the shown price's key (its text is `keyText`'s; a million strings kept would be the collector's work). */
  readonly keys: Float64Array;
  /** Each token's positions are `postings[postingOffsets[t]..postingOffsets[t + 1]]`. */
  readonly postingOffsets: Int32Array;
  readonly postings: Int32Array;
  /** The positions in the shown price's order, then id: the priced ones (a price range is a slice of them), then the call-for-price ones. */
  readonly byPrice: Int32Array;
  /** How many of `byPrice` are priced (not call-for-price). */
  readonly priced: number;
  readonly numbers: ReadonlyMap<number, NumberColumn>;
  /** The positions holding a value the index cannot compare, with what it is (rare). */
  readonly unkeyed: ReadonlyMap<number, readonly Unkeyed[]>;
}

/** Tokens copied to two bytes between pauses (about 2 ms). */
const COPY_STEP = 1 << 20;

type Typed = Int32Array | Float64Array | Uint8Array;

/** Numbers pushed one by one into a typed array that doubles when full: a million products' tokens as a plain array would take twice the memory, and more collecting. */
class Growing<T extends Typed> {
  private data: T;
  length = 0;

  constructor(private readonly make: (size: number) => T) {
    this.data = make(1024);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const more = this.make(this.data.length * 2);
      more.set(this.data);
      this.data = more;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number | undefined {
    return index < this.length ? this.data[index] : undefined;
  }

  /** What was pushed, exactly that long. */
  values(): T {
    return this.data.slice(0, this.length) as T;
  }
}

/** Products gathered in id order, then packed. */
export class Builder {
  private readonly ids = new Growing((n) => new Int32Array(n));
  private readonly offsets = new Growing((n) => new Int32Array(n));
  private readonly tokens = new Growing((n) => new Int32Array(n));
  private readonly listed = new Growing((n) => new Uint8Array(n));
  private readonly listedAt = new Growing((n) => new Float64Array(n));
  private readonly displayOrder = new Growing((n) => new Int32Array(n));
  private readonly callForPrice = new Growing((n) => new Uint8Array(n));
  private readonly keys = new Growing((n) => new Float64Array(n));
  /** Per number attribute: its values' keys and positions, in position order. */
  private readonly numbers = new Map<number, { keys: Growing<Float64Array>; positions: Growing<Int32Array> }>();
  private readonly unkeyed = new Map<number, readonly Unkeyed[]>();

  constructor() {
    this.offsets.push(0);
  }

  /** How many products were pushed. */
  get size(): number {
    return this.ids.length;
  }

  /** The highest id pushed (0: none). */
  get lastId(): number {
    return this.ids.at(this.ids.length - 1) ?? 0;
  }

  /** Adds a product after every one added (a higher id). */
  push(product: Product): void {
    const position = this.ids.length;
    this.ids.push(product.id);
    for (const token of product.tokens) this.tokens.push(token);
    this.offsets.push(this.tokens.length);
    this.listed.push(product.listed ? 1 : 0);
    this.listedAt.push(product.listedAt);
    this.displayOrder.push(product.displayOrder);
    this.callForPrice.push(product.callForPrice ? 1 : 0);
    for (const k of product.key) this.keys.push(k);
    product.numberAttributes.forEach((attributeId, i) => {
      let column = this.numbers.get(attributeId);
      if (!column) {
        column = { keys: new Growing((n) => new Float64Array(n)), positions: new Growing((n) => new Int32Array(n)) };
        this.numbers.set(attributeId, column);
      }
      for (let k = 0; k < KEY_WIDTH; k++) column.keys.push(product.numberKeys[i * KEY_WIDTH + k] as number);
      column.positions.push(position);
    });
    if (product.unkeyed.length > 0) this.unkeyed.set(position, product.unkeyed);
  }

  /** Packs what was pushed, at once. */
  pack(tokenCount: number): Packed {
    return runNow(this.packing(tokenCount));
  }

  /** Packs what was pushed, pausing between steps (`runSliced`); nothing may be pushed meanwhile. */
  *packing(tokenCount: number): Steps<Packed> {
    const count = this.ids.length;
    const gathered = this.tokens.values();
    const offsets = this.offsets.values();
    yield;
    let tokens: Tokens = gathered;
    if (tokenCount <= 0xffff) {
      tokens = new Uint16Array(gathered.length);
      for (let from = 0; from < gathered.length; from += COPY_STEP) {
        tokens.set(gathered.subarray(from, from + COPY_STEP), from);
        yield;
      }
    }
    // Each token's positions, in position order.
    const postingOffsets = new Int32Array(tokenCount + 1);
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t] as number;
      postingOffsets[token + 1] = (postingOffsets[token + 1] as number) + 1;
      if ((t & (STEP * 16 - 1)) === 0) yield;
    }
    for (let t = 0; t < tokenCount; t++) postingOffsets[t + 1] = (postingOffsets[t + 1] as number) + (postingOffsets[t] as number);
    const filled = postingOffsets.slice(0, tokenCount);
    const postings = new Int32Array(tokens.length);
    yield;
    for (let position = 0; position < count; position++) {
      for (let t = offsets[position] as number; t < (offsets[position + 1] as number); t++) {
        const token = tokens[t] as number;
        postings[filled[token] as number] = position;
        filled[token] = (filled[token] as number) + 1;
      }
      if ((position & (STEP - 1)) === 0) yield;
    }
    const keys = this.keys.values();
    const displayOrder = this.displayOrder.values();
    const byDisplay = yield* sortedBy(count, (a, b) => (displayOrder[a] as number) - (displayOrder[b] as number) || a - b);
    const callForPrice = this.callForPrice.values();
    // The shown price's order: call-for-price products (none shown) after every priced one, by id.
    const byPrice = yield* inKeyOrder(keys, count, callForPrice);
    const numbers = new Map<number, NumberColumn>();
    for (const [attributeId, column] of this.numbers) {
      const columnKeys = column.keys.values();
      const columnPositions = column.positions.values();
      const order = yield* inKeyOrder(columnKeys, columnPositions.length);
      const sortedKeys = new Float64Array(columnKeys.length);
      const positions = new Int32Array(order.length);
      for (let i = 0; i < order.length; i++) {
        const entry = order[i] as number;
        sortedKeys.set(columnKeys.subarray(entry * KEY_WIDTH, (entry + 1) * KEY_WIDTH), i * KEY_WIDTH);
        positions[i] = columnPositions[entry] as number;
        if ((i & (STEP - 1)) === 0) yield;
      }
      numbers.set(attributeId, { keys: sortedKeys, positions });
    }
    return {
      ids: this.ids.values(),
      offsets,
      tokens,
      listed: this.listed.values(),
      listedAt: this.listedAt.values(),
      displayOrder,
      byDisplay,
      callForPrice,
      keys,
      postingOffsets,
      postings,
      byPrice,
      priced: count - callForPrice.reduce((n, on) => n + on, 0),
      numbers,
      unkeyed: this.unkeyed,
    };
  }
}

/**
 * The entries `0..count` in the order of their keys (`KEY_WIDTH` apiece in `keys`), then their own
 * order; those marked `apart` after all others, in their own order. Compared first as doubles, which decide wherever they differ by far more than their rounding;
 * only nearly equal ones are compared exactly, by their keys — faster than comparing keys alone.
 */
function* inKeyOrder(keys: Float64Array, count: number, apart?: Uint8Array): Steps<Int32Array> {
  const near = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * KEY_WIDTH;
    const magnitude = (keys[at + 1] as number) * 1e10 + (keys[at + 2] as number) + (keys[at + 3] as number) / 1e8;
    // Below zero the digits are complemented: a larger complement is a smaller magnitude.
    near[i] = keys[at] === 1 ? magnitude : magnitude - 1e21;
  }
  yield;
  return yield* sortedBy(count, (a, b) => {
    if (apart && (apart[a] || apart[b])) return (apart[a] as number) - (apart[b] as number) || a - b;
    const [x, y] = [near[a] as number, near[b] as number];
    // The doubles err by a few parts in 10^16: a difference far above that is the keys' own order.
    if (Math.abs(x - y) > 1e-9 * Math.max(Math.abs(x), Math.abs(y)) + 1e-9) return x - y;
    return compareKeys(keys, a * KEY_WIDTH, keys, b * KEY_WIDTH) || a - b;
  });
}

/**
 * `packed` with the changed products merged in, in id order: its positions not `stale` and every
 * changed product not gone (null), packed anew.
 */
export function* merged(
  packed: Packed,
  stale: Uint32Array,
  changed: ReadonlyMap<number, Product | null>,
  tokenCount: number,
): Steps<Packed> {
  const builder = new Builder();
  const numbers = yield* numbersByPosition(packed);
  const inOrder = [...changed].sort((a, b) => a[0] - b[0]);
  let c = 0;
  const pushChangedBelow = (id: number) => {
    for (; c < inOrder.length && (inOrder[c] as [number, Product | null])[0] < id; c++) {
      const product = (inOrder[c] as [number, Product | null])[1];
      if (product) builder.push(product);
    }
  };
  for (let position = 0; position < packed.ids.length; position++) {
    pushChangedBelow(packed.ids[position] as number);
    if (!isSet(stale, position)) builder.push(productAt(packed, position, numbers));
    if ((position & (STEP - 1)) === 0) yield;
  }
  pushChangedBelow(Number.POSITIVE_INFINITY);
  return yield* builder.packing(tokenCount);
}

/** A packed position back as a product (to pack it again, merged with changes). */
function productAt(packed: Packed, position: number, numbersOf: ReadonlyMap<number, { attributes: number[]; keys: number[] }>): Product {
  const own = numbersOf.get(position);
  return {
    id: packed.ids[position] as number,
    tokens: packed.tokens.subarray(packed.offsets[position], packed.offsets[position + 1]),
    listed: packed.listed[position] === 1,
    listedAt: packed.listedAt[position] as number,
    displayOrder: packed.displayOrder[position] as number,
    callForPrice: packed.callForPrice[position] === 1,
    key: Array.from(packed.keys.subarray(position * KEY_WIDTH, (position + 1) * KEY_WIDTH)) as unknown as DecimalKey,
    numberAttributes: Int32Array.from(own?.attributes ?? []),
    numberKeys: Float64Array.from(own?.keys ?? []),
    unkeyed: packed.unkeyed.get(position) ?? [],
  };
}

/** Each position's number values, gathered from the columns (for a merge). */
function* numbersByPosition(packed: Packed): Steps<Map<number, { attributes: number[]; keys: number[] }>> {
  const out = new Map<number, { attributes: number[]; keys: number[] }>();
  for (const [attributeId, column] of packed.numbers) {
    for (let i = 0; i < column.positions.length; i++) {
      const position = column.positions[i] as number;
      let own = out.get(position);
      if (!own) {
        own = { attributes: [], keys: [] };
        out.set(position, own);
      }
      own.attributes.push(attributeId);
      own.keys.push(...column.keys.subarray(i * KEY_WIDTH, (i + 1) * KEY_WIDTH));
      if ((i & (STEP - 1)) === 0) yield;
    }
  }
  return out;
}
