import { BACKUP_BUSY_STATUSES } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/**
 * One backup or restore at a time, across every process on the database (docs/notes/issue-14-backups.md
 * "One at a time"). A row being made or restored holds a lease: `heartbeat_at`, renewed every
 * HEARTBEAT_SECONDS by its process; a row whose lease ran out (its process died) is not busy any
 * more, and the next look marks it so: a backup as failed (its `.partial` file is no archive), a
 * restore as it was (its transaction died with its connection).
 */
export const LEASE_SECONDS = 60;
export const HEARTBEAT_SECONDS = 15;

/** The advisory lock every start takes first, so two starts queue instead of both seeing nothing busy. */
export const lockBackups = (db: AnyDb) => sql`SELECT pg_advisory_xact_lock(hashtext('store.backups'))`.execute(db);

const busyStatuses = sql.join(BACKUP_BUSY_STATUSES.map((s) => sql.lit(s)));

/** A row busy within its lease (queued rows: until a lease after they were created). */
export const BUSY = sql`status IN (${busyStatuses})
  AND coalesce(heartbeat_at, created_date) > now() - make_interval(secs => ${LEASE_SECONDS})`;

/**
 * Marks the rows whose process died as such. With `queued` (every start but the jobs' own claim), a
 * queued row older than a lease while nothing is running is failed too: no process took it up (its
 * creator stopped before its kick), and left queued it would start later, after a restore or beside
 * a newer backup. The jobs' claim leaves such rows queued: it takes them up itself, oldest first.
 */
export async function endAbandoned(db: AnyDb, options: { queued: boolean } = { queued: true }): Promise<void> {
  const expired = sql`coalesce(heartbeat_at, created_date) <= now() - make_interval(secs => ${LEASE_SECONDS})`;
  await sql`
    UPDATE backups SET status = 'failed', error = 'backup.error.interrupted', finished_at = now(), claimed_by = NULL
    WHERE status = 'running' AND ${expired}
  `.execute(db);
  await sql`
    UPDATE backups SET status = 'ok', error = 'backup.error.interrupted', claimed_by = NULL
    WHERE status = 'restoring' AND ${expired}
  `.execute(db);
  if (options.queued)
    await sql`
      UPDATE backups SET status = 'failed', error = 'backup.error.interrupted', finished_at = now()
      WHERE status = 'queued' AND ${expired}
        AND NOT EXISTS (SELECT 1 FROM backups b WHERE b.status IN ('running', 'restoring') AND b.heartbeat_at > now() - make_interval(secs => ${LEASE_SECONDS}))
    `.execute(db);
}

/**
 * Renews a row's lease every HEARTBEAT_SECONDS, one renewal at a time: the next is only asked for
 * once the last has answered (a renewal waiting on a lock must not pile up and take every
 * connection of the pool). Answers the stop.
 */
export function keepLease(db: AnyDb, mine: ReturnType<typeof sql>): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(() => {
      void sql`UPDATE backups SET heartbeat_at = now() WHERE ${mine}`
        .execute(db)
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) next();
        });
    }, HEARTBEAT_SECONDS * 1000);
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Whether a backup or a restore is under way (after ending the abandoned ones). */
export async function busy(db: AnyDb, except?: number): Promise<boolean> {
  await endAbandoned(db);
  const { rows } = await sql`SELECT 1 FROM backups WHERE ${BUSY} AND id <> ${except ?? 0} LIMIT 1`.execute(db);
  return rows.length > 0;
}
