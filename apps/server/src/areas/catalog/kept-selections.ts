import type { Selection } from './facet-bits.js';

/**
 * Selections kept per store: as many as `MOST_BYTES` hold (12.5 KB of bits each at 100 000
 * products, 125 KB at 1 000 000, more with many changed products waiting), at most `MOST`, and the
 * `LEAST` most recent whatever they take (one read's filters).
 */
const LEAST = 8;
const MOST_BYTES = 32 * 1024 * 1024;
const MOST = 1024;

/** About what a kept selection takes: its bits, its changed products' ids in their set, its key. */
const bytesOf = (key: string, selection: Selection) => selection.bits.byteLength + 32 * selection.changed.size + 2 * key.length;

/**
 * A facet index's selections by test, made since its products last changed; the least recently
 * used go first once over the bytes allowed. A store's visitors cycle through more filters than a
 * few dozen: forgetting the oldest first, a cycle longer than what is kept missed every time, and
 * at 1 000 000 products judging a price range again is milliseconds of the event loop.
 */
export class KeptSelections {
  private readonly kept = new Map<string, Selection>();
  private bytes = 0;

  /** The selection kept under `key`, else `make`'s, kept. */
  through(key: string, make: () => Selection): Selection {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const made = make();
    this.kept.set(key, made);
    this.bytes += bytesOf(key, made);
    while (this.kept.size > MOST || (this.bytes > MOST_BYTES && this.kept.size > LEAST)) {
      const [oldest, selection] = this.kept.entries().next().value as [string, Selection];
      this.kept.delete(oldest);
      this.bytes -= bytesOf(oldest, selection);
    }
    return made;
  }

  /** The products changed: nothing kept is right any more. */
  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }
}
