/** Numbers per key: the sign, then the 28 digits in three groups. */
export const KEY_WIDTH = 4;

/** A decimal as `KEY_WIDTH` integers, each exact in a double (see `decimalKey`). */
export type DecimalKey = readonly [number, number, number, number];

/**
 * A decimal (a price, a number attribute's value) as four integers compared in order as the
 * decimals compare, with no float arithmetic on them: the sign (0 below zero, 1 otherwise), then
 * the first ten whole digits, the next ten and the eight decimals. Below zero the digits are
 * complemented (9 − digit), so a larger magnitude orders lower. Null for what is not a plain
 * decimal of at most 20 whole and 8 decimal digits (trailing zeros aside): the caller leaves such a
 * value to SQL.
 */
export function decimalKey(text: string): DecimalKey | null {
  const match = /^(-?)(\d{1,20})(?:\.(\d*?)0*)?$/.exec(text);
  if (!match || (match[3] ?? '').length > 8) return null;
  let digits = (match[2] as string).padStart(20, '0') + (match[3] ?? '').padEnd(8, '0');
  const negative = match[1] === '-' && /[1-9]/.test(digits);
  if (negative) digits = digits.replace(/\d/g, (d) => String(9 - Number(d)));
  return [negative ? 0 : 1, Number(digits.slice(0, 10)), Number(digits.slice(10, 20)), Number(digits.slice(20))];
}

/**
 * The decimal of the key at `keys[at…]` as PostgreSQL writes a `numeric(28,8)`: the whole digits
 * (no leading zeros), a point and eight decimals. The index keeps only the keys of a million prices
 * and writes out the few it answers with (a page's cursor, a range's ends).
 */
export function keyText(keys: ArrayLike<number>, at: number): string {
  let digits = [keys[at + 1], keys[at + 2]].map((n) => String(n).padStart(10, '0')).join('') + String(keys[at + 3]).padStart(8, '0');
  const negative = keys[at] === 0;
  if (negative) digits = digits.replace(/\d/g, (d) => String(9 - Number(d)));
  const whole = digits.slice(0, 20).replace(/^0+(?=\d)/, '');
  return `${negative ? '-' : ''}${whole}.${digits.slice(20)}`;
}

/** Compares the key at `a[at…]` with the key at `b[bt…]`: below zero, zero or above, as their decimals compare. */
export function compareKeys(a: ArrayLike<number>, at: number, b: ArrayLike<number>, bt: number): number {
  for (let i = 0; i < KEY_WIDTH; i++) {
    const d = (a[at + i] as number) - (b[bt + i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The slice `[start, end)` of `count` entries sorted by key (`keyAt(i)` gives the array and offset
 * of the i-th entry's key) whose keys lie in `from…to` (null: open on that side).
 */
export function rangeSlice(
  count: number,
  keyAt: (i: number) => readonly [ArrayLike<number>, number],
  from: DecimalKey | null,
  to: DecimalKey | null,
): [number, number] {
  const first = (below: (i: number) => boolean) => {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (below(middle)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = from ? first((i) => compareKeys(...keyAt(i), from, 0) < 0) : 0;
  const end = to ? first((i) => compareKeys(...keyAt(i), to, 0) <= 0) : count;
  return [start, Math.max(start, end)];
}

/** A range of decimals (`parseRange`'s: non-negative, at most 20 whole and 8 decimal digits; null: open). */
export interface DecimalRange {
  readonly from: string | null;
  readonly to: string | null;
}

/** The keys of a range's sides; a side that is not an amount throws (the query was checked before). */
export function rangeKeys(range: DecimalRange): [DecimalKey | null, DecimalKey | null] {
  const key = (side: string | null) => {
    if (side === null) return null;
    const made = decimalKey(side);
    if (!made) throw new Error('a range of decimals');
    return made;
  };
  return [key(range.from), key(range.to)];
}
export const inRange = (keys: ArrayLike<number>, at: number, [from, to]: [DecimalKey | null, DecimalKey | null]) =>
  (!from || compareKeys(keys, at, from, 0) >= 0) && (!to || compareKeys(keys, at, to, 0) <= 0);
