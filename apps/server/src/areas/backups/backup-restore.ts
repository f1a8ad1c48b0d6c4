import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError, sameBackupName } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { verifyArchive } from './archive-reader.js';
import { archiveName, type BackupPlace, errorText } from './backup-jobs.js';
import { BUSY, endAbandoned, keepLease, lockBackups } from './backup-lease.js';
import { restoreArchive } from './restore-archive.js';

interface ArchiveRow {
  id: number;
  name: string;
  status: string;
  fileName: string | null;
}

/**
 * Restores (docs/notes/issue-14-backups.md "Restore"). `start` checks everything it can before
 * answering — the typed name, a complete archive on this disk, nothing else under way, and the
 * whole archive read and checked (ours, whole, this schema) — so a refusal is the call's answer
 * and nothing has changed; then the restore itself runs in the background, in one transaction.
 * When it has committed, `onRestored` drops what this process keeps in memory.
 */
export class BackupRestores {
  constructor(
    private readonly context: AppContext,
    private readonly place: BackupPlace,
    private readonly onRestored: () => void,
    private readonly log: (message: string) => void = () => {},
  ) {}

  private running: Promise<void> | undefined;

  /** Waits for this process's restore under way (tests, closing). */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Restores backup `id`; `by` is the administrator asking (recorded on their account, and logged). */
  async start(id: number, confirmName: string, by: number | null = null): Promise<void> {
    const { db } = this.context;
    const row = await this.row(id);
    if (!sameBackupName(confirmName, row.name))
      throw new DomainError('backup.error.confirmname', 400, undefined, { confirmName: { code: 'backup.error.confirmname' } });
    if (row.status !== 'ok' && row.status !== 'restoring') throw new DomainError('backup.error.notcomplete', 409);
    const path = row.fileName ? join(this.place.dir, row.fileName) : '';
    if (!path || !existsSync(path)) throw new DomainError('backup.error.nofile', 409);
    const token = randomUUID();
    const claimed = await db.transaction().execute(async (trx) => {
      await lockBackups(trx);
      await endAbandoned(trx);
      const { rows } = await sql`
        UPDATE backups SET status = 'restoring', claimed_by = ${token}, heartbeat_at = now(), error = NULL
        WHERE id = ${id} AND status = 'ok' AND NOT EXISTS (SELECT 1 FROM backups WHERE ${BUSY})
        RETURNING id`.execute(trx);
      return rows.length > 0;
    });
    if (!claimed) throw new DomainError('backup.error.busy', 409);
    // Still ours, or ended as interrupted by another process meanwhile (its lease looked run out).
    const mine = sql`id = ${id} AND (claimed_by = ${token} OR (claimed_by IS NULL AND status = 'ok'))`;
    const stopLease = keepLease(db, sql`id = ${id} AND claimed_by = ${token}`);
    const release = (fields: ReturnType<typeof sql>, on: AnyDb = db) =>
      sql`UPDATE backups SET status = 'ok', claimed_by = NULL, heartbeat_at = NULL, ${fields} WHERE ${mine}`.execute(on);
    let manifest: Awaited<ReturnType<typeof verifyArchive>>;
    try {
      manifest = await verifyArchive(path);
    } catch (error) {
      stopLease();
      await release(sql`error = NULL`);
      throw error;
    }
    // The outcome is written in the restore's own transaction: committed together, the row never
    // reads `restoring` with a stale lease after the data is back (another process would call it interrupted).
    const finish = async (trx: AnyDb) => {
      await release(sql`restored_at = now(), error = NULL`, trx);
      // Who restored: on their account's security page, when the restored data has their account.
      await sql`INSERT INTO security_events (customer_id, kind) SELECT id, 'backuprestored' FROM customers WHERE id = ${by}`.execute(trx);
    };
    this.running = restoreArchive({ db, files: this.place.files, path, manifest, finish })
      .then(() => {
        this.onRestored();
        this.log(`backup ${id} restored by account ${by ?? 'unknown'}`);
      })
      .catch(async (error: unknown) => {
        this.log(`restore of backup ${id} failed: ${errorText(error)}`);
        await release(sql`error = ${errorText(error)}`).catch(() => undefined);
      })
      .finally(() => {
        stopLease();
        this.running = undefined;
      });
  }

  /**
   * An archive an administrator uploads (made here or on another machine): written beside the
   * others, read whole and checked like a restore's, then listed as a complete backup named
   * `name`. A refused file is removed and the answer says why; nothing else changes.
   */
  async upload(body: Readable, name: string): Promise<number> {
    const { db } = this.context;
    const temporary = join(this.place.dir, `upload-${randomUUID()}.tar.gz.partial`);
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      if ((body as { truncated?: boolean }).truncated) throw new DomainError('backup.error.damaged', 400);
      const manifest = await verifyArchive(temporary);
      const { size } = await stat(temporary);
      const inserted = await sql<{ id: number }>`
        INSERT INTO backups (name, type, status, progress, size_bytes, origin, finished_at)
        VALUES (${name}, ${manifest.type}, 'ok', 100, ${String(size)}, 'uploaded', now()) RETURNING id`.execute(db);
      const id = Number(inserted.rows[0]?.id);
      const fileName = archiveName(id);
      await rename(temporary, join(this.place.dir, fileName));
      await sql`UPDATE backups SET file_name = ${fileName} WHERE id = ${id}`.execute(db);
      return id;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  private async row(id: number): Promise<ArchiveRow> {
    const { rows } = await sql<ArchiveRow>`SELECT id, name, status, file_name FROM backups WHERE id = ${id}`.execute(this.context.db);
    const row = rows[0];
    if (!row) throw new DomainError('common.error.notfound', 404);
    return row;
  }
}
