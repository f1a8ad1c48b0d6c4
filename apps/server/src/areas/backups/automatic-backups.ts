import { BACKUP_RETENTION_SETTING, DEFAULT_BACKUP_RETENTION, DomainError, settingInteger } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { readInstallationSetting } from '../operations/settings-reader.js';
import { removeDeleted } from './backup-files.js';
import type { BackupJobs } from './backup-jobs.js';
import { BUSY, endAbandoned, lockBackups } from './backup-lease.js';

/** A plan's period as an interval (spec 001 §9's cycle periods). */
const PERIOD = sql`CASE p.period WHEN 'daily' THEN interval '1 day' WHEN 'weekly' THEN interval '7 days'
  WHEN 'monthly' THEN interval '1 month' WHEN 'yearly' THEN interval '1 year' END`;
/**
 * Slack under the period: the task runs every so often (hourly by default), so a daily plan whose
 * last archive was made at 03:00:20 is due again at the run near 03:00 the next day, not at 04:00.
 */
const SLACK = sql`interval '5 minutes'`;

/**
 * The `automaticBackup` task's work (docs/notes/issue-14-backups.md "Automatic backups"): each plan
 * (`autoBackup`, status `plan`) whose last archive (not a failed one) is a period old or more, or
 * that has none, gets a new archive row with the plan's options — made now, one after another, by
 * the same jobs as a manual backup — then each plan keeps its newest `backup.retentioncount`
 * archives (the installation's setting, default 7) and the older ones are deleted with their
 * files. A failed archive fails the task's run (its error says which), so the scheduler retries.
 */
export async function runAutomaticBackups(context: AppContext, jobs: BackupJobs): Promise<void> {
  const { db } = context;
  // Under the starts' lock: no archive is queued beside a restore (the run fails, the scheduler retries).
  const restoring = await db.transaction().execute(async (trx) => {
    await lockBackups(trx);
    await endAbandoned(trx);
    const { rows } = await sql`SELECT 1 FROM backups WHERE ${BUSY} AND status = 'restoring'`.execute(trx);
    if (rows.length > 0) return true;
    await sql`
    INSERT INTO backups (name, type, upload_cloud, keep_local_file, period, auto_backup, status, origin, plan_id)
    SELECT p.name || ' ' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), p.type, p.upload_cloud, p.keep_local_file,
      p.period, false, 'queued', 'made', p.id
    FROM backups p
    WHERE p.status = 'plan' AND p.auto_backup AND p.period IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM backups a WHERE a.plan_id = p.id AND a.status <> 'failed'
          AND a.created_date > now() - ${PERIOD} + ${SLACK})
  `.execute(trx);
    return false;
  });
  if (restoring) throw new DomainError('backup.error.busy', 409);
  const failures = await jobs.drain();
  await pruneArchives(context, jobs);
  if (failures.length > 0) throw new Error(`automatic backup failed: ${failures.join('; ')}`);
}

/** Deletes each plan's archives beyond the newest `backup.retentioncount` (never one being made or restored). */
export async function pruneArchives(context: AppContext, jobs: BackupJobs): Promise<void> {
  const { db } = context;
  const keep = settingInteger(await readInstallationSetting(db, BACKUP_RETENTION_SETTING), DEFAULT_BACKUP_RETENTION);
  const { rows } = await sql<{ fileName: string | null; cloudKey: string | null }>`
    DELETE FROM backups WHERE id IN (
      SELECT id FROM (
        SELECT id, status, row_number() OVER (PARTITION BY plan_id ORDER BY created_date DESC, id DESC) AS n
        FROM backups WHERE plan_id IS NOT NULL
      ) ranked WHERE n > ${keep} AND status IN ('ok', 'failed'))
    RETURNING file_name, cloud_key
  `.execute(db);
  await removeDeleted(db, jobs.place, rows);
}
