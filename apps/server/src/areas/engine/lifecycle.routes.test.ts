import { defineEntity, f } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A fixture entity with the shape most of the domain has (payments, cheques, documents): a state
 * derived from flags, actions allowed from some states only, and a locked state.
 */
const Voucher = defineEntity({
  name: 'Voucher',
  resource: 'Vouchers',
  table: 'vouchers',
  area: 'sales',
  route: 'Test/Voucher',
  fields: {
    title: f.text({ required: true }),
    amount: f.decimal({ required: true, scale: 2 }),
    isPaid: f.boolean({ readOnly: true }),
    paidDate: f.datetime({ readOnly: true }),
    isApproved: f.boolean({ readOnly: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'amount'],
  lifecycle: {
    state: (row) => (row.isApproved ? 'approved' : row.isPaid ? 'paid' : 'unpaid'),
    actions: {
      pay: { from: ['unpaid'], error: 'voucher.alreadypaid', apply: (_row, now) => ({ isPaid: true, paidDate: now }) },
      approve: { from: ['paid'], error: 'voucher.unpaidcannotapprove', apply: () => ({ isApproved: true }) },
    },
    locked: { states: ['paid', 'approved'], error: 'voucher.locked' },
  },
});

const setupSql = [
  `CREATE TABLE vouchers (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title text NOT NULL,
    amount numeric(20, 2) NOT NULL,
    is_paid boolean NOT NULL DEFAULT false,
    paid_date timestamptz,
    is_approved boolean NOT NULL DEFAULT false,
    owner_id integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [Voucher], setupSql });
});
afterAll(() => t.close());

async function newVoucher(amount = '1250000.50') {
  const res = await t.app.inject({ method: 'POST', url: '/api/Vouchers', headers: await t.admin(), payload: { title: 'Rent', amount } });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; state: string; allowedActions: string[]; amount: string };
}

const act = async (id: number, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/Vouchers/${id}/${action}`, headers: await t.admin() });

describe('lifecycle actions', () => {
  it('keeps money exact as a string and reports the state and allowed actions', async () => {
    const voucher = await newVoucher('99999999999999.99');
    expect(voucher.amount).toBe('99999999999999.99');
    expect(voucher.state).toBe('unpaid');
    expect(voucher.allowedActions).toEqual(['pay']);
  });

  it('runs an allowed action and refuses one the state does not allow with the rule’s code', async () => {
    const voucher = await newVoucher();
    const early = await act(voucher.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('voucher.unpaidcannotapprove');

    const paid = await act(voucher.id, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ isPaid: true, state: 'paid', allowedActions: ['approve'] });
    expect(Date.parse(paid.json().data.paidDate)).toBeGreaterThan(Date.now() - 60_000);

    const again = await act(voucher.id, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('voucher.alreadypaid');

    const approved = await act(voucher.id, 'APPROVE');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.state).toBe('approved');
  });

  it('refuses any change to a locked row and leaves it as it was', async () => {
    const headers = await t.admin();
    const voucher = await newVoucher();
    await act(voucher.id, 'pay');
    const before = (await t.app.inject({ url: `/api/Vouchers/${voucher.id}`, headers })).json().data;
    const put = await t.app.inject({ method: 'PUT', url: `/api/Vouchers/${voucher.id}`, headers, payload: { amount: '1.00' } });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.code).toBe('voucher.locked');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/Vouchers/${voucher.id}`, headers });
    expect(del.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/Vouchers/${voucher.id}`, headers })).json().data).toEqual(before);
  });

  it('refuses setting state fields directly', async () => {
    const voucher = await newVoucher();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Vouchers/${voucher.id}`,
      headers: await t.admin(),
      payload: { isPaid: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ isPaid: 'common.error.unknownfield' });
  });

  it('refuses an action the entity does not declare', async () => {
    const voucher = await newVoucher();
    const res = await act(voucher.id, 'refund');
    expect(res.statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent identical actions succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const voucher = await newVoucher();
      const answers = await Promise.all([act(voucher.id, 'pay'), act(voucher.id, 'pay'), act(voucher.id, 'pay')]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
    }
  });

  it('lets a concurrent edit and action never both succeed on a row the action locks', async () => {
    const headers = await t.admin();
    for (let round = 0; round < 5; round++) {
      const voucher = await newVoucher();
      const [edit, pay] = await Promise.all([
        t.app.inject({ method: 'PUT', url: `/api/Vouchers/${voucher.id}`, headers, payload: { amount: '7.00' } }),
        act(voucher.id, 'pay'),
      ]);
      expect(pay.statusCode).toBe(200);
      // Either the edit ran first (and the payment covers 7.00) or it was refused as locked.
      const final = (await t.app.inject({ url: `/api/Vouchers/${voucher.id}`, headers })).json().data;
      if (edit.statusCode === 200) expect(final.amount).toBe('7.00');
      else {
        expect(edit.statusCode).toBe(409);
        expect(final.amount).toBe(voucher.amount);
      }
    }
  });
});
