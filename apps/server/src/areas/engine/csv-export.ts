import type { EntityDef, Language } from '@store/domain';
import { cellText, columnLabel, isNumericColumn, type Row } from './export-cells.js';

/**
 * A cell a spreadsheet reads as text only: one starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would run as a formula (CSV injection), so it gets a leading apostrophe, and
 * quotes, commas and line breaks are quoted (RFC 4180).
 */
function csvCell(text: string, numeric: boolean): string {
  const safe = !numeric && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line per row, each ending in CRLF. */
function csvLines(entity: EntityDef, columns: readonly string[], rows: readonly Row[], language: Language, timeZone: string): string {
  let text = '';
  for (const row of rows) {
    text += `${columns.map((name) => csvCell(cellText(entity, name, row, language, timeZone), isNumericColumn(entity, name))).join(',')}\r\n`;
  }
  return text;
}

/**
 * A list as a CSV file for a spreadsheet, one chunk per page of rows as they are read: the
 * columns headed by their labels in the language, with a byte-order mark so spreadsheet programs
 * read Persian and Turkish letters as UTF-8. Only one page is held at a time.
 */
export async function* csvChunks(
  entity: EntityDef,
  columns: readonly string[],
  pages: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
  language: Language,
  timeZone: string,
): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((name) => csvCell(columnLabel(entity, name, language), false)).join(',')}\r\n`;
  for await (const rows of pages) yield csvLines(entity, columns, rows, language, timeZone);
}

/** The same file at once, for rows already in memory. */
export async function rowsToCsv(
  entity: EntityDef,
  columns: readonly string[],
  rows: readonly Row[],
  language: Language,
  timeZone: string,
): Promise<string> {
  let text = '';
  for await (const chunk of csvChunks(entity, columns, [rows], language, timeZone)) text += chunk;
  return text;
}
