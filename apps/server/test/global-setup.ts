import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureAdministrator, ensureDefaultStore, ensureSystemRoles, ensureWebApplication } from '../src/db/seed/system.js';
import { databaseUrlFor, TEST_ADMIN_PASSWORD } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded runs: a dump of the migrated database every test file starts from. */
    pgliteDump: string;
    /** PostgreSQL runs: the migrated template database every test file clones. */
    templateDatabase: string;
  }
}

/**
 * Migrates once per run, then every test file starts from a copy: a PGlite dump loaded in memory,
 * or a PostgreSQL database created from a template. A fresh database per file, without paying
 * for migrations each time.
 */
export default async function setup(project: TestProject) {
  // The template's administrator is hashed at the cost the test workers hash at (the project's env).
  const cost = project.config.env.PASSWORD_COST_LOG2;
  if (cost) process.env.PASSWORD_COST_LOG2 = String(cost);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `store_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = openPostgres(databaseUrlFor(serverUrl, template), 2);
    await prepare(database.db);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite('memory://');
  await prepare(database.db);
  // Uncompressed: every test file loads it, and unpacking a plain tar is 0.4 s a file quicker than a gzipped one.
  const dump = Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer());
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, dump);
  project.provide('pgliteDump', file);
  project.provide('templateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

async function prepare(db: Parameters<typeof migrateToLatest>[0]) {
  await migrateToLatest(db);
  await ensureSystemRoles(db);
  await ensureAdministrator(db, TEST_ADMIN_PASSWORD);
  await ensureDefaultStore(db);
  await ensureWebApplication(db);
}
