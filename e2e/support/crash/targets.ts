import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Json } from '../json-api';
import { freshDatabase, postgresServerUrl, queryPostgres } from '../server-harness';

/** The PostgreSQL-only lever: holds registrations between their customer and role-mapping inserts. */
export interface RoleMappingHold {
  /** A registration is waiting, its customer row written and uncommitted. */
  registrationWaiting: () => Promise<boolean>;
  /** Lets go, and waits until the killed process's connections are gone from the server. */
  release: () => Promise<void>;
}

export interface Target {
  name: string;
  serverOptions: { dataDir: string; databaseUrl: null } | { databaseUrl: string };
  /** Runs SQL on the database; for the embedded one only while no server has it open. */
  query: (text: string) => Promise<Json[]>;
  hold?: () => Promise<RoleMappingHold>;
  dispose: () => Promise<void>;
}

export function embeddedTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-crash-'));
  return {
    name: 'embedded',
    serverOptions: { dataDir, databaseUrl: null },
    query: async (text) => {
      const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      try {
        return (await db.query<Json>(text)).rows;
      } finally {
        await db.close();
      }
    },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(): Promise<Target> {
  const database = await freshDatabase(postgresServerUrl());
  const query = (text: string) => queryPostgres(database.url, text);
  return {
    name: 'postgresql',
    serverOptions: { databaseUrl: database.url },
    query,
    hold: async () => {
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      // SHARE blocks inserts into the table but not reads: sign-ins and access checks go on.
      await holder.query('BEGIN; LOCK TABLE customer_roles IN SHARE MODE');
      return {
        registrationWaiting: async () => {
          const rows = await query(
            "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'insert into customer_roles%'",
          );
          return rows.length > 0;
        },
        release: async () => {
          await holder.query('ROLLBACK');
          await holder.end();
          // The cut transaction ends (rolled back: no COMMIT will ever come) once its insert gets the lock.
          const deadline = Date.now() + 10_000;
          while (
            (await query('SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).length > 0
          ) {
            if (Date.now() > deadline) throw new Error('the killed process’s connections did not end');
            await new Promise((r) => setTimeout(r, 20));
          }
        },
      };
    },
    dispose: database.drop,
  };
}
