import { DomainError } from '@store/domain';
import { Voucher, voucherFixtures, voucherTablesSql } from '@store/domain/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { voucherBody } from './fixtures/voucher-app.js';
import type { WriteCheck } from './write-checks.js';

/**
 * Write checks (rules of an entity's writes that need the database, registered by the server) on
 * the voucher fixture: they run inside the write's transaction on create, update, delete and
 * actions, see what the write left, and a refusal rolls everything back — the row, its links, its
 * children and its effects. A check that takes a lock holds under concurrency; the PostgreSQL run
 * is the proof (the embedded database runs one statement at a time).
 */
interface Seen {
  phase: 'lock' | 'check';
  op: string;
  fields: readonly string[];
  action?: string | undefined;
  before?: unknown;
  after?: unknown;
  /** The row as the check's own query reads it inside the write's transaction. */
  stored?: { amount: string; isDeleted: boolean } | undefined;
}
const spy = { refuse: null as string | null, seen: [] as Seen[] };
const spyCheck: WriteCheck = {
  lock: async (_trx, write) => {
    spy.seen.push({ phase: 'lock', op: write.op, fields: write.fields });
  },
  check: async (trx, write) => {
    const { rows } = await sql<{ amount: string; isDeleted: boolean }>`
      SELECT amount::text AS amount, is_deleted FROM vouchers WHERE id = ${write.id ?? 0}
    `.execute(trx);
    spy.seen.push({
      phase: 'check',
      op: write.op,
      fields: write.fields,
      action: write.action,
      before: write.before?.amount,
      after: write.after?.amount,
      stored: rows[0],
    });
    return spy.refuse;
  },
};

/** The store's vouchers may not add up to more than this (null: no budget). */
let budget: string | null = null;
/**
 * On PostgreSQL both racing writes wait here until both are inside their transactions, so they
 * truly overlap (the embedded database runs one transaction at a time: nothing to wait for).
 */
let gate: { arrived: number; open: () => void; opened: Promise<void> } | null = null;
const budgetCheck: WriteCheck = {
  lock: async (trx) => {
    if (budget === null) return;
    if (gate && ++gate.arrived === 2) gate.open();
    await gate?.opened;
    await sql`SELECT pg_advisory_xact_lock(7209001)`.execute(trx);
  },
  check: async (trx, write) => {
    if (budget === null || write.op !== 'create') return null;
    const { rows } = await sql<{ over: boolean }>`
      SELECT coalesce(sum(amount), 0) > ${budget}::numeric AS over FROM vouchers WHERE NOT is_deleted
    `.execute(trx);
    return rows[0]?.over ? 'voucher.error.overbudget' : null;
  },
};

/** A table no entity declares, written by a check's `follow` with the change (an audit trail, say). */
const JOURNAL_SQL =
  'CREATE TABLE voucher_journal (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, voucher_id integer NOT NULL, op text NOT NULL)';
const journal = { fail: false };
const journalCheck: WriteCheck = {
  follow: async (trx, write) => {
    await sql`INSERT INTO voucher_journal (voucher_id, op) VALUES (${write.id ?? 0}, ${write.action ?? write.op})`.execute(trx);
    if (journal.fail) throw new DomainError('voucher.error.overbudget', 409);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraEntities: [...voucherFixtures],
    setupSql: [...voucherTablesSql, JOURNAL_SQL],
    extraWriteChecks: [
      [Voucher, spyCheck],
      [Voucher, budgetCheck],
      [Voucher, journalCheck],
    ],
  });
});
afterAll(() => t.close());
beforeEach(() => {
  spy.refuse = null;
  spy.seen = [];
  journal.fail = false;
  budget = null;
  gate = null;
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...(await t.admin()), lang: 'en' }, ...(payload ? { payload } : {}) });
const count = async (table: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]?.n);
const tables = ['vouchers', 'voucher_lines', 'vouchers_tag_ids', 'voucher_events'];
const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (n) => [n, await count(n)] as const)));

