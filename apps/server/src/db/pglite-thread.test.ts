import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../http/database-errors.js';
import { openPgliteThread } from './connection.js';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.js';
import { PgliteThread } from './pglite-thread.js';

/**
 * The embedded database as the server runs it: PGlite in a worker thread (pglite-thread.ts).
 * Everything the server does through it — migrations, transactions, errors with their fields,
 * the column types kept as text — works as in its own thread, the data stays after a restart, and
 * a long query leaves the server's thread free.
 */
const dir = mkdtempSync(join(tmpdir(), 'store-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database in a worker thread', () => {
  it('migrates, keeps types as text, rolls back, reports constraint errors and keeps the data after a restart', async () => {
    const first = await openPgliteThread(dir);
    expect(first.kind).toBe('pglite');
    expect(await migrateToLatest(first.db)).toEqual(MIGRATION_NAMES);
    const typed = await sql<{ d: unknown; n: unknown; b: unknown; t: unknown }>`SELECT DATE '2026-03-20' AS d, 12.50::numeric(10,2) AS n,
      9007199254740993::bigint AS b, TIMESTAMPTZ '2026-03-20 10:00:00Z' AS t`.execute(first.db);
    expect(typed.rows[0]).toMatchObject({ d: '2026-03-20', n: '12.50', b: '9007199254740993' });
    expect(typed.rows[0]?.t).toBeInstanceOf(Date);

    await first.db.insertInto('systemKeys').values({ name: 'thread-check', value: 'kept' }).execute();
    await expect(
      first.db.transaction().execute(async (trx) => {
        await trx.insertInto('systemKeys').values({ name: 'rolled-back', value: 'x' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const duplicate = await first.db
      .insertInto('systemKeys')
      .values({ name: 'thread-check', value: 'again' })
      .execute()
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', table: 'system_keys' });
    expect(fromDatabaseError(duplicate, 'write')).toBeDefined();
    await first.close();

    const second = await openPgliteThread(dir);
    expect(await migrateToLatest(second.db)).toEqual([]);
    const names = await second.db
      .selectFrom('systemKeys')
      .select(['name', 'value'])
      .where('name', 'in', ['thread-check', 'rolled-back'])
      .execute();
    expect(names).toEqual([{ name: 'thread-check', value: 'kept' }]);
    await second.close();
  });

  it('leaves the server’s thread free while a long query runs', async () => {
    const database = await openPgliteThread('memory://');
    try {
      // Seconds of work inside the database. In the server's own thread PGlite would run it in one
      // synchronous stretch, and no timer could fire before it ended.
      let done = false;
      const long = sql`SELECT count(*) FROM generate_series(1, 1000000) AS a(n) WHERE md5(n::text) LIKE '0%'`
        .execute(database.db)
        .then(() => {
          done = true;
        });
      let ticksWhileRunning = 0;
      const ticking = setInterval(() => {
        if (!done) ticksWhileRunning += 1;
      }, 20);
      await long;
      clearInterval(ticking);
      expect(ticksWhileRunning).toBeGreaterThan(2);
    } finally {
      await database.close();
    }
  });

  it('tells its owner once when the thread dies, and refuses every query after (the server then stops)', async () => {
    const failures: Error[] = [];
    const thread = await PgliteThread.open('memory://', (error) => failures.push(error));
    expect((await thread.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    // A query that cannot be sent fails alone.
    await expect(thread.query('SELECT $1', [() => 1])).rejects.toThrow();
    expect((await thread.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(thread.query('SELECT 3')).rejects.toThrow(/stopped/);
    expect(failures).toHaveLength(1);
    await thread.close();
  });

  it('stops without telling of a failure when closed', async () => {
    const failures: Error[] = [];
    const thread = await PgliteThread.open('memory://', (error) => failures.push(error));
    await thread.close();
    expect(failures).toEqual([]);
  });
});
