import type { Dayjs } from 'dayjs';
// Whoever turns a picked date into the API's text has a picker on screen: set dayjs up for it.
import './dayjs-calendar';
import { type DateValue, formatDate as showDate, formatDateTime as showDateTime } from './date-text';
import { latinDigits } from './digits';

// Showing a date is date-text.ts's job (no dayjs, the language's digits). These two keep the
// older contract, the language's calendar in Latin digits, for the modules that still read them
// here and put the digits in themselves (cms/data-content/entry-value.tsx).
export const formatDate = (value: DateValue, language: string) => latinDigits(showDate(value, language));
export const formatDateTime = (value: DateValue, language: string) => latinDigits(showDateTime(value, language));

/** A picked date as the API wants it (`YYYY-MM-DD`, Gregorian), whatever calendar it was picked in. */
export function toApiDate(value: Dayjs): string {
  return value.calendar('gregory').format('YYYY-MM-DD');
}
