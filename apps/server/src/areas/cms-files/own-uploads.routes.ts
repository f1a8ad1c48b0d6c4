import { CUSTOMER_FILES_DIRECTORY, DomainError, type FileDirectory, PRODUCT_PICTURES_DIRECTORY, TICKET_DIRECTORY } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { mayUploadCustomerFile } from '../attributes/customer-files.js';
import { CUSTOMER_PRODUCTS_OFF, customersAddProducts } from '../catalog/own-products.js';
import { mayChangeOwnProfile } from '../identity/own-profile.js';
import {
  ATTRIBUTE_UPLOADS_PER_ACCOUNT,
  AVATAR_UPLOADS_PER_ACCOUNT,
  PRODUCT_PICTURE_UPLOADS_PER_ACCOUNT,
  TICKET_UPLOADS_PER_ACCOUNT,
  takeAttempt,
  throttleKey,
} from '../identity/throttle.js';
import { type AllowanceCheck, customerUploadAllowance } from './customer-upload-allowance.js';
import { AVATAR_MAX_SIDE, type uploadReceiver } from './upload-receiver.js';

/**
 * The uploads of anyone signed in (a picture of their own, ticket attachments, their attribute
 * files, their products' and reviews' pictures), each into its folder under its own rules; the
 * other folders stay the administrators' (cms-files.routes.ts). Registered by `cmsFilesRoutes`,
 * where multipart bodies are taken.
 */
export function ownUploadRoutes(ctx: AppContext, app: App, receive: ReturnType<typeof uploadReceiver>): void {
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
      /**
       * The folder's own rule: judged before the file is counted, and the check it answers (a
       * sender's bytes a day) again inside the save's transaction, where the store's uploads wait for one another.
       */
      allowance?: (request: FastifyRequest, storeId: number) => Promise<AllowanceCheck | undefined>;
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
        let check: AllowanceCheck | undefined;
        const beforeSave = async (file: { storeId: number; size: number }) => {
          check = await rules.allowance?.(request, file.storeId);
          await check?.(ctx.db, file.size);
          await takeAttempt(ctx.db, rules.limit, throttleKey(rules.limit, String(request.claims?.sub ?? 0)));
        };
        const insideSave = async (trx: AnyDb, file: { storeId: number; size: number }) => check?.(trx, file.size);
        const maxPixelSide = rules.maxPixelSide;
        return { data: await receive(app, request, folder, { beforeSave, insideSave, ...(maxPixelSide ? { maxPixelSide } : {}) }) };
      },
    );
  // Anyone signed in has a picture of their own (spec 000 §5 avatar rules), while the installation
  // lets them change their profile (`customer.canchangeprofile`; administrators always may).
  ownUpload(
    '/api/CMS/UploadAvatar',
    {
      tag: 'CMS',
      summary:
        'Uploads the signed-in user’s picture (one multipart file) into the avatars folder, while they may change their profile; answers its address and size',
    },
    'avatars',
    {
      limit: AVATAR_UPLOADS_PER_ACCOUNT,
      maxPixelSide: AVATAR_MAX_SIDE,
      allowance: async (request) => {
        if (!(await mayChangeOwnProfile(ctx.db, request))) throw new DomainError('customer.error.profilelocked', 403);
        return undefined;
      },
    },
  );
  // Anyone signed in attaches files to their tickets (issue 12); the folder is private (its reader
  // is crm/ticket-files.ts), and a customer's bytes a day are limited (customer-upload-allowance.ts).
  ownUpload(
    '/api/Tickets/uploadAttachment',
    {
      tag: 'Tickets',
      summary:
        'Uploads one file (multipart) into the Tickets folder, to attach to a ticket or a post (a customer: at most the store’s bytes a day); answers its address and size',
    },
    TICKET_DIRECTORY,
    { limit: TICKET_UPLOADS_PER_ACCOUNT, allowance: (request, storeId) => customerUploadAllowance(ctx, app, request, storeId) },
  );

  // Customers' own attribute files (a CV, an ID scan); the folder is private (its reader is
  // attributes/customer-files.ts), and counts against the same bytes a day as ticket attachments.
  ownUpload(
    '/api/Attribute/uploadFile',
    {
      tag: 'Attribute',
      summary:
        'Uploads one file (multipart) for a file-upload attribute of the signed-in customer into the private CustomerFiles folder (a customer: at most the store’s bytes a day); answers its address and size',
    },
    CUSTOMER_FILES_DIRECTORY,
    {
      limit: ATTRIBUTE_UPLOADS_PER_ACCOUNT,
      allowance: async (request, storeId) => {
        await mayUploadCustomerFile(ctx.db, request, storeId);
        return customerUploadAllowance(ctx, app, request, storeId);
      },
    },
  );

  // Pictures of the products a customer adds: public, counted against the same bytes a day.
  ownUpload(
    '/api/Catalog/uploadProductPicture',
    {
      tag: 'Catalog',
      summary:
        'Uploads one picture (multipart) for a product of the signed-in customer into the ProductPictures folder, while the store takes customers’ products (a customer: at most the store’s bytes a day); answers its address and size',
    },
    PRODUCT_PICTURES_DIRECTORY,
    {
      limit: PRODUCT_PICTURE_UPLOADS_PER_ACCOUNT,
      allowance: async (request, storeId) => {
        if (!(await customersAddProducts(ctx.db, storeId))) throw new DomainError(CUSTOMER_PRODUCTS_OFF, 403);
        return customerUploadAllowance(ctx, app, request, storeId);
      },
    },
  );

  // Pictures of a customer's review (any signed-in customer), into the same public folder and allowance.
  ownUpload(
    '/api/Catalog/uploadCommentPicture',
    {
      tag: 'Catalog',
      summary:
        'Uploads one picture (multipart) for a review of the signed-in customer into the ProductPictures folder (a customer: at most the store’s bytes a day); answers its address and size',
    },
    PRODUCT_PICTURES_DIRECTORY,
    { limit: PRODUCT_PICTURE_UPLOADS_PER_ACCOUNT, allowance: (request, storeId) => customerUploadAllowance(ctx, app, request, storeId) },
  );
}
