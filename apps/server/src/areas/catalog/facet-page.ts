import { type DecimalKey, KEY_WIDTH } from './decimal-key.js';
import { forEachSet, isSet, type Selection } from './facet-bits.js';
import type { Packed, Product } from './facet-packed.js';

/** A list's order in the index: by display order, id or price (each then by id), up or down. */
export interface IndexOrder {
  readonly by: 'display' | 'id' | 'price';
  readonly descending: boolean;
}

/**
 * The price order's key of a call-for-price product: none shown, so above every price (after every
 * priced one going up, by id) — also what its page cursor carries, as SQL writes that order's key
 * (migration 0033).
 */
export const ON_CALL = 'Infinity';

/**
 * Where a page starts: after the product of this sort key (a display order; a price's key, or
 * ON_CALL; null ordering by id) and id.
 */
export interface IndexCursor {
  readonly key: number | DecimalKey | typeof ON_CALL | null;
  readonly id: number;
}

/** A call-for-price product's price tuple head: above every priced one, whatever its hidden price. */
const ON_CALL_HEAD = [1, 0, 0, 0, 0];

/** Compares two sort tuples in order. */
function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The ids of the first `limit` chosen products in `order` after `after`, from the packed products
 * (walked in the order's sequence from the cursor, found by binary search; or, when few are chosen,
 * sorted on their own) merged with the chosen changed products kept aside.
 */
export function pageOf(
  packed: Packed,
  selection: Selection,
  changed: readonly Product[],
  order: IndexOrder,
  after: IndexCursor | null,
  limit: number,
): number[] {
  const { ids, displayOrder, keys, callForPrice, byDisplay, byPrice } = packed;
  const { bits } = selection;
  // Each entry's sort tuple: its key, then its id. By price: whether it is call-for-price, then its
  // shown price's key (none: zeros), so that order is the shown price's (migration 0033).
  const tupleAt = (position: number): number[] =>
    order.by === 'id'
      ? [ids[position] as number]
      : order.by === 'display'
        ? [displayOrder[position] as number, ids[position] as number]
        : callForPrice[position]
          ? [...ON_CALL_HEAD, ids[position] as number]
          : [0, ...keys.subarray(position * KEY_WIDTH, (position + 1) * KEY_WIDTH), ids[position] as number];
  const tupleOf = (product: Product): number[] =>
    order.by === 'id'
      ? [product.id]
      : order.by === 'display'
        ? [product.displayOrder, product.id]
        : product.callForPrice
          ? [...ON_CALL_HEAD, product.id]
          : [0, ...product.key, product.id];
  // A position's tuple against another tuple, read in place (no tuple made for a product that cannot enter a page).
  const compareAt = (position: number, tuple: readonly number[]): number => {
    if (order.by === 'id') return (ids[position] as number) - (tuple[0] as number);
    if (order.by === 'display')
      return (displayOrder[position] as number) - (tuple[0] as number) || (ids[position] as number) - (tuple[1] as number);
    const head = callForPrice[position] ? 1 : 0;
    if (head !== tuple[0]) return head - (tuple[0] as number);
    for (let k = 0; k < KEY_WIDTH; k++) {
      const d = (head ? 0 : (keys[position * KEY_WIDTH + k] as number)) - (tuple[k + 1] as number);
      if (d !== 0) return d;
    }
    return (ids[position] as number) - (tuple[KEY_WIDTH + 1] as number);
  };
  const keyOf = (key: IndexCursor['key']): number[] =>
    key === null ? [] : key === ON_CALL ? ON_CALL_HEAD : typeof key === 'number' ? [key] : [0, ...key];
  const cursor = after ? [...keyOf(after.key), after.id] : null;
  const sequence = order.by === 'display' ? byDisplay : order.by === 'price' ? byPrice : null;
  const at = (i: number) => (sequence ? (sequence[i] as number) : i);
  const n = ids.length;
  // The first index (ascending) whose tuple lies after the cursor in the walk's direction.
  let i: number;
  if (!cursor) i = order.descending ? n - 1 : 0;
  else {
    let low = 0;
    let high = n;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const c = compareTuples(tupleAt(at(middle)), cursor);
      if (order.descending ? c < 0 : c <= 0) low = middle + 1;
      else high = middle;
    }
    i = order.descending ? low - 1 : low;
  }
  const direction = order.descending ? -1 : 1;
  const walked: { id: number; tuple: number[] }[] = [];
  if (selection.size * 64 < n) {
    // Few chosen: keeping the first `limit` of them costs less than walking the whole order to find
    // them. A tuple is made only for a product that enters the kept ones (sorted, in walk order).
    forEachSet(bits, (position) => {
      const worst = walked.length === limit ? (walked[limit - 1] as { tuple: number[] }).tuple : null;
      if (worst && compareAt(position, worst) * direction >= 0) return;
      const tuple = tupleAt(position);
      if (cursor && compareTuples(tuple, cursor) * direction <= 0) return;
      let at = walked.length;
      while (at > 0 && compareTuples((walked[at - 1] as { tuple: number[] }).tuple, tuple) * direction > 0) at -= 1;
      walked.splice(at, 0, { id: ids[position] as number, tuple });
      if (walked.length > limit) walked.pop();
    });
  } else
    for (; walked.length < limit && i >= 0 && i < n; i += direction) {
      const position = at(i);
      if (isSet(bits, position)) walked.push({ id: ids[position] as number, tuple: tupleAt(position) });
    }
  const aside = changed
    .map((product) => ({ id: product.id, tuple: tupleOf(product) }))
    .filter((entry) => !cursor || compareTuples(entry.tuple, cursor) * direction > 0)
    .sort((a, b) => compareTuples(a.tuple, b.tuple) * direction);
  const out: number[] = [];
  let p = 0;
  let c = 0;
  while (out.length < limit && (p < walked.length || c < aside.length)) {
    const fromPacked =
      c >= aside.length ||
      (p < walked.length &&
        compareTuples((walked[p] as { tuple: number[] }).tuple, (aside[c] as { tuple: number[] }).tuple) * direction < 0);
    out.push(fromPacked ? (walked[p++] as { id: number }).id : (aside[c++] as { id: number }).id);
  }
  return out;
}
