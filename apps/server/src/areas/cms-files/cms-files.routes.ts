import multipart from '@fastify/multipart';
import {
  ADMIN_ROLE,
  AVATAR_DIRECTORY,
  DEFAULT_UPLOAD_DIRECTORY,
  DomainError,
  extensionOf,
  FILE_USES,
  type FileDirectory,
  safeText,
  UPLOAD_CEILING,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { publicStore, storeQuery } from '../../http/public-reads.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC, type RouteAccess } from '../../http/route-access.js';
import { sendFile } from './file-answers.js';
import { directoryOf, storedNameOf, urlOf } from './file-names.js';
import { type FileStore, fileKey } from './file-store.js';
import { ImageVariants, isResizable, ladderWidth } from './image-variants.js';
import { ownUploadRoutes } from './own-uploads.routes.js';
import { capacityOf, deleteFile, findFile, listFiles, type StoredFile, usageOf } from './storage.js';
import { uploadReceiver } from './upload-receiver.js';

/** Where files live and where resized images are cached (main.ts: DATA_DIR or the S3 bucket). */
export interface FileStorage {
  store: FileStore;
  cacheDir: string;
}

const ADMINS: RouteAccess = { kind: 'role', roles: [ADMIN_ROLE] };

const fileSchema = z.object({ name: z.string(), size: z.number().int(), url: z.string() });

export { urlOf };

const asFile = (f: StoredFile) => ({ name: f.name, size: f.size, url: urlOf(f) });

/**
 * The CMS's files (spec 000 §7, issue 10): administrators upload, list and delete a store's files
 * and read its storage; anyone reads an existing file. See docs/notes/issue-10-files.md.
 */
/**
 * Whether the caller may read a file of a private folder (the Tickets folder's attachments:
 * crm/ticket-files.ts). A folder without one is read by anyone; a refusal is the missing file's 404.
 */
export type PrivateRead = (request: FastifyRequest, file: StoredFile) => Promise<boolean>;

export function cmsFilesRoutes(ctx: AppContext, storage: FileStorage, privateReads: Partial<Record<FileDirectory, PrivateRead>> = {}) {
  const images = new ImageVariants(storage.cacheDir);
  const defaultStoreId = async (app: App) => (await app.stores.resolve(undefined, undefined)).id;

  const receive = uploadReceiver(ctx, storage.store);

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

    ownUploadRoutes(ctx, app, receive);

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
