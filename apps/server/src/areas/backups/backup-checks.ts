import { BACKUP_BUSY_STATUSES, type BackupStatus } from '@store/domain';
import { sql } from 'kysely';
import type { WriteCheck } from '../engine/write-checks.js';
import { busy, lockBackups } from './backup-lease.js';

/** What a made archive may still change: its name. */
const RENAMEABLE = new Set(['name']);

/** Files of deleted rows, removed once the delete has committed (`BackupFiles.removeDeleted`). */
export interface DeletedArchive {
  fileName: string | null;
  cloudKey: string | null;
}

/**
 * The rules of Backups' writes that need the database (docs/notes/issue-14-backups.md):
 * - creating an archive while a backup or restore is under way: 409 `backup.error.busy` (every
 *   start takes the same advisory lock first, so two creates queue instead of both passing);
 * - asking for cloud upload with no bucket configured: 409 `backup.error.nocloud`;
 * - a made archive keeps its type and options (only its name changes), a plan stays a plan:
 *   409 `backup.error.archivefixed`;
 * - an archive being made or restored is not deleted: 409 `backup.error.busy`.
 * A new row becomes a plan or a queued archive; a deleted archive's files are noted for removal.
 */
export function backupChecks(cloudConfigured: boolean, deleted: DeletedArchive[]): WriteCheck {
  return {
    lock: async (trx, write) => {
      if (write.op === 'create') await lockBackups(trx);
    },
    check: async (trx, write) => {
      const after = write.after;
      if (write.op === 'create' && after) {
        if (after.uploadCloud === true && !cloudConfigured) return 'backup.error.nocloud';
        if (after.autoBackup !== true && (await busy(trx, Number(after.id)))) return 'backup.error.busy';
        return null;
      }
      const before = write.before;
      if (write.op === 'update' && before && after) {
        if (after.uploadCloud === true && before.uploadCloud !== true && !cloudConfigured) return 'backup.error.nocloud';
        const plan = before.status === 'plan';
        const changed = write.fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
        if (!plan && changed.some((field) => !RENAMEABLE.has(field))) return 'backup.error.archivefixed';
        if (plan && after.autoBackup !== true) return 'backup.error.archivefixed';
        return null;
      }
      if (write.op === 'delete' && before && BACKUP_BUSY_STATUSES.includes(before.status as BackupStatus)) return 'backup.error.busy';
      return null;
    },
    follow: async (trx, write) => {
      if (write.op === 'create' && write.after) {
        // A plan makes no archive itself; an archive waits for `BackupJobs.kick` (after this write commits).
        const status = write.after.autoBackup === true ? 'plan' : 'queued';
        await sql`UPDATE backups SET status = ${status}, created_date = now(), origin = 'made' WHERE id = ${Number(write.after.id)}`.execute(
          trx,
        );
      }
      if (write.op === 'delete' && write.before)
        deleted.push({
          fileName: (write.before.fileName as string | null) ?? null,
          cloudKey: (write.before.cloudKey as string | null) ?? null,
        });
    },
  };
}
