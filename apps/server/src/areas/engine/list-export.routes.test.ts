import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { memberOf, roleWith, voucherApp, voucherBody } from './fixtures/voucher-app.js';

/** `GET /api/{Resource}/export`: a list as a CSV file, with the list's filters and the print right. */
let t: TestApp;
let admin: Record<string, string>;
let tagId: number;
beforeAll(async () => {
  t = await voucherApp();
  admin = await t.admin();
  const tag = await t.app.inject({ method: 'POST', url: '/api/VoucherTags', headers: admin, payload: { name: 'Rentals' } });
  tagId = tag.json().data.id;
  const bodies = [
    voucherBody({
      title: { fa: 'اجاره، مهر', en: 'Rent, "autumn"' },
      code: 'R-1',
      amount: '1500000.50',
      kind: 'refund',
      issuedOn: '2026-03-21',
    }),
    voucherBody({
      title: { fa: 'فرمول', en: 'Formula' },
      code: '=HYPERLINK("http://evil")',
      kind: 'sale',
      categoryId: tagId,
      tagIds: [tagId],
    }),
  ];
  for (const payload of bodies) {
    const res = await t.app.inject({ method: 'POST', url: '/api/Vouchers', headers: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const exportOf = (query: string, headers: Record<string, string>) => t.app.inject({ url: `/api/Vouchers/export${query}`, headers });
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('list export', () => {
  it('answers a UTF-8 CSV attachment with labels, titles and Jalali dates in Persian', async () => {
    const res = await exportOf('?sort=code', { ...admin, lang: 'fa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Vouchers.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = linesOf(res.body);
    expect(header).toBe('#,عنوان,کد,مبلغ,تاریخ صدور,نوع,دسته,برچسب‌ها,وضعیت');
    // Sorted by code: `=HYPERLINK…` sorts before `R-1`; the formula is neutralised and quoted.
    expect(first).toContain(`'=HYPERLINK(""http://evil"")"`);
    expect(first).toContain(',فروش,Rentals,Rentals,پرداخت‌نشده');
    // The Persian comma (U+060C) is a letter to CSV: no quotes needed.
    expect(second).toContain(',اجاره، مهر,R-1,1500000.50,1405/01/01,بازپرداخت,,,پرداخت‌نشده');
  });

  it('writes dates in the Gregorian calendar and texts in the language asked for', async () => {
    const res = await exportOf('?kind=refund', { ...admin, lang: 'en' });
    const lines = linesOf(res.body);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.startsWith('#,Title,Code,Amount,')).toBe(true);
    expect(lines[1]).toContain('"Rent, ""autumn""",R-1,1500000.50,2026/03/21,Refund,,,Unpaid');
  });

  it('applies the list filters and search, and refuses what the list refuses', async () => {
    const search = await exportOf(`?q=${encodeURIComponent('Formula')}`, { ...admin, lang: 'en' });
    expect(linesOf(search.body)).toHaveLength(2);
    const badZone = await exportOf('?tz=Mars/Olympus', { ...admin, lang: 'en' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error.fieldCodes).toEqual({ tz: 'common.error.invalidtype' });
    const paged = await exportOf('?page=2', { ...admin, lang: 'en' });
    expect(paged.statusCode).toBe(400);
  });

  it('needs the print right: List and View Only are refused, View & Print exports, Edit Owner exports own rows only', async () => {
    for (const level of ['List', 'ViewOnly'] as const) {
      const lister = await memberOf(
        t,
        await roleWith(t, `export_${level.toLowerCase()}`, { Voucher: level }),
        `export${level.toLowerCase()}1`,
      );
      const refused = await exportOf('', lister);
      expect(refused.statusCode, level).toBe(403);
      expect(refused.body).not.toContain('R-1');
    }
    const printer = await memberOf(t, await roleWith(t, 'export_printers', { Voucher: 'ViewAndPrint' }), 'exportprinter1');
    expect(linesOf((await exportOf('', printer)).body)).toHaveLength(3);
    const owner = await memberOf(t, await roleWith(t, 'export_owners', { Voucher: 'EditOwner', VoucherTag: 'ViewOnly' }), 'exportowner1');
    const own = await t.app.inject({ method: 'POST', url: '/api/Vouchers', headers: owner, payload: voucherBody({ code: 'MINE-1' }) });
    expect(own.statusCode, own.body).toBe(201);
    const mine = linesOf((await exportOf('', owner)).body);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toContain('MINE-1');
    expect((await exportOf('', {})).statusCode).toBe(401);
  });

  it('keeps the columns the list shows, in their order, and refuses a column the list does not have', async () => {
    const res = await exportOf('?kind=refund&columns=code,title', { ...admin, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(linesOf(res.body)).toEqual(['Code,Title', 'R-1,"Rent, ""autumn"""']);
    for (const columns of ['secret', 'code,code', '']) {
      const refused = await exportOf(`?columns=${columns}`, { ...admin, lang: 'en' });
      expect(refused.statusCode, columns).toBe(400);
      expect(refused.json().error.fieldCodes).toEqual({ columns: 'common.error.invalidtype' });
    }
  });

  it('writes an Excel workbook with typed numbers and dates, a right-to-left sheet in Persian, formulas kept as text', async () => {
    const read = async (query: string, lang: string) => {
      const res = await exportOf(query, { ...admin, lang });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Vouchers.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      return sheet;
    };
    const en = await read('?format=xlsx&sort=code', 'en');
    expect(en.name).toBe('Vouchers');
    expect(en.views[0]?.rightToLeft).toBeFalsy();
    expect(en.getRow(1).values).toEqual([undefined, '#', 'Title', 'Code', 'Amount', 'Issued on', 'Kind', 'Category', 'Tags', 'State']);
    // Sorted by code: the formula, then MINE-1 (the owner's, above), then R-1.
    expect(en.rowCount).toBe(4);
    // A formula-looking code is a text cell: the workbook never runs it.
    expect(en.getCell('C2').value).toBe('=HYPERLINK("http://evil")');
    expect(en.getCell('C2').type).toBe(ExcelJS.ValueType.String);
    expect(en.getCell('D4').value).toBe(1500000.5);
    expect(en.getCell('D4').numFmt).toBe('#,##0.00######');
    expect(en.getCell('E4').value).toEqual(new Date(Date.UTC(2026, 2, 21)));
    expect(en.getCell('F4').value).toBe('Refund');
    const fa = await read('?format=xlsx&kind=refund', 'fa');
    expect(fa.name).toBe('سندها');
    expect(fa.views[0]?.rightToLeft).toBe(true);
    expect(fa.rowCount).toBe(2);
    expect(fa.getCell('E2').value).toBe('1405/01/01');
  });

  it('streams every matching row, past the 10 000 the export once refused, as CSV and Excel', async () => {
    const storeId = (await sql<{ id: number }>`SELECT id FROM stores ORDER BY id LIMIT 1`.execute(t.database.db)).rows[0]?.id;
    const bulk = 12_000;
    await sql`
      INSERT INTO vouchers (store_id, title, code, amount, kind)
      SELECT ${storeId}, '{"en":"Bulk"}'::jsonb, 'BULK-' || lpad(n::text, 5, '0'), n, 'purchase' FROM generate_series(1, ${bulk}) AS n
    `.execute(t.database.db);
    const res = await exportOf('?kind=purchase&sort=code&columns=code,amount', { ...admin, lang: 'en' });
    expect(res.statusCode).toBe(200);
    // Sent while it is read: no length is known in advance.
    expect(res.headers['content-length']).toBeUndefined();
    const lines = linesOf(res.body);
    expect(lines).toHaveLength(bulk + 1);
    expect(lines[1]).toBe('BULK-00001,1.00');
    expect(lines[bulk]).toBe(`BULK-${bulk},${bulk}.00`);
    expect(new Set(lines).size).toBe(bulk + 1);
    const xlsx = await exportOf('?kind=purchase&format=xlsx&columns=code', { ...admin, lang: 'en' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(bulk + 1);
  });
});
