import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Backup } from '@store/domain';
import type { App, AppContext } from '../../context.js';
import type { FileStore } from '../cms-files/file-store.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import type { TaskTypes } from '../operations/scheduler/task-types.js';
import { runAutomaticBackups } from './automatic-backups.js';
import { backupChecks, type DeletedArchive } from './backup-checks.js';
import { BackupCloud } from './backup-cloud.js';
import { removeDeleted } from './backup-files.js';
import { BackupJobs, errorText } from './backup-jobs.js';
import { BackupRestores } from './backup-restore.js';
import { backupRoutes } from './backups.routes.js';

export interface Backups {
  jobs: BackupJobs;
  restores: BackupRestores;
  /** After a write of Backups has committed: starts queued archives, removes deleted ones' files. */
  written(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups and restores under way in this process (areas/backups/). */
    backups: Backups;
  }
}

/**
 * Backups (issue 14 item 4; docs/notes/issue-14-backups.md): the jobs that make archives, the
 * restores, their rules on the engine's Backups resource, their calls and the `automaticBackup`
 * task's work. `forget` drops what the process keeps in memory once a restore has committed.
 */
export async function installBackups(
  app: App,
  context: AppContext,
  registry: EntityRegistry,
  options: { files: FileStore; taskTypes: TaskTypes; forget: () => void; log: (message: string) => void },
): Promise<Backups> {
  const cloud = context.backups?.cloud ? new BackupCloud(context.backups.cloud) : null;
  const place = { dir: context.backups?.dir ?? mkdtempSync(join(tmpdir(), 'store-backups-')), cloud, files: options.files };
  const jobs = new BackupJobs(context, place, options.log);
  const restores = new BackupRestores(context, place, options.forget, options.log);
  const deleted: DeletedArchive[] = [];
  registry.addWriteCheck(Backup, backupChecks(cloud !== null, deleted));
  options.taskTypes.register('automaticBackup', (ctx) => runAutomaticBackups(ctx, jobs), { answersAtOnce: true });
  const backups: Backups = {
    jobs,
    restores,
    written() {
      jobs.kick();
      void removeDeleted(context.db, place, deleted).catch((error: unknown) => options.log(`backups: ${errorText(error)}`));
    },
  };
  app.decorate('backups', backups);
  // Archives queued by a process that stopped before starting them are taken up here.
  app.addHook('onReady', async () => jobs.kick());
  app.addHook('onClose', async () => {
    await Promise.all([jobs.idle(), restores.idle()]);
    cloud?.close();
  });
  await app.register(backupRoutes(context, registry, place, restores));
  return backups;
}
