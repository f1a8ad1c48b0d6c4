import multipart from '@fastify/multipart';
import {
  ADMIN_ROLE,
  AVATAR_DIRECTORY,
  DEFAULT_UPLOAD_BYTES,
  DEFAULT_UPLOAD_DIRECTORY,
  DomainError,
  extensionOf,
  FILE_DIRECTORIES,
  FILE_SIZE_SETTING,
  FILE_USES,
  type FileDirectory,
  isAccepted,
  safeText,
  settingInteger,
  TICKET_DIRECTORY,
  UPLOAD_CEILING,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { publicStore, storeQuery } from '../../http/public-reads.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC, type RouteAccess } from '../../http/route-access.js';
import { ticketUploadAllowance } from '../crm/ticket-upload-allowance.js';
import { AVATAR_UPLOADS_PER_ACCOUNT, TICKET_UPLOADS_PER_ACCOUNT, takeAttempt, throttleKey } from '../identity/throttle.js';
import { readSetting } from '../operations/settings-reader.js';
import { checkContent } from './content-check.js';
import { sendFile } from './file-answers.js';
import { directoryOf, storedNameFor, storedNameOf } from './file-names.js';
import { type FileStore, fileKey } from './file-store.js';
import { ImageVariants, isResizable, ladderWidth } from './image-variants.js';
import { capacityOf, deleteFile, findFile, listFiles, type StoredFile, saveFile, storageFull, usageOf } from './storage.js';

/** Where files live and where resized images are cached (main.ts: DATA_DIR or the S3 bucket). */
export interface FileStorage {
  store: FileStore;
  cacheDir: string;
}

const ADMINS: RouteAccess = { kind: 'role', roles: [ADMIN_ROLE] };

const fileSchema = z.object({ name: z.string(), size: z.number().int(), url: z.string() });

/** Where a stored file is read: avatars by name, images resized on request, anything else downloaded. */
export function urlOf(file: Pick<StoredFile, 'storeId' | 'directory' | 'name'>): string {
  const name = encodeURIComponent(file.name);
  const store = `?store=${file.storeId}`;
  if (file.directory === AVATAR_DIRECTORY) return `/api/cms/avatar/${name}${store}`;
  if (isAccepted('image', file.name)) return `/api/CMS/Image/${file.directory}/${name}${store}`;
  return `/api/cms/download/${file.directory}/${name}${store}`;
}

const asFile = (f: StoredFile) => ({ name: f.name, size: f.size, url: urlOf(f) });

const badRequest = (code: string, field: string, params?: Record<string, unknown>) =>
  new DomainError(code, 400, params, { [field]: { code, ...(params ? { params } : {}) } });

/**
 * The CMS's files (spec 000 §7, issue 10): administrators upload, list and delete a store's files
 * and read its storage; anyone reads an existing file. See docs/notes/issue-10-files.md.
 */
/** Largest width or height of a customer's picture: anyone signed in uploads one, and visitors' reads resize it. */
const AVATAR_MAX_SIDE = 4096;

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
 * Whether the caller may read a file of a private folder (the Tickets folder's attachments:
 * crm/ticket-files.ts). A folder without one is read by anyone; a refusal is the missing file's 404.
 */
export type PrivateRead = (request: FastifyRequest, file: StoredFile) => Promise<boolean>;

export function cmsFilesRoutes(ctx: AppContext, storage: FileStorage, privateReads: Partial<Record<FileDirectory, PrivateRead>> = {}) {
  const images = new ImageVariants(storage.cacheDir);
  const defaultStoreId = async (app: App) => (await app.stores.resolve(undefined, undefined)).id;

  /** One file uploaded into a folder of the request's store, refused in the order of spec 000 §5 (folder, extension, size, then the bytes), then by the store's capacity. */
  async function receive(
    app: App,
    request: FastifyRequest,
    directory: FileDirectory,
    { maxPixelSide, beforeSave }: { maxPixelSide?: number; beforeSave?: (file: { storeId: number; size: number }) => Promise<void> } = {},
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
    await saveFile(ctx.db, storage.store, file, capacity);
    return { url: urlOf(file), size: file.size };
  }

  return async (app: App) => {
    // Registered here only: the other routes keep refusing multipart bodies (415).
    await app.register(multipart, { limits: { fileSize: UPLOAD_CEILING, files: 2, fields: 10, parts: 12, fieldSize: 1024 } });

    app.post(
      '/api/CMS/UploadFile',
      {
        ...guard(ctx.db, ADMINS),
        schema: {
          tags: ['CMS'],
          summary: 'Uploads one file (multipart) into a folder of the store; answers its address and size',
          querystring: z.strictObject({ directory: safeText(100).optional() }),
          response: {
            200: dataOf(z.object({ url: z.string(), size: z.number().int() })),
            ...guardedErrors,
            413: errorSchema,
            415: errorSchema,
          },
        },
      },
      async (request) => ({ data: await receive(app, request, directoryOf(request.query.directory ?? DEFAULT_UPLOAD_DIRECTORY)) }),
    );

    /**
     * An upload open to anyone signed in, into one folder, counted per account by `limit` once the
     * file passed every check (a refused upload costs nothing), after the folder's own `allowance`
     * (a refusal of its own); the other folders stay the administrators'.
     */
    const ownUpload = (
      url: string,
      doc: { tag: string; summary: string },
      folder: FileDirectory,
      rules: {
        limit: typeof AVATAR_UPLOADS_PER_ACCOUNT;
        maxPixelSide?: number;
        allowance?: (request: FastifyRequest, file: { storeId: number; size: number }) => Promise<void>;
      },
    ) =>
      app.post(
        url,
        {
          ...guard(ctx.db, { kind: 'user' }),
          schema: {
            tags: [doc.tag],
            summary: doc.summary,
            response: {
              200: dataOf(z.object({ url: z.string(), size: z.number().int() })),
              ...guardedErrors,
              413: errorSchema,
              415: errorSchema,
            },
          },
        },
        async (request) => {
          const beforeSave = async (file: { storeId: number; size: number }) => {
            await rules.allowance?.(request, file);
            await takeAttempt(ctx.db, rules.limit, throttleKey(rules.limit, String(request.claims?.sub ?? 0)));
          };
          const maxPixelSide = rules.maxPixelSide;
          return { data: await receive(app, request, folder, { beforeSave, ...(maxPixelSide ? { maxPixelSide } : {}) }) };
        },
      );
    // Anyone signed in has a picture of their own (spec 000 §5 avatar rules).
    ownUpload(
      '/api/CMS/UploadAvatar',
      {
        tag: 'CMS',
        summary: 'Uploads the signed-in user’s picture (one multipart file) into the avatars folder; answers its address and size',
      },
      'avatars',
      { limit: AVATAR_UPLOADS_PER_ACCOUNT, maxPixelSide: AVATAR_MAX_SIDE },
    );
    // Anyone signed in attaches files to their tickets (issue 12); the folder is private (its reader
    // is crm/ticket-files.ts), and a customer's bytes a day are limited (ticket-upload-allowance.ts).
    ownUpload(
      '/api/Tickets/uploadAttachment',
      {
        tag: 'Tickets',
        summary:
          'Uploads one file (multipart) into the Tickets folder, to attach to a ticket or a post (a customer: at most the store’s bytes a day); answers its address and size',
      },
      TICKET_DIRECTORY,
      { limit: TICKET_UPLOADS_PER_ACCOUNT, allowance: (request, file) => ticketUploadAllowance(ctx, app, request, file) },
    );

    app.delete(
      '/api/CMS/DeleteFile',
      {
        ...guard(ctx.db, ADMINS),
        schema: {
          tags: ['CMS'],
          summary: 'Deletes a file of the store',
          querystring: z.strictObject({ directory: safeText(100), filename: safeText(300) }),
          response: { 200: dataOf(z.object({ result: z.literal(true) })), ...guardedErrors },
        },
      },
      async (request) => {
        const directory = directoryOf(request.query.directory);
        const name = storedNameOf(request.query.filename);
        const storeId = await requestStore(request);
        if (!(await deleteFile(ctx.db, storage.store, storeId, directory, name))) throw new DomainError('common.error.notfound', 404);
        await images.forget(fileKey(storeId, directory, name));
        return { data: { result: true as const } };
      },
    );

    app.get(
      '/api/CMS/GetFiles',
      {
        ...guard(ctx.db, ADMINS),
        schema: {
          tags: ['CMS'],
          summary: 'The files of a folder of the store, newest first',
          querystring: z.strictObject({ directory: safeText(100).optional() }),
          response: { 200: dataOf(z.array(fileSchema)), ...guardedErrors },
        },
      },
      async (request) => {
        const directory = directoryOf(request.query.directory ?? DEFAULT_UPLOAD_DIRECTORY);
        return { data: (await listFiles(ctx.db, await requestStore(request), { directory })).map(asFile) };
      },
    );

    app.get(
      '/api/CMS/SearchFiles',
      {
        ...guard(ctx.db, ADMINS),
        schema: {
          tags: ['CMS'],
          summary: 'The store’s files whose name contains the text (more than 2 characters, spec 000 §5)',
          querystring: z.strictObject({
            name: safeText(100).pipe(z.string().min(3, 'common.error.minlength')),
            directory: safeText(100).optional(),
          }),
          response: { 200: dataOf(z.array(fileSchema)), ...guardedErrors },
        },
      },
      async (request) => {
        const directory = request.query.directory ? directoryOf(request.query.directory) : undefined;
        const files = await listFiles(ctx.db, await requestStore(request), {
          namePart: request.query.name.normalize('NFC'),
          ...(directory ? { directory } : {}),
        });
        return { data: files.map(asFile) };
      },
    );

    app.get(
      '/api/CMS/getStorageCapacity',
      {
        ...guard(ctx.db, ADMINS),
        schema: {
          tags: ['CMS'],
          summary: 'Bytes the store’s files take and the most they may take',
          response: { 200: dataOf(z.object({ usage: z.number().int(), maximumcapacity: z.number().int() })), ...guardedErrors },
        },
      },
      async (request) => {
        const storeId = await requestStore(request);
        return {
          data: { usage: await usageOf(ctx.db, storeId), maximumcapacity: await capacityOf(ctx.db, storeId, await defaultStoreId(app)) },
        };
      },
    );

    app.get(
      '/api/CMS/getServerUtcDate',
      {
        ...guard(ctx.db, PUBLIC),
        schema: { tags: ['CMS'], summary: 'The server’s clock, in UTC (ISO 8601)', response: { 200: dataOf(z.string()) } },
      },
      async () => ({ data: new Date(app.now()).toISOString() }),
    );

    /** A stored file by folder and name, or 404; names are checked before the database is asked. */
    const stored = async (request: FastifyRequest, store: string | undefined, directory: FileDirectory, name: string) => {
      const storeId = await publicStore(request, store);
      const file = await findFile(ctx.db, storeId, directory, storedNameOf(name));
      if (!file) throw new DomainError('common.error.notfound', 404);
      const mayRead = privateReads[directory];
      if (mayRead && !(await mayRead(request, file))) throw new DomainError('common.error.notfound', 404);
      return file;
    };
    /** A private folder's files are never kept by a shared cache. */
    const privately = (directory: FileDirectory) => privateReads[directory] !== undefined;
    const body = async (file: StoredFile) => {
      const bytes = await storage.store.get(fileKey(file.storeId, file.directory, file.name));
      if (!bytes) throw new DomainError('common.error.notfound', 404);
      return bytes;
    };
    const readErrors = { 400: errorSchema, 404: errorSchema };

    app.get(
      '/api/cms/download/:directory/:filename',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags: ['CMS'],
          summary: 'A file of the store, as an attachment',
          params: z.strictObject({ directory: safeText(100), filename: safeText(300) }),
          querystring: z.strictObject(storeQuery),
          response: readErrors,
        },
      },
      async (request, reply) => {
        const file = await stored(request, request.query.store, directoryOf(request.params.directory), request.params.filename);
        return sendFile(reply, file.contentType, await body(file), {
          attachment: file.name,
          private: privately(file.directory as FileDirectory),
        });
      },
    );

    app.get(
      '/api/cms/avatar/:logo',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags: ['CMS'],
          summary: 'An avatar of the store (the avatars folder)',
          params: z.strictObject({ logo: safeText(300) }),
          querystring: z.strictObject(storeQuery),
          response: readErrors,
        },
      },
      async (request, reply) => {
        const file = await stored(request, request.query.store, AVATAR_DIRECTORY, request.params.logo);
        return sendFile(reply, file.contentType, await body(file));
      },
    );

    app.get(
      '/api/CMS/Image/:directory/:file',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags: ['CMS'],
          summary: 'An image of the store; `w` serves it at the next width of the fixed ladder',
          params: z.strictObject({ directory: safeText(100), file: safeText(300) }),
          querystring: z.strictObject({
            ...storeQuery,
            w: z
              .string()
              .regex(/^[1-9]\d{0,4}$/, 'common.error.integer')
              .optional(),
          }),
          response: readErrors,
        },
      },
      async (request, reply) => {
        const directory = directoryOf(request.params.directory);
        // Only image types are served here: a PDF or a text file is downloaded, never shown inline.
        if (!(FILE_USES.image as readonly string[]).includes(extensionOf(request.params.file)))
          throw new DomainError('common.error.notfound', 404);
        const file = await stored(request, request.query.store, directory, request.params.file);
        const { w } = request.query;
        const kept = { private: privately(directory) };
        if (w === undefined || !isResizable(file.contentType)) return sendFile(reply, file.contentType, await body(file), kept);
        const key = fileKey(file.storeId, file.directory, file.name);
        const resized = await images.get(key, ladderWidth(Number(w)), file.contentType, () => storage.store.get(key));
        if (!resized) throw new DomainError('common.error.notfound', 404);
        return sendFile(reply, file.contentType, resized, kept);
      },
    );
  };
}
