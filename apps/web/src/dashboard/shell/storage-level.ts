import { STORAGE_DANGER_RATIO, STORAGE_WARN_RATIO } from '@store/domain';

export type StorageLevel = 'ok' | 'warn' | 'danger';

/** Storage bar colour (000 §4): green below 70 % of the maximum, yellow from 70 %, red from 90 %. */
export function storageLevel(usage: number, maximum: number): StorageLevel {
  if (!(maximum > 0)) return 'ok';
  const ratio = usage / maximum;
  if (ratio >= STORAGE_DANGER_RATIO) return 'danger';
  if (ratio >= STORAGE_WARN_RATIO) return 'warn';
  return 'ok';
}

export const STORAGE_COLORS: Record<StorageLevel, string> = { ok: '#16a34a', warn: '#eab308', danger: '#dc2626' };

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value >= 10 || unit === 0 ? 0 : 1)} ${units[unit]}`;
}
