import { CamelCasePlugin, type CompiledQuery, Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadAuthSecret } from '../apps/server/src/areas/identity/auth-secret.js';
import { openSecretBox } from '../apps/server/src/areas/identity/secret-key.js';
import { createTokenService } from '../apps/server/src/areas/identity/tokens.js';
import { openPglite } from '../apps/server/src/db/connection.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { type Latencies, timeCalls } from './latencies.js';

/**
 * The server of the GetPageBySlug benchmark (bench/page-by-slug.ts), started pinned to its own
 * core on a database the real server has already migrated and seeded (the demo store): the
 * product's app (buildApp, every plugin, the access log on as in production) on the embedded
 * database of DATA_DIR, or on DATABASE_URL (a pool of 10, as in production). Its database handle
 * is built as the app's is, plus a query log that records only while a capture is asked for, so
 * the SQL the route runs can be replayed on that same handle:
 *
 *   { capture: { path, headers } } — calls the route through the app (inject, twice to warm its
 *     caches, then once recorded with the visitors' read cache emptied) and answers the statements
 *     it ran, with the answer's status.
 *   { sql: { concurrency, requests } } — replays the recorded statements through the app's handle,
 *     `concurrency` calls at once, as the route runs them: one after another (since session 20 a
 *     single statement, ResourceService.findOne's); answers the latencies.
 *
 * Env: DATA_DIR or DATABASE_URL, PORT.
 */

export interface Captured {
  status: number;
  body: string;
  statements: { sql: string; parameters: unknown[] }[];
}

export type ServerRequest =
  | { id: number; capture: { path: string; headers: Record<string, string> } }
  | { id: number; sql: { concurrency: number; requests: number } };

export type ServerAnswer = { id: number; captured?: Captured; latencies?: Latencies; error?: string };

let recording: CompiledQuery[] | null = null;
const log = (event: LogEvent) => {
  if (recording && event.level === 'query') recording.push(event.query);
};
const plugins = [new CamelCasePlugin()];

async function openLogged(): Promise<Kysely<Database>> {
  const url = process.env.DATABASE_URL;
  if (url)
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }), plugins, log });
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR or DATABASE_URL is required');
  // The embedded database opened as the server opens it; the handle on it gets the query log.
  const { pglite } = await openPglite(dataDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins, log });
}

const db = await openLogged();
const app = await buildApp({
  context: {
    db,
    kind: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    tokens: createTokenService(await loadAuthSecret(db, undefined)),
    secretBox: (await openSecretBox(db, {})).box,
    version: 'bench',
    now: Date.now,
  },
  accessLog: true,
});

let replay: CompiledQuery[] = [];

async function capture(path: string, headers: Record<string, string>): Promise<Captured> {
  for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: path, headers });
  // The SQL of a read the visitors' cache does not answer: what the route runs when it reads.
  app.readCache.written();
  recording = [];
  const answer = await app.inject({ method: 'GET', url: path, headers });
  replay = recording;
  recording = null;
  return {
    status: answer.statusCode,
    body: answer.body,
    statements: replay.map((q) => ({ sql: q.sql, parameters: [...q.parameters] })),
  };
}

async function replayCall(): Promise<boolean> {
  try {
    for (const q of replay) await db.executeQuery(q);
    return true;
  } catch {
    return false;
  }
}

async function answer(message: ServerRequest): Promise<ServerAnswer> {
  if ('capture' in message) return { id: message.id, captured: await capture(message.capture.path, message.capture.headers) };
  if (replay.length === 0) throw new Error('nothing captured to replay');
  return { id: message.id, latencies: await timeCalls(replayCall, message.sql.concurrency, message.sql.requests) };
}

process.on('message', (message: ServerRequest) => {
  answer(message).then(
    (reply) => process.send?.(reply),
    (error: Error) => process.send?.({ id: message.id, error: error.message }),
  );
});

let closing: Promise<void> | undefined;
const shutdown = () =>
  (closing ??= (async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  })());
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
// The bench that drives it is gone (Ctrl-C, a crash): do not stay pinned to a core, listening.
process.once('disconnect', shutdown);

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`Listening on ${address}`);
