import dayjs, { type Dayjs } from 'dayjs';
import { latinDigits } from './digits';

/** A date typed as the pickers show it (`1403/12/30`, `2025-03-20 14:05`, `2025-03-20 14:05:09`), in any digits. */
const TYPED = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date a person typed into a picker: Persian, Arabic or Latin digits, in the Jalali calendar
 * when `jalali` (Persian), else the Gregorian. A day the month does not have (Esfand 30 of a
 * common year, February 30) or an hour past 23 is not a date: null. Needs jalaliday extended
 * (i18n/dayjs-calendar.ts, which every picker loads).
 */
export function parseTypedDate(text: string, jalali: boolean): Dayjs | null {
  const match = TYPED.exec(latinDigits(text.trim()));
  if (!match) return null;
  const [y, m, d, h, min, sec] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (h > 23 || min > 59 || sec > 59) return null;
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const day = jalali ? dayjs(iso, { jalali: true } as never).calendar('jalali') : dayjs(iso).calendar('gregory');
  // dayjs rolls an impossible day over into the next month: read back, it must be the day typed.
  if (!day.isValid() || day.format('YYYY/M/D') !== `${y}/${m}/${d}`) return null;
  return day.hour(h).minute(min).second(sec);
}
