import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openPostgres } from '../apps/server/src/db/connection.js';
import type { Statement } from './catalog-client.js';
import { fillCatalog } from './catalog-data.js';
import { adminQuery, type CatalogClient } from './catalog-support.js';
import { median } from './pairs.js';
import { freePort, root, startPinned, stop } from './support.js';

/**
 * The read replica of the catalog benchmark: how the catalog's read throughput grows with one
 * PostgreSQL streaming replica on this machine. The shared PostgreSQL server allows no
 * replication connection (its pg_hba.conf), so the benchmark keeps a primary cluster of its own
 * under .bench/catalog-cluster-<N>/primary (initdb once, filled by the same generator, kept for the
 * next run like the other benchmark databases), takes a fresh replica of it with
 * `pg_basebackup -R` and starts it beside it — both as the `postgres` OS user when run as root.
 * Both are stopped at the end; the replica's folder is removed.
 */

const run = promisify(execFile);

export function postgresBin(): string | null {
  const candidates = [process.env.PG_BIN, ...['17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of candidates) if (dir && ['initdb', 'pg_ctl', 'pg_basebackup'].every((name) => existsSync(join(dir, name)))) return dir;
  return null;
}

const asRoot = process.getuid?.() === 0;

async function pgProgram(bin: string, name: string, args: string[]): Promise<void> {
  const program = join(bin, name);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  await run(command, argv, { timeout: 600_000 });
}

function ownedFolder(path: string): void {
  mkdirSync(path, { recursive: true });
  if (!asRoot) return;
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
  chownSync(path, uid ?? 0, gid ?? 0);
}

interface Cluster {
  url: string;
  stop: () => Promise<void>;
}

/** Starts a cluster's data folder on a free port (its socket in the cluster folder). */
async function startCluster(bin: string, folder: string, dataDir: string, database: string): Promise<Cluster> {
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=120`;
  await pgProgram(bin, 'pg_ctl', ['-D', dataDir, '-w', '-t', '120', '-l', `${dataDir}.log`, '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => pgProgram(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']),
  };
}

/** The primary (filled once with `products` products) and a fresh streaming replica of it. */
export async function primaryAndReplica(
  products: number,
  log: (line: string) => void,
): Promise<{ primary: Cluster; replica: Cluster; close: () => Promise<void> }> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server programs not found (set PG_BIN)');
  const folder = join(root, '.bench', `catalog-cluster-${products}`);
  const primaryDir = join(folder, 'primary');
  const replicaDir = join(folder, 'replica');
  ownedFolder(folder);
  const fresh = !existsSync(join(primaryDir, 'PG_VERSION'));
  if (fresh)
    await pgProgram(bin, 'initdb', ['-D', primaryDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const primary = await startCluster(bin, folder, primaryDir, 'catalog');
  const started: Cluster[] = [primary];
  const close = async () => {
    for (const cluster of started.reverse()) await cluster.stop().catch(() => {});
    rmSync(replicaDir, { recursive: true, force: true });
  };
  try {
    const server = primary.url.replace(/\/catalog$/, '/postgres');
    if ((await adminQuery(server, `SELECT 1 FROM pg_database WHERE datname = 'catalog'`)).length === 0)
      await adminQuery(server, 'CREATE DATABASE catalog');
    for (;;) {
      const database = openPostgres(primary.url, 2);
      const t0 = performance.now();
      const state = await fillCatalog(database.db, products, log).finally(() => database.close());
      if (state === 'filled') log(`  primary filled (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      if (state !== 'stale') break;
      await adminQuery(server, 'DROP DATABASE catalog WITH (FORCE)');
      await adminQuery(server, 'CREATE DATABASE catalog');
    }
    rmSync(replicaDir, { recursive: true, force: true });
    const port = new URL(primary.url).port;
    const t0 = performance.now();
    await pgProgram(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      port,
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
    const replica = await startCluster(bin, folder, replicaDir, 'catalog');
    started.push(replica);
    const [sender] = await adminQuery<{ state: string }>(primary.url, 'SELECT state FROM pg_stat_replication');
    const [standby] = await adminQuery<{ recovery: boolean }>(replica.url, 'SELECT pg_is_in_recovery() AS recovery');
    if (sender?.state !== 'streaming' || standby?.recovery !== true) throw new Error('the replica is not streaming');
    log(`  replica: pg_basebackup -R and start in ${((performance.now() - t0) / 1000).toFixed(1)} s; streaming`);
    return { primary, replica, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface ReplicaFigures {
  sql: { alone: number[]; withReplica: number[] };
  http: { primary: number[]; replica: number[] };
}

/**
 * Read throughput with and without the replica, in back-to-back pairs: the catalog's list SQL
 * (list and count at once, the 20 combinations) at 20 in flight against the primary alone (a pool
 * of 20) and spread over primary and replica (10 each); and the HTTP list served by one app process
 * reading the primary, then one whose DATABASE_READ_URL is the replica.
 */
export async function replicaThroughput(
  client: CatalogClient,
  primary: string,
  replica: string,
  groups: Statement[][],
  paths: string[],
  headers: Record<string, string>,
  secret: string,
  pairs: number,
  log: (line: string) => void,
): Promise<ReplicaFigures> {
  const sqlRun = (databaseUrls: string[], poolSize: number, requests = 1000) =>
    client.run({ kind: 'sql', databaseUrls, groups, concurrency: 20, requests, poolSize });
  const servers = [];
  try {
    for (const env of [{ DATABASE_URL: primary }, { DATABASE_URL: primary, DATABASE_READ_URL: replica }]) {
      const port = await freePort();
      const child = await startPinned(['--import', 'tsx', 'bench/catalog-server.ts'], {
        ...env,
        PORT: String(port),
        BENCH_TOKEN_SECRET: secret,
      });
      servers.push({ child, urls: paths.map((p) => `http://127.0.0.1:${port}${p}`) });
    }
    const [onPrimary, onReplica] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const httpRun = (urls: string[], requests = 600) => client.run({ kind: 'http', urls, headers, concurrency: 10, requests });
    // Warm up both databases' caches and both servers.
    await sqlRun([primary, replica], 10, 400);
    await sqlRun([primary], 20, 400);
    await httpRun(onPrimary.urls, 300);
    await httpRun(onReplica.urls, 300);
    const figures: ReplicaFigures = { sql: { alone: [], withReplica: [] }, http: { primary: [], replica: [] } };
    for (let i = 0; i < pairs; i++) {
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const side of order) {
        const r = side === 0 ? await sqlRun([primary], 20) : await sqlRun([primary, replica], 10);
        (side === 0 ? figures.sql.alone : figures.sql.withReplica).push(r.rate);
        if (r.errors) throw new Error(`${r.errors} SQL errors`);
      }
      for (const side of order) {
        const r = await httpRun(side === 0 ? onPrimary.urls : onReplica.urls);
        (side === 0 ? figures.http.primary : figures.http.replica).push(r.rate);
        if (r.errors) throw new Error(`${r.errors} HTTP errors`);
      }
      log(
        `  pair ${i + 1}  SQL primary alone ${Math.round(figures.sql.alone.at(-1) ?? 0)}/s, primary + replica ${Math.round(figures.sql.withReplica.at(-1) ?? 0)}/s   HTTP reading primary ${Math.round(figures.http.primary.at(-1) ?? 0)}/s, reading replica ${Math.round(figures.http.replica.at(-1) ?? 0)}/s`,
      );
    }
    const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
    log(
      `  median: SQL ${Math.round(median(figures.sql.alone))} → ${Math.round(median(figures.sql.withReplica))}/s with the replica (×${ratio(figures.sql.withReplica, figures.sql.alone)}); HTTP ${Math.round(median(figures.http.primary))} → ${Math.round(median(figures.http.replica))}/s (×${ratio(figures.http.replica, figures.http.primary)})`,
    );
    return figures;
  } finally {
    for (const server of servers) await stop(server.child);
  }
}
