import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMaker, type Id } from '../../test/catalog.js';
import { TEST_ADMIN_PASSWORD } from '../../test/database-url.js';
import { confirmSession, TEST_ENCRYPTION_KEY, TEST_TOKEN_SECRET, type TestApp } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { openSecretBox } from '../areas/identity/secret-key.js';
import { createTokenService } from '../areas/identity/tokens.js';
import { readConfig } from '../config.js';
import type { App } from '../context.js';
import { type Db, openDatabase, openPostgres } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { ensureAdministrator, ensureDefaultStore, ensureSystemRoles, ensureWebApplication } from './seed/system.js';

/**
 * `DATABASE_READ_URL` (config.ts, connection.ts, main.ts): the public catalog reads from a real
 * PostgreSQL streaming replica, while writes and an administrator's reads stay on the primary.
 *
 * The shared PostgreSQL server is left alone (its pg_hba.conf allows no replication connection,
 * and a base backup of it would copy every other test's database): this file makes a primary
 * cluster of its own in a temporary folder (initdb, a free port), migrates it, takes a replica of
 * it with `pg_basebackup -R` and starts that on another port — as the `postgres` OS user when the
 * tests run as root (PostgreSQL refuses to run as root). Both clusters are stopped and removed
 * after. Runs in the PostgreSQL run of the suite only; skipped where PostgreSQL's server programs
 * are not installed (PG_BIN names their folder, else /usr/lib/postgresql/<version>/bin).
 */

const run = promisify(execFile);

