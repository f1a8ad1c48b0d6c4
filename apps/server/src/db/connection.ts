import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { PGLITE_EXTENSIONS, PGLITE_PARSERS } from './pglite-options.js';
import { PgliteThread } from './pglite-thread.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Db {
  db: Kysely<Database>;
  /** A second pool on a streaming replica (`DATABASE_READ_URL`), for the public catalog's reads; unset: none. */
  readDb?: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// Dates stay 'YYYY-MM-DD' strings and NUMERIC stays a string: no time-zone shift, no float.
for (const [oid, parse] of Object.entries(PGLITE_PARSERS)) pg.types.setTypeParser(Number(oid), parse);

const plugins = [new CamelCasePlugin()];

export function openPostgres(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  let closing = false;
  // A connection the server drops (a restart, a failover, an administrator ending it) must not
  // take the process down: the query on it fails (a 500 for that request), the pool discards it
  // and opens another. Idle connections report to the pool; busy ones only to themselves.
  const lost = (error: Error) => {
    if (!closing) console.error(`database connection lost: ${error.message}`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return {
    db,
    kind: 'postgresql',
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}

export interface PgliteDb extends Db {
  pglite: PGlite;
}

/** The embedded database, file-backed under `dataDir/pglite` (or in memory for `memory://`). */
export async function openPglite(dataDir: string | 'memory://', loadDataDir?: Blob): Promise<PgliteDb> {
  let location = 'memory://';
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    parsers: PGLITE_PARSERS,
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client), plugins });
  return { db, kind: 'pglite', pglite: client, close: () => db.destroy() };
}

/**
 * The embedded database as the server runs it: PGlite in a worker thread (pglite-thread.ts), so a
 * long query never stops the server's thread from answering others. Tests open it in their own
 * thread (`openPglite`: they load a migrated copy and dump it, which only a PGlite at hand does).
 */
export async function openPgliteThread(dataDir: string | 'memory://'): Promise<Db> {
  let location = 'memory://';
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // A database thread that dies leaves nothing to answer with: the process stops, so whatever runs
  // it (npm start, a service manager) starts it again on the same data, as after a crash.
  const thread = await PgliteThread.open(location, (error) => {
    console.error(`The embedded database stopped: ${error.message}`);
    process.exit(1);
  });
  // The dialect uses `query` and `close` of its client only: the thread answers both.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(thread as unknown as PGlite), plugins });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}): Promise<Db> {
  if (!options.databaseUrl) return openPgliteThread(options.dataDir);
  const primary = openPostgres(options.databaseUrl);
  if (!options.databaseReadUrl) return primary;
  // The replica's pool, as large as the primary's: visitors' catalog reads are most of the traffic.
  const replica = openPostgres(options.databaseReadUrl);
  return {
    ...primary,
    readDb: replica.db,
    close: async () => {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}
