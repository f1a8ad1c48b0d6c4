import { STORAGE_DANGER_RATIO, STORAGE_WARN_RATIO } from '../constants.js';

/** How full a store's storage is, as its bar shows it: green, yellow, red. */
export type StorageLevel = 'ok' | 'warn' | 'danger';

/**
 * The storage bar's level (spec 000 §4, §9): `ok` (green) below 70 % of the maximum, `warn`
 * (yellow) from 70 %, `danger` (red) from 90 %. A maximum that is not a positive number measures
 * nothing: `ok`.
 */
export function storageLevel(usage: number, maximum: number): StorageLevel {
  if (!(maximum > 0)) return 'ok';
  const ratio = usage / maximum;
  if (ratio >= STORAGE_DANGER_RATIO) return 'danger';
  if (ratio >= STORAGE_WARN_RATIO) return 'warn';
  return 'ok';
}

/** The bar's filled share in whole percent, 0 to 100 (a store over its maximum shows 100). */
export function storagePercent(usage: number, maximum: number): number {
  if (!(maximum > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((usage / maximum) * 100)));
}
