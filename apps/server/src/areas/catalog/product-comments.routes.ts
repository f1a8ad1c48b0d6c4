import {
  Comment,
  DomainError,
  INT32_MAX,
  inputSchema,
  PRODUCT_PICTURES_DIRECTORY,
  Product,
  RECOMMENDINGS,
  type Row,
  settingIsTrue,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { isAdministrator } from '../../http/public-reads.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import { parseOrRefuse } from '../cms/cms-callers.js';
import { ownUploadIssues } from '../cms-files/file-uploaders.js';
import { type Caller, serverReader } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { catalogReads } from './catalog-context.js';
import { listedCards } from './catalog-search.js';
import { CommentReads, picturesOf } from './comment-reads.js';
import { storeSettingValue } from './product-settings.js';

const tags = ['Catalog'];
/** Whether customers' comments wait for an administrator (spec 001 §4's queue, for comments too). */
export const COMMENTS_NEED_APPROVAL = 'comment.needsapproval';

const id = z.number().int().min(1).max(INT32_MAX);
const review = z.strictObject({
  productId: id,
  title: z.string().max(200).optional(),
  contentText: z.string(),
  positiveFeature: z.string().max(2000).optional(),
  negativeFeature: z.string().max(2000).optional(),
  recommending: z.enum(RECOMMENDINGS).optional(),
  rating: z.number().int(),
  pictures: z.array(z.string()).max(10).optional(),
});
const reply = z.strictObject({ commentId: id, contentText: z.string() });
const newComment = inputSchema(Comment, 'create');

const author = z.object({ name: z.string().nullable(), isStore: z.boolean() });
const shownReply = z.object({ id: z.number().int(), contentText: z.string(), createdAt: z.string(), author });
const shownReview = shownReply.extend({
  title: z.string().nullable(),
  positiveFeature: z.string().nullable(),
  negativeFeature: z.string().nullable(),
  recommending: z.string().nullable(),
  rating: z.number().int(),
  pictures: z.array(z.string()),
  replies: z.array(shownReply),
});
const summary = z.object({
  count: z.number().int(),
  average: z.string().nullable(),
  /** Reviews by stars, `"1"` … `"5"`. */
  stars: z.record(z.string(), z.number().int()),
  recommending: z.record(z.string(), z.number().int()),
});

/**
 * Comments and ratings of products (spec 001 §3 comment; issue 13 item 4; docs/notes/catalog.md):
 * a visitor reads a listed product's approved reviews, newest first, with their approved replies
 * and the rating summary; a signed-in customer writes one review per product (rating 1–5) and
 * replies to reviews; with `comment.needsapproval` on (the default) theirs wait for an
 * administrator (`POST /api/Comments/{id}/approve`), whose own are shown at once as the store's.
 * Authors show by first name only.
 */
export function productCommentRoutes(ctx: AppContext, registry: EntityRegistry) {
  return async (app: App) => {
    const readsOf = catalogReads(ctx, app, registry);
    const comments = new ResourceService(ctx.db, registry, Comment);
    const signedIn = guard(ctx.db, { kind: 'user' });

    /**
     * Refuses (404) unless the product is listed (or, for an administrator, any product of the
     * store). The store's catalog context is read first, outside any transaction: embedded, a read
     * on another connection than the transaction's would wait for it.
     */
    const listedCheck = async (storeId: number, isAdmin: boolean) => {
      const read = await readsOf(storeId);
      return async (db: AnyDb, productId: number) => {
        if (isAdmin) await new ResourceService(db, registry, Product).get(productId, serverReader(storeId, 'en'));
        else if (!(await listedCards(db, [productId], read)).has(productId)) throw new DomainError('common.error.notfound', 404);
      };
    };
    const callerOf = async (request: FastifyRequest): Promise<Caller> => {
      const storeId = await requestStore(request);
      return {
        customerId: request.claims?.sub ?? 0,
        scope: 'own',
        isAdmin: await isAdministrator(ctx.db, request, storeId),
        storeId,
        language: requestLanguage(request),
      };
    };
    const approvedAtOnce = async (caller: Caller) =>
      caller.isAdmin || !settingIsTrue((await storeSettingValue(ctx.db, caller.storeId ?? 0, COMMENTS_NEED_APPROVAL)) ?? 'true');

    app.get(
      '/api/Catalog/getComments',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary:
            'A listed product’s approved reviews, newest first (`after`: the last review id of the previous page), each with its approved replies, and the rating summary of all its approved reviews',
          querystring: z.strictObject({
            productId: z.coerce.number().int().min(1).max(INT32_MAX),
            after: z.coerce.number().int().min(1).optional(),
          }),
          response: {
            200: z.object({
              data: z.array(shownReview),
              summary,
              next: z.number().int().nullable(),
              /** The signed-in reader's own: whether they reviewed the product (waiting or shown); null for a visitor. */
              mine: z.object({ reviewed: z.boolean() }).nullable(),
            }),
            ...guardedErrors,
          },
        },
      },
      async (request) => {
        const storeId = await requestStore(request);
        const language = requestLanguage(request);
        const db = ctx.readDb ?? ctx.db;
        const { productId, after } = request.query;
        await (await listedCheck(storeId, false))(db, productId);
        const reads = new CommentReads(db, registry);
        const reader = serverReader(storeId, language);
        const [{ page, next }, summary] = await Promise.all([reads.reviews(productId, after, reader), reads.summary(productId, reader)]);
        const replies = await reads.replies(
          page.map((row) => Number(row.id)),
          reader,
        );
        const authors = await reads.authors([...page, ...replies], language);
        const readerId = request.claims && !request.claims.guest ? request.claims.sub : 0;
        // Their own review may still wait for approval: read on the primary, where it was written.
        const reviewed = readerId > 0 ? await new CommentReads(ctx.db, registry).reviewed(productId, readerId, storeId, language) : null;
        const shown = (row: Row) => ({
          id: Number(row.id),
          contentText: String(row.contentText),
          createdAt: String(row.createdAt),
          author: authors.get(Number(row.ownerId)) ?? { name: null, isStore: false },
        });
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        return {
          data: page.map((row) => ({
            ...shown(row),
            title: text(row.title),
            positiveFeature: text(row.positiveFeature),
            negativeFeature: text(row.negativeFeature),
            recommending: text(row.recommending),
            rating: typeof row.rating === 'number' ? row.rating : 0,
            pictures: picturesOf(row.pictures),
            replies: replies.filter((r) => r.parentCommentId === row.id).map(shown),
          })),
          summary,
          next,
          mine: reviewed === null ? null : { reviewed },
        };
      },
    );

    app.post(
      '/api/Catalog/addComment',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'The signed-in customer’s review of a listed product (one per product): text, rating 1–5, optional title, strengths, weaknesses, recommendation and pictures (their own uploads); waits for approval when the store requires it',
          body: review,
          response: { 201: dataOf(z.object({ id: z.number().int(), isApproved: z.boolean() })), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request);
        const storeId = caller.storeId ?? 0;
        const input = parseOrRefuse(newComment, { ...request.body, pictures: JSON.stringify(request.body.pictures ?? []) });
        const pictures = await ownUploadIssues(
          ctx.db,
          storeId,
          caller.customerId,
          PRODUCT_PICTURES_DIRECTORY,
          picturesOf(String(input.pictures)),
          (index) => `pictures.${index}`,
        );
        if (Object.keys(pictures).length > 0) throw new ValidationFailure(pictures);
        const isApproved = await approvedAtOnce(caller);
        const listed = await listedCheck(storeId, caller.isAdmin);
        const created = await ctx.db.transaction().execute(async (trx) => {
          await listed(trx, request.body.productId);
          // One review per customer and product: the engine's write check on Comment (one-review.ts).
          return comments.inTransaction(trx).create({ ...input, isApproved } as Row, caller);
        });
        return reply.status(201).send({ data: { id: Number(created.id), isApproved } });
      },
    );

    app.post(
      '/api/Catalog/addCommentReply',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'A reply of the signed-in user to an approved review of a listed product; waits for approval when the store requires it (an administrator’s is shown at once, as the store’s)',
          body: reply,
          response: { 201: dataOf(z.object({ id: z.number().int(), isApproved: z.boolean() })), ...guardedErrors },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request);
        const storeId = caller.storeId ?? 0;
        // The review answered (a missing one is the engine's 404): approved (or, for an administrator, any) and not itself a reply.
        const parent = await comments.get(request.body.commentId, serverReader(storeId, caller.language));
        if (parent.parentCommentId !== null || !(caller.isAdmin || parent.isApproved)) throw new DomainError('common.error.notfound', 404);
        await (await listedCheck(storeId, caller.isAdmin))(ctx.db, Number(parent.productId));
        const input = parseOrRefuse(newComment, {
          productId: Number(parent.productId),
          parentCommentId: request.body.commentId,
          contentText: request.body.contentText,
        });
        const isApproved = await approvedAtOnce(caller);
        const created = await comments.create({ ...input, isApproved }, caller);
        return reply.status(201).send({ data: { id: Number(created.id), isApproved } });
      },
    );
  };
}
