import type { StorageLevel } from '@store/domain';

/** The storage bar's colour of each level (its thresholds: `storageLevel` in @store/domain). */
export const STORAGE_COLORS: Record<StorageLevel, string> = { ok: '#16a34a', warn: '#eab308', danger: '#dc2626' };
