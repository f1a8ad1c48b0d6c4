import dayjs from 'dayjs';
import jalaliday from 'jalaliday/dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate } from './date-text';
import { latinDigits } from './digits';
import { jalaliLeapFix } from './jalali-fix';
import { parseTypedDate } from './typed-date';

dayjs.extend(jalaliday);
dayjs.extend(jalaliLeapFix);

const DAY = 86_400_000;

describe('the date pickers’ Jalali calendar (jalaliday with the leap-year fix)', () => {
  it('gives every day from 1950 to 2100 the Jalali date the pages show, and reads it back to the same day', () => {
    for (let t = Date.UTC(1950, 0, 1); t < Date.UTC(2100, 0, 1); t += DAY) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const jalali = dayjs(iso).calendar('jalali');
      expect(jalali.format('YYYY/MM/DD'), iso).toBe(latinDigits(formatDate(iso, 'fa')));
      expect(dayjs(jalali.format('YYYY-MM-DD'), { jalali: true } as never).format('YYYY-MM-DD'), iso).toBe(iso);
    }
  });

  it('walks days, months and years across the window jalaliday got wrong and across Esfand 30', () => {
    const dey10 = dayjs('2023-12-31').calendar('jalali');
    expect(dey10.format('YYYY/MM/DD')).toBe('1402/10/10');
    expect(dey10.add(1, 'day').format('YYYY/MM/DD')).toBe('1402/10/11');
    expect(dey10.add(1, 'day').calendar('gregory').format('YYYY-MM-DD')).toBe('2024-01-01');
    expect(dayjs('2025-03-20').calendar('jalali').format('YYYY/MM/DD')).toBe('1403/12/30');
    expect(dayjs('2025-03-20').calendar('jalali').add(1, 'day').format('YYYY/MM/DD')).toBe('1404/01/01');
    expect(dayjs('2025-03-20').calendar('jalali').daysInMonth()).toBe(30);
    expect(dayjs('2026-03-20').calendar('jalali').daysInMonth()).toBe(29);
    expect(dayjs('2024-02-10').calendar('jalali').startOf('month').calendar('gregory').format('YYYY-MM-DD')).toBe('2024-01-21');
  });
});

describe('dates typed into a picker', () => {
  const typed = (text: string, jalali: boolean) => parseTypedDate(text, jalali)?.calendar('gregory').format('YYYY-MM-DD HH:mm') ?? null;

  it('are read in Persian, Arabic or Latin digits, Jalali in Persian', () => {
    for (const text of ['۱۴۰۳/۱۲/۳۰', '١٤٠٣/١٢/٣٠', '1403/12/30', '1403-12-30']) expect(typed(text, true), text).toBe('2025-03-20 00:00');
    expect(typed('۱۴۰۲/۱۰/۱۱', true)).toBe('2024-01-01 00:00');
    expect(typed('۱۴۰۳/۰۱/۰۱ ۱۴:۰۵', true)).toBe('2024-03-20 14:05');
    expect(typed('۲۰۲۵/۰۳/۲۰', false)).toBe('2025-03-20 00:00');
    expect(typed('2024/2/29 23:59', false)).toBe('2024-02-29 23:59');
    // As the pickers write a date-time back into their input (with seconds).
    expect(typed('1403-01-01 09:30:00', true)).toBe('2024-03-20 09:30');
  });

  it('refuse a day the month does not have, an hour past 23 and anything else', () => {
    expect(typed('۱۴۰۴/۱۲/۳۰', true)).toBeNull();
    expect(typed('2025/02/29', false)).toBeNull();
    expect(typed('2025/02/28 24:00', false)).toBeNull();
    expect(typed('yesterday', false)).toBeNull();
    expect(typed('', true)).toBeNull();
  });
});
