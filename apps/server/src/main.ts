import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { voucherFixtures } from '@store/domain/fixtures';
import pino from 'pino';
import { buildApp } from './app.js';
import { configuredFileStorage } from './areas/cms-files/file-storage.js';
import { ensureFixtureTables } from './areas/engine/fixtures/fixture-tables.js';
import { loadAuthSecret } from './areas/identity/auth-secret.js';
import { DeviceCookies, loadDeviceCookieKey } from './areas/identity/device-cookie.js';
import { openSecretBox } from './areas/identity/secret-key.js';
import { createTokenService } from './areas/identity/tokens.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureDefaultScheduleTasks } from './db/seed/default-schedule-tasks.js';
import { ensureDefaultSettings } from './db/seed/default-settings.js';
import { seedDemoCatalog } from './db/seed/demo-catalog.js';
import { seedDemoCms } from './db/seed/demo-cms.js';
import { DEMO_STORE, seedDemoStore } from './db/seed/demo-store.js';
import { ensureAdministrator, ensureDefaultStore, ensureSystemRoles, ensureWebApplication } from './db/seed/system.js';
import { VERSION } from './version.js';

/** Reads the environment, migrates, seeds, listens. */
const config = readConfig();
const here = dirname(fileURLToPath(import.meta.url));
// Built: apps/server/dist/main.js; from source: apps/server/src/main.ts. The web build sits beside.
const webDir = process.env.WEB_DIR ?? join(here, '..', '..', 'web', 'dist');

const database = await openDatabase(config);
await migrateToLatest(database.db);
await ensureSystemRoles(database.db, config.requireAdminTwoFactor);
const admin = await ensureAdministrator(database.db, config.adminPassword);
if (admin.generatedPassword) {
  console.log(
    `\n  First administrator created.\n  user name: administrator\n  password:  ${admin.generatedPassword}\n  (shown once: write it down)\n`,
  );
}
const files = configuredFileStorage(config.dataDir, config.s3);
if (config.seedDemo && (await seedDemoStore(database.db))) {
  const demo = await database.db.selectFrom('stores').select('id').where('name', '=', DEMO_STORE).executeTakeFirstOrThrow();
  await seedDemoCms(database.db, files.store, Number(demo.id));
  await seedDemoCatalog(database.db, files.store, Number(demo.id));
  console.log('Demo store seeded (fa, en, tr).');
}
await ensureDefaultStore(database.db);
await ensureDefaultSettings(database.db);
await ensureWebApplication(database.db);
await ensureDefaultScheduleTasks(database.db);

const secret = await loadAuthSecret(database.db, config.authSecret);
const secrets = await openSecretBox(database.db, { encryptionKey: config.encryptionKey, authSecret: config.authSecret });
if (secrets.source === 'database') console.log('ENCRYPTION_KEY is not set: account secrets are encrypted with a key kept in the database.');
if (config.engineFixtures) await ensureFixtureTables(database.db);
const app = await buildApp({
  context: {
    db: database.db,
    // DATABASE_READ_URL: the public catalog reads from the replica (context.ts, config.ts).
    ...(database.readDb ? { readDb: database.readDb } : {}),
    kind: database.kind,
    tokens: createTokenService(secret),
    secretBox: secrets.box,
    version: VERSION,
    now: Date.now,
    engineFixtures: config.engineFixtures,
    catalogFacetsCacheMs: config.catalogFacetsCacheMs,
    deviceCookies: new DeviceCookies(await loadDeviceCookieKey(database.db, config.authSecret)),
    files,
    backups: { dir: join(config.dataDir, 'backups'), cloud: config.backupS3 },
  },
  ...(config.engineFixtures ? { extraEntities: voucherFixtures } : {}),
  // Looks for due scheduled tasks from the moment the app is ready; `app.close()` stops it.
  scheduler: { intervalMs: config.schedulerIntervalSeconds * 1000, start: true },
  // A request that queued mail (a reset link, an answer) has it sent at once; the sendMailQueue task retries.
  mail: { nudge: true },
  logger: pino({ level: config.logLevel }),
  accessLog: config.logLevel !== 'silent',
  trustProxy: config.trustProxy,
  publicOrigin: config.publicOrigin,
  ...(existsSync(webDir) ? { webDir } : {}),
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

const address = await app.listen({ port: config.port, host: config.host });
console.log(
  `Listening on ${address} (database: ${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''}${database.readDb ? ', catalog reads from DATABASE_READ_URL' : ''})`,
);
