import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPLICATION_IDENTITY_HEADER, WEB_APPLICATION_IDENTITY } from '@store/domain';
import { ensureBuilt, freePort, type LoadResult, load, startPinned, stop } from './support.js';

/** Target of issue 2: our app with every production plugin on ≥ 0.85× a bare node:http server. */
export const TARGET = 0.85;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/** What the web sends on every call: its application identity, checked on every /api request. */
const WEB_HEADERS = { [APPLICATION_IDENTITY_HEADER]: WEB_APPLICATION_IDENTITY };

/**
 * A trivial JSON route of the production server (validation, envelope, auth hook, security
 * headers, the application identity check, per-request logging all on), called as the web calls
 * it (with its application identity header), against a bare node:http server answering the same bytes
 * (the status, headers and body captured from ours).
 * This machine is a shared virtual one whose speed drifts by tens of percent within a minute, so
 * the figure is the median of the ratios of back-to-back pairs (order swapped every round), not a
 * ratio of averages taken minutes apart.
 */
export async function frameworkOverhead(): Promise<{ ratio: number; pairs: number[]; bare: LoadResult; ours: LoadResult }> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const barePort = await freePort();
  const ourPort = await freePort();
  const ours = await startPinned(['apps/server/dist/main.js'], {
    PORT: String(ourPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: 'bench-password',
  });
  const sample = await fetch(`http://127.0.0.1:${ourPort}/api/ping`);
  const answer = { headers: Object.fromEntries(sample.headers), body: await sample.text() };
  const bare = await startPinned(['bench/bare-server.mjs', String(barePort), JSON.stringify(answer)]);
  const results: { bare: LoadResult[]; ours: LoadResult[] } = { bare: [], ours: [] };
  try {
    // Warm both up (JIT, connection setup) before measuring.
    await load(`http://127.0.0.1:${barePort}/api/ping`, 2, CONNECTIONS, WEB_HEADERS);
    await load(`http://127.0.0.1:${ourPort}/api/ping`, 2, CONNECTIONS, WEB_HEADERS);
    for (let round = 0; round < ROUNDS; round++) {
      const measureBare = async () =>
        results.bare.push(await load(`http://127.0.0.1:${barePort}/api/ping`, SECONDS, CONNECTIONS, WEB_HEADERS));
      const measureOurs = async () =>
        results.ours.push(await load(`http://127.0.0.1:${ourPort}/api/ping`, SECONDS, CONNECTIONS, WEB_HEADERS));
      if (round % 2 === 0) {
        await measureBare();
        await measureOurs();
      } else {
        await measureOurs();
        await measureBare();
      }
    }
  } finally {
    await stop(bare);
    await stop(ours);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const mean = (rs: LoadResult[]): LoadResult => ({
    requestsPerSecond: rs.reduce((s, r) => s + r.requestsPerSecond, 0) / rs.length,
    p50: Math.max(...rs.map((r) => r.p50)),
    p99: Math.max(...rs.map((r) => r.p99)),
    errors: rs.reduce((s, r) => s + r.errors, 0),
    total: rs.reduce((s, r) => s + r.total, 0),
  });
  const pairs = results.ours.map((o, i) => o.requestsPerSecond / (results.bare[i]?.requestsPerSecond ?? Number.NaN));
  const sorted = [...pairs].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { ratio: median, pairs, bare: mean(results.bare), ours: mean(results.ours) };
}
