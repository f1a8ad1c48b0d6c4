import { compareKeys, type DecimalKey, KEY_WIDTH } from './decimal-key.js';

/** A value the index cannot compare exactly (`decimalKey` gave none): the price, or a number attribute's id. */
export type Unkeyed = 'price' | number;

/** One product as the index keeps it, before it is packed. */
export interface Product {
  readonly id: number;
  readonly tokens: Int32Array;
  readonly listed: boolean;
  readonly listedAt: number;
  readonly displayOrder: number;
  readonly callForPrice: boolean;
  readonly key: DecimalKey;
  readonly price: string;
  /** Its number attributes' values: attribute ids, and their keys `KEY_WIDTH` apiece. */
  readonly numberAttributes: Int32Array;
  readonly numberKeys: Float64Array;
  readonly unkeyed: readonly Unkeyed[];
}

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
  readonly tokens: Int32Array;
  readonly listed: Uint8Array;
  readonly listedAt: Float64Array;
  readonly displayOrder: Int32Array;
  /** The positions in display order (then id). */
  readonly byDisplay: Int32Array;
  readonly callForPrice: Uint8Array;
  /** `KEY_WIDTH` per position. */
  readonly keys: Float64Array;
  readonly prices: readonly string[];
  /** Each token's positions are `postings[postingOffsets[t]..postingOffsets[t + 1]]`. */
  readonly postingOffsets: Int32Array;
  readonly postings: Int32Array;
  /** The positions in price order, then id (a price range is a slice of it). */
  readonly byPrice: Int32Array;
  readonly numbers: ReadonlyMap<number, NumberColumn>;
  /** The positions holding a value the index cannot compare, with what it is (rare). */
  readonly unkeyed: ReadonlyMap<number, readonly Unkeyed[]>;
}

/** Products gathered in id order, then packed. */
export class Builder {
  readonly ids: number[] = [];
  private readonly offsets: number[] = [0];
  private readonly tokens: number[] = [];
  private readonly listed: number[] = [];
  private readonly listedAt: number[] = [];
  private readonly displayOrder: number[] = [];
  private readonly callForPrice: number[] = [];
  private readonly keys: number[] = [];
  private readonly prices: string[] = [];
  /** Per number attribute: its values' keys and positions, in position order. */
  private readonly numbers = new Map<number, { keys: number[]; positions: number[] }>();
  private readonly unkeyed = new Map<number, readonly Unkeyed[]>();

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
    this.keys.push(...product.key);
    this.prices.push(product.price);
    product.numberAttributes.forEach((attributeId, i) => {
      let column = this.numbers.get(attributeId);
      if (!column) {
        column = { keys: [], positions: [] };
        this.numbers.set(attributeId, column);
      }
      for (let k = 0; k < KEY_WIDTH; k++) column.keys.push(product.numberKeys[i * KEY_WIDTH + k] as number);
      column.positions.push(position);
    });
    if (product.unkeyed.length > 0) this.unkeyed.set(position, product.unkeyed);
  }

  pack(tokenCount: number): Packed {
    const tokens = Int32Array.from(this.tokens);
    const offsets = Int32Array.from(this.offsets);
    // Each token's positions, in position order.
    const postingOffsets = new Int32Array(tokenCount + 1);
    for (const token of tokens) postingOffsets[token + 1] = (postingOffsets[token + 1] as number) + 1;
    for (let t = 0; t < tokenCount; t++) postingOffsets[t + 1] = (postingOffsets[t + 1] as number) + (postingOffsets[t] as number);
    const filled = postingOffsets.slice(0, tokenCount);
    const postings = new Int32Array(tokens.length);
    for (let position = 0; position < this.ids.length; position++) {
      for (let t = offsets[position] as number; t < (offsets[position + 1] as number); t++) {
        const token = tokens[t] as number;
        postings[filled[token] as number] = position;
        filled[token] = (filled[token] as number) + 1;
      }
    }
    const keys = Float64Array.from(this.keys);
    const displayOrder = Int32Array.from(this.displayOrder);
    return {
      ids: Int32Array.from(this.ids),
      offsets,
      tokens,
      listed: Uint8Array.from(this.listed),
      listedAt: Float64Array.from(this.listedAt),
      displayOrder,
      byDisplay: Int32Array.from(this.ids.keys()).sort((a, b) => (displayOrder[a] as number) - (displayOrder[b] as number) || a - b),
      callForPrice: Uint8Array.from(this.callForPrice),
      keys,
      prices: this.prices,
      postingOffsets,
      postings,
      byPrice: inKeyOrder(keys, this.ids.length),
      numbers: new Map(
        [...this.numbers].map(([attributeId, column]) => {
          const columnKeys = Float64Array.from(column.keys);
          const order = inKeyOrder(columnKeys, column.positions.length);
          const sortedKeys = new Float64Array(columnKeys.length);
          order.forEach((entry, i) => {
            sortedKeys.set(columnKeys.subarray(entry * KEY_WIDTH, (entry + 1) * KEY_WIDTH), i * KEY_WIDTH);
          });
          return [attributeId, { keys: sortedKeys, positions: order.map((entry) => column.positions[entry] as number) }];
        }),
      ),
      unkeyed: this.unkeyed,
    };
  }
}

