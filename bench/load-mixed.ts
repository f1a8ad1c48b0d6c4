import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { KindResult, MixConfig, MixResult, Summary } from './load-mixed-client.js';
import { ensureBuilt, freePort, LOAD_CORE, root, SERVER_CORE, startPinned, stop } from './support.js';

/**
 * `npm run bench:load`: the production server under a mixed load — storefront reads, correct
 * sign-ins, dashboard searches, dashboard writes, all at once — for several rounds, printing
 * throughput, latency and errors per round and the server's memory after each, and failing when
 * any request fails or memory keeps growing from round to round.
 * Embedded database by default; with DATABASE_URL, a fresh database on that server (dropped after).
 * Env: LOAD_SECONDS (per round, default 12), LOAD_ROUNDS (default 3), LOG_LEVEL (server, default info).
 */

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const SECONDS = positiveNumber('LOAD_SECONDS', 12);
const ROUNDS = Math.max(1, Math.round(positiveNumber('LOAD_ROUNDS', 3)));
const WARMUP_SECONDS = 3;
// The production default: the access log is part of the cost of every request.
const LOG_LEVEL = process.env.LOG_LEVEL || 'info';
const ADMIN_PASSWORD = 'bench-load-password';
const USERS = 3;
const SHARED_SETTINGS = 20;
/**
 * Memory bounds, last round against the first (both read after a forced full GC, after the same
 * load): the rounds are alike, so a server that keeps nothing per request ends them alike.
 * Heap: what the server still references. It moved by under 1 MiB between rounds in every run, so
 * 8 MiB leaves room for noise while still failing on a leak of a few KiB per request at the
 * embedded database's few thousand requests a round (a 4 KiB-per-request leak injected into the
 * server did fail it); the run prints the smallest per-request leak the bound would catch.
 * RSS: adds the embedded database's memory and freed pages the allocator keeps, which moved by up
 * to ±35 MiB between rounds with the heap flat, so its bound is a coarse 64 MiB backstop.
 */
const HEAP_MARGIN_MIB = 8;
const RSS_MARGIN_MIB = 64;

const MIB = 1024 * 1024;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;
const mib = (bytes: number) => `${fmt(bytes / MIB, 1)} MiB`;
const signed = (bytes: number) => `${Math.round((bytes / MIB) * 10) < 0 ? '-' : '+'}${mib(Math.abs(bytes))}`;

interface Memory {
  rss: number;
  peakRss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** RSS from /proc (what the kernel charges the process); the heap from the preloaded probe, after a full GC. */
async function memoryOf(server: ChildProcess, probeFile: string): Promise<Memory> {
  if (existsSync(probeFile)) unlinkSync(probeFile);
  server.kill('SIGUSR2');
  for (let waited = 0; !existsSync(probeFile); waited += 20) {
    if (waited > 10_000) throw new Error('the server did not answer the memory probe');
    await sleep(20);
  }
  const usage = JSON.parse(readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peakRss: kib('VmHWM'), heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external };
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds the process has used (user + system), from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** A new, empty database on the server of DATABASE_URL, and how to drop it. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_load_${Date.now()}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Everything the load needs, made before it starts: an administrator's token, customers, shared rows. */
async function prepare(baseUrl: string): Promise<Omit<MixConfig, 'seconds' | 'namePrefix'>> {
  const signin = (username: string, password: string) =>
    call<{ access_token: string }>(baseUrl, 'POST', '/api/Authentication/signin', { username, password });
  const { access_token: adminToken } = await signin('administrator', ADMIN_PASSWORD);
  const [store] = await call<{ id: number; name: string }[]>(baseUrl, 'GET', '/api/Stores?sort=id&pageSize=1', undefined, adminToken);
  if (!store) throw new Error('no store: the demo store was not seeded');
  // Registration is limited per address (10 an hour), so the customers are registered here, once.
  const users = Array.from({ length: USERS }, (_, i) => ({ username: `benchload${i + 1}`, password: `bench-load-${i + 1}` }));
  for (const user of users) {
    await call(baseUrl, 'POST', '/api/Authentication/register', { ...user, confirmPassword: user.password });
  }
  const settingIds: number[] = [];
  for (let i = 0; i < SHARED_SETTINGS; i++) {
    const setting = await call<{ id: number }>(baseUrl, 'POST', '/api/Settings', { name: `bench.pool.${i}`, value: 'shared' }, adminToken);
    settingIds.push(setting.id);
  }
  return { baseUrl, adminToken, users, settingIds, storeName: store.name };
}

/** One run of the mixed load, from a process pinned to the load core (the server has the other). */
function runMix(config: MixConfig, onStart: () => void = () => {}): Promise<MixResult> {
  return new Promise((resolve, reject) => {
    // Asynchronous, unlike support.load: this process keeps reading the server's access log meanwhile.
    const child = spawn(
      'taskset',
      ['-c', LOAD_CORE, process.execPath, '--import', 'tsx', `${root}bench/load-mixed-client.ts`, JSON.stringify(config)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!output.includes('start\n') && `${output}${chunk}`.includes('start\n')) onStart();
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load client exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as MixResult);
    });
  });
}

