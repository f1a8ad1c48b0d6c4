import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { EntityDef, Language } from '@store/domain';
import ExcelJS from 'exceljs';
import { calendarText, cellText, columnDisplay, columnLabel, isNumericColumn, type Row } from './export-cells.js';

/** Money shows at least two decimals and up to the eight the database keeps. */
const MONEY_FORMAT = '#,##0.00######';
const DATE_FORMAT = 'yyyy/mm/dd';
const DATE_TIME_FORMAT = 'yyyy/mm/dd hh:mm';

/**
 * A number as a spreadsheet number only when a double holds it exactly (money is NUMERIC(28,8):
 * a value a double would round stays text rather than change).
 */
function exactNumber(text: string): number | string {
  if (text === '') return text;
  const value = Number(text);
  const plain = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return Number.isFinite(value) && String(value) === plain ? value : text;
}

/**
 * A date or date-time as a spreadsheet date (its wall-clock time in the reader's zone, which is
 * what a spreadsheet shows), except in Persian: spreadsheets have no Jalali format, so the Jalali
 * text the screens show.
 */
function dateCell(value: unknown, language: Language, timeZone: string, withTime: boolean): Date | string {
  if (language === 'fa') return calendarText(value, language, timeZone, withTime);
  const text = calendarText(value, 'en', timeZone, withTime);
  const parts = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(text);
  if (!parts) return text;
  const [y, m, d, h, min] = parts.slice(1).map((part) => Number(part ?? 0));
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d, h, min));
}

/** One cell, typed: numbers as numbers, dates as dates, the rest as the text the CSV holds. */
function typedCell(entity: EntityDef, name: string, row: Row, language: Language, timeZone: string): unknown {
  const display = columnDisplay(entity, name);
  if (display === 'date' || display === 'datetime') {
    return row[name] == null || row[name] === '' ? null : dateCell(row[name], language, timeZone, display === 'datetime');
  }
  const text = cellText(entity, name, row, language, timeZone);
  return isNumericColumn(entity, name) ? exactNumber(text) : text;
}

/** The number format of a column, where it has one. */
function numberFormat(entity: EntityDef, name: string, language: Language): string | undefined {
  const display = columnDisplay(entity, name);
  if (display === 'money') return MONEY_FORMAT;
  if (language === 'fa') return undefined;
  return display === 'date' ? DATE_FORMAT : display === 'datetime' ? DATE_TIME_FORMAT : undefined;
}

/**
 * Writes a list as an Excel workbook (.xlsx) to `out`, page by page as the rows are read: one
 * sheet named after the list, its header row frozen, right to left in Persian. Each page's rows
 * are committed to the zip before the next page is read, and the next page waits while `out` is
 * full, so memory holds about one page whatever the list's length.
 */
export async function writeXlsx(
  entity: EntityDef,
  columns: readonly string[],
  pages: AsyncIterable<readonly Row[]>,
  language: Language,
  timeZone: string,
  sheetName: string,
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'fa' }],
  });
  sheet.columns = columns.map((name) => {
    const numFmt = numberFormat(entity, name, language);
    return {
      header: columnLabel(entity, name, language),
      key: name,
      width: name === 'id' ? 8 : 20,
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of pages) {
    for (const row of rows) sheet.addRow(columns.map((name) => typedCell(entity, name, row, language, timeZone))).commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
