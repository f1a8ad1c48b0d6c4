import { describe, expectTypeOf, it } from 'vitest';
import type { Application, Role, Store } from '../entities/index.js';
import type { Voucher } from '../fixtures/vouchers.js';
import type { InputOf, RowOf, TableOf, Translations } from './types.js';

// Checked by the compiler (`npm run typecheck` compiles this file): a declaration change that
// breaks a derived type fails the build, not a run.
describe('types derived from a declaration', () => {
  it('give rows their fields, nullable unless required or defaulted, and never a write-only one', () => {
    expectTypeOf<RowOf<typeof Store>['name']>().toEqualTypeOf<string>();
    expectTypeOf<RowOf<typeof Store>['url']>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<typeof Store>['sslEnabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<RowOf<typeof Role>['storeIds']>().toEqualTypeOf<number[]>();
    expectTypeOf<RowOf<typeof Application>>().not.toHaveProperty('secretKey');
    expectTypeOf<RowOf<typeof Voucher>['amount']>().toEqualTypeOf<string>();
    expectTypeOf<RowOf<typeof Voucher>['kind']>().toEqualTypeOf<'sale' | 'purchase' | 'refund'>();
    expectTypeOf<RowOf<typeof Voucher>['title']>().toEqualTypeOf<Translations>();
    expectTypeOf<RowOf<typeof Voucher>['storeId']>().toEqualTypeOf<number>();
  });

  it('give inputs their writable fields only, the required ones mandatory', () => {
    expectTypeOf<InputOf<typeof Application>>().not.toHaveProperty('applicationGuid');
    expectTypeOf<InputOf<typeof Application>['name']>().toEqualTypeOf<string>();
    expectTypeOf<InputOf<typeof Application>>().toMatchTypeOf<{ name: string; version: string }>();
    expectTypeOf<{ name: string }>().not.toMatchTypeOf<InputOf<typeof Application>>();
  });

  it('give tables their stored columns (many-to-many fields live elsewhere)', () => {
    expectTypeOf<TableOf<typeof Role>>().not.toHaveProperty('storeIds');
    expectTypeOf<TableOf<typeof Voucher>['paidDate']>().toEqualTypeOf<Date | null>();
    expectTypeOf<TableOf<typeof Voucher>['isDeleted']>().toEqualTypeOf<boolean>();
  });
});