const failed = (kind: Pick<KindResult, 'non2xx' | 'errors' | 'timeouts'>) => kind.non2xx + kind.errors + kind.timeouts;
const latencies = (s: Summary) => `p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;

function printMix(mix: MixResult): void {
  const row = (name: string, connections: string, s: Summary, errors: string) =>
    `    ${name.padEnd(40)}${connections.padStart(6)}${fmt(s.perSecond, 1).padStart(10)}${ms(s.p50).padStart(11)}${ms(s.p95).padStart(11)}${ms(s.p99).padStart(11)}${ms(s.max).padStart(11)}${errors.padStart(8)}`;
  console.log(
    `    ${'kind / endpoint'.padEnd(40)}${'conns'.padStart(6)}${'req/s'.padStart(10)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'p99'.padStart(11)}${'max'.padStart(11)}${'errors'.padStart(8)}`,
  );
  for (const kind of mix.kinds) {
    const connections = `${kind.connections}${kind.rate ? `@${kind.rate}/s` : ''}`;
    console.log(row(kind.kind, connections, kind.summary, String(failed(kind))));
    for (const endpoint of kind.endpoints) console.log(row(`  ${endpoint.label}`, '', endpoint.summary, ''));
    for (const failure of kind.failures) console.log(`      failed: ${failure}`);
  }
}

const memoryLine = (label: string, m: Memory) =>
  `  ${label.padEnd(16)} RSS ${mib(m.rss).padStart(11)}   heap used ${mib(m.heapUsed).padStart(10)} of ${mib(m.heapTotal).padStart(10)}   external ${mib(m.external).padStart(10)}   peak RSS ${mib(m.peakRss).padStart(11)}`;

async function main(): Promise<number> {
  ensureBuilt();
  const serverUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const probeFile = join(dataDir, 'memory.json');
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let server: ChildProcess | undefined;
  // Once only: Ctrl-C and the `finally` below may both ask for it.
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      if (server) await stop(server);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    })());
  // Ctrl-C mid-run still stops the server, drops the database and removes the folder.
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    if (serverUrl) database = await freshDatabase(serverUrl);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // A copy of the web build: a rebuild of apps/web/dist during the run (other work on this
    // checkout) would otherwise answer 404s for the page mid-round.
    const webDir = join(dataDir, 'web');
    cpSync(`${root}apps/web/dist`, webDir, { recursive: true });
    const started = Date.now();
    server = await startPinned(['--expose-gc', '--import', `${root}bench/memory-probe.mjs`, 'apps/server/dist/main.js'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      DATABASE_URL: database?.url ?? '',
      ADMIN_PASSWORD,
      AUTH_SECRET: '',
      LOG_LEVEL,
      SEED_DEMO: 'true',
      REQUIRE_ADMIN_TWO_FACTOR: 'false',
      BENCH_MEMORY_FILE: probeFile,
    });
    const pid = server.pid ?? 0;
    // support.startPinned keeps the pipe flowing; counting the lines as they arrive shows the log was
    // read while the server wrote it (lines per round ≈ requests answered in the round).
    let logBytes = 0;
    let logLines = 0;
    server.stdout?.on('data', (chunk: Buffer) => {
      logBytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) logLines++;
    });
    console.log(
      `Mixed load: production server (pid ${pid}, core ${SERVER_CORE}, LOG_LEVEL=${LOG_LEVEL}) on ${
        database
          ? `PostgreSQL (fresh database ${new URL(database.url).pathname.slice(1)}, dropped after)`
          : 'the embedded database (PGlite)'
      }, autocannon on core ${LOAD_CORE}`,
    );
    console.log(
      `  started in ${fmt((Date.now() - started) / 1000, 1)} s; ${ROUNDS} rounds of ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up`,
    );
    const setup = await prepare(baseUrl);
    const memory: { label: string; memory: Memory }[] = [{ label: 'before load', memory: await memoryOf(server, probeFile) }];

    const warmup = await runMix({ ...setup, seconds: WARMUP_SECONDS, namePrefix: 'bench.warmup' });
    let errors = warmup.kinds.reduce((sum, kind) => sum + failed(kind), 0);
    console.log(`  warm-up: ${fmt(warmup.overall.perSecond)} req/s, errors ${errors}`);
    memory.push({ label: 'after warm-up', memory: await memoryOf(server, probeFile) });

    const rounds: MixResult[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const logBefore = logLines;
      // From the moment the load starts to the load client's exit (the server's backlog included).
      let cpuBefore = cpuSeconds(pid);
      let begun = Date.now();
      const mix = await runMix({ ...setup, seconds: SECONDS, namePrefix: `bench.round${round}` }, () => {
        cpuBefore = cpuSeconds(pid);
        begun = Date.now();
      });
      const cpu = (cpuSeconds(pid) - cpuBefore) / ((Date.now() - begun) / 1000);
      const roundErrors = mix.kinds.reduce((sum, kind) => sum + failed(kind), 0);
      errors += roundErrors;
      rounds.push(mix);
      const after = await memoryOf(server, probeFile);
      memory.push({ label: `after round ${round}`, memory: after });
      console.log(
        `\nRound ${round}/${ROUNDS}: ${fmt(mix.overall.perSecond)} req/s   ${latencies(mix.overall)}   errors ${roundErrors}   server CPU ${fmt(cpu * 100)}% of a core   access log ${fmt(logLines - logBefore)} lines   RSS ${mib(after.rss)}   heap ${mib(after.heapUsed)}`,
      );
      printMix(mix);
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    }

    const total = rounds.reduce((sum, r) => sum + r.overall.count, 0);
    console.log(
      `\nAll rounds: ${fmt(total)} requests, ${fmt(total / (SECONDS * ROUNDS))} req/s on average; per kind ${[
        'storefront',
        'signin',
        'search',
        'write',
      ]
        .map((kind) => {
          const count = rounds.reduce((sum, r) => sum + (r.kinds.find((k) => k.kind === kind)?.summary.count ?? 0), 0);
          return `${kind} ${fmt(count / (SECONDS * ROUNDS), 1)}`;
        })
        .join(', ')} req/s`,
    );
    console.log(
      '  (latency percentiles: nearest rank over every answered request of the round, as measured by autocannon on the load core)',
    );

    console.log(`\nServer memory (RSS from /proc/${pid}/status; heap from process.memoryUsage() after a forced full GC):`);
    for (const entry of memory) console.log(memoryLine(entry.label, entry.memory));
    const first = memory.find((m) => m.label === 'after round 1')?.memory;
    const last = memory.at(-1)?.memory;
    let ok = true;
    if (first && last && ROUNDS > 1) {
      const heapOk = last.heapUsed <= first.heapUsed + HEAP_MARGIN_MIB * MIB;
      const rssOk = last.rss <= first.rss + RSS_MARGIN_MIB * MIB;
      console.log(
        `  heap used after round ${ROUNDS} ≤ after round 1 + ${HEAP_MARGIN_MIB} MiB: ${mib(last.heapUsed)} vs ${mib(first.heapUsed)} (${signed(last.heapUsed - first.heapUsed)}) ${heapOk ? 'PASS' : 'FAIL'}`,
      );
      console.log(
        `  RSS after round ${ROUNDS} ≤ after round 1 + ${RSS_MARGIN_MIB} MiB: ${mib(last.rss)} vs ${mib(first.rss)} (${signed(last.rss - first.rss)}) ${rssOk ? 'PASS' : 'FAIL'}`,
      );
      // What the bound can see: a leak of this many bytes per request after round 1 would cross it.
      const later = rounds.slice(1).reduce((sum, r) => sum + r.overall.count, 0);
      console.log(
        `  (after round 1 the server answered ${fmt(later)} requests: a leak of ≥ ${fmt((HEAP_MARGIN_MIB * MIB) / later)} bytes of heap per request would fail the heap bound)`,
      );
      ok = heapOk && rssOk;
    } else {
      console.log('  (one round: no growth across rounds to check)');
    }
    console.log(`\nErrors (non-2xx + connection errors + timeouts, warm-up included): ${errors} ${errors === 0 ? 'PASS' : 'FAIL'}`);
    console.log(
      `Access log (LOG_LEVEL=${LOG_LEVEL}): ${fmt(logLines)} lines, ${mib(logBytes)}, read from the server's stdout as it was written`,
    );
    return ok && errors === 0 ? 0 : 1;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
