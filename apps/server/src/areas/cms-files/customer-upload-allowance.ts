import {
  CUSTOMER_FILES_DIRECTORY,
  DEFAULT_TICKET_UPLOAD_BYTES,
  DomainError,
  settingInteger,
  TICKET_DIRECTORY,
  TICKET_UPLOAD_BYTES_SETTING,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { App, AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { isAdministrator } from '../../http/public-reads.js';
import { readSetting } from '../operations/settings-reader.js';

/** The window the allowance counts: a day back from now. */
const DAY = "interval '1 day'";

/** The folders customers write into (besides their avatar): their bytes count together. */
const CUSTOMER_DIRECTORIES = [TICKET_DIRECTORY, CUSTOMER_FILES_DIRECTORY];

/** Judges a file of `size` bytes against what its sender uploaded today, reading through `db`. */
export type AllowanceCheck = (db: AnyDb, size: number) => Promise<void>;

/**
 * What a customer uploads — ticket attachments and their attributes' files — is limited in bytes a
 * day per store (the store's `ticket.maximumuploadbytesperday`, else the default store's, else
 * 50 MiB): these are the folders customers write into, and their files take the store's capacity,
 * which the CMS's own uploads need too. Over the allowance: 400 `ticket.error.uploadquota` on
 * `file`, with the maximum. Administrators are not counted (the desk's answers; the capacity is
 * theirs to manage): no check for them. The limit is read here; the answer is the check itself,
 * which reads only the sender's bytes through the `db` it is given, so it runs before the file is
 * counted and again inside the save's transaction, under the store's usage lock (embedded, the
 * transaction's connection is the only one): concurrent uploads cannot all pass on the same bytes.
 * Read by the index on (created_by, store_id, directory, created_at): the cost does not grow with
 * the store's files.
 */
export async function customerUploadAllowance(
  ctx: AppContext,
  app: App,
  request: FastifyRequest,
  storeId: number,
): Promise<AllowanceCheck | undefined> {
  if (await isAdministrator(ctx.db, request, storeId)) return undefined;
  const defaultStoreId = (await app.stores.resolve(undefined, undefined)).id;
  const max = settingInteger(
    await readSetting(ctx.db, storeId, TICKET_UPLOAD_BYTES_SETTING, { fallback: true, defaultStoreId }),
    DEFAULT_TICKET_UPLOAD_BYTES,
  );
  const sender = request.claims?.sub ?? 0;
  return async (db, size) => {
    // The column is bigint: summed as text, then a number (a day's bytes stay far below 2^53).
    const { rows } = await sql<{ bytes: string }>`
      SELECT coalesce(sum(size), 0)::text AS bytes FROM files
      WHERE created_by = ${sender} AND store_id = ${storeId} AND directory IN (${sql.join(CUSTOMER_DIRECTORIES)})
        AND created_at > now() - ${sql.raw(DAY)}
    `.execute(db);
    if (Number(rows[0]?.bytes ?? 0) + size > max)
      throw new DomainError('ticket.error.uploadquota', 400, { max }, { file: { code: 'ticket.error.uploadquota', params: { max } } });
  };
}
