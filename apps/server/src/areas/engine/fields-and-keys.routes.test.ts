import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { voucherApp, voucherBody } from './fixtures/voucher-app.js';

/** Money and decimals exact from request to database and back, translatable text, and unique keys with their own codes. */
let t: TestApp;
beforeAll(async () => {
  t = await voucherApp();
});
afterAll(() => t.close());

const post = async (payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/Vouchers', headers: { ...(await t.admin()), lang }, payload });

describe('money and decimals', () => {
  it('round-trip exactly: 0.1 + 0.2, twenty significant digits, negatives', async () => {
    const lines = [
      { description: 'a', amount: '0.10' },
      { description: 'b', amount: '0.20' },
    ];
    const sum = await post(voucherBody({ amount: '0.30', lines }));
    expect(sum.statusCode, sum.body).toBe(201);
    expect(sum.json().data.amount).toBe('0.30');
    const big = await post(voucherBody({ amount: '123456789012345678.91', rate: '-999.123456' }));
    expect(big.json().data).toMatchObject({ amount: '123456789012345678.91', rate: '-999.123456' });
    const read = await t.app.inject({ url: `/api/Vouchers/${big.json().data.id}`, headers: await t.admin() });
    expect(read.json().data).toMatchObject({ amount: '123456789012345678.91', rate: '-999.123456' });
    const zeroes = await post(voucherBody({ amount: '5', rate: '0.5' }));
    expect(zeroes.json().data).toMatchObject({ amount: '5.00', rate: '0.500000' });
  });

  it('add up exactly beyond twenty significant digits (a sum is never rounded)', async () => {
    const lines = [
      { description: 'a', amount: '10000000000000000000.01' },
      { description: 'b', amount: '10000000000000000000.01' },
    ];
    const short = await post(voucherBody({ amount: '20000000000000000000.00', lines }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldCodes).toEqual({ lines: 'voucher.error.linesmismatch' });
    const exact = await post(voucherBody({ amount: '20000000000000000000.02', lines }));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuse a scale overflow, too many digits, bounds and anything that is not a plain decimal text', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ amount: '1.005' }, { amount: 'common.error.scale' }],
      [{ amount: '123456789012345678901234567.00' }, { amount: 'common.error.digits' }],
      [{ amount: '0.00' }, { amount: 'common.error.greaterthan' }],
      [{ amount: '-3.00' }, { amount: 'common.error.greaterthan' }],
      [{ amount: 1.5 }, { amount: 'common.error.invalidtype' }],
      [{ amount: '1e3' }, { amount: 'common.error.decimal' }],
      [{ amount: ' 12' }, { amount: 'common.error.decimal' }],
      [{ amount: '۱٬۲۰۰' }, { amount: 'common.error.decimal' }],
      [{ rate: '1000.000001' }, { rate: 'common.error.max' }],
    ];
    for (const [over, codes] of cases) {
      const res = await post(voucherBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fieldCodes, JSON.stringify(over)).toEqual(codes);
    }
    const persian = await post(voucherBody({ amount: '1.005' }), 'fa');
    expect(persian.json().error.fields.amount).toBe('حداکثر ۲ رقم اعشار');
  });
});

describe('digits typed in Persian or Arabic', () => {
  it('are stored as Latin digits: money, decimals, dates, whole numbers; and read back so', async () => {
    const created = await post(voucherBody({ amount: '۱۲۳', rate: '-٠٫٥', issuedOn: '۲۰۲۶-۰۳-۲۱' }), 'fa');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ amount: '123.00', rate: '-0.500000', issuedOn: '2026-03-21' });
    const read = await t.app.inject({ url: `/api/Vouchers/${created.json().data.id}`, headers: await t.admin() });
    expect(read.json().data).toMatchObject({ amount: '123.00', rate: '-0.500000', issuedOn: '2026-03-21' });
    // A filter typed the same way finds it.
    const found = await t.app.inject({ url: '/api/Vouchers?amountFrom=۱۲۳&amountTo=١٢٣', headers: await t.admin() });
    expect(found.json().data.map((row: { id: number }) => row.id)).toContain(created.json().data.id);
    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/VoucherTags',
      headers: await t.admin(),
      payload: { name: 'digits tag', displayOrder: '۱۲۳' },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    expect(tag.json().data.displayOrder).toBe(123);
  });
});

describe('translatable text', () => {
  it('keeps each language, falls back for titles, and needs at least one language when required', async () => {
    const created = await post(voucherBody({ title: { fa: 'اجاره', tr: 'Kira' } }));
    expect(created.json().data.title).toEqual({ fa: 'اجاره', en: null, tr: 'Kira' });
    const empty = await post(voucherBody({ title: { fa: '', en: '  ' } }));
    expect(empty.json().error.fieldCodes).toEqual({ title: 'common.error.required' });
    const unknown = await post(voucherBody({ title: { en: 'Rent', de: 'Miete' } }));
    expect(unknown.json().error.fieldCodes).toEqual({ 'title.de': 'common.error.unknownfield' });
  });
});

describe('unique keys', () => {
  it('answer their own code on the key’s fields, matched by the index name', async () => {
    const body = voucherBody({ code: 'UNIQ-1' });
    expect((await post(body)).statusCode).toBe(201);
    const again = await post({ ...body, code: 'uniq-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'voucher.error.codeexists',
      message: 'You already have a voucher with this code in this store.',
      fieldCodes: { code: 'voucher.error.codeexists' },
    });
  });

  it('let exactly one of two concurrent creates of one value win', async () => {
    for (let round = 0; round < 5; round++) {
      const body = voucherBody({ code: `RACE-${round}` });
      const answers = await Promise.all([post(body), post({ ...body, title: { en: 'twin' } })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('voucher.error.codeexists');
    }
  });

  it('free a soft-deleted row’s value (the index covers live rows only)', async () => {
    const created = await post(voucherBody({ code: 'REUSE-1' }));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/Vouchers/${created.json().data.id}`, headers: await t.admin() });
    expect(del.statusCode).toBe(200);
    expect((await post(voucherBody({ code: 'REUSE-1' }))).statusCode).toBe(201);
  });
});
