import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { memberOf, roleWith, voucherApp, voucherBody } from './fixtures/voucher-app.js';

/**
 * Lifecycle actions with input, their own access right and effects, and children written with
 * their parent — on the voucher fixture, which has the shape payments, cheques and orders will
 * have. Exactly-once claims are proven by the PostgreSQL run (CI runs this file with
 * DATABASE_URL): the embedded database runs one statement at a time, so there they cannot race.
 */
let t: TestApp;
beforeAll(async () => {
  t = await voucherApp();
});
afterAll(() => t.close());

type Voucher = {
  id: number;
  state: string;
  allowedActions: string[];
  amount: string;
  isPaid: boolean;
  paidDate: string | null;
  reference: string | null;
  lines: { description: string; amount: string }[];
};

async function newVoucher(over: Record<string, unknown> = {}): Promise<Voucher> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Vouchers', headers: await t.admin(), payload: voucherBody(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const act = async (id: number, action: string, payload?: Record<string, unknown>, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Vouchers/${id}/${action}`,
    headers: headers ?? (await t.admin()),
    ...(payload ? { payload } : {}),
  });
const count = async (table: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]?.n);

describe('actions', () => {
  it('report the state and the actions it allows, with money exact as a string', async () => {
    const voucher = await newVoucher({ amount: '99999999999999.99' });
    expect(voucher).toMatchObject({ amount: '99999999999999.99', state: 'unpaid', allowedActions: ['pay'], lockedBy: null });
  });

  it('take validated input, run from allowed states only and answer the rule’s code otherwise', async () => {
    const voucher = await newVoucher();
    const early = await act(voucher.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('voucher.error.unpaidcannotapprove');
    const noInput = await act(voucher.id, 'pay', {}, { ...(await t.admin()), lang: 'en' });
    expect(noInput.statusCode).toBe(400);
    expect(noInput.json().error.fieldCodes).toEqual({ reference: 'common.error.required' });
    const badFee = await act(voucher.id, 'pay', { reference: 'r-1', fee: '1.005' });
    expect(badFee.json().error.fieldCodes).toEqual({ fee: 'common.error.scale' });
    const tooBig = await act(voucher.id, 'pay', { reference: 'r-1', fee: '100.01' });
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json().error.code).toBe('voucher.error.feeexceeds');
    const paid = await act(voucher.id, 'PAY', { reference: 'r-1', fee: '100.00' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      isPaid: true,
      reference: 'r-1',
      state: 'paid',
      allowedActions: ['approve'],
      lockedBy: 'voucher.error.locked',
    });
    expect(Math.abs(Date.parse(paid.json().data.paidDate) - Date.now())).toBeLessThan(60_000);
    const again = await act(voucher.id, 'pay', { reference: 'r-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('voucher.error.alreadypaid');
  });

  it('answer 404 for an action the entity does not declare', async () => {
    const voucher = await newVoucher();
    const res = await act(voucher.id, 'refund');
    expect(res.statusCode).toBe(404);
  });

  it('need their own access right: approve needs delete rights, pay needs action rights', async () => {
    const roleId = await roleWith(t, 'approvers', { Voucher: 'ModifyAndDelete' });
    const headers = await memberOf(t, roleId, 'approver_one');
    const voucher = await newVoucher();
    expect((await act(voucher.id, 'pay', { reference: 'acc-1' }, headers)).statusCode).toBe(403);
    expect((await act(voucher.id, 'pay', { reference: 'acc-1' })).statusCode).toBe(200);
    const approved = await act(voucher.id, 'approve', undefined, headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');
  });

  it('refuse any change to a locked row and leave it as it was', async () => {
    const headers = await t.admin();
    const voucher = await newVoucher();
    expect((await act(voucher.id, 'pay', { reference: 'lock-1' })).statusCode).toBe(200);
    const before = (await t.app.inject({ url: `/api/Vouchers/${voucher.id}`, headers })).json().data;
    const put = await t.app.inject({ method: 'PUT', url: `/api/Vouchers/${voucher.id}`, headers, payload: { amount: '1.00' } });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.code).toBe('voucher.error.locked');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/Vouchers/${voucher.id}`, headers });
    expect(del.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/Vouchers/${voucher.id}`, headers })).json().data).toEqual(before);
  });

  it('let exactly one of three concurrent identical actions succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const voucher = await newVoucher();
      const answers = await Promise.all([1, 2, 3].map((n) => act(voucher.id, 'pay', { reference: `race-${round}-${n}` })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const events = await sql<{ n: string }>`SELECT count(*) AS n FROM voucher_events WHERE voucher_id = ${voucher.id}`.execute(
        t.database.db,
      );
      expect(Number(events.rows[0]?.n)).toBe(1);
    }
  });

  it('never let a concurrent edit and action both succeed on a row the action locks', async () => {
    const headers = await t.admin();
    for (let round = 0; round < 5; round++) {
      const voucher = await newVoucher();
      const [edit, pay] = await Promise.all([
        t.app.inject({ method: 'PUT', url: `/api/Vouchers/${voucher.id}`, headers, payload: { amount: '7.00' } }),
        act(voucher.id, 'pay', { reference: `edit-race-${round}` }),
      ]);
      expect(pay.statusCode).toBe(200);
      const final = (await t.app.inject({ url: `/api/Vouchers/${voucher.id}`, headers })).json().data;
      if (edit.statusCode === 200) expect(final.amount).toBe('7.00');
      else {
        expect(edit.statusCode).toBe(409);
        expect(final.amount).toBe(voucher.amount);
      }
    }
  });
});

