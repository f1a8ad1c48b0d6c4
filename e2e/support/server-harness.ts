import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { copyTemplateDataDir, createDatabaseFrom, providedTemplate, type ServerTemplate } from './server-template';

/** Password of the `administrator` the server seeds on first start. */
export const ADMIN_PASSWORD = 'e2e-admin-password';
const MAIN = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../apps/server/dist/main.js');
const START_TIMEOUT_MS = 90_000;

export interface RunningServer {
  url: string;
  /** SIGTERM (SIGKILL after 10 s), then removes the data folder and database the harness made. */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash would: the process gets no chance to finish anything. Data is kept. */
  kill: () => Promise<void>;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startMs: number;
  /** The last 20 000 characters the process printed. */
  output: () => string;
}

export interface ServerOptions {
  /** Adds to or overrides the server's environment. */
  env?: NodeJS.ProcessEnv;
  /** Runs on this data folder and keeps it at stop (a restart on the same data). Default: a fresh one, removed at stop. */
  dataDir?: string;
  /**
   * A PostgreSQL database to run on as it is, kept at stop; `null` for the embedded database even
   * when DATABASE_URL is set. Default: a fresh database when DATABASE_URL is set, else embedded.
   */
  databaseUrl?: string | null;
}

/** The PostgreSQL server to make databases on: DATABASE_URL, else the local one CI has. */
export function postgresServerUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/**
 * A fresh PostgreSQL database on the server of `serverUrl` (empty, or a copy of the `template`
 * database), dropped by the returned function.
 */
export async function freshDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await createDatabaseFrom(serverUrl, name, template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Waits until the server says where it listens and answers there; answers its URL. */
async function waitForHealth(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const url = /Listening on (http:\/\/[\d.:]+)/.exec(output())?.[1];
    try {
      if (url && (await fetch(`${url}/api/health`)).status === 200) return url;
    } catch {
      // not answering yet
    }
    // Short: restart times are measured with this.
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

function killProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The run's first-start template (server-template.ts), for a server started with no options of
 * its own: options (an environment such as REQUIRE_ADMIN_TWO_FACTOR, data the caller owns) may
 * change what a first start makes, so those servers make theirs. Only a template of the same
 * database kind as this start's.
 */
async function templateFor(options: ServerOptions): Promise<ServerTemplate | undefined> {
  if (options.dataDir !== undefined || options.databaseUrl !== undefined || Object.keys(options.env ?? {}).length > 0) return undefined;
  const template = await providedTemplate();
  if (!template || Boolean(template.database) !== Boolean(process.env.DATABASE_URL)) return undefined;
  return template;
}

/**
 * Starts the built production server (`npm run build` first) on a free port with a fresh data
 * directory, and a fresh database when DATABASE_URL points at a PostgreSQL server; both copies of
 * the run's first-start template when there is one (see `templateFor`). `env` adds to
 * or overrides the server's environment (REQUIRE_ADMIN_TWO_FACTOR, say); `dataDir` and
 * `databaseUrl` run it on data the caller owns (see ServerOptions).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const template = await templateFor(options);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (template ? copyTemplateDataDir(template) : mkdtempSync(join(tmpdir(), 'e2e-data-')));
  let databaseUrl: string | undefined;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  if (options.databaseUrl !== undefined) databaseUrl = options.databaseUrl ?? undefined;
  else if (process.env.DATABASE_URL) {
    database = await freshDatabase(process.env.DATABASE_URL, template?.database);
    databaseUrl = database.url;
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The server takes a free port itself and says which: no window for another process to take it.
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const cleanup = async () => {
    await stopProcess(child);
    await database?.drop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = await waitForHealth(child, () => log);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { url, stop: cleanup, kill: () => killProcess(child), startMs: Math.round(performance.now() - spawnedAt), output: () => log };
}

/** Runs one statement on a PostgreSQL database with a connection of its own; answers the rows. */
export async function queryPostgres(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.end();
  }
}
