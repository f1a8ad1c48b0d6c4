import { DATE_FORMAT, DATE_TIME_FORMAT } from '@store/domain';
import dayjs, { type Dayjs } from 'dayjs';

type DateInput = string | number | Date | Dayjs | null | undefined;

/** A date in the language's calendar: Jalali for Persian, Gregorian otherwise (Latin digits). */
function inCalendar(value: DateInput, language: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  if (!d.isValid()) return null;
  return d.calendar(language === 'fa' ? 'jalali' : 'gregory').locale(language);
}

export function formatDate(value: DateInput, language: string): string {
  return inCalendar(value, language)?.format(DATE_FORMAT) ?? '';
}

export function formatDateTime(value: DateInput, language: string): string {
  return inCalendar(value, language)?.format(DATE_TIME_FORMAT) ?? '';
}

/** A picked date as the API wants it (`YYYY-MM-DD`, Gregorian), whatever calendar it was picked in. */
export function toApiDate(value: Dayjs): string {
  return value.calendar('gregory').format('YYYY-MM-DD');
}
