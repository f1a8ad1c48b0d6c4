import { type ChildProcess, spawn } from 'node:child_process';
import { CamelCasePlugin, type CompiledQuery, Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { openSecretBox } from '../apps/server/src/areas/identity/secret-key.js';
import { createTokenService } from '../apps/server/src/areas/identity/tokens.js';
import type { Database } from '../apps/server/src/db/schema.js';
import type { CatalogJob, Statement } from './catalog-client.js';
import type { Latencies } from './latencies.js';
import { LOAD_CORE, root } from './support.js';

/** What the catalog benchmark shares between its parts: the load client, the route's SQL, plans. */

export type CatalogClient = { run: (job: CatalogJob) => Promise<Latencies>; close: () => Promise<void> };

/** The load client (bench/catalog-client.ts), pinned to the load core, answering one job at a time over IPC. */
export function startCatalogClient(): Promise<CatalogClient> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn('taskset', ['-c', LOAD_CORE, process.execPath, '--import', 'tsx', 'bench/catalog-client.ts'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let next = 0;
    const waiting = new Map<number, { resolve: (r: Latencies) => void; reject: (e: Error) => void }>();
    child.on('message', (message: { ready?: true; id?: number; result?: Latencies; error?: string }) => {
      if (message.ready) {
        resolve({
          run: (job) =>
            new Promise((res, rej) => {
              next += 1;
              waiting.set(next, { resolve: res, reject: rej });
              child.send({ id: next, job });
            }),
          close: () =>
            new Promise((res) => {
              child.once('exit', () => res());
              child.send({ close: true });
            }),
        });
        return;
      }
      const pending = waiting.get(message.id ?? -1);
      if (!pending) return;
      waiting.delete(message.id ?? -1);
      if (message.result) pending.resolve(message.result);
      else pending.reject(new Error(message.error ?? 'client failed'));
    });
    child.once('exit', (code) => {
      for (const pending of waiting.values()) pending.reject(new Error(`load client exited with ${code}`));
      reject(new Error(`load client exited with ${code}`));
    });
  });
}

export async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const asStatement = (q: CompiledQuery): Statement => ({ sql: q.sql, parameters: [...q.parameters] });

/** One recorded call of a route: its answer and the SQL it ran (in the order the statements finished). */
export interface RouteCall {
  status: number;
  body: string;
  statements: Statement[];
}

/**
 * Calls routes through the product's app built in this process on `url` (the handle built as the
 * server's, plus a query log), and records the SQL each call runs: each path is called twice to
 * warm the app's caches (the store, the catalog context), then once recorded.
 */
/** The tables only the catalog's context reads (catalog-context.ts), never its list, count or facets. */
const CONTEXT_READ = /\b(generic_attributes|settings|stores)\b/;

export async function recordRoutes(
  url: string,
  secret: string,
  paths: string[],
  headers: Record<string, string>,
  /** null: the catalog read in SQL only (its statements are the reference); a wait: read from the facet index once loaded. */
  facetIndexWaitMs: number | null = null,
): Promise<RouteCall[]> {
  let recording: CompiledQuery[] | null = null;
  const log = (event: LogEvent) => {
    if (recording && event.level === 'query') recording.push(event.query);
  };
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log,
  });
  const app = await buildApp({
    context: {
      db,
      kind: 'postgresql',
      tokens: createTokenService(secret),
      secretBox: (await openSecretBox(db, { authSecret: secret })).box,
      version: 'bench',
      now: Date.now,
      // Every call counts its facets: a kept answer would record (and explain) no facet statement.
      catalogFacetsCacheMs: 0,
      facetIndexWaitMs,
    },
  });
  try {
    const calls: RouteCall[] = [];
    for (const path of paths) {
      for (let i = 0; i < 2; i++) await app.inject({ url: path, headers });
      recording = [];
      const answer = await app.inject({ url: path, headers });
      // Without the store's catalog context (attributes, settings, the store) read again when its
      // kept copy expired: at a million products the calls before take longer than it is kept.
      const statements = recording.filter((query) => !CONTEXT_READ.test(query.sql)).map(asStatement);
      calls.push({ status: answer.statusCode, body: answer.body, statements });
      recording = null;
    }
    return calls;
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** The plan nodes of EXPLAIN (FORMAT JSON) that scan `products` sequentially, and the plan as text. */
export async function explainScans(url: string, statements: Statement[]): Promise<{ seqScans: number; plans: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let seqScans = 0;
  const plans: string[] = [];
  try {
    for (const s of statements) {
      const json = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${s.sql}`, s.parameters as unknown[]);
      const walk = (node: Record<string, unknown>) => {
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products') seqScans += 1;
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      for (const top of (json.rows[0]?.['QUERY PLAN'] ?? []) as { Plan: Record<string, unknown> }[]) walk(top.Plan);
      const text = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${s.sql}`, s.parameters as unknown[]);
      plans.push(text.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    await client.end();
  }
  return { seqScans, plans };
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement, as text. */
export async function explainAnalyze(url: string, s: Statement): Promise<string> {
  const rows = await adminQuery<{ 'QUERY PLAN': string }>(url, `EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.parameters as unknown[]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
