import { foldCatalogText } from '../catalog/catalog-text.js';
import { MIN_NAME_LENGTH, TIME_PERIODS } from '../constants.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * Backups (spec 001 §3 backup, §8, §9; issue 14 item 4; docs/notes/issue-14-backups.md). A row is
 * one of two things, told apart by `autoBackup`:
 * - an **archive** (`autoBackup` off): created, it is made at once in the background — one
 *   `.tar.gz` under `DATA_DIR/backups` holding every table and, for a full backup, every store's
 *   files — and can then be downloaded, restored and deleted;
 * - a **plan** (`autoBackup` on, with a `period`): it makes no archive itself; the scheduler's
 *   `automaticBackup` task makes an archive row from it each period (`planId` names the plan), and
 *   keeps only the newest `backup.retentioncount` of each plan.
 */

/** What an archive holds: the database and the stores' files, or the database alone. */
export const BACKUP_TYPES = ['full', 'database'] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];

/**
 * Where a row stands: a plan; queued (created, waiting for this or another process to start it);
 * running (being made); ok (a complete archive); failed (see `error`); restoring (its archive is
 * being restored). Only the server sets it.
 */
export const BACKUP_STATUSES = ['plan', 'queued', 'running', 'ok', 'failed', 'restoring'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** Where an archive came from: made by this installation, or uploaded by an administrator. */
export const BACKUP_ORIGINS = ['made', 'uploaded'] as const;

/** Statuses during which nothing else (another backup or a restore) may start. */
export const BACKUP_BUSY_STATUSES: readonly BackupStatus[] = ['queued', 'running', 'restoring'];

/** The setting of how many archives of each plan are kept (the oldest beyond it are deleted). */
export const BACKUP_RETENTION_SETTING = 'backup.retentioncount';
export const DEFAULT_BACKUP_RETENTION = 7;

/**
 * Whether the name typed to confirm a restore is the backup's: compared as the catalog's search
 * folds text (Persian or Arabic digits as Latin — automatic archives' names hold dates —, `ي`/`ك`
 * as `ی`/`ک`, zero-width non-joiners and extra spaces away, any letter case), so a Persian keyboard
 * can type it. The web's button and the server's check use this one rule.
 */
export const sameBackupName = (typed: string, name: string): boolean => foldCatalogText(typed) === foldCatalogText(name);

export const Backup = defineEntity({
  name: 'Backup',
  resource: 'Backups',
  table: 'backups',
  area: 'operations',
  route: 'Settings/Backup',
  icon: 'CloudDownloadOutlined',
  adminOnly: true,
  fields: {
    name: f.text({ required: true, min: MIN_NAME_LENGTH, max: 200, filterable: true, sortable: true }),
    type: f.enum(BACKUP_TYPES, { default: 'full', filterable: true, sortable: true }),
    // The generic tests' rows are plans that keep their file: no bucket is configured there, and an
    // archive row would start a real backup (and keep every other create waiting as busy).
    uploadCloud: f.boolean({ default: false, filterable: true, sample: () => false }),
    keepLocalFile: f.boolean({ default: true, filterable: true, sample: () => true }),
    period: f.enum(TIME_PERIODS, { filterable: true, sample: () => 'daily' }),
    autoBackup: f.boolean({ default: false, filterable: true, sortable: true, sample: () => true }),
    fileName: f.text({ readOnly: true, max: 200 }),
    createdDate: f.datetime({ readOnly: true, filterable: true, sortable: true }),
    status: f.enum(BACKUP_STATUSES, { readOnly: true, filterable: true, sortable: true }),
    progress: f.integer({ readOnly: true, min: 0, max: 100 }),
    sizeBytes: f.decimal({ readOnly: true, precision: 20, scale: 0, sortable: true }),
    cloudKey: f.text({ readOnly: true, max: 400 }),
    error: f.longtext({ readOnly: true, max: 4000 }),
    finishedAt: f.datetime({ readOnly: true, sortable: true }),
    restoredAt: f.datetime({ readOnly: true, sortable: true }),
    origin: f.enum(BACKUP_ORIGINS, { readOnly: true, filterable: true }),
    planId: f.ref('Backups', { readOnly: true, filterable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'type', 'status', 'progress', 'createdDate', 'sizeBytes', 'autoBackup', 'period', 'uploadCloud'],
  defaultSort: '-createdDate',
  // The job's lease: which process makes or restores it, and until when it is trusted to be alive.
  unmanagedColumns: ['claimed_by', 'heartbeat_at'],
  validate: (input) => {
    const issues: Record<string, string> = {};
    // A plan needs its period; an archive that leaves no local file must go to the cloud.
    if (input.autoBackup === true && !input.period) issues.period = 'common.error.required';
    if (input.keepLocalFile === false && input.uploadCloud !== true) issues.keepLocalFile = 'backup.error.keeplocalfile';
    return Object.keys(issues).length > 0 ? issues : null;
  },
});
