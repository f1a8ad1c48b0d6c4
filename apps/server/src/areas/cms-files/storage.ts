import { DEFAULT_STORAGE_CAPACITY, DomainError, STORAGE_CAPACITY_SETTING, settingInteger } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import type { AnyDb, Database } from '../../db/schema.js';
import { readSetting } from '../operations/settings-reader.js';
import { type FileStore, fileKey } from './file-store.js';

export interface StoredFile {
  storeId: number;
  directory: string;
  name: string;
  size: number;
  contentType: string;
}

/** The store's capacity in bytes: its `storage.maximumcapacity` setting, else the default store's, else 1 GiB. */
export async function capacityOf(db: AnyDb, storeId: number, defaultStoreId: number): Promise<number> {
  const value = await readSetting(db, storeId, STORAGE_CAPACITY_SETTING, { fallback: true, defaultStoreId });
  return settingInteger(value, DEFAULT_STORAGE_CAPACITY);
}

/** Bytes the store's files take: one row read. */
export async function usageOf(db: Kysely<Database>, storeId: number): Promise<number> {
  const row = await db.selectFrom('storeStorage').select('usageBytes').where('storeId', '=', storeId).executeTakeFirst();
  return Number(row?.usageBytes ?? 0);
}

/** Locks the store's usage counter row (made on first use) and answers its value. */
async function lockUsage(trx: AnyDb, storeId: number): Promise<number> {
  await sql`INSERT INTO store_storage (store_id) VALUES (${storeId}) ON CONFLICT (store_id) DO NOTHING`.execute(trx);
  const { rows } = await sql<{ usageBytes: string }>`SELECT usage_bytes FROM store_storage WHERE store_id = ${storeId} FOR UPDATE`.execute(
    trx,
  );
  return Number(rows[0]?.usageBytes ?? 0);
}

/**
 * Stores a checked file: under the store's counter lock, refuses it when the store's usage plus
 * its size would pass `capacity` (400 `content.error.storagefull`), else adds its row, the counter
 * and its bytes in one transaction. Bytes written for a transaction that then fails are removed,
 * so a refusal leaves no row, no file and the counter as it was.
 */
/** The refusal of a file the store has no room for (400 on `file`, with the usage and the maximum). */
export function storageFull(usage: number, max: number): DomainError {
  return new DomainError(
    'content.error.storagefull',
    400,
    { usage, max },
    { file: { code: 'content.error.storagefull', params: { usage, max } } },
  );
}

export async function saveFile(
  db: Kysely<Database>,
  files: FileStore,
  file: StoredFile & { body: Buffer; createdBy: number | null },
  capacity: number,
  /** Judged under the store's usage lock, so two uploads of the store cannot both pass it. */
  inside?: (trx: AnyDb) => Promise<void>,
): Promise<void> {
  const key = fileKey(file.storeId, file.directory, file.name);
  let written = false;
  try {
    await db.transaction().execute(async (trx) => {
      const usage = await lockUsage(trx, file.storeId);
      if (usage + file.size > capacity) throw storageFull(usage, capacity);
      await inside?.(trx);
      await trx
        .insertInto('files')
        .values({
          storeId: file.storeId,
          directory: file.directory,
          name: file.name,
          size: file.size,
          contentType: file.contentType,
          createdBy: file.createdBy,
        })
        .execute();
      await sql`UPDATE store_storage SET usage_bytes = usage_bytes + ${file.size} WHERE store_id = ${file.storeId}`.execute(trx);
      // Last, so a refusal above writes nothing; a failure here rolls the rows back.
      await files.put(key, file.body, file.contentType);
      written = true;
    });
  } catch (error) {
    if (written) await files.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A file's row, or undefined. */
export async function findFile(db: Kysely<Database>, storeId: number, directory: string, name: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['storeId', 'directory', 'name', 'size', 'contentType'])
    .where('storeId', '=', storeId)
    .where('directory', '=', directory)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { ...row, size: Number(row.size) } : undefined;
}

/**
 * Deletes a file's row and takes its size off the counter in one transaction (the counter row
 * first, then the file's: the order every upload and delete takes, so they cannot deadlock), then
 * its bytes. Answers false when the store has no such file.
 */
export async function deleteFile(
  db: Kysely<Database>,
  files: FileStore,
  storeId: number,
  directory: string,
  name: string,
): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    await lockUsage(trx, storeId);
    const row = await trx
      .deleteFrom('files')
      .where('storeId', '=', storeId)
      .where('directory', '=', directory)
      .where('name', '=', name)
      .returning('size')
      .executeTakeFirst();
    if (!row) return false;
    await sql`UPDATE store_storage SET usage_bytes = GREATEST(0, usage_bytes - ${Number(row.size)}) WHERE store_id = ${storeId}`.execute(
      trx,
    );
    return true;
  });
  // After the commit: a failure here leaves unreferenced bytes, never a row without its file.
  if (deleted) await files.delete(fileKey(storeId, directory, name));
  return deleted;
}

/** Most files one list answers (newest first); a store's folder is browsed, not exported. */
export const LIST_LIMIT = 500;

export async function listFiles(
  db: Kysely<Database>,
  storeId: number,
  filter: { directory?: string; namePart?: string },
): Promise<StoredFile[]> {
  let query = db.selectFrom('files').select(['storeId', 'directory', 'name', 'size', 'contentType']).where('storeId', '=', storeId);
  if (filter.directory) query = query.where('directory', '=', filter.directory);
  if (filter.namePart) {
    const pattern = `%${filter.namePart.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(name) LIKE ${pattern}`);
  }
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  return rows.map((r) => ({ ...r, size: Number(r.size) }));
}
