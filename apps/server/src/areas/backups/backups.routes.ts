import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { ADMIN_ROLE, Backup, DomainError, idText, MIN_NAME_LENGTH, rowSchema, safeText } from '@store/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { isMalformedMultipart } from '../../http/multipart-errors.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { serverReader } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import type { BackupPlace } from './backup-jobs.js';
import type { BackupRestores } from './backup-restore.js';

/** The largest archive an administrator may upload (a store with more files restores from its own disk). */
export const UPLOAD_ARCHIVE_MAX = 8 * 1024 * 1024 * 1024;

const ADMINS = { kind: 'role', roles: [ADMIN_ROLE] } as const;
/**
 * Downloading every table (password hashes included) and replacing all data are power changes
 * (docs/security.md "Backups"): administrators only (Backup is `adminOnly`), with a recent password
 * confirmation.
 */
const POWER = { kind: 'role', roles: [ADMIN_ROLE], recentConfirmation: true } as const;

/**
 * The backup calls beside the engine's resource (docs/notes/issue-14-backups.md "Calls"):
 * download an archive, restore one, upload one. Making, listing, reading (the progress) and
 * deleting are the engine's `Backups` resource.
 */
export function backupRoutes(ctx: AppContext, registry: EntityRegistry, place: BackupPlace, restores: BackupRestores) {
  const backups = new ResourceService(ctx.db, registry, Backup);
  const params = z.strictObject({ id: idText });
  return async (app: App) => {
    // Registered here only: the other routes keep refusing multipart bodies (415).
    await app.register(multipart, { limits: { fileSize: UPLOAD_ARCHIVE_MAX, files: 1, fields: 2, parts: 3, fieldSize: 1024 } });

    app.get(
      '/api/Backups/:id/download',
      {
        ...guard(ctx.db, POWER),
        schema: {
          tags: ['Backups'],
          summary: 'A complete archive, as an attachment (administrators, with a recent password confirmation)',
          params,
          response: { ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const { rows } = await sql<{ status: string; fileName: string | null }>`
          SELECT status, file_name FROM backups WHERE id = ${Number(request.params.id)}`.execute(ctx.db);
        const row = rows[0];
        if (!row) throw new DomainError('common.error.notfound', 404);
        if (row.status !== 'ok') throw new DomainError('backup.error.notcomplete', 409);
        const path = row.fileName ? join(place.dir, row.fileName) : '';
        if (!path || !existsSync(path)) throw new DomainError('backup.error.nofile', 409);
        return reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="${row.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(path) as never);
      },
    );

    app.post(
      '/api/Backups/restore',
      {
        ...guard(ctx.db, POWER),
        schema: {
          tags: ['Backups'],
          summary: 'Checks the archive, then replaces every table and file with it in the background (202); type the backup’s name',
          body: z.strictObject({ backupId: z.number().int().min(1).max(2_147_483_647), confirmName: safeText(200) }),
          response: { 202: dataOf(rowSchema(Backup)), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const id = request.body.backupId;
        await restores.start(id, request.body.confirmName, request.claims?.sub ?? null);
        reply.code(202);
        return { data: (await backups.get(id, serverReader(null, requestLanguage(request)))) as never };
      },
    );

    app.post(
      '/api/Backups/upload',
      {
        ...guard(ctx.db, ADMINS),
        schema: {
          tags: ['Backups'],
          summary: 'Uploads an archive (multipart `file`), checks it whole and lists it as a complete backup named `name`',
          querystring: z.strictObject({ name: safeText(200).min(MIN_NAME_LENGTH) }),
          response: { 200: dataOf(rowSchema(Backup)), ...guardedErrors, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new DomainError('backup.error.foreign', 400);
        // A body the parser refuses (cut short, no boundary) is a damaged upload, not a 500.
        const damaged = (error: unknown) => {
          throw isMalformedMultipart(error) ? new DomainError('backup.error.damaged', 400) : error;
        };
        const file = await request.file().catch(damaged);
        if (!file) throw new DomainError('backup.error.foreign', 400);
        const id = await restores.upload(file.file, request.query.name.trim()).catch(damaged);
        return { data: (await backups.get(id, serverReader(null, requestLanguage(request)))) as never };
      },
    );
  };
}
