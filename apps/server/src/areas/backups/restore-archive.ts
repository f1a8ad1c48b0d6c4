import { DomainError } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { FileStore } from '../cms-files/file-store.js';
import type { Manifest } from './archive-format.js';
import { replayArchive } from './archive-reader.js';
import { ident, parseCopyLine } from './copy-text.js';
import { allTables, archivedTables, KEPT_TABLES } from './database-tables.js';

/** Rows per INSERT: one parameter (a JSON array of the rows), whatever the width. */
const INSERT_ROWS = 500;

interface ForeignKey {
  table: string;
  name: string;
  referenced: string;
  definition: string;
  deferrable: boolean;
  column: string;
  referencedColumn: string;
}

const damaged = () => new DomainError('backup.error.damaged', 400);

/**
 * Replaces every table (but the kept ones, database-tables.ts) with the archive's rows, in ONE
 * transaction: on any failure — a part that no longer matches its checksum, a row the schema
 * refuses — it rolls back and the data is as it was. Inside it: the foreign keys between restored
 * tables are made deferred (rows load in any order; they are checked once, at the end), user
 * triggers are off (the archive holds what they computed), the tables are emptied (`TRUNCATE`),
 * the rows inserted, the sequences set. A foreign key from a kept table into a restored one (a
 * backup's owner) is dropped and added back, its rows pointing at nobody cleared first.
 * Stored files (a full archive) are written to the file store as they come; once the transaction
 * has committed, the files no longer named are removed; when it fails, the files it added are.
 */
export async function restoreArchive(request: {
  db: AnyDb;
  files: FileStore | null;
  path: string;
  manifest: Manifest;
  /** Written last, in the restore's transaction (the archive's row: restored). */
  finish?: (trx: AnyDb) => Promise<void>;
}): Promise<void> {
  const { db, manifest } = request;
  const store = manifest.type === 'full' ? request.files : null;
  const before = store ? new Set(await fileKeys(db)) : new Set<string>();
  const written: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL TimeZone = 'UTC'`.execute(trx);
      await sql`SET LOCAL DateStyle = 'ISO, YMD'`.execute(trx);
      await sql`SET LOCAL IntervalStyle = 'postgres'`.execute(trx);
      const restored = (await allTables(trx)).filter((t) => !KEPT_TABLES.has(t));
      const shapes = new Map((await archivedTables(trx)).map((t) => [t.name, t]));
      const types = new Map<string, string[]>();
      for (const table of manifest.tables) {
        const shape = shapes.get(table.name);
        if (!shape || shape.columns.map((c) => c.name).join(',') !== table.columns.join(',')) throw damaged();
        types.set(
          table.name,
          shape.columns.map((c) => c.type),
        );
      }
      const keys = await foreignKeys(trx);
      const inner = keys.filter((k) => !KEPT_TABLES.has(k.table) && !KEPT_TABLES.has(k.referenced));
      const fromKept = keys.filter((k) => KEPT_TABLES.has(k.table) && !KEPT_TABLES.has(k.referenced));
      for (const key of fromKept) await sql`ALTER TABLE ${ident(key.table)} DROP CONSTRAINT ${ident(key.name)}`.execute(trx);
      for (const key of inner.filter((k) => !k.deferrable))
        await sql`ALTER TABLE ${ident(key.table)} ALTER CONSTRAINT ${ident(key.name)} DEFERRABLE INITIALLY DEFERRED`.execute(trx);
      await sql`SET CONSTRAINTS ALL DEFERRED`.execute(trx);
      for (const table of restored) await sql`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`.execute(trx);
      await sql`TRUNCATE ${sql.join(restored.map(ident))}`.execute(trx);

      const columnsOf = new Map(manifest.tables.map((t) => [t.name, t.columns]));
      await replayArchive(request.path, manifest, async (path, body) => {
        if (path.startsWith('db/')) {
          const table = path.split('/')[1] ?? '';
          const columns = columnsOf.get(table);
          const columnTypes = types.get(table);
          if (!columns || !columnTypes) throw damaged();
          await insertRows(trx, table, columns, columnTypes, body);
        } else if (path.startsWith('files/') && store) {
          const key = path.slice('files/'.length);
          await store.put(key, body, 'application/octet-stream');
          if (!before.has(key)) written.push(key);
        }
      });
      for (const sequence of manifest.sequences)
        await sql`SELECT setval(${`public."${sequence.name.replaceAll('"', '""')}"`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`.execute(
          trx,
        );
      // Every deferred key is checked here: a row pointing at nothing fails the restore, not later.
      await sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(trx);
      for (const key of inner.filter((k) => !k.deferrable))
        await sql`ALTER TABLE ${ident(key.table)} ALTER CONSTRAINT ${ident(key.name)} NOT DEFERRABLE`.execute(trx);
      for (const table of restored) await sql`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`.execute(trx);
      for (const key of fromKept) {
        await sql`UPDATE ${ident(key.table)} t SET ${ident(key.column)} = NULL WHERE ${ident(key.column)} IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${ident(key.referenced)} r WHERE r.${ident(key.referencedColumn)} = t.${ident(key.column)})`.execute(
          trx,
        );
        await sql`ALTER TABLE ${ident(key.table)} ADD CONSTRAINT ${ident(key.name)} ${sql.raw(key.definition)}`.execute(trx);
      }
      await request.finish?.(trx);
    });
  } catch (error) {
    for (const key of written) await store?.delete(key).catch(() => undefined);
    throw error;
  }
  if (store) {
    const kept = new Set(manifest.files);
    for (const key of before) if (!kept.has(key)) await store.delete(key).catch(() => undefined);
  }
}

/** A part's rows, INSERT_ROWS at a time, each value cast from its text to its column's type. */
async function insertRows(db: AnyDb, table: string, columns: string[], types: string[], body: Buffer): Promise<void> {
  const lines = body.toString('utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  const values = sql.join(types.map((type, i) => sql`(r->>${sql.lit(i)})::${sql.raw(type)}`));
  for (let start = 0; start < lines.length; start += INSERT_ROWS) {
    const rows = lines.slice(start, start + INSERT_ROWS).map((line) => {
      const row = parseCopyLine(line);
      if (row.length !== columns.length) throw damaged();
      return row;
    });
    await sql`INSERT INTO ${ident(table)} (${sql.join(columns.map(ident))}) OVERRIDING SYSTEM VALUE
      SELECT ${values} FROM json_array_elements(${JSON.stringify(rows)}::text::json) AS r`.execute(db);
  }
}

async function fileKeys(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`SELECT store_id || '/' || directory || '/' || name AS key FROM files`.execute(db);
  return rows.map((r) => r.key);
}

/** The public schema's single-column foreign keys, with their definitions (to add one back as it was). */
async function foreignKeys(db: AnyDb): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    SELECT c.conrelid::regclass::text AS "table", c.conname AS name, c.confrelid::regclass::text AS referenced,
      pg_get_constraintdef(c.oid) AS definition, c.condeferrable AS deferrable,
      a.attname AS "column", ra.attname AS "referencedColumn"
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = c.confkey[1]
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
  `.execute(db);
  return rows;
}