async function newTag(name: string): Promise<number> {
  const res = await call('POST', '/api/VoucherTags', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('write checks', () => {
  it('lock first, then judge what the write left, inside its transaction: create, update, action, delete', async () => {
    const created = await call('POST', '/api/Vouchers', voucherBody({ amount: '10.00' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await call('PUT', `/api/Vouchers/${id}`, { amount: '12.50' })).statusCode).toBe(200);
    expect((await call('POST', `/api/Vouchers/${id}/pay`, { reference: `ref-${id}` })).statusCode).toBe(200);
    const other = (await call('POST', '/api/Vouchers', voucherBody({ amount: '3.00' }))).json().data.id as number;
    expect((await call('DELETE', `/api/Vouchers/${other}`)).statusCode).toBe(200);

    expect(spy.seen).toEqual([
      { phase: 'lock', op: 'create', fields: expect.arrayContaining(['amount', 'code']) },
      {
        phase: 'check',
        op: 'create',
        fields: expect.arrayContaining(['amount']),
        action: undefined,
        before: undefined,
        after: '10.00',
        stored: { amount: '10.00', isDeleted: false },
      },
      { phase: 'lock', op: 'update', fields: ['amount'] },
      {
        phase: 'check',
        op: 'update',
        fields: ['amount'],
        action: undefined,
        before: '10.00',
        after: '12.50',
        stored: { amount: '12.50', isDeleted: false },
      },
      { phase: 'lock', op: 'action', fields: ['reference'] },
      {
        phase: 'check',
        op: 'action',
        fields: ['reference'],
        action: 'pay',
        before: '12.50',
        after: '12.50',
        stored: { amount: '12.50', isDeleted: false },
      },
      { phase: 'lock', op: 'create', fields: expect.arrayContaining(['amount']) },
      expect.objectContaining({ phase: 'check', op: 'create', after: '3.00' }),
      { phase: 'lock', op: 'delete', fields: [] },
      {
        phase: 'check',
        op: 'delete',
        fields: [],
        action: undefined,
        before: '3.00',
        after: undefined,
        stored: { amount: '3.00', isDeleted: true },
      },
    ]);
  });

  it('refuse with a code and roll the whole write back: the row, its links, its lines and its effects', async () => {
    const [tagA, tagB] = [await newTag('Check tag A'), await newTag('Check tag B')];
    const kept = (
      await call(
        'POST',
        '/api/Vouchers',
        voucherBody({ amount: '20.00', tagIds: [tagA], lines: [{ description: 'one', amount: '20.00' }] }),
      )
    ).json().data;
    const before = await counts();
    spy.refuse = 'voucher.error.overbudget';

    const create = await call(
      'POST',
      '/api/Vouchers',
      voucherBody({ amount: '5.00', tagIds: [tagA, tagB], lines: [{ description: 'x', amount: '5.00' }] }),
    );
    expect(create.statusCode).toBe(409);
    expect(create.json().error).toEqual({ code: 'voucher.error.overbudget', message: 'The store’s vouchers would exceed its budget.' });
    const update = await call('PUT', `/api/Vouchers/${kept.id}`, {
      amount: '30.00',
      tagIds: [tagB],
      lines: [{ description: 'y', amount: '30.00' }],
    });
    expect(update.statusCode).toBe(409);
    const pay = await call('POST', `/api/Vouchers/${kept.id}/pay`, { reference: `refused-${kept.id}` });
    expect(pay.statusCode).toBe(409);
    const remove = await call('DELETE', `/api/Vouchers/${kept.id}`);
    expect(remove.statusCode).toBe(409);

    expect(await counts()).toEqual(before);
    spy.refuse = null;
    const read = await call('GET', `/api/Vouchers/${kept.id}`);
    expect(read.json().data).toEqual(kept);
  });

  it('follow an accepted write with writes of their own in its transaction; a refused write, or a follow that fails, leaves none', async () => {
    const journalOf = async (id: number) =>
      (await sql<{ op: string }>`SELECT op FROM voucher_journal WHERE voucher_id = ${id} ORDER BY id`.execute(t.database.db)).rows.map(
        (r) => r.op,
      );
    const id = (await call('POST', '/api/Vouchers', voucherBody({ amount: '4.00' }))).json().data.id as number;
    expect((await call('PUT', `/api/Vouchers/${id}`, { amount: '4.50' })).statusCode).toBe(200);
    expect((await call('POST', `/api/Vouchers/${id}/pay`, { reference: `journal-${id}` })).statusCode).toBe(200);
    expect(await journalOf(id)).toEqual(['create', 'update', 'pay']);

    const other = (await call('POST', '/api/Vouchers', voucherBody({ amount: '2.00' }))).json().data.id as number;
    spy.refuse = 'voucher.error.overbudget';
    expect((await call('DELETE', `/api/Vouchers/${other}`)).statusCode).toBe(409);
    spy.refuse = null;
    journal.fail = true;
    const before = await counts();
    expect((await call('POST', '/api/Vouchers', voucherBody({ amount: '1.00' }))).statusCode).toBe(409);
    expect((await call('DELETE', `/api/Vouchers/${other}`)).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await journalOf(other)).toEqual(['create']);
    journal.fail = false;
    expect((await call('DELETE', `/api/Vouchers/${other}`)).statusCode).toBe(200);
    expect(await journalOf(other)).toEqual(['create', 'delete']);
  });

  it('that lock hold under concurrency: two creates that fit the budget alone but not together, exactly one succeeds', async () => {
    const { rows } = await sql<{
      total: string;
    }>`SELECT coalesce(sum(amount), 0)::text AS total FROM vouchers WHERE NOT is_deleted`.execute(t.database.db);
    budget = String(Number(rows[0]?.total ?? 0) + 150);
    if (t.database.kind === 'postgresql') {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { arrived: 0, open, opened };
    }
    const answers = await Promise.all([1, 2].map(() => call('POST', '/api/Vouchers', voucherBody({ amount: '100.00' }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('voucher.error.overbudget');
  });
});
