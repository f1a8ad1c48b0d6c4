import { defineEntity, f } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { rowsToCsv } from './csv-export.js';
import { exportableColumns } from './export-cells.js';

/** The CSV cells of kinds the voucher fixture's list does not show: date-times in a time zone, yes / no. */
const Visit = defineEntity({
  name: 'ExportVisit',
  resource: 'ExportVisits',
  table: 'export_visits',
  area: 'sales',
  route: 'Test/ExportVisit',
  icon: 'ExperimentOutlined',
  fields: { at: f.datetime(), done: f.boolean(), note: f.text() },
  titleField: 'note',
  listColumns: ['at', 'done', 'note'],
});

const row = { id: 7, at: '2026-03-20T21:00:00.000Z', done: true, note: '+98 912' };

const csv = (rows: Record<string, unknown>[], language: 'fa' | 'en' | 'tr', zone: string) =>
  rowsToCsv(Visit, exportableColumns(Visit), rows, language, zone);

describe('rowsToCsv', () => {
  it('writes a date-time in the reader’s time zone and calendar', async () => {
    expect(await csv([row], 'fa', 'Asia/Tehran')).toContain('7,1405/01/01 00:30,بله,');
    expect(await csv([row], 'en', 'UTC')).toContain('7,2026/03/20 21:00,Yes,');
    expect(await csv([{ ...row, done: false }], 'tr', 'Europe/Istanbul')).toContain('7,2026/03/21 00:00,Hayır,');
  });

  it('neutralises a text cell a spreadsheet would run as a formula, and leaves empty values empty', async () => {
    expect(await csv([row], 'en', 'UTC')).toContain(",'+98 912\r\n");
    expect(await csv([{ id: 8, at: null, done: null, note: null }], 'en', 'UTC')).toContain('\r\n8,,,\r\n');
  });
});
