import { describe, expect, it } from 'vitest';
import { STORAGE_DANGER_RATIO, STORAGE_WARN_RATIO } from '../constants.js';
import { storageLevel, storagePercent } from './storage-level.js';

describe('the storage bar’s colour (spec 000 §4: green below 70 %, yellow from 70 %, red from 90 %)', () => {
  it('uses the spec’s thresholds', () => {
    expect([STORAGE_WARN_RATIO, STORAGE_DANGER_RATIO]).toEqual([0.7, 0.9]);
  });

  it('is green below 70 %, yellow from exactly 70 %, red from exactly 90 % and beyond the maximum', () => {
    const max = 1000;
    expect(storageLevel(0, max)).toBe('ok');
    expect(storageLevel(699, max)).toBe('ok');
    expect(storageLevel(700, max)).toBe('warn');
    expect(storageLevel(899, max)).toBe('warn');
    expect(storageLevel(900, max)).toBe('danger');
    expect(storageLevel(1000, max)).toBe('danger');
    expect(storageLevel(5000, max)).toBe('danger');
  });

  it('judges real byte counts by their ratio, not a rounded percent', () => {
    const gib = 1_073_741_824;
    expect(storageLevel(Math.ceil(gib * 0.7) - 1, gib)).toBe('ok');
    expect(storageLevel(Math.ceil(gib * 0.7), gib)).toBe('warn');
    expect(storageLevel(Math.ceil(gib * 0.9) - 1, gib)).toBe('warn');
    expect(storageLevel(Math.ceil(gib * 0.9), gib)).toBe('danger');
  });

  it('is green when nothing is measured (no maximum)', () => {
    expect(storageLevel(10, 0)).toBe('ok');
    expect(storageLevel(10, Number.NaN)).toBe('ok');
  });

  it('fills whole percents from 0 to 100, never past the bar', () => {
    expect(storagePercent(0, 1000)).toBe(0);
    expect(storagePercent(699, 1000)).toBe(69);
    expect(storagePercent(700, 1000)).toBe(70);
    expect(storagePercent(3000, 1000)).toBe(100);
    expect(storagePercent(5, 0)).toBe(0);
  });
});