/** The folder holding initdb, pg_ctl and pg_basebackup, or null when they are not installed. */
function postgresBin(): string | null {
  const candidates = [process.env.PG_BIN, ...['17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of candidates) {
    if (dir && ['initdb', 'pg_ctl', 'pg_basebackup'].every((name) => existsSync(join(dir, name)))) return dir;
  }
  return null;
}

const bin = postgresBin();
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` OS user when this process is root. */
async function pgProgram(name: string, args: string[]): Promise<void> {
  const program = join(bin ?? '', name);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  await run(command, argv, { timeout: 30_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A cluster's settings on the command line: its port, its socket in the temporary folder, no fsync (a test's data). */
const serverOptions = (port: number, socketDir: string) => `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`;

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function until(what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!process.env.DATABASE_URL || !bin)('a streaming read replica (DATABASE_READ_URL)', () => {
  let dir = '';
  const started: string[] = [];
  let primaryUrl = '';
  let replicaUrl = '';
  let database: Db | undefined;
  let app: App | undefined;
  let admin: Record<string, string> = {};

  /** Until the replica has replayed everything the primary has written so far. */
  const replayed = async () => {
    const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn');
    await until('the replica to replay the primary', async () => {
      const [row] = await query<{ done: boolean }>(replicaUrl, 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
      return row?.done === true;
    });
  };
  const listed = async (): Promise<number[]> => {
    if (!app) throw new Error('no app');
    const res = await app.inject({ url: '/api/Catalog/getProducts?sort=newest&size=48', headers: { lang: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Id[]).map((card) => card.id);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'read-replica-'));
    if (asRoot) {
      const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
      chownSync(dir, uid ?? 0, gid ?? 0);
    }
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primaryDir = join(dir, 'primary');
    const replicaDir = join(dir, 'replica');
    // initdb's pg_hba.conf lets local replication connections in (trust, as the shared server's own).
    await pgProgram('initdb', ['-D', primaryDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    await pgProgram('pg_ctl', ['-D', primaryDir, '-w', '-l', join(dir, 'primary.log'), '-o', serverOptions(primaryPort, dir), 'start']);
    started.push(primaryDir);
    const server = `postgres://postgres@127.0.0.1:${primaryPort}`;
    await query(`${server}/postgres`, 'CREATE DATABASE shop');
    primaryUrl = `${server}/shop`;
    replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/shop`;
    // The primary migrated and seeded as the test template is (global-setup.ts), before the copy.
    const seeding = openPostgres(primaryUrl, 2);
    try {
      await migrateToLatest(seeding.db);
      await ensureSystemRoles(seeding.db);
      await ensureAdministrator(seeding.db, TEST_ADMIN_PASSWORD);
      await ensureDefaultStore(seeding.db);
      await ensureWebApplication(seeding.db);
    } finally {
      await seeding.close();
    }
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await pgProgram('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await pgProgram('pg_ctl', ['-D', replicaDir, '-w', '-l', join(dir, 'replica.log'), '-o', serverOptions(replicaPort, dir), 'start']);
    started.push(replicaDir);

    // Opened as main.ts opens it: the configuration read from the environment it would be given.
    const config = readConfig({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl, DATA_DIR: dir });
    database = await openDatabase(config);
    app = await buildApp({
      context: {
        db: database.db,
        ...(database.readDb ? { readDb: database.readDb } : {}),
        kind: database.kind,
        tokens: createTokenService(TEST_TOKEN_SECRET),
        secretBox: (await openSecretBox(database.db, { encryptionKey: TEST_ENCRYPTION_KEY })).box,
        version: 'test',
        now: Date.now,
        // The catalog answers from its facet index, loaded from the replica, every time, and
        // looks for changes at every read (the test waits for replay, then reads at once).
        facetIndexWaitMs: 60_000,
        facetIndexLookMs: 0,
      },
    });
    await app.ready();
    const signin = await app.inject({
      method: 'POST',
      url: '/api/Authentication/signin',
      payload: { username: 'administrator', password: TEST_ADMIN_PASSWORD },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    admin = { authorization: `Bearer ${signin.json().data.access_token}`, lang: 'en' };
    await confirmSession(app, admin, TEST_ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    // The replica first (it would otherwise keep retrying its lost primary), then the primary.
    for (const dataDir of started.reverse()) await pgProgram('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {});
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is read from DATABASE_READ_URL only beside a DATABASE_URL', () => {
    expect(readConfig({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl }).databaseReadUrl).toBe(replicaUrl);
    expect(readConfig({ DATABASE_URL: primaryUrl }).databaseReadUrl).toBeUndefined();
    expect(() => readConfig({ DATABASE_READ_URL: replicaUrl })).toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
    expect(database?.readDb).toBeDefined();
  });

  it('is a real standby streaming from the primary', async () => {
    const [standby] = await query<{ recovery: boolean }>(replicaUrl, 'SELECT pg_is_in_recovery() AS recovery');
    expect(standby?.recovery).toBe(true);
    const senders = await query<{ state: string }>(primaryUrl, 'SELECT state FROM pg_stat_replication');
    expect(senders.map((s) => s.state)).toEqual(['streaming']);
    await expect(query(replicaUrl, 'CREATE TABLE refused (id int)')).rejects.toThrow(/read-only transaction/);
  });

  it('answers the public catalog from the replica, writes and an administrator’s reads from the primary', async () => {
    if (!app) throw new Error('no app');
    const make = catalogMaker({ t: { app } as TestApp, admin });
    const coin = await make.coin('IRT');
    const base = { productTypeId: (await make.productType('Houses')).id, baseCoinId: coin.id };

    // A product written through the app lands on the primary and, once replayed, is listed.
    const first = await make.product('Replicated villa', base, { price: '900' });
    const onPrimary = await query<{ id: number }>(primaryUrl, 'SELECT id FROM products WHERE id = $1', [first.id]);
    expect(onPrimary.map((r) => r.id)).toEqual([first.id]);
    await replayed();
    expect(await listed()).toEqual([first.id]);

    // Replay paused: the primary moves on, the replica does not — and the list follows the replica.
    await query(replicaUrl, 'SELECT pg_wal_replay_pause()');
    await until('replay to pause', async () => {
      const [row] = await query<{ state: string }>(replicaUrl, 'SELECT pg_get_wal_replay_pause_state() AS state');
      return row?.state === 'paused';
    });
    const second = await make.product('Unreplicated flat', base, { price: '300' });
    expect((await query(primaryUrl, 'SELECT 1 FROM products WHERE id = $1', [second.id])).length).toBe(1);
    expect((await query(replicaUrl, 'SELECT 1 FROM products WHERE id = $1', [second.id])).length).toBe(0);
    // The administrator reads their own write at once (the primary)…
    const own = await app.inject({ url: `/api/Products/${second.id}`, headers: admin });
    expect(own.statusCode, own.body).toBe(200);
    // …a visitor's list is the replica's, which has not seen it yet.
    expect(await listed()).toEqual([first.id]);

    await query(replicaUrl, 'SELECT pg_wal_replay_resume()');
    await replayed();
    expect(await listed()).toEqual([second.id, first.id]);

    // A change whose transaction took its id early and commits late: the replica's snapshot lists
    // no running transaction, so the facet index must read it at its next look all the same.
    const late = new pg.Client({ connectionString: primaryUrl });
    await late.connect();
    try {
      await late.query('BEGIN');
      await late.query('UPDATE products SET published = false WHERE id = $1', [first.id]);
      const third = await make.product('Committed meanwhile', base, { price: '500' });
      await replayed();
      expect(await listed()).toEqual([third.id, second.id, first.id]);
      await late.query('COMMIT');
    } finally {
      await late.end();
    }
    await replayed();
    const res = await app.inject({ url: '/api/Catalog/getProducts?sort=newest&size=48', headers: { lang: 'en' } });
    expect(res.json().data.map((card: Id) => card.id)).not.toContain(first.id);
    expect(res.json().total).toBe(2);
  });
});
