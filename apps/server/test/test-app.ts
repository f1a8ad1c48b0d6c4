import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EntityDef } from '@store/domain';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import type { FileStorage } from '../src/areas/cms-files/cms-files.routes.js';
import { DeviceCookies, loadDeviceCookieKey } from '../src/areas/identity/device-cookie.js';
import { createSecretBox } from '../src/areas/identity/secret-box.js';
import { openSecretBox } from '../src/areas/identity/secret-key.js';
import { createTokenService } from '../src/areas/identity/tokens.js';
import { readPublicOrigin } from '../src/config.js';
import type { App, AppContext } from '../src/context.js';
import { type Db, openPglite, openPostgres } from '../src/db/connection.js';
import { parseTrustProxy } from '../src/http/trust-proxy.js';
import { ChangeCounter } from './changes.js';
import { databaseUrlFor, TEST_ADMIN_PASSWORD } from './database-url.js';

export { TEST_ADMIN_PASSWORD };

/** The key test apps sign tokens with (given, so not in the database). */
export const TEST_TOKEN_SECRET = 'test-token-signing-secret';
/** The key test apps keep account secrets with (given, as ENCRYPTION_KEY would be). */
export const TEST_ENCRYPTION_KEY = 'test-encryption-key-of-32-characters';

/** A fresh database for one test file: a loaded PGlite dump, or a clone of the PostgreSQL template. */
/** The migrated embedded database every test file starts from (global-setup.ts), as read by this worker. */
let migratedDump: Blob | undefined;

export async function freshDatabase(): Promise<Db> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Read once per worker (its modules live across files): each file's database loads the same dump.
    migratedDump ??= new Blob([readFileSync(inject('pgliteDump'))]);
    return openPglite('memory://', migratedDump);
  }
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const database = openPostgres(databaseUrlFor(serverUrl, name), 5);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: App;
  database: Db;
  /** Shifts the app's clock (time-based rules such as TOTP steps) by `offsetMs`. */
  clock: { offsetMs: number };
  /** Signs in and answers the access token. */
  signIn(username: string, password: string): Promise<string>;
  /** Headers of a signed-in administrator whose session confirmed its password (power changes are open to it). */
  admin(): Promise<Record<string, string>>;
  /** Rows written per table (only with `countChanges: true`; reading it otherwise throws). */
  changes: ChangeCounter;
  close(): Promise<void>;
}

export interface TestAppOptions {
  extraEntities?: EntityDef[];
  extraWriteChecks?: BuildOptions['extraWriteChecks'];
  /** Fixture statements run on the fresh database before the app is built. */
  setupSql?: string[];
  webDir?: string;
  /** `TRUST_PROXY` as it would be set (`10.8.0.2`, `10.8.0.2,2`). */
  trustProxy?: string;
  /** `PUBLIC_ORIGIN` as it would be set. */
  publicOrigin?: string;
  /**
   * Installs the change counter (see changes.ts) after `setupSql`, so fixture tables are counted
   * too. Only for files that prove "a refusal changes nothing": it serialises writers of a table.
   */
  countChanges?: boolean;
  /** Where uploaded files go (default: a temporary folder of the app's own). */
  files?: FileStorage;
  /** Where archives go and the bucket they are uploaded to (default: a temporary folder, no bucket). */
  backups?: AppContext['backups'];
  /** `CATALOG_FACETS_CACHE_MS` as it would be set (default: the product's 5000). */
  catalogFacetsCacheMs?: number;
  /** How long a catalog read waits for the facet index's first load (default: as long as it takes); null: SQL only. */
  facetIndexWaitMs?: number | null;
  /** How long a catalog read may use the facet index without looking for changes (default 0: every read looks). */
  facetIndexLookMs?: number;
  /** How long each wait of an SMTP conversation may last (default: the product's). */
  mailTimeoutMs?: number;
}

/**
 * Confirms the password in the session of `headers`, as the web's prompt does before a power change
 * (changing customers, roles, security accesses); throws when refused.
 */
export async function confirmSession(app: App, headers: Record<string, string>, password: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/Authentication/confirmPassword', headers, payload: { password } });
  if (res.statusCode !== 200) throw new Error(`confirming the password failed: ${res.statusCode} ${res.body}`);
}

/** The real app on a fresh real database, driven through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const clock = { offsetMs: 0 };
  for (const statement of options.setupSql ?? []) await sql.raw(statement).execute(database.db);
  const counter = options.countChanges ? await ChangeCounter.install(database.db) : undefined;
  const app = await buildApp({
    // An unexpected error (a 500) is written to standard error with its stack: a CI log then says why.
    logger: pino({ level: 'error' }, pino.destination(2)),
    context: {
      db: database.db,
      kind: database.kind,
      tokens: createTokenService(TEST_TOKEN_SECRET),
      secretBox: (await openSecretBox(database.db, { encryptionKey: TEST_ENCRYPTION_KEY })).box,
      version: 'test',
      now: () => Date.now() + clock.offsetMs,
      deviceCookies: new DeviceCookies(await loadDeviceCookieKey(database.db, TEST_TOKEN_SECRET)),
      ...(options.files ? { files: options.files } : {}),
      ...(options.backups ? { backups: options.backups } : {}),
      ...(options.catalogFacetsCacheMs !== undefined ? { catalogFacetsCacheMs: options.catalogFacetsCacheMs } : {}),
      facetIndexWaitMs: options.facetIndexWaitMs === undefined ? 60_000 : options.facetIndexWaitMs,
      facetIndexLookMs: options.facetIndexLookMs ?? 0,
      ...(options.mailTimeoutMs !== undefined ? { mailTimeoutMs: options.mailTimeoutMs } : {}),
    },
    ...(options.extraEntities ? { extraEntities: options.extraEntities } : {}),
    ...(options.extraWriteChecks ? { extraWriteChecks: options.extraWriteChecks } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.trustProxy ? { trustProxy: parseTrustProxy(options.trustProxy) } : {}),
    ...(options.publicOrigin ? { publicOrigin: readPublicOrigin(options.publicOrigin) } : {}),
  });
  await app.ready();
  let adminHeaders: Record<string, string> | undefined;
  const signIn = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/Authentication/signin', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.access_token as string;
  };
  return {
    app,
    database,
    clock,
    signIn,
    async admin() {
      if (!adminHeaders) {
        const headers = { authorization: `Bearer ${await signIn('administrator', TEST_ADMIN_PASSWORD)}` };
        await confirmSession(app, headers, TEST_ADMIN_PASSWORD);
        adminHeaders = headers;
      }
      return adminHeaders;
    },
    get changes() {
      if (!counter) throw new Error('this test app counts no changes: pass `countChanges: true` to createTestApp');
      return counter;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another server process on the same database as `t`: an app of its own (its own memory, caches and
 * scheduler), signing with the same key. `now` is its clock (default: the real one).
 */
export async function appOnSameDatabase(
  t: TestApp,
  options: Partial<Omit<BuildOptions, 'context'>> & { now?: () => number } = {},
): Promise<App> {
  const { now = Date.now, ...rest } = options;
  const app = await buildApp({
    context: {
      db: t.database.db,
      kind: t.database.kind,
      tokens: createTokenService(TEST_TOKEN_SECRET),
      secretBox: createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY)),
      version: 'test',
      now,
    },
    ...rest,
  });
  await app.ready();
  return app;
}
