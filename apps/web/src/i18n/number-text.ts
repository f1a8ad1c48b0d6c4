import { groupedDecimal, localDigits } from './digits';

/**
 * Numbers as people read them: grouped by thousands, Persian digits and separators in Persian
 * (`۱٬۲۳۴٫۵`), Latin ones in English and Turkish (`1,234.5`; the inputs read `,` as a group
 * separator in every language, so Turkish shows the same). Decimals and money travel as strings
 * and are never turned into floats here.
 */
export type NumberValue = number | string | null | undefined;

/** A JavaScript number or a decimal string as the API's decimal text; '' for nothing. */
function decimalText(value: NumberValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value.trim();
}

/** Any number, grouped: `12345` → `12,345`, `۱۲٬۳۴۵` in Persian. Text that is not a number is shown as it is, in the language's digits. */
export function formatNumber(value: NumberValue, language: string): string {
  const text = decimalText(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? groupedDecimal(text, language) : localDigits(text, language);
}

/** A decimal string exactly as stored (every fraction digit kept), grouped: `1234.50` → `1,234.50`. */
export const formatDecimal = formatNumber;

/**
 * A price (a decimal string): grouped, with a fraction of zeros left out (`125000.00` →
 * `۱۲۵٬۰۰۰`), other fractions kept as stored (`19.90`).
 */
export function formatPrice(value: NumberValue, language: string): string {
  return formatNumber(decimalText(value).replace(/\.0+$/, ''), language);
}

/** How many of something: a whole number, grouped (`1,234`, `۱٬۲۳۴`). */
export function formatCount(count: number, language: string): string {
  return formatNumber(Math.trunc(count), language);
}
