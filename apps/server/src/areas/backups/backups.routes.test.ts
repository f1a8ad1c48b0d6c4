import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, contents, entriesOf, upload, writeArchive } from '../../../test/backups.js';
import { register } from '../../../test/customers.js';
import { localBackend, type TestFileBackend } from '../../../test/file-backends.js';
import { confirmSession, createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';

/**
 * Backups through the API (issue 14 item 4): an archive of every table and file, restored after the
 * data changed; a restore refuses a damaged, newer, older or foreign archive and changes nothing;
 * one at a time; a backup whose process died reads failed. Runs on PGlite and, with DATABASE_URL,
 * on PostgreSQL (the same file).
 */
let t: TestApp;
let files: TestFileBackend;
let dir: string;
let admin: Record<string, string>;
beforeAll(async () => {
  files = localBackend();
  dir = mkdtempSync(join(tmpdir(), 'backups-test-'));
  t = await createTestApp({ files: files.storage, backups: { dir } });
  admin = await signIn();
});

/** A fresh administrator's session, confirmed (a restore ends every session). */
async function signIn(): Promise<Record<string, string>> {
  const headers = { authorization: `Bearer ${await t.signIn('administrator', TEST_ADMIN_PASSWORD)}`, lang: 'en' };
  await confirmSession(t.app, headers, TEST_ADMIN_PASSWORD);
  return headers;
}
afterAll(async () => {
  await t.close();
  await files.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const restore = (id: number, confirmName: string, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/Backups/restore', headers, payload: { backupId: id, confirmName } });

/** Everything a refused restore must leave alone: the tables, the sequences and the stored files. */
async function everything() {
  return { tables: await contents(t.database.db), files: (await files.keys()).sort() };
}

describe('a backup and its restore', () => {
  it('gives back every table and every file as they were at the backup, whatever changed since', async () => {
    await upload(t, admin, 'kept.png', PNG);
    const customer = await register(t, 'backup_customer');
    const made = await backup(t, admin, { name: 'Before the changes', type: 'full' });
    expect(made).toMatchObject({ status: 'ok', progress: 100, type: 'full', origin: 'made' });
    expect(made.fileName).toMatch(/^backup-\d{8}-\d{6}-\d+\.tar\.gz$/);
    expect(existsSync(join(dir, made.fileName))).toBe(true);
    expect(Number(made.sizeBytes)).toBeGreaterThan(0);
    const before = await everything();
    expect(before.files).toHaveLength(1);

    // Changes of every kind: rows added, changed and deleted, a file deleted and another added.
    await upload(t, admin, 'added.png', PNG);
    const [kept] = before.files;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/CMS/DeleteFile?directory=Images&filename=${encodeURIComponent(kept?.split('/').pop() ?? '')}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await sql`UPDATE customers SET first_name = 'Changed' WHERE id = ${customer.id}`.execute(t.database.db);
    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/Tags',
      headers: admin,
      payload: { name: 'A new tag', entityName: 'Product' },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    expect(await everything()).not.toEqual(before);

    const started = await restore(made.id, 'Before the changes');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data.status).toBe('restoring');
    await t.app.backups.restores.idle();
    // Everything as at the backup, but the one security event saying who restored (below).
    const events = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM security_events e JOIN customers c ON c.id = e.customer_id
      WHERE e.kind = 'backuprestored' AND c.username = 'administrator'`.execute(t.database.db);
    expect(events.rows[0]?.n).toBe(1);
    await sql`DELETE FROM security_events WHERE kind = 'backuprestored'`.execute(t.database.db);
    const after = await everything();
    const sequence = 'sequence security_events_id_seq';
    expect(after.tables[sequence]).not.toEqual(before.tables[sequence]);
    expect({ ...after, tables: { ...after.tables, [sequence]: '' } }).toEqual({ ...before, tables: { ...before.tables, [sequence]: '' } });
    // Every session ended: the restorer signs in again. The catalogue of archives stays as it was.
    expect((await t.app.inject({ method: 'GET', url: '/api/Backups', headers: admin })).statusCode).toBe(401);
    admin = await signIn();
    const row = (await t.app.inject({ method: 'GET', url: `/api/Backups/${made.id}`, headers: admin })).json().data;
    expect(row).toMatchObject({ status: 'ok', error: null });
    expect(row.restoredAt).not.toBeNull();
  });
});

describe('what a restore leaves as it was', () => {
  it('sends no mail again and revives no reset link used after the backup', async () => {
    const customer = await register(t, 'backup_reset');
    const token = randomBytes(32).toString('base64url');
    await sql`
      INSERT INTO password_resets (customer_id, token_hash, security_stamp, expires_at)
      SELECT id, ${createHash('sha256').update(token).digest('base64url')}, security_stamp, now() + interval '1 hour'
      FROM customers WHERE id = ${customer.id}`.execute(t.database.db);
    await sql`
      INSERT INTO mail_queue (kind, to_address, language, subject, message_id) VALUES ('reset', 'a@example.com', 'en', 'Reset', 'm-1')`.execute(
      t.database.db,
    );
    const made = await backup(t, admin, { name: 'Before the mail', type: 'database' });
    // After the backup: the mail goes out and the link is used.
    await sql`UPDATE mail_queue SET status = 'sent', sent_at = now() WHERE message_id = 'm-1'`.execute(t.database.db);
    const payload = { token, password: 'A new password 1!', confirmPassword: 'A new password 1!' };
    const used = await t.app.inject({ method: 'POST', url: '/api/Authentication/resetPassword', headers: { lang: 'en' }, payload });
    expect(used.statusCode, used.body).toBe(200);

    expect((await restore(made.id, 'Before the mail')).statusCode).toBe(202);
    await t.app.backups.restores.idle();
    admin = await signIn();
    const { rows } = await sql<{ status: string }>`SELECT status FROM mail_queue WHERE message_id = 'm-1'`.execute(t.database.db);
    expect(rows).toEqual([{ status: 'sent' }]);
    const again = await t.app.inject({ method: 'POST', url: '/api/Authentication/resetPassword', headers: { lang: 'en' }, payload });
    expect(again.statusCode, again.body).toBe(400);
  });
});

describe('a restore refuses', () => {
  /** A fresh archive of the current data, and an altered copy of it listed as a complete backup. */
  async function altered(name: string, alter: (entries: { name: string; body: Buffer }[]) => { name: string; body: Buffer }[]) {
    const made = await backup(t, admin, { name: `${name} source`, type: 'full' });
    const entries = alter(await entriesOf(join(dir, made.fileName)));
    const fileName = `altered-${made.id}.tar.gz`;
    await writeArchive(join(dir, fileName), entries);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO backups (name, type, status, file_name, progress) VALUES (${name}, 'full', 'ok', ${fileName}, 100) RETURNING id`.execute(
      t.database.db,
    );
    return Number(rows[0]?.id);
  }
  const manifestOf = (entries: { name: string; body: Buffer }[]) =>
    JSON.parse(entries.find((e) => e.name === 'manifest.json')?.body.toString() ?? '{}');
  const withManifest = (entries: { name: string; body: Buffer }[], change: (m: Record<string, unknown>) => void) =>
    entries.map((e) => {
      if (e.name !== 'manifest.json') return e;
      const manifest = manifestOf(entries);
      change(manifest);
      return { name: e.name, body: Buffer.from(JSON.stringify(manifest)) };
    });

  async function refused(id: number, name: string, code: string) {
    const before = await everything();
    const res = await restore(id, name);
    expect(res.statusCode, res.body).toBe(code === 'backup.error.busy' ? 409 : 400);
    expect(res.json().error.code).toBe(code);
    await t.app.backups.restores.idle();
    expect(await everything()).toEqual(before);
    // The restorer is still signed in: nothing was restored, no session ended.
    expect((await t.app.inject({ method: 'GET', url: `/api/Backups/${id}`, headers: admin })).json().data.status).toBe('ok');
  }

  it('an archive cut short, and one whose part does not match its checksum, changing nothing', async () => {
    const cut = await altered('Cut short', (entries) => entries);
    const path = join(dir, `altered-${cut - 0}.tar.gz`);
    const { rows } = await sql<{ fileName: string }>`SELECT file_name FROM backups WHERE id = ${cut}`.execute(t.database.db);
    const file = join(dir, rows[0]?.fileName ?? path);
    const whole = await readFile(file);
    await import('node:fs/promises').then((fs) => fs.writeFile(file, whole.subarray(0, Math.floor(whole.length * 0.7))));
    await refused(cut, 'Cut short', 'backup.error.damaged');

    const changed = await altered('Checksum wrong', (entries) =>
      entries.map((e) =>
        e.name.startsWith('db/customers/')
          ? { name: e.name, body: Buffer.from(e.body.toString().replace('administrator', 'administratoR')) }
          : e,
      ),
    );
    await refused(changed, 'Checksum wrong', 'backup.error.damaged');

    const missing = await altered('Part missing', (entries) => entries.filter((e) => !e.name.startsWith('files/')));
    await refused(missing, 'Part missing', 'backup.error.damaged');
  });

  it('an archive of a newer or an older schema, and a file that is not ours, changing nothing', async () => {
    const newer = await altered('Newer schema', (entries) =>
      withManifest(entries, (m) => Object.assign(m, { schemaVersion: '9999-later' })),
    );
    await refused(newer, 'Newer schema', 'backup.error.newerschema');
    const older = await altered('Older schema', (entries) =>
      withManifest(entries, (m) => Object.assign(m, { schemaVersion: '0001-foundation' })),
    );
    await refused(older, 'Older schema', 'backup.error.olderschema');
    const another = await altered('Another product', (entries) =>
      withManifest(entries, (m) => Object.assign(m, { format: 'wordpress-backup' })),
    );
    await refused(another, 'Another product', 'backup.error.foreign');
    const noManifest = await altered('No manifest', (entries) => entries.filter((e) => e.name !== 'manifest.json'));
    await refused(noManifest, 'No manifest', 'backup.error.foreign');
  });

  it('a name typed wrong, a backup under way, and a plan (it has no archive)', async () => {
    const made = await backup(t, admin, { name: 'Typed name 12', type: 'database' });
    const wrong = await restore(made.id, 'Typed game');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldCodes).toEqual({ confirmName: 'backup.error.confirmname' });
    await sql`INSERT INTO backups (name, status, heartbeat_at) VALUES ('Under way', 'running', now())`.execute(t.database.db);
    // Typed with Persian digits, the name passes: the refusal is the busy one.
    await refused(made.id, 'Typed name ۱۲', 'backup.error.busy');
    const second = await t.app.inject({ method: 'POST', url: '/api/Backups', headers: admin, payload: { name: 'A second one' } });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().error.code).toBe('backup.error.busy');
    await sql`DELETE FROM backups WHERE name = 'Under way'`.execute(t.database.db);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/Backups',
      headers: admin,
      payload: { name: 'Nightly plan', autoBackup: true, period: 'daily' },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const res = await restore(plan.json().data.id, 'Nightly plan');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('backup.error.notcomplete');
  });
});

describe('making backups', () => {
  it('marks failed a backup whose process stopped, and its partial file passes for no archive', async () => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO backups (name, status, file_name, heartbeat_at) VALUES ('Killed midway', 'running', 'backup-killed.tar.gz', now() - interval '10 minutes')
      RETURNING id`.execute(t.database.db);
    await import('node:fs/promises').then((fs) => fs.writeFile(join(dir, 'backup-killed.tar.gz.partial'), 'half an archive'));
    // The next start looks: the lease ran out, so the row is failed and a new backup may begin.
    const made = await backup(t, admin, { name: 'After the kill', type: 'database' });
    expect(made.status).toBe('ok');
    const killed = (await t.app.inject({ method: 'GET', url: `/api/Backups/${rows[0]?.id}`, headers: admin })).json().data;
    expect(killed).toMatchObject({ status: 'failed', error: 'backup.error.interrupted' });
    const download = await t.app.inject({ method: 'GET', url: `/api/Backups/${rows[0]?.id}/download`, headers: admin });
    expect(download.statusCode).toBe(409);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tar.gz'))).not.toContain('backup-killed.tar.gz');
  });

  it('downloads a complete archive as an attachment, to administrators only', async () => {
    const made = await backup(t, admin, { name: 'To download', type: 'database' });
    const res = await t.app.inject({ method: 'GET', url: `/api/Backups/${made.id}/download`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${made.fileName}"`);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.rawPayload.equals(await readFile(join(dir, made.fileName)))).toBe(true);
    const member = await register(t, 'backup_member');
    const refused = await t.app.inject({ method: 'GET', url: `/api/Backups/${made.id}/download`, headers: member.headers });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Backups', headers: member.headers })).statusCode).toBe(403);
  });

  it('refuses dropping the local file without a cloud upload, a cloud upload with no bucket, and changing a made archive', async () => {
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/Backups',
      headers: admin,
      payload: { name: 'Nowhere', keepLocalFile: false },
    });
    expect(local.statusCode).toBe(400);
    expect(local.json().error.fieldCodes).toEqual({ keepLocalFile: 'backup.error.keeplocalfile' });
    const cloud = await t.app.inject({
      method: 'POST',
      url: '/api/Backups',
      headers: admin,
      payload: { name: 'To the cloud', uploadCloud: true },
    });
    expect(cloud.statusCode).toBe(409);
    expect(cloud.json().error.code).toBe('backup.error.nocloud');
    const made = await backup(t, admin, { name: 'Made once', type: 'database' });
    const retype = await t.app.inject({ method: 'PUT', url: `/api/Backups/${made.id}`, headers: admin, payload: { type: 'full' } });
    expect(retype.statusCode).toBe(409);
    expect(retype.json().error.code).toBe('backup.error.archivefixed');
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/Backups/${made.id}`,
      headers: admin,
      payload: { name: 'Made once, renamed' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
  });

  it('deletes an archive with its file', async () => {
    const made = await backup(t, admin, { name: 'To delete', type: 'database' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/Backups/${made.id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(join(dir, made.fileName))).toBe(false);
  });
});
