/** The number of set bits of a 32-bit word. */
function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Sets the bit of `position`. */
export const set = (bits: Uint32Array, position: number) => {
  bits[position >>> 5] = (bits[position >>> 5] as number) | (1 << (position & 31));
};

export const isSet = (bits: Uint32Array, position: number) => ((bits[position >>> 5] as number) & (1 << (position & 31))) !== 0;

/** Calls `each` with every set position, in order. */
export function forEachSet(bits: Uint32Array, each: (position: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] as number;
    while (word !== 0) {
      const lowest = word & -word;
      each((w << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

/** Calls `each` with every position below `count` whose bit is not set, in order. */
export function forEachUnset(bits: Uint32Array, count: number, each: (position: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    const left = count - (w << 5);
    let word = ~(bits[w] as number) & (left >= 32 ? -1 : (1 << left) - 1);
    while (word !== 0) {
      const lowest = word & -word;
      each((w << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

/** Products chosen: a bit per packed position of a facet index, and the ids of its changed products. */
export class Selection {
  private counted: number | undefined;

  /** `bits` is never changed once given (a lent set is written again only after its read). */
  constructor(
    readonly bits: Uint32Array,
    readonly changed: ReadonlySet<number>,
  ) {}

  /** How many products are chosen (counted once: a facets call asks it of each group more than once). */
  get size(): number {
    if (this.counted === undefined) {
      let size = this.changed.size;
      for (let w = 0; w < this.bits.length; w++) size += popcount(this.bits[w] as number);
      this.counted = size;
    }
    return this.counted;
  }

  /**
   * The products every one of `parts` chooses, written into `into` (as long as their bits; a buffer
   * the index lends for one read, so a facets call's groups allocate nothing).
   */
  static allOf(parts: readonly Selection[], into: Uint32Array): Selection {
    const [first, ...rest] = parts;
    if (!first) throw new Error('facet index: a selection of no parts');
    const arrays = rest.map((part) => part.bits);
    const others = arrays.length;
    const bits = first.bits;
    // One pass: each word of every part read once, the result written and counted once.
    let size = 0;
    for (let w = 0; w < into.length; w++) {
      let word = bits[w] as number;
      for (let j = 0; j < others && word !== 0; j++) word &= (arrays[j] as Uint32Array)[w] as number;
      into[w] = word;
      if (word !== 0) size += popcount(word);
    }
    let changed = first.changed;
    for (const part of rest) if (changed.size > 0) changed = new Set([...changed].filter((id) => part.changed.has(id)));
    const selection = new Selection(into, changed);
    selection.counted = size + changed.size;
    return selection;
  }

  and(other: Selection): Selection {
    const bits = this.bits.slice();
    for (let w = 0; w < bits.length; w++) bits[w] = (bits[w] as number) & (other.bits[w] as number);
    return new Selection(bits, new Set([...this.changed].filter((id) => other.changed.has(id))));
  }
}
