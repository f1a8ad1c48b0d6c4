import { decimalForInput } from './digits';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A number of bytes as a person reads it, in the language's digits (`1.5 MB`, `۱٫۵ MB` in
 * Persian): binary steps of 1024, one decimal below 10 of a unit. The unit's letters are the
 * same in every language, as they are on the devices people use.
 */
export function byteSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${decimalForInput(value.toFixed(value >= 10 || unit === 0 ? 0 : 1), language)} ${UNITS[unit]}`;
}

/**
 * A size kept whole inside a sentence of either direction (Unicode isolates): in Persian text
 * `۲۹۳ KB` would otherwise read as `KB ۲۹۳`.
 */
export function isolatedByteSize(bytes: number, language: string): string {
  return `\u2066${byteSize(bytes, language)}\u2069`;
}

/** A whole percent in the language's way (`70%`, `%70` in Turkish, `۷۰٪` in Persian). */
export function percentText(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
