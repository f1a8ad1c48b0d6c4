import { entities } from '@store/domain';
import { Voucher, voucherFixtures } from '@store/domain/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import type { Caller } from './caller.js';
import { childRowsOf, childRowsOfMany } from './child-rows.js';
import { EntityRegistry } from './entity-registry.js';
import { voucherApp, voucherBody } from './fixtures/voucher-app.js';

/** A list answered with its rows' children: the same children `get` reads, for many rows in one query per child list. */
let t: TestApp;
beforeAll(async () => {
  t = await voucherApp();
});
afterAll(() => t.close());

const create = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/Vouchers', headers: await t.admin(), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
};

describe('childRowsOfMany', () => {
  it('answers each row’s children as childRowsOf does, and empty lists for rows without', async () => {
    const two = await create(
      voucherBody({
        amount: '3.00',
        lines: [
          { description: 'first', amount: '1.00' },
          { description: 'second', amount: '2.00' },
        ],
      }),
    );
    const one = await create(voucherBody({ amount: '5.00', lines: [{ description: 'only', amount: '5.00' }] }));
    const registry = new EntityRegistry([...entities, ...voucherFixtures]);
    const { rows } = await sql<{ storeId: number }>`SELECT store_id FROM vouchers WHERE id = ${one.id}`.execute(t.database.db);
    const caller: Caller = { customerId: 0, scope: 'all', isAdmin: true, storeId: rows[0]?.storeId ?? 0, language: 'en' };
    const many = await childRowsOfMany(registry, Voucher, t.database.db, [two.id, one.id, 999_999], caller);
    expect(many.get(two.id)).toEqual(await childRowsOf(registry, Voucher, t.database.db, two.id, caller));
    expect(many.get(one.id)).toEqual(await childRowsOf(registry, Voucher, t.database.db, one.id, caller));
    expect(((many.get(two.id)?.lines ?? []) as { description: string }[]).map((l) => l.description)).toEqual(['first', 'second']);
    expect(many.get(999_999)).toEqual({ lines: [] });
    expect(await childRowsOfMany(registry, Voucher, t.database.db, [], caller)).toEqual(new Map());
  });
});
