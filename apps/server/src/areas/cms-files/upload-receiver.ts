import {
  DEFAULT_UPLOAD_BYTES,
  DomainError,
  extensionOf,
  FILE_DIRECTORIES,
  FILE_SIZE_SETTING,
  type FileDirectory,
  isAccepted,
  settingInteger,
  UPLOAD_CEILING,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { App, AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { requestStore } from '../../http/auth.js';
import { isMalformedMultipart } from '../../http/multipart-errors.js';
import { readSetting } from '../operations/settings-reader.js';
import { checkContent } from './content-check.js';
import { storedNameFor, urlOf } from './file-names.js';
import type { FileStore } from './file-store.js';
import { capacityOf, saveFile, storageFull, usageOf } from './storage.js';

/** A refusal of the upload on its `file` field. */
const badRequest = (code: string, field: string, params?: Record<string, unknown>) =>
  new DomainError(code, 400, params, { [field]: { code, ...(params ? { params } : {}) } });

/** Largest width or height of a customer's picture: anyone signed in uploads one, and visitors' reads resize it. */
export const AVATAR_MAX_SIDE = 4096;

/** Whether a picture's width and height are within `side` (read from its header, nothing decoded). */
async function withinSide(body: Buffer, side: number): Promise<boolean> {
  // A bitmap, which sharp does not read: its size is in its header (BITMAPINFOHEADER; a negative height is top-down).
  if (body.length >= 26 && body.toString('latin1', 0, 2) === 'BM') {
    return Math.abs(body.readInt32LE(18)) <= side && Math.abs(body.readInt32LE(22)) <= side;
  }
  try {
    const { width = 0, height = 0 } = await sharp(body).metadata();
    return width <= side && height <= side;
  } catch {
    return false;
  }
}

/**
 * The one way a file enters the store's folders (the administrators' uploads, a customer's picture,
 * a ticket's attachment): `receive` answers the stored file's address and size.
 */
export function uploadReceiver(ctx: AppContext, store: FileStore) {
  const defaultStoreId = async (app: App) => (await app.stores.resolve(undefined, undefined)).id;
  /** One file uploaded into a folder of the request's store, refused in the order of spec 000 §5 (folder, extension, size, then the bytes), then by the store's capacity. */
  return async function receive(
    app: App,
    request: FastifyRequest,
    directory: FileDirectory,
    {
      maxPixelSide,
      beforeSave,
      insideSave,
    }: {
      maxPixelSide?: number;
      beforeSave?: (file: { storeId: number; size: number }) => Promise<void>;
      /** A rule judged again inside the save's transaction, where the store's uploads wait for one another (a sender's bytes a day). */
      insideSave?: (trx: AnyDb, file: { storeId: number; size: number }) => Promise<void>;
    } = {},
  ): Promise<{ url: string; size: number }> {
    // Refusals in the order of spec 000 §5: folder, extension, size, then the bytes themselves.
    const use = FILE_DIRECTORIES[directory];
    const storeId = await requestStore(request);
    const defaultStore = await defaultStoreId(app);
    const maximum = Math.min(
      UPLOAD_CEILING,
      settingInteger(
        await readSetting(ctx.db, storeId, FILE_SIZE_SETTING[use], { fallback: true, defaultStoreId: defaultStore }),
        DEFAULT_UPLOAD_BYTES,
      ),
    );
    if (!request.isMultipart()) throw badRequest('content.error.nofile', 'file');
    let upload: { filename: string; body: Buffer } | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: maximum } })) {
        if (part.type !== 'file') continue;
        // One file per request (the web sends a batch as several requests; the count is its rule).
        if (upload) throw badRequest('content.error.onefile', 'file');
        if (!isAccepted(use, part.filename)) throw badRequest('content.error.fileformat', 'file');
        let body: Buffer;
        try {
          body = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw badRequest('content.error.filesize', 'file', { max: maximum });
          throw error;
        }
        upload = { filename: part.filename, body };
      }
    } catch (error) {
      // A body the parser refuses (cut short, no boundary) brought no file: a 400, not a 500.
      if (isMalformedMultipart(error)) throw badRequest('content.error.nofile', 'file');
      throw error;
    }
    if (!upload) throw badRequest('content.error.nofile', 'file');
    const checked = await checkContent(extensionOf(upload.filename), upload.body);
    if (maxPixelSide !== undefined && !(await withinSide(checked.body, maxPixelSide)))
      throw badRequest('content.error.imagedimensions', 'file', { max: maxPixelSide });
    const file = {
      storeId,
      directory,
      name: storedNameFor(upload.filename),
      size: checked.body.length,
      contentType: checked.type,
      body: checked.body,
      createdBy: request.claims?.sub ?? null,
    };
    const capacity = await capacityOf(ctx.db, storeId, defaultStore);
    if (beforeSave) {
      // A file the store has no room for is refused before it is counted against its sender's
      // allowance (saveFile decides again under the usage row's lock).
      const usage = await usageOf(ctx.db, storeId);
      if (usage + file.size > capacity) throw storageFull(usage, capacity);
      await beforeSave({ storeId, size: file.size });
    }
    await saveFile(ctx.db, store, file, capacity, insideSave ? (trx) => insideSave(trx, { storeId, size: file.size }) : undefined);
    return { url: urlOf(file), size: file.size };
  };
}
