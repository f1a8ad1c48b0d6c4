import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { DeletedArchive } from './backup-checks.js';
import type { BackupPlace } from './backup-jobs.js';

/**
 * Removes the local and cloud files of deleted archives, once their delete has committed: a file is
 * removed only when no row names it any more (a delete that rolled back keeps its row, and so its file).
 */
export async function removeDeleted(db: AnyDb, place: BackupPlace, deleted: DeletedArchive[]): Promise<void> {
  for (const archive of deleted.splice(0)) {
    if (!archive.fileName) continue;
    const { rows } = await sql`SELECT 1 FROM backups WHERE file_name = ${archive.fileName}`.execute(db);
    if (rows.length > 0) continue;
    await rm(join(place.dir, archive.fileName), { force: true });
    if (archive.cloudKey && place.cloud) await place.cloud.delete(archive.cloudKey);
  }
}
