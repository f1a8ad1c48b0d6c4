import { type EntityDef, entities, entityByResource } from '@store/domain';
import { voucherFixtures, voucherTablesSql } from '@store/domain/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.js';
import type { Db } from './connection.js';
import { driftOf } from './schema-drift.js';

const all: readonly EntityDef[] = [...entities, ...voucherFixtures];
const target = (resource: string) => {
  const found = entityByResource(resource) ?? voucherFixtures.find((e) => e.resource === resource);
  if (!found) throw new Error(`unknown resource ${resource}`);
  return found;
};

let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
  for (const statement of voucherTablesSql) await sql.raw(statement).execute(database.db);
});
afterAll(() => database.close());

// Migrations are written by hand (reviewable SQL); this keeps them in step with the declarations.
describe.each(all.map((e) => [e.name, e] as const))('%s table', (_name, entity) => {
  it('matches its declaration: columns, SQL types and scale, NOT NULL, defaults, foreign keys, join tables, unique keys', async () => {
    expect(await driftOf(database.db, entity, target)).toEqual([]);
  });
});

describe('the drift check itself', () => {
  it('finds a wrong type, a wrong scale, a nullable required column, a missing foreign key, an extra column and a missing unique index', async () => {
    await sql
      .raw(`CREATE TABLE drifted_vouchers (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        store_id integer NOT NULL REFERENCES stores (id),
        title jsonb NOT NULL, code varchar(30) NOT NULL, amount numeric(28, 4), rate numeric(28, 6), issued_on date,
        kind text NOT NULL, category_id integer, is_paid boolean NOT NULL DEFAULT false, paid_date timestamptz,
        reference text, is_approved boolean NOT NULL DEFAULT false, is_deleted boolean NOT NULL DEFAULT false, surprise text,
        owner_id integer REFERENCES customers (id), created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      )`)
      .execute(database.db);
    const voucher = voucherFixtures.find((e) => e.name === 'Voucher') as EntityDef;
    const problems = await driftOf(database.db, { ...voucher, table: 'drifted_vouchers' }, target);
    expect(problems).toEqual([
      'drifted_vouchers.code: character varying(30), declared text',
      'drifted_vouchers.amount: numeric(28,4), declared numeric(28,2)',
      'drifted_vouchers.amount: nullable, declared NOT NULL',
      'drifted_vouchers.category_id: no foreign key to voucher_tags',
      'drifted_vouchers.surprise: not declared',
      'drifted_vouchers_tag_ids: join table of Voucher.tagIds missing or without its foreign keys',
      'drifted_vouchers: unique index drifted_vouchers_code_key missing',
    ]);
  });

  it('finds a key declared per owner whose index is one value per store', async () => {
    await sql.raw('CREATE UNIQUE INDEX drifted_vouchers_code_key ON drifted_vouchers (store_id, lower(code))').execute(database.db);
    const voucher = voucherFixtures.find((e) => e.name === 'Voucher') as EntityDef;
    const problems = await driftOf(database.db, { ...voucher, table: 'drifted_vouchers' }, target);
    // (The drifted table's code is varchar, hence the cast.)
    expect(problems, problems.join('\n')).toContain(
      'drifted_vouchers: unique index drifted_vouchers_code_key is on (store_id, lower((code)::text)), declared (store_id, owner_id, lower(code) WHERE NOT is_deleted)',
    );
  });

  it('finds a key declared with empty values equal (`nullsEqual`) whose index lets them differ (the favorites table shows one that matches)', async () => {
    const voucher = voucherFixtures.find((e) => e.name === 'Voucher') as EntityDef;
    const [codeKey] = voucher.unique ?? [];
    if (!codeKey) throw new Error('the voucher fixture declares its code key');
    const declared = { ...voucher, table: 'drifted_vouchers', unique: [{ ...codeKey, nullsEqual: true }] };
    await sql.raw('DROP INDEX drifted_vouchers_code_key').execute(database.db);
    await sql
      .raw('CREATE UNIQUE INDEX drifted_vouchers_code_key ON drifted_vouchers (store_id, owner_id, lower(code)) WHERE NOT is_deleted')
      .execute(database.db);
    expect((await driftOf(database.db, declared, target)).filter((p) => p.includes('unique index'))).toEqual([
      'drifted_vouchers: unique index drifted_vouchers_code_key is on (store_id, owner_id, lower((code)::text) WHERE NOT is_deleted), declared (store_id, owner_id, lower(code) NULLS NOT DISTINCT WHERE NOT is_deleted)',
    ]);
  });

  it('finds a key of a soft-deleted entity whose index also holds deleted rows (a deleted row’s value would stay taken), whatever else the index leaves out', async () => {
    const voucher = voucherFixtures.find((e) => e.name === 'Voucher') as EntityDef;
    const keyProblems = async () =>
      (await driftOf(database.db, { ...voucher, table: 'drifted_vouchers' }, target)).filter((p) => p.includes('unique index'));
    const index = async (where: string) => {
      await sql.raw('DROP INDEX drifted_vouchers_code_key').execute(database.db);
      await sql
        .raw(`CREATE UNIQUE INDEX drifted_vouchers_code_key ON drifted_vouchers (store_id, owner_id, lower(code))${where}`)
        .execute(database.db);
    };
    await index(' WHERE code IS NOT NULL');
    expect(await keyProblems()).toEqual([
      'drifted_vouchers: unique index drifted_vouchers_code_key is on (store_id, owner_id, lower((code)::text)), declared (store_id, owner_id, lower(code) WHERE NOT is_deleted)',
    ]);
    await index(' WHERE code IS NOT NULL AND NOT is_deleted');
    expect(await keyProblems()).toEqual([
      'drifted_vouchers: unique index drifted_vouchers_code_key is on (store_id, owner_id, lower((code)::text) WHERE NOT is_deleted), declared (store_id, owner_id, lower(code) WHERE NOT is_deleted)',
    ]);
    // The same index on a table whose rows are deleted for good: the condition is no key's.
    expect(
      (await driftOf(database.db, { ...voucher, table: 'drifted_vouchers', softDelete: false }, target)).filter((p) =>
        p.includes('unique index'),
      ),
    ).toEqual([
      'drifted_vouchers: unique index drifted_vouchers_code_key is on (store_id, owner_id, lower((code)::text) WHERE NOT is_deleted), declared (store_id, owner_id, lower(code))',
    ]);
  });

  it('accepts columns declared unmanaged, and finds one missing, one also managed, and one an engine insert could not fill', async () => {
    await sql
      .raw(`CREATE TABLE drifted_tags (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, store_id integer NOT NULL REFERENCES stores (id),
        name text NOT NULL, parent_id integer REFERENCES voucher_tags (id), display_order integer NOT NULL DEFAULT 0,
        secret text, pin text NOT NULL,
        owner_id integer REFERENCES customers (id), created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      )`)
      .execute(database.db);
    const tag = voucherFixtures.find((e) => e.name === 'VoucherTag') as EntityDef;
    const table = { ...tag, table: 'drifted_tags', unique: [] };
    expect(await driftOf(database.db, table, target)).toEqual(['drifted_tags.secret: not declared', 'drifted_tags.pin: not declared']);
    expect(await driftOf(database.db, { ...table, operations: ['list', 'view'], unmanagedColumns: ['secret', 'pin'] }, target)).toEqual([]);
    expect(await driftOf(database.db, { ...table, unmanagedColumns: ['secret', 'pin', 'gone', 'name'] }, target)).toEqual([
      'drifted_tags.pin: unmanaged and NOT NULL without a default, but the engine creates rows',
      'drifted_tags.gone: declared unmanaged, missing',
      'drifted_tags.name: declared unmanaged and managed',
    ]);
  });
});
