import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../../test/backups.js';
import { appOnSameDatabase, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { App, AppContext } from '../../context.js';
import { runAutomaticBackups } from './automatic-backups.js';
import { endAbandoned } from './backup-lease.js';

/**
 * One backup or restore at a time across processes (docs/notes/issue-14-backups.md "One at a time"):
 * two apps on one database (two server processes on PostgreSQL) drain the same queue at once, and a
 * trigger records when each archive started and ended: no two overlap. A queued row nobody took up
 * is failed by the next start instead of starting later, after a restore.
 */
let t: TestApp;
let other: App;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ backups: { dir: mkdtempSync(join(tmpdir(), 'backups-together-')) } });
  other = await appOnSameDatabase(t);
  admin = { ...(await t.admin()), lang: 'en' };
  await sql`CREATE TABLE backup_runs (id int, event text, at timestamptz)`.execute(t.database.db);
  await sql
    .raw(`CREATE FUNCTION backup_runs_note() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IS DISTINCT FROM OLD.status AND (NEW.status = 'running' OR OLD.status = 'running') THEN
          INSERT INTO backup_runs VALUES (NEW.id, CASE WHEN NEW.status = 'running' THEN 'start' ELSE 'end' END, clock_timestamp());
        END IF;
        RETURN NEW;
      END $$`)
    .execute(t.database.db);
  await sql`CREATE TRIGGER backup_runs_note AFTER UPDATE ON backups FOR EACH ROW EXECUTE FUNCTION backup_runs_note()`.execute(
    t.database.db,
  );
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('two processes on one database', () => {
  it('never make two archives at once, whichever claims first', async () => {
    for (let round = 0; round < 3; round++) {
      await sql`INSERT INTO backups (name, type, status) SELECT 'Queued ' || n, 'database', 'queued' FROM generate_series(1, 3) n`.execute(
        t.database.db,
      );
      await Promise.all([t.app.backups.jobs.drain(), other.backups.jobs.drain(), t.app.backups.jobs.drain()]);
    }
    const { rows } = await sql<{ id: number; start: Date; end: Date }>`
      SELECT s.id, s.at AS start, e.at AS "end" FROM backup_runs s JOIN backup_runs e ON e.id = s.id AND e.event = 'end'
      WHERE s.event = 'start' ORDER BY s.at`.execute(t.database.db);
    expect(rows).toHaveLength(9);
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.start.getTime()).toBeGreaterThanOrEqual(rows[i - 1]?.end.getTime() ?? 0);
    const { rows: statuses } = await sql<{ status: string }>`SELECT DISTINCT status FROM backups WHERE name LIKE 'Queued %'`.execute(
      t.database.db,
    );
    expect(statuses).toEqual([{ status: 'ok' }]);
  });

  it('fail a queued archive nobody took up before it could start after a restore', async () => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO backups (name, type, status, created_date) VALUES ('Left queued', 'database', 'queued', now() - interval '10 minutes')
      RETURNING id`.execute(t.database.db);
    const made = await backup(t, admin, { name: 'A later one', type: 'database' });
    expect(made.status).toBe('ok');
    const left = (await t.app.inject({ method: 'GET', url: `/api/Backups/${rows[0]?.id}`, headers: admin })).json().data;
    expect(left).toMatchObject({ status: 'failed', error: 'backup.error.interrupted' });
  });

  it('queue no automatic archive beside a restore', async () => {
    await sql`INSERT INTO backups (name, status, auto_backup, period) VALUES ('Hourly plan', 'plan', true, 'daily')`.execute(t.database.db);
    await sql`INSERT INTO backups (name, status, heartbeat_at) VALUES ('Being restored', 'restoring', now())`.execute(t.database.db);
    const context = { db: t.database.db, kind: t.database.kind } as AppContext;
    await expect(runAutomaticBackups(context, other.backups.jobs)).rejects.toMatchObject({ code: 'backup.error.busy' });
    const { rows } = await sql`SELECT 1 FROM backups WHERE plan_id IS NOT NULL`.execute(t.database.db);
    expect(rows).toHaveLength(0);
    await sql`DELETE FROM backups WHERE name = 'Being restored'`.execute(t.database.db);
  });

  it('record a long restore as restored, even when its lease looked run out to another process', async () => {
    const made = await backup(t, admin, { name: 'A long restore', type: 'database' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Backups/restore',
      headers: admin,
      payload: { backupId: made.id, confirmName: 'A long restore' },
    });
    expect(res.statusCode, res.body).toBe(202);
    // As if the renewals had waited on the restore's locks for over a lease: another process looks.
    await sql`UPDATE backups SET heartbeat_at = now() - interval '10 minutes' WHERE id = ${made.id} AND status = 'restoring'`.execute(
      t.database.db,
    );
    await endAbandoned(t.database.db);
    await t.app.backups.restores.idle();
    const { rows } = await sql<{ status: string; error: string | null; restored: boolean }>`
      SELECT status, error, restored_at IS NOT NULL AS restored FROM backups WHERE id = ${made.id}`.execute(t.database.db);
    expect(rows).toEqual([{ status: 'ok', error: null, restored: true }]);
  });
});
