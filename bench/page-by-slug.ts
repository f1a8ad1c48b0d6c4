import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPLICATION_IDENTITY_HEADER, WEB_APPLICATION_IDENTITY } from '@store/domain';
import { aboutPage } from '../apps/server/src/db/seed/demo-cms-texts.js';
import { freshDatabase, startServer } from '../e2e/support/server-harness.js';
import type { Latencies } from './latencies.js';
import { startLoadClient } from './load-client.js';
import type { Captured, ServerAnswer, ServerRequest } from './page-by-slug-server.js';
import { type Measured, measurePairs, type TargetResult } from './pairs.js';
import { buildIfStale, cpuMs, freePort, startPinned, stop } from './support.js';

/**
 * Issue 11: `GET /api/CMS/GetPageBySlug` p95 under load ≤ 1.5× the p95 of its SQL alone, for an
 * anonymous visitor reading the demo store's "about us" page, as the web app asks for it (its
 * `lang` and application identity headers; the store from the host).
 *
 * The real server (apps/server/dist/main.js) first migrates and seeds a fresh database (the demo
 * store) and stops; then bench/page-by-slug-server.ts serves the app on it, pinned to one core,
 * records the SQL one call of the route runs and replays it on the app's own database handle; the
 * HTTP load comes from bench/engine-client.ts pinned to the other core. Both at CONCURRENCY calls
 * in flight, in back-to-back pairs (order swapped every pair), judged on the median pair ratio.
 * Embedded database by default; with DATABASE_URL, a fresh database on that server (dropped after).
 * Env: BENCH_PAGE_PAIRS (default 6), BENCH_PAGE_REQUESTS (per measurement, default 600).
 */

export const TARGET = 1.5;
export const PAGE_BY_SLUG_TITLE = 'GetPageBySlug (issue 11): p95 under load vs the p95 of its SQL alone, demo store';
const CONCURRENCY = 10;
const PAIRS = Math.max(1, Number(process.env.BENCH_PAGE_PAIRS ?? 6));
const REQUESTS = Math.max(CONCURRENCY, Number(process.env.BENCH_PAGE_REQUESTS ?? 600));
const PATH = `/api/CMS/GetPageBySlug?slug=${encodeURIComponent(aboutPage.slug)}`;
const HEADERS = { accept: 'application/json', lang: 'fa', [APPLICATION_IDENTITY_HEADER]: WEB_APPLICATION_IDENTITY };

/** Drives the benchmark server over its IPC channel, one request at a time. */
function driver(server: ChildProcess) {
  let next = 0;
  return (request: Omit<ServerRequest, 'id'>) =>
    new Promise<ServerAnswer>((resolve, reject) => {
      next += 1;
      const id = next;
      const onMessage = (message: ServerAnswer) => {
        if (message.id !== id) return;
        server.off('message', onMessage);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      };
      server.on('message', onMessage);
      server.send({ ...request, id } as ServerRequest);
    });
}

/** A fresh database the real server has migrated and seeded with the demo store, and how to remove it. */
async function seededDatabase(): Promise<{ env: NodeJS.ProcessEnv; label: string; remove: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await freshDatabase(serverUrl);
    const seeding = await startServer({ databaseUrl: database.url });
    await seeding.stop();
    return { env: { DATABASE_URL: database.url }, label: 'PostgreSQL', remove: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  // Kept at stop: a data folder the caller gave.
  const seeding = await startServer({ dataDir, databaseUrl: null });
  await seeding.stop();
  // An empty DATABASE_URL: the benchmark server takes the embedded database even when one is set here.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  return { env, label: 'embedded (PGlite)', remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function pageBySlug(): Promise<TargetResult> {
  buildIfStale();
  const database = await seededDatabase();
  let server: ChildProcess | undefined;
  let client: Awaited<ReturnType<typeof startLoadClient>> | undefined;
  try {
    const port = await freePort();
    server = await startPinned(['--import', 'tsx', 'bench/page-by-slug-server.ts'], { ...database.env, PORT: String(port) }, true);
    const ask = driver(server);
    const url = `http://127.0.0.1:${port}${PATH}`;

    // The route answers the page, over HTTP as through the app, and the SQL it runs is recorded.
    const { captured } = (await ask({ capture: { path: PATH, headers: HEADERS } })) as { captured: Captured };
    const overHttp = await fetch(url, { headers: HEADERS });
    const slugOf = (body: string) => (JSON.parse(body) as { data?: { slug?: string } }).data?.slug;
    if (captured.status !== 200 || slugOf(captured.body) !== aboutPage.slug)
      throw new Error(`the route answered ${captured.status}: ${captured.body}`);
    if (!overHttp.ok || slugOf(await overHttp.text()) !== aboutPage.slug) throw new Error(`GET ${PATH} answered ${overHttp.status}`);
    if (captured.statements.length === 0) throw new Error('the route ran no statement to replay');
    console.log(`  database ${database.label}; GET ${decodeURIComponent(PATH)} runs ${captured.statements.length} statements:`);
    captured.statements.forEach((s, i) => {
      console.log(`    ${i + 1}. ${s.sql.length > 160 ? `${s.sql.slice(0, 160)}…` : s.sql}  ${JSON.stringify(s.parameters)}`);
    });

    client = await startLoadClient();
    const loader = client;
    const serverPid = server.pid ?? 0;
    // Both sides with the server process's CPU time per call: what the route adds to its SQL.
    const withCpu = async (measure: () => Promise<Latencies>): Promise<Measured> => {
      const before = cpuMs(serverPid);
      const result = await measure();
      return { ...result, serverCpuMs: (cpuMs(serverPid) - before) / result.count };
    };
    const http =
      (requests = REQUESTS) =>
      () =>
        withCpu(() => loader.run({ kind: 'http', url, headers: HEADERS, concurrency: CONCURRENCY, requests }));
    const sql =
      (requests = REQUESTS) =>
      () =>
        withCpu(async () => ((await ask({ sql: { concurrency: CONCURRENCY, requests } })) as { latencies: Latencies }).latencies);
    // Warm up: JIT, the database's caches, keep-alive connections.
    await sql(300)();
    await http(300)();

    console.log(
      `  HTTP GetPageBySlug vs the same SQL on the app's database handle (one after another, as the route runs them), ${CONCURRENCY} in flight, ${REQUESTS} calls each`,
    );
    return await measurePairs('GetPageBySlug vs its SQL', 'p95', ['http', 'sql'], TARGET, http(), sql(), PAIRS);
  } finally {
    if (client) await client.close();
    if (server) await stop(server);
    await database.remove();
  }
}

// `npm run bench:page` runs this one alone; `npm run bench` runs it with the others.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(PAGE_BY_SLUG_TITLE);
  const result = await pageBySlug();
  if (!result.pass) process.exitCode = 1;
}