/**
 * The entries `0..count` in the order of their keys (`KEY_WIDTH` apiece in `keys`), then their own
 * order. Compared first as doubles, which decide wherever they differ by far more than their rounding;
 * only nearly equal ones are compared exactly, by their keys — faster than comparing keys alone.
 */
function inKeyOrder(keys: Float64Array, count: number): Int32Array {
  const near = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * KEY_WIDTH;
    const magnitude = (keys[at + 1] as number) * 1e10 + (keys[at + 2] as number) + (keys[at + 3] as number) / 1e8;
    // Below zero the digits are complemented: a larger complement is a smaller magnitude.
    near[i] = keys[at] === 1 ? magnitude : magnitude - 1e21;
  }
  return Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => {
    const [x, y] = [near[a] as number, near[b] as number];
    // The doubles err by a few parts in 10^16: a difference far above that is the keys' own order.
    if (Math.abs(x - y) > 1e-9 * Math.max(Math.abs(x), Math.abs(y)) + 1e-9) return x - y;
    return compareKeys(keys, a * KEY_WIDTH, keys, b * KEY_WIDTH) || a - b;
  });
}

/** A packed position back as a product (to pack it again, merged with changes). */
export function productAt(
  packed: Packed,
  position: number,
  numbersOf: ReadonlyMap<number, { attributes: number[]; keys: number[] }>,
): Product {
  const own = numbersOf.get(position);
  return {
    id: packed.ids[position] as number,
    tokens: packed.tokens.subarray(packed.offsets[position], packed.offsets[position + 1]),
    listed: packed.listed[position] === 1,
    listedAt: packed.listedAt[position] as number,
    displayOrder: packed.displayOrder[position] as number,
    callForPrice: packed.callForPrice[position] === 1,
    key: Array.from(packed.keys.subarray(position * KEY_WIDTH, (position + 1) * KEY_WIDTH)) as unknown as DecimalKey,
    price: packed.prices[position] as string,
    numberAttributes: Int32Array.from(own?.attributes ?? []),
    numberKeys: Float64Array.from(own?.keys ?? []),
    unkeyed: packed.unkeyed.get(position) ?? [],
  };
}

/** Each position's number values, gathered from the columns (for a merge). */
export function numbersByPosition(packed: Packed): Map<number, { attributes: number[]; keys: number[] }> {
  const out = new Map<number, { attributes: number[]; keys: number[] }>();
  for (const [attributeId, column] of packed.numbers) {
    column.positions.forEach((position, i) => {
      let own = out.get(position);
      if (!own) {
        own = { attributes: [], keys: [] };
        out.set(position, own);
      }
      own.attributes.push(attributeId);
      own.keys.push(...column.keys.subarray(i * KEY_WIDTH, (i + 1) * KEY_WIDTH));
    });
  }
  return out;
}