describe('effects', () => {
  it('write in the same transaction as the action that caused them', async () => {
    const voucher = await newVoucher();
    await act(voucher.id, 'pay', { reference: 'effect-1' });
    const { rows } = await sql<{
      action: string;
      reference: string;
    }>`SELECT action, reference FROM voucher_events WHERE voucher_id = ${voucher.id}`.execute(t.database.db);
    expect(rows).toEqual([{ action: 'pay', reference: 'effect-1' }]);
  });

  it('that fail leave nothing of the action behind', async () => {
    const first = await newVoucher();
    expect((await act(first.id, 'pay', { reference: 'used-once' })).statusCode).toBe(200);
    const second = await newVoucher();
    const events = await count('voucher_events');
    const refused = await act(second.id, 'pay', { reference: 'used-once' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('voucher.error.referenceused');
    const after = (await t.app.inject({ url: `/api/Vouchers/${second.id}`, headers: await t.admin() })).json().data;
    expect(after).toMatchObject({ isPaid: false, paidDate: null, reference: null, state: 'unpaid' });
    expect(await count('voucher_events')).toBe(events);
  });
});

describe('children', () => {
  it('are written, read and replaced with their parent', async () => {
    const headers = await t.admin();
    const voucher = await newVoucher({
      amount: '30.50',
      lines: [
        { description: 'Rent', amount: '30.00' },
        { description: 'Fee', amount: '0.50' },
      ],
    });
    expect(voucher.lines).toMatchObject([
      { description: 'Rent', amount: '30.00' },
      { description: 'Fee', amount: '0.50' },
    ]);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/Vouchers/${voucher.id}`,
      headers,
      payload: { amount: '12.00', lines: [{ description: 'All', amount: '12.00' }] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.lines).toMatchObject([{ description: 'All', amount: '12.00' }]);
    expect(await sql`SELECT 1 FROM voucher_lines WHERE voucher_id = ${voucher.id}`.execute(t.database.db).then((r) => r.rows.length)).toBe(
      1,
    );
  });

  it('refuse the whole parent when one line is bad, or when the lines do not add up, writing nothing', async () => {
    const headers = { ...(await t.admin()), lang: 'en' };
    const [vouchers, lines] = [await count('vouchers'), await count('voucher_lines')];
    const badLine = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers,
      payload: voucherBody({
        amount: '10.00',
        lines: [
          { description: 'Good', amount: '11.00' },
          { description: 'Bad', amount: '-1.00' },
        ],
      }),
    });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().error.fieldCodes).toMatchObject({ 'lines.1.amount': 'common.error.greaterthan' });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers,
      payload: voucherBody({ amount: '10.00', lines: [{ description: 'Half', amount: '5.00' }] }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fieldCodes).toEqual({ lines: 'voucher.error.linesmismatch' });
    expect([await count('vouchers'), await count('voucher_lines')]).toEqual([vouchers, lines]);
  });

  it('are checked against the parent on update too (the whole row as it will be)', async () => {
    const voucher = await newVoucher({ amount: '10.00', lines: [{ description: 'One', amount: '10.00' }] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Vouchers/${voucher.id}`,
      headers: await t.admin(),
      payload: { amount: '11.00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ lines: 'voucher.error.linesmismatch' });
  });
});
