import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` on an empty embedded database, as a new user runs it: the first administrator's
 * password is generated and printed once, the home page is Persian and right-to-left, and a
 * restart keeps the data without seeding or printing again.
 */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs `npm start` (scripts/start.mjs) and waits until it says where it listens. The server takes
 * a free port itself (PORT=0): choosing one here and handing it over would leave a moment in which
 * another process could take it.
 */
function npmStart(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  return new Promise((done, fail) => {
    const deadline = setTimeout(() => {
      child.kill('SIGTERM');
      fail(new Error(`npm start did not listen within 100 s:\n${text}`));
    }, 100_000);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const url = /Listening on (http:\/\/[\d.:]+)/.exec(text)?.[1];
      if (!url) return;
      clearTimeout(deadline);
      child.stdout?.off('data', read);
      child.stderr?.off('data', read);
      child.stdout?.on('data', (c: Buffer) => {
        text += c.toString();
      });
      child.stderr?.on('data', (c: Buffer) => {
        text += c.toString();
      });
      done({ child, url, output: () => text });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      fail(new Error(`npm start exited with ${code} before listening:\n${text}`));
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

async function signIn(url: string, password: string) {
  return fetch(`${url}/api/Authentication/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'administrator', password }),
  });
}

describe('npm start on a fresh machine', () => {
  it('creates the administrator with a password printed once, serves Persian RTL, and survives a restart', async () => {
    const first = await npmStart();
    let url = first.url;
    let password = '';
    try {
      const printed = /password:\s+(\S+)/.exec(first.output());
      expect(printed, first.output()).not.toBeNull();
      password = printed?.[1] ?? '';
      expect(first.output()).toContain('user name: administrator');

      const health = await (await fetch(`${url}/api/health`)).json();
      expect(health.data).toMatchObject({ status: 'ok', database: 'pglite' });
      const home = await (await fetch(`${url}/`)).text();
      expect(home).toMatch(/<html[^>]*lang="fa"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="fa"/);
      expect((await signIn(url, password)).status).toBe(200);
    } finally {
      await stop(first.child);
    }

    const second = await npmStart();
    url = second.url;
    try {
      expect(second.output()).not.toContain('password:');
      expect(second.output()).not.toContain('Demo store seeded');
      const record = (await (await signIn(url, password)).json()).data;
      const stores = await (await fetch(`${url}/api/Stores`, { headers: { authorization: `Bearer ${record.access_token}` } })).json();
      expect(stores.total).toBe(1);
    } finally {
      await stop(second.child);
    }
  });
});
