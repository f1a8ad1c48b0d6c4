import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, openPostgres } from './connection.js';

/**
 * A PostgreSQL server may end a connection at any time (restart, failover, an administrator).
 * Runs against DATABASE_URL, or the machine's PostgreSQL server in the embedded run.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let database: Db;
let url: string;
let admin: pg.Client;

beforeAll(async () => {
  const name = `conn_test_${process.pid}_${Date.now()}`;
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  url = parsed.toString();
  database = openPostgres(url, 2);
});
afterAll(async () => {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
});

const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);

describe('a PostgreSQL connection ended by the server', () => {
  it('fails only the work on it, whether busy or idle; the process lives on and the next query works', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Busy: ended in the middle of a transaction.
    await expect(
      database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        await terminate(rows[0]!.pid);
        await sql`SELECT 1`.execute(trx);
      }),
    ).rejects.toThrow();
    // Idle: ended while resting in the pool.
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
    await terminate(rows[0]!.pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db);
    expect(after.rows).toEqual([{ one: 1 }]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
