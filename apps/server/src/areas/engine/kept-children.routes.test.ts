import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { voucherApp, voucherBody } from './fixtures/voucher-app.js';

/**
 * Children kept by id (a child sent with its id changes in place, one without is added, one not
 * sent goes) and fields fixed once the row is used (`fixedWhenUsed`), on the voucher fixtures.
 */
let t: TestApp;
beforeAll(async () => {
  t = await voucherApp();
});
afterAll(() => t.close());

const create = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/Vouchers', headers: await t.admin(), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; lines: { id: number; description: string; amount: string }[]; kind: string };
};
const update = async (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/Vouchers/${id}`, headers: await t.admin(), payload });

describe('children sent with their parent', () => {
  it('keep the ids of those sent with their id, add those without, delete those left out', async () => {
    const voucher = await create(
      voucherBody({
        amount: '6.00',
        lines: [
          { description: 'one', amount: '1.00' },
          { description: 'two', amount: '2.00' },
          { description: 'three', amount: '3.00' },
        ],
      }),
    );
    const [one, two, three] = voucher.lines;
    const res = await update(voucher.id, {
      amount: '12.00',
      lines: [
        { id: two?.id, description: 'two, changed', amount: '2.00' },
        { id: one?.id, description: 'one', amount: '1.00' },
        { description: 'nine', amount: '9.00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data.lines as { id: number; description: string }[];
    expect(lines.find((l) => l.id === two?.id)?.description).toBe('two, changed');
    expect(lines.find((l) => l.id === one?.id)?.description).toBe('one');
    expect(lines.some((l) => l.id === three?.id)).toBe(false);
    const added = lines.find((l) => l.description === 'nine');
    expect(added && ![one?.id, two?.id, three?.id].includes(added.id)).toBe(true);
    const stored = await sql<{ id: number }>`SELECT id FROM voucher_lines WHERE voucher_id = ${voucher.id}`.execute(t.database.db);
    expect(stored.rows.map((r) => r.id).sort()).toEqual(lines.map((l) => l.id).sort());
  });

  it('refuse an id that is not one of the parent’s children, or one sent twice, and change nothing', async () => {
    const a = await create(voucherBody({ amount: '1.00', lines: [{ description: 'a', amount: '1.00' }] }));
    const b = await create(voucherBody({ amount: '1.00', lines: [{ description: 'b', amount: '1.00' }] }));
    const theirs = b.lines[0]?.id;
    const foreign = await update(a.id, { lines: [{ id: theirs, description: 'stolen', amount: '1.00' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fieldCodes).toEqual({ 'lines.0.id': 'common.error.notfound' });
    const mine = a.lines[0]?.id;
    const twice = await update(a.id, {
      amount: '2.00',
      lines: [
        { id: mine, description: 'x', amount: '1.00' },
        { id: mine, description: 'y', amount: '1.00' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fieldCodes).toEqual({ 'lines.1.id': 'common.error.notfound' });
    const read = await t.app.inject({ url: `/api/Vouchers/${b.id}`, headers: await t.admin() });
    expect(read.json().data.lines).toMatchObject([{ id: theirs, description: 'b' }]);
    const own = await t.app.inject({ url: `/api/Vouchers/${a.id}`, headers: await t.admin() });
    expect(own.json().data).toMatchObject({ amount: '1.00', lines: [{ id: mine, description: 'a' }] });
  });
});

describe('a field fixed once the row is used', () => {
  it('changes while nothing references the row, and is refused (409) once a child does, changing nothing', async () => {
    const bare = await create(voucherBody({ kind: 'sale' }));
    const free = await update(bare.id, { kind: 'refund' });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data.kind).toBe('refund');

    const used = await create(voucherBody({ kind: 'sale', amount: '1.00', lines: [{ description: 'l', amount: '1.00' }] }));
    const refused = await update(used.id, { kind: 'purchase', code: 'CHANGED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('voucher.error.kindinuse');
    const read = await t.app.inject({ url: `/api/Vouchers/${used.id}`, headers: await t.admin() });
    expect(read.json().data.kind).toBe('sale');
    expect(read.json().data.code).not.toBe('CHANGED');
    // Sending the same value, or other fields alone, is no change of it.
    const same = await update(used.id, { kind: 'sale', code: 'SAME-KIND' });
    expect(same.statusCode, same.body).toBe(200);
  });
});
