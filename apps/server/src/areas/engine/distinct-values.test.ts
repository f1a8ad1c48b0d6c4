import { entities } from '@store/domain';
import { Voucher, voucherFixtures } from '@store/domain/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { EntityRegistry } from './entity-registry.js';
import { firstStoreAdmin, newStore, voucherApp, voucherBody } from './fixtures/voucher-app.js';
import { type Caller, ResourceService } from './resource-service.js';

/** `ResourceService.distinct`: a column's distinct values among the rows the filters match, in the caller's store, in one query. */
let t: TestApp;
let service: ResourceService;
let caller: Caller;
beforeAll(async () => {
  t = await voucherApp();
  const registry = new EntityRegistry([...entities, ...voucherFixtures]);
  service = new ResourceService(t.database.db, registry, Voucher);
  caller = await firstStoreAdmin(t);
});
afterAll(() => t.close());

const post = async (body: Record<string, unknown>, store?: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Vouchers',
    headers: { ...(await t.admin()), ...(store ? { store: String(store) } : {}) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('distinct values', () => {
  it('answer each value once, in order, only of matching rows of the caller’s store', async () => {
    await post(voucherBody({ kind: 'sale', amount: '10.00' }));
    await post(voucherBody({ kind: 'sale', amount: '20.00' }));
    await post(voucherBody({ kind: 'refund', amount: '30.00' }));
    const other = await newStore(t, 'distinct-other');
    await post(voucherBody({ kind: 'purchase', amount: '40.00' }), other);
    expect(await service.distinct('kind', {}, caller, 10)).toEqual(['refund', 'sale']);
    expect(await service.distinct('kind', { amountFrom: '15' }, caller, 10)).toEqual(['refund', 'sale']);
    expect(await service.distinct('kind', { amountTo: '15' }, caller, 10)).toEqual(['sale']);
    expect(await service.distinct('kind', {}, caller, 1)).toEqual(['refund']);
    // Another store's rows are not the caller's.
    expect(await service.distinct('kind', {}, { ...caller, storeId: other }, 10)).toEqual(['purchase']);
  });
});

describe('grouped counts', () => {
  it('count the matching rows of the caller’s store by each combination of fields, nulls included', async () => {
    const other = await newStore(t, 'grouped-other');
    await post(voucherBody({ kind: 'purchase', amount: '50.00' }), other);
    const before = await service.countBy(['kind'], {}, caller, 10);
    await post(voucherBody({ kind: 'sale', amount: '60.00' }));
    const after = await service.countBy(['kind'], {}, caller, 10);
    const count = (groups: typeof after, kind: string) => groups.find((g) => g.values.kind === kind)?.n ?? 0;
    expect(count(after, 'sale')).toBe(count(before, 'sale') + 1);
    // Another store's purchase is not counted in this one.
    expect(count(after, 'purchase')).toBe(count(before, 'purchase'));
    expect(await service.countBy(['kind'], {}, { ...caller, storeId: other }, 10)).toEqual([{ values: { kind: 'purchase' }, n: 1 }]);

    // Two fields, with a filter; the rows without a category form their own group.
    const byBoth = await service.countBy(['kind', 'categoryId'], { amountFrom: '55' }, caller, 10);
    expect(byBoth).toEqual([{ values: { kind: 'sale', categoryId: null }, n: 1 }]);
    expect(await service.countBy(['kind'], {}, caller, 1)).toHaveLength(1);
  });

  it('filter by a missing reference when asked for null', async () => {
    const all = await service.all({ categoryId: null }, caller);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => row.categoryId === null)).toBe(true);
  });
});
