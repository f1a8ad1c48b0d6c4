import { localDigits } from './digits';

/**
 * Dates as people read them (spec 000 §9): `YYYY/MM/DD` and `YYYY/MM/DD HH:mm` in every language,
 * Jalali with Persian digits in Persian, Gregorian with Latin digits in English and Turkish. Built
 * on the browser's own calendars (`Intl.DateTimeFormat`, `ca-persian`), so the visitor's pages
 * need no date library; the dashboard's date pickers keep dayjs (date-format.ts).
 */
export type DateValue = string | number | Date | null | undefined;

interface CalendarDay {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** Latin digits always (`nu-latn`): the digits are the language's job, done once below. */
const LOCALE = { persian: 'fa-IR-u-ca-persian-nu-latn', gregory: 'en-US-u-ca-gregory-nu-latn' } as const;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(calendar: keyof typeof LOCALE, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${calendar}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE[calendar], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // Never `24:05`: hours run 00–23.
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date without a time (`2025-03-20`): a day of the calendar, the same in every time zone. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant to show and the zone to read it in; null for nothing or an unreadable value. */
function instantOf(value: DateValue): { at: Date; timeZone: string | undefined } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value.trim());
    // Noon UTC read in UTC: the day it names, wherever the reader is.
    if (day) return { at: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)), timeZone: 'UTC' };
  }
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, timeZone: undefined };
}

/** Year, month, day, hour and minute of an instant in the language's calendar, Latin digits. */
export function calendarDay(value: DateValue, language: string): CalendarDay | null {
  const instant = instantOf(value);
  if (!instant) return null;
  const parts = formatterOf(language === 'fa' ? 'persian' : 'gregory', instant.timeZone).formatToParts(instant.at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** `1403/12/30` (Persian digits in Persian), or '' for nothing. */
export function formatDate(value: DateValue, language: string): string {
  const d = calendarDay(value, language);
  return d ? localDigits(`${d.year}/${d.month}/${d.day}`, language) : '';
}

/** `1403/12/30 15:30` in the reader's time zone (a date alone shows as the date). */
export function formatDateTime(value: DateValue, language: string): string {
  const d = calendarDay(value, language);
  if (!d) return '';
  const date = `${d.year}/${d.month}/${d.day}`;
  return localDigits(typeof value === 'string' && DATE_ONLY.test(value.trim()) ? date : `${date} ${d.hour}:${d.minute}`, language);
}
