import { sql } from 'kysely';
import type { DatabaseKind } from '../../db/connection.js';
import { MIGRATION_NAMES } from '../../db/migrate.js';
import type { AnyDb } from '../../db/schema.js';
import { type FileStore, fileKey } from '../cms-files/file-store.js';
import { ARCHIVE_FORMAT, FORMAT_VERSION, filePartPath, type Manifest, PART_BYTES, tablePartPath } from './archive-format.js';
import { ArchiveWriter } from './archive-writer.js';
import { copyLine, ident } from './copy-text.js';
import { archivedSequences, archivedTables, type TableShape } from './database-tables.js';

/** Rows read per FETCH: a few hundred kilobytes of text at most for ordinary rows. */
const FETCH_ROWS = 1_000;
/** A file's weight in the progress, beside a row's 1: its bytes by this, plus one. */
const FILE_BYTES_PER_UNIT = 8_192;

export interface ArchiveRequest {
  db: AnyDb;
  kind: DatabaseKind;
  /** The stores' files (a full backup); null: the database only. */
  files: FileStore | null;
  path: string;
  installation: string;
  /** The share done, 0 to 1, as it grows. */
  onProgress: (share: number) => void;
}

interface Snapshot {
  tables: Manifest['tables'];
  sequences: Manifest['sequences'];
  fileKeys: { key: string; size: number }[];
}

/** The schema the code migrates to (the last migration): an archive restores into that schema only. */
export const schemaVersion = (): string => MIGRATION_NAMES[MIGRATION_NAMES.length - 1] ?? '';

/**
 * Makes one archive (archive-format.ts) of every table (but database-tables.ts's kept and emptied
 * ones) and, for a full backup, every stored file the `files` table names. The tables are read
 * in ONE repeatable-read, read-only transaction — one snapshot, whatever is written meanwhile —
 * with a cursor per table, and written out a part at a time, so memory stays flat. The files are
 * read after it ends (on the embedded database the transaction holds the one connection; stored
 * files never change under their key, so the snapshot's list still names the right bytes; a file
 * deleted meanwhile is left out of `files` and a restore then has its row without its bytes).
 */
export async function makeArchive(request: ArchiveRequest): Promise<{ size: number; manifest: Omit<Manifest, 'parts'> }> {
  const writer = new ArchiveWriter(request.path);
  try {
    let units = 0;
    let done = 0;
    const step = (n: number) => {
      done += n;
      request.onProgress(units === 0 ? 0 : Math.min(1, done / units));
    };
    const snapshot = await request.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx): Promise<Snapshot> => {
        // The text COPY writes does not depend on who reads it later.
        await sql`SET LOCAL TimeZone = 'UTC'`.execute(trx);
        await sql`SET LOCAL DateStyle = 'ISO, YMD'`.execute(trx);
        await sql`SET LOCAL IntervalStyle = 'postgres'`.execute(trx);
        await sql`SET LOCAL extra_float_digits = 1`.execute(trx);
        const shapes = await archivedTables(trx);
        const counts = await Promise.all(shapes.map((t) => countRows(trx, t.name)));
        const fileKeys = request.files ? await storedFiles(trx) : [];
        units = counts.reduce((a, b) => a + b, 0) + fileKeys.reduce((sum, f) => sum + 1 + Math.floor(f.size / FILE_BYTES_PER_UNIT), 0);
        step(0);
        const tables: Manifest['tables'] = [];
        for (const shape of shapes) tables.push(await dumpTable(trx, shape, writer, step));
        return { tables, sequences: await archivedSequences(trx), fileKeys };
      });
    const files: string[] = [];
    for (const { key, size } of snapshot.fileKeys) {
      const body = await request.files?.get(key);
      if (body) {
        await writer.add(filePartPath(key), body);
        files.push(key);
      }
      step(1 + Math.floor(size / FILE_BYTES_PER_UNIT));
    }
    const manifest: Omit<Manifest, 'parts'> = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      schemaVersion: schemaVersion(),
      installation: request.installation,
      database: request.kind,
      createdAt: new Date().toISOString(),
      type: request.files ? 'full' : 'database',
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files,
    };
    await writer.finish(manifest);
    return { size: writer.size, manifest };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

async function countRows(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${ident(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function storedFiles(db: AnyDb): Promise<{ key: string; size: number }[]> {
  const { rows } = await sql<{ storeId: number; directory: string; name: string; size: string }>`
    SELECT store_id, directory, name, size::text AS size FROM files ORDER BY id`.execute(db);
  return rows.map((r) => ({ key: fileKey(Number(r.storeId), r.directory, r.name), size: Number(r.size) }));
}

/** One table through a cursor, in parts of at most PART_BYTES of COPY text. */
async function dumpTable(db: AnyDb, shape: TableShape, writer: ArchiveWriter, step: (n: number) => void) {
  const columns = shape.columns.map((c) => c.name);
  const parts: string[] = [];
  let rows = 0;
  let chunk: Buffer[] = [];
  let chunkBytes = 0;
  const flush = async () => {
    if (chunkBytes === 0) return;
    const path = tablePartPath(shape.name, parts.length + 1);
    await writer.add(path, Buffer.concat(chunk));
    parts.push(path);
    chunk = [];
    chunkBytes = 0;
  };
  await sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${copyLine(columns)} AS line FROM ${ident(shape.name)}`.execute(db);
  for (;;) {
    const batch = await sql<{ line: string }>`FETCH ${sql.raw(String(FETCH_ROWS))} FROM backup_rows`.execute(db);
    for (const { line } of batch.rows) {
      const bytes = Buffer.from(`${line}\n`);
      if (chunkBytes + bytes.length > PART_BYTES) await flush();
      chunk.push(bytes);
      chunkBytes += bytes.length;
    }
    rows += batch.rows.length;
    step(batch.rows.length);
    if (batch.rows.length < FETCH_ROWS) break;
  }
  await sql`CLOSE backup_rows`.execute(db);
  await flush();
  return { name: shape.name, columns, rows, parts };
}
