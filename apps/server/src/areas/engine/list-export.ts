import { type EntityDef, fieldLabel, kindOf, type Language, listedFields, listQuerySchema, translate, translatedText } from '@store/domain';
import { z } from 'zod';

/** Most rows one export answers: more must be narrowed by filters first (the file is built in memory). */
export const EXPORT_MAX = 10_000;

type Row = Record<string, unknown>;

/** The calendar a language reads dates in: Jalali for Persian (as on every screen), else Gregorian. */
const calendarOf = (language: Language) => (language === 'fa' ? 'persian' : 'gregory');

/**
 * A date (`YYYY/MM/DD`) or date-time (`YYYY/MM/DD HH:mm`) in the language's calendar and the
 * reader's time zone, with Latin digits so spreadsheets read the numbers.
 */
function calendarText(value: unknown, language: Language, timeZone: string, withTime: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  // A date without a time is a calendar day, not an instant: read it at noon UTC so no zone moves it.
  const instant = withTime ? new Date(String(value)) : new Date(`${String(value).slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat(`en-u-ca-${calendarOf(language)}-nu-latn`, {
    timeZone: withTime ? timeZone : 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}/${part('month')}/${part('day')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** Whether `timeZone` is one this runtime knows (an IANA name such as `Asia/Tehran`). */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An export's query: the list's filters, search and sort (no pages: the file holds every match),
 * and the reader's time zone for date-times (`tz`, an IANA name; UTC when absent).
 */
export function exportQuerySchema(entity: EntityDef) {
  return listQuerySchema(entity)
    .omit({ page: true, pageSize: true, after: true })
    .extend({
      tz: z.string().max(64).refine(isKnownTimeZone, { message: 'common.error.invalidtype' }).default('UTC'),
    });
}

/** The message of `key`, or `fallback` where none is written. */
const known = (language: Language, key: string, fallback: string) => {
  const text = translate(language, key);
  return text === key ? fallback : text;
};

/** One cell as a reader of `language` expects it: labels, titles and dates, not codes and ids. */
function cellText(entity: EntityDef, name: string, row: Row, language: Language, timeZone: string): string {
  const value = row[name];
  const field = entity.fields[name];
  if (name === 'state') return known(language, `state.${entity.name}.${String(value)}`, String(value ?? ''));
  const refTitles = (row.refTitles ?? {}) as Record<string, unknown>;
  if (!field) return value == null ? '' : String(value);
  switch (kindOf(field).display) {
    case 'translatable':
      return translatedText(value, language);
    case 'boolean':
      return value == null ? '' : translate(language, value ? 'common.yes' : 'common.no');
    case 'date':
      return calendarText(value, language, timeZone, false);
    case 'datetime':
      return calendarText(value, language, timeZone, true);
    case 'enum':
      return value == null ? '' : known(language, `enum.${entity.name}.${name}.${String(value)}`, String(value));
    case 'ref':
      return value == null ? '' : String(refTitles[name] ?? value);
    case 'refs':
      return ((refTitles[name] as unknown[] | undefined) ?? (value as unknown[] | undefined) ?? []).join(', ');
    case 'json':
      return value == null ? '' : JSON.stringify(value);
    default:
      return value == null ? '' : String(value);
  }
}

/**
 * A cell a spreadsheet reads as text only: one starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would run as a formula (CSV injection), so it gets a leading apostrophe, and
 * quotes, commas and line breaks are quoted (RFC 4180).
 */
function csvCell(text: string, numeric: boolean): string {
  const safe = !numeric && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The rows of a list as a CSV file for a spreadsheet: the list's columns (what the list screen
 * shows) headed by their labels in the language, with a byte-order mark so spreadsheet programs
 * read Persian and Turkish letters as UTF-8.
 */
export function rowsToCsv(entity: EntityDef, rows: readonly Row[], language: Language, timeZone: string): string {
  const columns = ['id', ...listedFields(entity).columns, ...(entity.lifecycle ? ['state'] : [])];
  const numeric = (name: string) => {
    const field = entity.fields[name];
    return name === 'id' || (field !== undefined && ['number', 'money'].includes(kindOf(field).display));
  };
  const header = columns.map((name) => csvCell(name === 'id' ? '#' : (fieldLabel(language, entity.name, name) ?? name), false));
  const lines = rows.map((row) => columns.map((name) => csvCell(cellText(entity, name, row, language, timeZone), numeric(name))).join(','));
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
