import { compareKeys, KEY_WIDTH, keyText } from './decimal-key.js';
import { forEachSet, forEachUnset, type Selection } from './facet-bits.js';
import type { Packed, Product } from './facet-packed.js';
import type { FacetCounts, FacetTokens, Wanted } from './facet-tokens.js';

/** What a count gives: the counts, the lowest and highest shown price, and how many products were counted. */
export interface Counted {
  readonly counts: FacetCounts;
  readonly low: string | null;
  readonly high: string | null;
  readonly size: number;
}

/**
 * Counts what the chosen products hold, by kind and id — every token (`'all'`), or only the wanted
 * ones (ids of a kind; every id of the kind when none are given) — and, `withPrice`, their lowest
 * and highest shown price: the packed products of `selection` and the chosen changed ones.
 * `counts` (zeros, a place per token) is where it counts: a buffer the index reuses.
 *
 * It reads whichever is fewer: each chosen product's tokens (few products chosen), each unchosen
 * product's tokens taken from every product's (most chosen), or each wanted token's postings
 * checked against the chosen bits (many chosen, few tokens wanted: a group leaving one filter out
 * wants one attribute's values or one kind of place). The price range walks the price order from
 * both ends when many products are chosen.
 */
export function countChosen(
  packed: Packed,
  dictionary: FacetTokens,
  selection: Selection,
  changed: readonly Product[],
  wanted: 'all' | readonly Wanted[],
  withPrice: boolean,
  counts: Int32Array = new Int32Array(dictionary.size),
): Counted {
  const { offsets, tokens, callForPrice, keys, postingOffsets, postings, byPrice } = packed;
  const { bits, size } = selection;
  const positions = packed.ids.length;
  // The lowest and highest key met (its array and offset), written out at the end.
  type End = { keys: ArrayLike<number>; at: number };
  const ends: { low: End | null; high: End | null } = { low: null, high: null };
  const priced = (keysOf: ArrayLike<number>, at: number) => {
    if (!ends.low || compareKeys(keysOf, at, ends.low.keys, ends.low.at) < 0) ends.low = { keys: keysOf, at };
    if (!ends.high || compareKeys(keysOf, at, ends.high.keys, ends.high.at) > 0) ends.high = { keys: keysOf, at };
  };
  const wantedTokens = wanted === 'all' ? null : dictionary.wanted(wanted);
  const walkPrices = withPrice && size * 16 > byPrice.length;
  // Prices read product by product, beside their tokens.
  const pricesByBits = withPrice && !walkPrices;
  let postingsRead = 0;
  for (const part of wantedTokens?.parts ?? [])
    for (const token of part)
      if (token + 1 < postingOffsets.length) postingsRead += (postingOffsets[token + 1] as number) - (postingOffsets[token] as number);
  const byPostings = wantedTokens !== null && postingsRead < (size * tokens.length) / Math.max(1, byPrice.length);
  const countAt = (position: number, by: number) => {
    const end = offsets[position + 1] as number;
    for (let t = offsets[position] as number; t < end; t++) counts[tokens[t] as number] = (counts[tokens[t] as number] as number) + by;
  };

  if (byPostings) {
    for (const part of wantedTokens.parts)
      for (const token of part) {
        if (token + 1 >= postingOffsets.length) continue;
        let n = 0;
        const end = postingOffsets[token + 1] as number;
        // Branchless: a chosen position adds its bit.
        for (let i = postingOffsets[token] as number; i < end; i++) {
          const position = postings[i] as number;
          n += ((bits[position >>> 5] as number) >>> (position & 31)) & 1;
        }
        counts[token] = n;
      }
  } else if (!pricesByBits && size * 2 > positions) {
    // Most products chosen: every product's tokens (the postings' lengths) less those of the
    // products not chosen (stale positions among them), which are fewer.
    for (let t = 0; t + 1 < postingOffsets.length; t++) counts[t] = (postingOffsets[t + 1] as number) - (postingOffsets[t] as number);
    forEachUnset(bits, positions, (position) => countAt(position, -1));
  } else if (!pricesByBits) {
    // The chosen products' tokens, walked inline (the hottest loop of a facets call).
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w] as number;
      while (word !== 0) {
        const lowest = word & -word;
        const position = (w << 5) + 31 - Math.clz32(lowest);
        word ^= lowest;
        const end = offsets[position + 1] as number;
        for (let t = offsets[position] as number; t < end; t++) {
          const token = tokens[t] as number;
          counts[token] = (counts[token] as number) + 1;
        }
      }
    }
  }
  if (pricesByBits)
    forEachSet(bits, (position) => {
      if (!byPostings) countAt(position, 1);
      if (!callForPrice[position]) priced(keys, position * KEY_WIDTH);
    });
  if (walkPrices) {
    const shown = (position: number) => ((bits[position >>> 5] as number) & (1 << (position & 31))) !== 0 && !callForPrice[position];
    let i = 0;
    while (i < packed.priced && !shown(byPrice[i] as number)) i += 1;
    if (i < packed.priced) priced(keys, (byPrice[i] as number) * KEY_WIDTH);
    let j = packed.priced - 1;
    while (j > i && !shown(byPrice[j] as number)) j -= 1;
    if (j > i) priced(keys, (byPrice[j] as number) * KEY_WIDTH);
  }
  const mask = changed.length > 0 ? wantedTokens?.mask : undefined;
  for (const product of changed) {
    for (const token of product.tokens) if (!mask || mask[token]) counts[token] = (counts[token] as number) + 1;
    if (withPrice && !product.callForPrice) priced(product.key, 0);
  }
  return {
    counts: dictionary.countsOf(counts, wantedTokens),
    low: ends.low ? keyText(ends.low.keys, ends.low.at) : null,
    high: ends.high ? keyText(ends.high.keys, ends.high.at) : null,
    size,
  };
}
