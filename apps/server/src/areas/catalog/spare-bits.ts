/** Lent bit sets kept for the next read (a facets call's groups: up to six). */
const KEPT = 8;

/**
 * Bit sets lent to one synchronous read and given back after it: a facets call makes a selection
 * per group (at 1 000 000 products, 125 KB each), and lent they are not garbage for the collector.
 * Nothing may keep a selection made on a lent set past its read.
 */
export class SpareBits {
  private readonly spare: Uint32Array[] = [];

  /** A set of `length` words: one given back, else a new one (those of another length, from before a merge, are dropped). */
  lend(length: number): Uint32Array {
    while (this.spare.length > 0) {
      const bits = this.spare.pop() as Uint32Array;
      if (bits.length === length) return bits;
    }
    return new Uint32Array(length);
  }

  /** Takes back lent sets of `length` words (one of another length is dropped). */
  giveBack(lent: readonly Uint32Array[], length: number): void {
    for (const bits of lent) if (bits.length === length && this.spare.length < KEPT) this.spare.push(bits);
  }
}
