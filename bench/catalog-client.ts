import { Agent, request } from 'node:http';
import pg from 'pg';
import { type Latencies, timeCalls } from './latencies.js';

/**
 * The load side of the catalog benchmark (bench/catalog.ts), a child process pinned to the load
 * core and driven over IPC (bench/catalog-support.ts starts it), so its keep-alive connections,
 * pools and JIT stay warm from one measurement to the next. Like bench/engine-client.ts, but each
 * job cycles through a list — call n asks the (n mod length)-th URL or SQL group — so one
 * measurement covers every filter combination:
 *
 *   http — GET each URL, timed from send to the last byte of the answer (200 or an error);
 *   sql  — each group's statements sent at once (as the route sends its list and its count) through
 *          a pg pool per database, call n going to database n mod databases (primary and replica).
 */

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

export type CatalogJob =
  | { kind: 'http'; urls: string[]; headers: Record<string, string>; concurrency: number; requests: number }
  | { kind: 'sql'; databaseUrls: string[]; groups: Statement[][]; concurrency: number; requests: number; poolSize?: number };

// Parsed as the server parses them (apps/server/src/db/connection.ts): the driver does the same work.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(1700, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => v);

const agents = new Map<number, Agent>();
const pools = new Map<string, pg.Pool>();

function httpCall(url: URL, headers: Record<string, string>, agent: Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

function poolFor(url: string, size: number): pg.Pool {
  const key = `${size} ${url}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: size });
    pools.set(key, pool);
  }
  return pool;
}

export async function run(job: CatalogJob): Promise<Latencies> {
  let n = 0;
  let call: () => Promise<boolean>;
  if (job.kind === 'http') {
    let agent = agents.get(job.concurrency);
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
      agents.set(job.concurrency, agent);
    }
    const using = agent;
    const urls = job.urls.map((u) => new URL(u));
    call = () => httpCall(urls[n++ % urls.length] as URL, job.headers, using);
  } else {
    // The server's pool holds 10 connections (openPostgres); so does each of these by default.
    const databases = job.databaseUrls.map((url) => poolFor(url, job.poolSize ?? 10));
    call = async () => {
      const i = n++;
      const pool = databases[i % databases.length] as pg.Pool;
      try {
        await Promise.all((job.groups[i % job.groups.length] ?? []).map((s) => pool.query(s.sql, s.parameters as unknown[])));
        return true;
      } catch {
        return false;
      }
    };
  }
  return timeCalls(call, job.concurrency, job.requests);
}

process.on('message', (message: { id: number; job?: CatalogJob; close?: true }) => {
  if (message.close) {
    for (const agent of agents.values()) agent.destroy();
    void Promise.all([...pools.values()].map((p) => p.end())).then(() => process.exit(0));
    return;
  }
  if (!message.job) return;
  run(message.job).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: Error) => process.send?.({ id: message.id, error: error.message }),
  );
});
process.send?.({ ready: true });
