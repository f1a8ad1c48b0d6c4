import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { memberOf, roleWith, voucherApp, voucherBody } from './fixtures/voucher-app.js';
import { EXPORT_MAX } from './list-export.js';

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

  it(`refuses more than ${EXPORT_MAX} matching rows with a message asking for filters`, async () => {
    const storeId = (await sql<{ id: number }>`SELECT id FROM stores ORDER BY id LIMIT 1`.execute(t.database.db)).rows[0]?.id;
    await sql`
      INSERT INTO vouchers (store_id, title, code, amount, kind)
      SELECT ${storeId}, '{"en":"Bulk"}'::jsonb, 'BULK-' || n, 1, 'purchase' FROM generate_series(1, ${EXPORT_MAX}) AS n
    `.execute(t.database.db);
    const res = await exportOf('', { ...admin, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('common.error.exporttoolarge');
    expect(res.json().error.message).toContain('10000');
    expect((await exportOf('?kind=purchase&code=BULK-1', { ...admin, lang: 'en' })).statusCode).toBe(200);
  });
});
