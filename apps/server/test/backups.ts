import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import tar from 'tar-stream';
import { ident } from '../src/areas/backups/copy-text.js';
import { allTables, EMPTIED_TABLES, KEPT_TABLES } from '../src/areas/backups/database-tables.js';
import type { AnyDb } from '../src/db/schema.js';
import { multipart } from './multipart.js';
import type { TestApp } from './test-app.js';

/** Every archived table's rows, as one digest per table, and every sequence's value: what a restore must give back. */
export async function contents(db: AnyDb): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await allTables(db)) {
    if (KEPT_TABLES.has(table) || EMPTIED_TABLES.has(table)) continue;
    const { rows } = await sql<{ digest: string; n: string }>`
      SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest, count(*)::text AS n FROM ${ident(table)} t`.execute(
      db,
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  const sequences = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public' WHERE c.relkind = 'S'`.execute(
    db,
  );
  for (const { name } of sequences.rows) {
    if (name.startsWith('backups_')) continue;
    const { rows } = await sql<{ v: string }>`SELECT last_value::text || '/' || is_called::text AS v FROM ${ident(name)}`.execute(db);
    out[`sequence ${name}`] = rows[0]?.v ?? '';
  }
  return out;
}

/** A file uploaded as an administrator into the Images folder; answers its address. */
export async function upload(t: TestApp, headers: Record<string, string>, filename: string, body: Buffer): Promise<string> {
  const form = multipart([{ filename, body }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/CMS/UploadFile?directory=Images',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.url as string;
}

/** Makes an archive through the API and waits for it; answers its row. */
export async function backup(t: TestApp, headers: Record<string, string>, payload: Record<string, unknown>) {
  const made = await t.app.inject({ method: 'POST', url: '/api/Backups', headers, payload });
  if (made.statusCode !== 201) throw new Error(`backup refused: ${made.statusCode} ${made.body}`);
  await t.app.backups.jobs.idle();
  const read = await t.app.inject({ method: 'GET', url: `/api/Backups/${made.json().data.id}`, headers });
  return read.json().data as Record<string, unknown> & { id: number; fileName: string; status: string };
}

/** An archive's entries, to build altered copies of it. */
export async function entriesOf(path: string): Promise<{ name: string; body: Buffer }[]> {
  const extract = tar.extract();
  const out: { name: string; body: Buffer }[] = [];
  const done = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      out.push({ name: entry.header.name, body: Buffer.concat(chunks) });
    }
  })();
  extract.end(gunzipSync(await readFile(path)));
  await done;
  return out;
}

/** Writes `entries` as a gzip-compressed tar at `path`. */
export async function writeArchive(path: string, entries: { name: string; body: Buffer }[]): Promise<void> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const entry of entries) pack.entry({ name: entry.name, size: entry.body.length }, entry.body);
  pack.finalize();
  await collected;
  await writeFile(path, gzipSync(Buffer.concat(chunks)));
}
