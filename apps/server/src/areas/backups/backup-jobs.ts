import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DomainError } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { FileStore } from '../cms-files/file-store.js';
import type { BackupCloud } from './backup-cloud.js';
import { BUSY, endAbandoned, keepLease, lockBackups } from './backup-lease.js';
import { installationId } from './installation.js';
import { makeArchive } from './make-archive.js';

/** Where archives live and go. */
export interface BackupPlace {
  /** `DATA_DIR/backups`. */
  dir: string;
  /** The bucket archives are uploaded to; null: none configured (`uploadCloud` is refused). */
  cloud: BackupCloud | null;
  /** The stores' files (local folder or bucket) a full backup reads and a restore writes. */
  files: FileStore;
}

interface Claimed {
  id: number;
  type: 'full' | 'database';
  uploadCloud: boolean;
  keepLocalFile: boolean;
  token: string;
}

/** How often the share done is written to the row at most. */
const PROGRESS_EVERY_MS = 500;

/** A failure as the row keeps it: a message key of ours as it is, anything else as its text. */
export const errorText = (error: unknown) =>
  (error instanceof DomainError ? error.code : error instanceof Error ? error.message : String(error)).slice(0, 4000) || 'failed';

/** `backup-20261127-153000-12.tar.gz`: when and which, never anything a caller wrote. */
export const archiveName = (id: number, at = new Date()) =>
  `backup-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-${id}.tar.gz`;

/**
 * Makes archives in the background (docs/notes/issue-14-backups.md). A created archive row is
 * `queued`; `kick` (after every write of Backups, at start) claims queued rows one at a time —
 * `running`, with a lease this process renews — makes each archive, uploads it when asked, and
 * records how it ended (`ok` with its size, or `failed` with the error). `drain` does the same and
 * waits (the automatic-backup task).
 */
export class BackupJobs {
  private loop: Promise<void> | undefined;
  readonly processName = randomUUID();

  constructor(
    private readonly context: AppContext,
    readonly place: BackupPlace,
    private readonly log: (message: string) => void = () => {},
  ) {
    mkdirSync(place.dir, { recursive: true });
  }

  /** Starts the queued rows in the background (a loop per process: a second kick joins it). */
  kick(): void {
    this.loop ??= this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.log(`backups: ${errorText(error)}`))
      .finally(() => {
        this.loop = undefined;
      });
  }

  /** Runs queued rows one after another until none is left (or another process is busy); answers the failures. */
  async drain(): Promise<string[]> {
    const failures: string[] = [];
    for (;;) {
      const claimed = await this.claim();
      if (!claimed) return failures;
      const error = await this.make(claimed);
      if (error) failures.push(error);
    }
  }

  /** Waits for this process's loop (tests, closing). */
  async idle(): Promise<void> {
    await this.loop;
  }

  /**
   * Takes the oldest queued row, under the advisory lock every start takes (backup-lease.ts): two
   * processes claiming at once queue on the lock, so the second sees the first's `running` row.
   */
  private async claim(): Promise<Claimed | null> {
    const token = randomUUID();
    const rows = await this.context.db.transaction().execute(async (trx) => {
      await lockBackups(trx);
      await endAbandoned(trx, { queued: false });
      const claimed = await sql<Omit<Claimed, 'token'>>`
        UPDATE backups SET status = 'running', claimed_by = ${token}, heartbeat_at = now(), progress = 0, error = NULL
        WHERE id = (SELECT id FROM backups WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND NOT EXISTS (SELECT 1 FROM backups WHERE ${BUSY} AND status <> 'queued')
        RETURNING id, type, upload_cloud, keep_local_file
      `.execute(trx);
      return claimed.rows;
    });
    const row = rows[0];
    return row ? { ...row, id: Number(row.id), token } : null;
  }

  /** Makes one claimed archive; answers its error, or null. */
  private async make(claimed: Claimed): Promise<string | null> {
    const { db } = this.context;
    const fileName = archiveName(claimed.id);
    const path = join(this.place.dir, fileName);
    const mine = sql`id = ${claimed.id} AND claimed_by = ${claimed.token}`;
    const stopLease = keepLease(db, mine);
    let written = 0;
    let writing: Promise<unknown> | undefined;
    const onProgress = (share: number) => {
      const now = Date.now();
      if (writing || now - written < PROGRESS_EVERY_MS) return;
      written = now;
      // Not awaited: on the embedded database the snapshot's transaction holds the one connection.
      writing = sql`UPDATE backups SET progress = ${Math.min(99, Math.floor(share * 100))} WHERE ${mine}`
        .execute(db)
        .catch(() => undefined)
        .finally(() => {
          writing = undefined;
        });
    };
    try {
      await sql`UPDATE backups SET file_name = ${fileName} WHERE ${mine}`.execute(db);
      const { size } = await makeArchive({
        db,
        kind: this.context.kind,
        files: claimed.type === 'full' ? this.place.files : null,
        path,
        installation: await installationId(db),
        onProgress,
      });
      let cloudKey: string | null = null;
      if (claimed.uploadCloud) {
        if (!this.place.cloud) throw new DomainError('backup.error.nocloud', 409);
        cloudKey = await this.place.cloud.upload(path, fileName);
        // The local file goes only once the upload is confirmed.
        if (!claimed.keepLocalFile) await rm(path, { force: true });
      }
      await writing;
      await sql`
        UPDATE backups SET status = 'ok', progress = 100, size_bytes = ${String(size)}, cloud_key = ${cloudKey},
          finished_at = now(), claimed_by = NULL, heartbeat_at = NULL
        WHERE ${mine}`.execute(db);
      return null;
    } catch (error) {
      await writing;
      await rm(path, { force: true }).catch(() => undefined);
      const text = errorText(error);
      await sql`
        UPDATE backups SET status = 'failed', error = ${text}, finished_at = now(), claimed_by = NULL, heartbeat_at = NULL
        WHERE ${mine}`.execute(db);
      this.log(`backup ${claimed.id} failed: ${text}`);
      return text;
    } finally {
      stopLease();
    }
  }
}
