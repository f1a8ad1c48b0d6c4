import { existsSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKUP_RETENTION_SETTING } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../../test/backups.js';
import { s3Backend, type TestFileBackend } from '../../../test/file-backends.js';
import { brokenMultiparts, multipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Automatic backups (the scheduler's `automaticBackup` task, pruned by `backup.retentioncount`),
 * cloud upload to an S3-compatible server (s3rver, as the files' tests use) and uploaded archives.
 */
let t: TestApp;
let cloud: TestFileBackend;
let dir: string;
let admin: Record<string, string>;
beforeAll(async () => {
  cloud = await s3Backend();
  dir = mkdtempSync(join(tmpdir(), 'backups-auto-'));
  t = await createTestApp({ backups: { dir, cloud: cloud.s3 } });
  admin = { ...(await t.admin()), lang: 'en' };
});
afterAll(async () => {
  await t.close();
  await cloud.close();
});

const archivesOf = async (planId: number) =>
  (
    await sql<{ id: number; fileName: string; status: string }>`
      SELECT id, file_name, status FROM backups WHERE plan_id = ${planId} ORDER BY id`.execute(t.database.db)
  ).rows;

describe('automatic backups', () => {
  it('make an archive of each plan once a period, run now answers at once, and keep the newest by the retention setting', async () => {
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/Backups',
      headers: admin,
      payload: { name: 'Nightly', type: 'database', autoBackup: true, period: 'daily' },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const planId = plan.json().data.id as number;
    expect((await t.app.inject({ method: 'GET', url: `/api/Backups/${planId}`, headers: admin })).json().data.status).toBe('plan');
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/ScheduleTasks',
      headers: admin,
      payload: { name: 'Backups', type: 'automaticBackup', seconds: 3600 },
    });
    expect(task.statusCode, task.body).toBe(201);

    // Run now answers the run while it is still going; the archive is there once it has ended.
    const run = await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${task.json().data.id}/runNow`, headers: admin });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.outcome).toBe('running');
    await t.app.scheduler.stop();
    const first = await archivesOf(planId);
    expect(first).toHaveLength(1);
    expect(first[0]?.status).toBe('ok');

    // Not due again within the day; due once the last archive is a day old.
    await t.app.scheduler.runNow(task.json().data.id);
    await t.app.scheduler.stop();
    expect(await archivesOf(planId)).toHaveLength(1);
    await sql`INSERT INTO settings (store_id, name, value) VALUES ((SELECT min(id) FROM stores), ${BACKUP_RETENTION_SETTING}, '2')`.execute(
      t.database.db,
    );
    for (let day = 0; day < 2; day += 1) {
      await sql`UPDATE backups SET created_date = created_date - interval '1 day' WHERE plan_id = ${planId}`.execute(t.database.db);
      const result = await t.app.scheduler.runNow(task.json().data.id);
      await t.app.scheduler.stop();
      expect(result.outcome).toBe('running');
    }
    const kept = await archivesOf(planId);
    expect(kept.map((a) => a.status)).toEqual(['ok', 'ok']);
    expect(kept[0]?.id).toBeGreaterThan(first[0]?.id ?? 0);
    expect(existsSync(join(dir, first[0]?.fileName ?? ''))).toBe(false);
    for (const archive of kept) expect(existsSync(join(dir, archive.fileName))).toBe(true);
  });
});

describe('cloud upload', () => {
  it('sends one file per backup to the bucket, drops the local one when asked, and deletes it with the backup', async () => {
    const made = await backup(t, admin, { name: 'To the cloud', type: 'full', uploadCloud: true, keepLocalFile: false });
    expect(made).toMatchObject({ status: 'ok', cloudKey: `backups/${made.fileName}` });
    expect((await cloud.keys()).filter((key) => key.startsWith('backups/'))).toEqual([`backups/${made.fileName}`]);
    expect(existsSync(join(dir, made.fileName))).toBe(false);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/Backups/${made.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await cloud.keys()).filter((key) => key.startsWith('backups/'))).toEqual([]);
  });
});

describe('an uploaded archive', () => {
  const send = (filename: string, body: Buffer, name: string) => {
    const form = multipart([{ filename, body }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/Backups/upload?name=${encodeURIComponent(name)}`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
  };

  it('is checked whole and listed as a complete backup; a file that is not ours, or cut short, is refused and kept nowhere', async () => {
    const made = await backup(t, admin, { name: 'Source', type: 'database' });
    const body = await readFile(join(dir, made.fileName));
    const uploaded = await send('copy.tar.gz', body, 'Uploaded copy');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({ name: 'Uploaded copy', status: 'ok', origin: 'uploaded', type: 'database' });
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM backups`.execute(t.database.db)).rows[0]?.n);
    const rows = await count();
    const foreign = await send('notes.txt', Buffer.from('not an archive at all'), 'Notes');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('backup.error.foreign');
    const cut = await send('cut.tar.gz', body.subarray(0, body.length - 100), 'Cut');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.code).toBe('backup.error.damaged');
    expect(await count()).toBe(rows);
  });

  it('a body cut before its closing boundary or without a boundary is refused as damaged, never a 500', async () => {
    for (const broken of brokenMultiparts('cut.tar.gz', Buffer.alloc(4096, 1))) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Backups/upload?name=Broken',
        headers: { ...admin, ...broken.headers },
        payload: broken.payload,
      });
      expect(res.statusCode, broken.name).toBe(400);
      expect(res.json().error.code, broken.name).toBe('backup.error.damaged');
    }
  });
});
