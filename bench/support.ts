import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

/** Core the server runs on and core the load generator runs on, so they never compete. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

/** CPU milliseconds a process has used (user + system), from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function ensureBuilt(): void {
  if (existsSync(`${root}apps/server/dist/main.js`) && existsSync(`${root}apps/web/dist/index.html`)) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/** Builds the web app and the server when a build is missing or older than a source (scripts/build-if-stale.mjs). */
export function buildIfStale(): void {
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed');
}

/**
 * Starts a command pinned to the server core and resolves once it prints that it listens; with
 * `ipc`, the child also gets an IPC channel (process.send) to be driven by.
 */
export function startPinned(args: string[], env: NodeJS.ProcessEnv = {}, ipc = false): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Listening on')) {
        clearTimeout(timer);
        // Keep draining stdout (request logs) so the pipe never blocks the server.
        child.stdout?.resume();
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/**
 * Runs autocannon pinned to the load core. Asynchronous on purpose: this process must keep
 * draining the server's standard output (its access log) while the load runs, as production does.
 */
export function load(url: string, seconds: number, connections: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'taskset',
      ['-c', LOAD_CORE, process.execPath, `${root}bench/load.mjs`, url, String(seconds), String(connections), JSON.stringify(headers)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load failed: ${err}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'));
    });
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
