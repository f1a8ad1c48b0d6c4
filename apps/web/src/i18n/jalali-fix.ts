import type { PluginFunc } from 'dayjs';
import { calendarDay } from './date-text';

interface JalaliFields {
  $y: number;
  $M: number;
  $D: number;
  $jy: number;
  $jM: number;
  $jD: number;
}

/**
 * jalaliday 3.1.1 turns a Gregorian day into a Jalali one a day late from January 1 to February 29
 * of a Gregorian leap year (it counts the leap day from the year's start): 2024-01-01 became
 * 12 Dey 1402 instead of 11, so the pickers showed the wrong day and refused a typed 11 Dey.
 * Extended after jalaliday, this plugin takes each date's Jalali year, month and day from the
 * browser's Persian calendar instead, the one every displayed date uses (date-text.ts); the other
 * direction (Jalali → Gregorian) is jalaliday's own, which is right (date-text.test.ts).
 */
export const jalaliLeapFix: PluginFunc = (_option, Dayjs) => {
  const proto = Dayjs.prototype as unknown as { InitJalali(this: JalaliFields): void };
  proto.InitJalali = function (this: JalaliFields) {
    const iso = `${String(this.$y).padStart(4, '0')}-${String(this.$M + 1).padStart(2, '0')}-${String(this.$D).padStart(2, '0')}`;
    const day = calendarDay(iso, 'fa');
    if (!day) return;
    this.$jy = Number(day.year);
    this.$jM = Number(day.month) - 1;
    this.$jD = Number(day.day);
  };
};
