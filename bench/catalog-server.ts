import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { openSecretBox } from '../apps/server/src/areas/identity/secret-key.js';
import { createTokenService } from '../apps/server/src/areas/identity/tokens.js';
import { readConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/connection.js';
import { PUBLIC } from '../apps/server/src/http/route-access.js';

/**
 * The server of the catalog benchmark (bench/catalog.ts), started pinned to its own core: the
 * product's app (buildApp, every plugin, the access log on as in production) on the database the
 * environment names, opened as main.ts opens it — DATABASE_URL (a pool of 10) with, when set,
 * DATABASE_READ_URL (a second pool of 10 on the replica, `AppContext.readDb`), or the embedded
 * database of DATA_DIR. One route exists only in this process:
 *
 *   GET /bench/event-loop — the event loop's delay since the previous call (p50, p99, max in ms,
 *   sampled every 10 ms by perf_hooks), then starts afresh. Outside /api: not an API operation.
 *
 * Env: DATABASE_URL, DATABASE_READ_URL or DATA_DIR; PORT; BENCH_TOKEN_SECRET; CATALOG_FACETS_CACHE_MS.
 */
const config = readConfig();
const secret = process.env.BENCH_TOKEN_SECRET;
if (!secret) throw new Error('BENCH_TOKEN_SECRET is required');

const database = await openDatabase(config);
const app = await buildApp({
  context: {
    db: database.db,
    ...(database.readDb ? { readDb: database.readDb } : {}),
    kind: database.kind,
    tokens: createTokenService(secret),
    secretBox: (await openSecretBox(database.db, { authSecret: secret })).box,
    version: 'bench',
    now: Date.now,
    // CATALOG_FACETS_CACHE_MS=0: the server that counts facets on every call.
    catalogFacetsCacheMs: config.catalogFacetsCacheMs,
  },
  accessLog: true,
});

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (ns: number) => Math.round(ns / 10_000) / 100;
app.get('/bench/event-loop', { config: { access: PUBLIC } }, async () => {
  const answer = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), samples: delay.count };
  delay.reset();
  return answer;
});

let closing: Promise<void> | undefined;
const shutdown = () =>
  (closing ??= (async () => {
    await app.close();
    await database.close();
    process.exit(0);
  })());
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

const address = await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`Listening on ${address} (${database.kind}${database.readDb ? ', catalog reads from DATABASE_READ_URL' : ''})`);
