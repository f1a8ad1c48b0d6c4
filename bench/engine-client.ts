import { Agent, request } from 'node:http';
import pg from 'pg';
import { type Latencies, timeCalls } from './latencies.js';

/**
 * The load side of the engine-list benchmark (bench/engine-lists.ts) and of the HTTP side of
 * bench/page-by-slug.ts, a child process (bench/load-client.ts starts it) pinned to
 * the load core and driven over IPC, so its connections (HTTP keep-alive, the pg pool) and its JIT
 * stay warm from one measurement to the next. Each job is a bounded run: `concurrency` workers
 * share `requests` calls, each call timed from send to the last byte (HTTP) or to both results
 * (SQL: the list and its count sent at once, as ResourceService.list does).
 */

export interface Statement {
  sql: string;
  parameters: unknown[];
}

export type Job =
  | { kind: 'http'; url: string; headers: Record<string, string>; concurrency: number; requests: number }
  /** `first` runs before the others, one after another (the session query a guarded route asks before its list). */
  | { kind: 'sql'; databaseUrl: string; first?: Statement[]; statements: Statement[]; concurrency: number; requests: number };

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

export async function run(job: Job): Promise<Latencies> {
  let call: () => Promise<boolean>;
  if (job.kind === 'http') {
    let agent = agents.get(job.concurrency);
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
      agents.set(job.concurrency, agent);
    }
    const url = new URL(job.url);
    const using = agent;
    call = () => httpCall(url, job.headers, using);
  } else {
    // The server's pool holds 10 connections (openPostgres); so does this one.
    let pool = pools.get(job.databaseUrl);
    if (!pool) {
      pool = new pg.Pool({ connectionString: job.databaseUrl, max: 10 });
      pools.set(job.databaseUrl, pool);
    }
    const using = pool;
    const first = job.first ?? [];
    call = async () => {
      try {
        for (const s of first) await using.query(s.sql, s.parameters);
        await Promise.all(job.statements.map((s) => using.query(s.sql, s.parameters)));
        return true;
      } catch {
        return false;
      }
    };
  }
  return timeCalls(call, job.concurrency, job.requests);
}

process.on('message', (message: { id: number; job?: Job; close?: true }) => {
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
