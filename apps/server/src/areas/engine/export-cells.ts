import { type EntityDef, fieldLabel, kindOf, type Language, listedFields, listQuerySchema, translate, translatedText } from '@store/domain';
import { z } from 'zod';

/** A listed row as the list answers it: what an exported cell is read from. */
export type Row = Record<string, unknown>;

/** The file formats a list exports to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The calendar a language reads dates in: Jalali for Persian (as on every screen), else Gregorian. */
const calendarOf = (language: Language) => (language === 'fa' ? 'persian' : 'gregory');

/**
 * A date (`YYYY/MM/DD`) or date-time (`YYYY/MM/DD HH:mm`) in the language's calendar and the
 * reader's time zone, with Latin digits so spreadsheets read the numbers.
 */
export function calendarText(value: unknown, language: Language, timeZone: string, withTime: boolean): string {
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

/** The columns an export may hold: `#`, the list's columns and a lifecycle's state, as the list shows them. */
export function exportableColumns(entity: EntityDef): string[] {
  return ['id', ...listedFields(entity).columns, ...(entity.lifecycle ? ['state'] : [])];
}

/**
 * An export's query: the list's filters, search and sort (no pages: the file holds every match),
 * the reader's time zone for date-times (`tz`, an IANA name; UTC when absent), the file's format
 * (`csv`, the default, or `xlsx`) and the columns the reader's list shows (`columns`, comma
 * separated, in their order; all of them when absent).
 */
export function exportQuerySchema(entity: EntityDef) {
  const allowed = new Set(exportableColumns(entity));
  return listQuerySchema(entity)
    .omit({ page: true, pageSize: true, after: true })
    .extend({
      tz: z.string().max(64).refine(isKnownTimeZone, { message: 'common.error.invalidtype' }).default('UTC'),
      format: z.enum(EXPORT_FORMATS).default('csv'),
      columns: z
        .string()
        .max(2000)
        .transform((text) => text.split(',').filter((name) => name !== ''))
        .refine((names) => names.length > 0 && names.every((name) => allowed.has(name)) && new Set(names).size === names.length, {
          message: 'common.error.invalidtype',
        })
        .optional(),
    });
}

/** The header of a column in the reader's language (`#` for the id). */
export const columnLabel = (entity: EntityDef, name: string, language: Language) =>
  name === 'id' ? '#' : (fieldLabel(language, entity.name, name) ?? name);

/** Whether a column holds numbers a spreadsheet should keep as numbers (never formula-escaped). */
export const isNumericColumn = (entity: EntityDef, name: string) => {
  const field = entity.fields[name];
  return name === 'id' || (field !== undefined && ['number', 'money'].includes(kindOf(field).display));
};

/** The display kind of a column (`state` and `id` have none of their own). */
export const columnDisplay = (entity: EntityDef, name: string) => {
  const field = entity.fields[name];
  return field ? kindOf(field).display : undefined;
};

/** The message of `key`, or `fallback` where none is written. */
const known = (language: Language, key: string, fallback: string) => {
  const text = translate(language, key);
  return text === key ? fallback : text;
};

/** One cell as a reader of `language` expects it: labels, titles and dates, not codes and ids. */
export function cellText(entity: EntityDef, name: string, row: Row, language: Language, timeZone: string): string {
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
