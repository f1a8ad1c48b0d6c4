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
  t.app.inject({ method: 'POST', url: `/api/Backups/${id}/restore`, headers, payload: { confirmName } });

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
    expect(await everything()).toEqual(before);
    // Every session ended: the restorer signs in again. The catalogue of archives stays as it was.
    expect((await t.app.inject({ method: 'GET', url: '/api/Backups', headers: admin })).statusCode).toBe(401);
    admin = await signIn();
    const row = (await t.app.inject({ method: 'GET', url: `/api/Backups/${made.id}`, headers: admin })).json().data;
    expect(row).toMatchObject({ status: 'ok', error: null });
    expect(row.restoredAt).not.toBeNull();
  });
});
