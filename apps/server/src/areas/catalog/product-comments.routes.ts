import {
  Comment,
  commentPicturesSchema,
  DomainError,
  INT32_MAX,
  inputSchema,
  RATING_MAX,
  RECOMMENDINGS,
  type Row,
  settingIsTrue,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
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
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { catalogContexts, listedSince } from './catalog-context.js';
import { listedConditions } from './catalog-filters.js';
import { ownPictureIssues } from './own-pictures.js';
import { storeSettingValue } from './product-settings.js';

const tags = ['Catalog'];
/** Whether customers' comments wait for an administrator (spec 001 §4's queue, for comments too). */
export const COMMENTS_NEED_APPROVAL = 'comment.needsapproval';
const REVIEWS_PAGE = 20;

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

interface CommentRow {
  id: number;
  parentCommentId: number | null;
  title: string | null;
  contentText: string;
  positiveFeature: string | null;
  negativeFeature: string | null;
  recommending: string | null;
  rating: number | null;
  pictures: string | null;
  createdAt: Date | string;
  firstName: string | null;
  isStore: boolean;
}

const picturesOf = (text: string | null) => {
  if (!text) return [];
  try {
    const parsed = commentPicturesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

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
    const contextOf = catalogContexts(ctx, app, registry);
    const signedIn = guard(ctx.db, { kind: 'user' });

    /**
     * Refuses (404) unless the product is listed (or, for an administrator, any product of the
     * store). The store's context is read first, outside any transaction: embedded, a read on
     * another connection than the transaction's would wait for it.
     */
    const listedCheck = async (storeId: number, isAdmin: boolean) => {
      const context = await contextOf(storeId);
      const listed = listedConditions({ storeId, listedSince: listedSince(context.availableDays, new Date(app.now())) });
      const visible = isAdmin ? sql<boolean>`p.store_id = ${storeId}` : sql.join(listed, sql` AND `);
      return async (db: AnyDb, productId: number) => {
        const { rows } = await sql`SELECT 1 FROM products p WHERE p.id = ${productId} AND ${visible}`.execute(db);
        if (rows.length === 0) throw new DomainError('common.error.notfound', 404);
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
        const db = ctx.readDb ?? ctx.db;
        const { productId, after } = request.query;
        await (await listedCheck(storeId, false))(db, productId);
        const columns = sql`c.id, c.parent_comment_id AS "parentCommentId", c.title, c.content_text AS "contentText",
          c.positive_feature AS "positiveFeature", c.negative_feature AS "negativeFeature", c.recommending, c.rating, c.pictures,
          c.created_at AS "createdAt", cu.first_name AS "firstName",
          EXISTS (SELECT 1 FROM customer_roles cr JOIN roles r ON r.id = cr.role_id WHERE cr.customer_id = c.owner_id AND lower(r.system_name) = 'administrators') AS "isStore"`;
        const reviews = await sql<CommentRow>`SELECT ${columns} FROM comments c LEFT JOIN customers cu ON cu.id = c.owner_id
          WHERE c.store_id = ${storeId} AND c.product_id = ${productId} AND c.parent_comment_id IS NULL AND c.is_approved
            ${after ? sql`AND c.id < ${after}` : sql``}
          ORDER BY c.id DESC LIMIT ${REVIEWS_PAGE + 1}`.execute(db);
        const page = reviews.rows.slice(0, REVIEWS_PAGE);
        const replies =
          page.length === 0
            ? []
            : (
                await sql<CommentRow>`SELECT ${columns} FROM comments c LEFT JOIN customers cu ON cu.id = c.owner_id
                  WHERE c.parent_comment_id = ANY(${sql.val(page.map((r) => r.id))}::int[]) AND c.is_approved ORDER BY c.id`.execute(db)
              ).rows;
        const stats = await sql<{ rating: number | null; recommending: string | null; n: number }>`
          SELECT rating, recommending, count(*)::int AS n FROM comments
          WHERE store_id = ${storeId} AND product_id = ${productId} AND parent_comment_id IS NULL AND is_approved
          GROUP BY rating, recommending`.execute(db);
        const stars: Record<string, number> = Object.fromEntries(Array.from({ length: RATING_MAX }, (_, i) => [String(i + 1), 0]));
        const recommending: Record<string, number> = Object.fromEntries(RECOMMENDINGS.map((r) => [r, 0]));
        let count = 0;
        let total = 0;
        for (const row of stats.rows) {
          count += row.n;
          if (row.rating !== null) {
            stars[String(row.rating)] = (stars[String(row.rating)] ?? 0) + row.n;
            total += row.rating * row.n;
          }
          if (row.recommending) recommending[row.recommending] = (recommending[row.recommending] ?? 0) + row.n;
        }
        const readerId = request.claims && !request.claims.guest ? request.claims.sub : 0;
        // Their own review may still wait for approval: read on the primary, where it was written.
        const reviewed =
          readerId > 0
            ? (
                await sql`SELECT 1 FROM comments WHERE product_id = ${productId} AND owner_id = ${readerId}
                  AND parent_comment_id IS NULL`.execute(ctx.db)
              ).rows.length > 0
            : null;
        const shown = (row: CommentRow) => ({
          id: row.id,
          contentText: row.contentText,
          createdAt: new Date(row.createdAt).toISOString(),
          author: { name: row.firstName, isStore: row.isStore },
        });
        return {
          data: page.map((row) => ({
            ...shown(row),
            title: row.title,
            positiveFeature: row.positiveFeature,
            negativeFeature: row.negativeFeature,
            recommending: row.recommending,
            rating: row.rating ?? 0,
            pictures: picturesOf(row.pictures),
            replies: replies.filter((r) => r.parentCommentId === row.id).map(shown),
          })),
          summary: { count, average: count > 0 ? (total / count).toFixed(1) : null, stars, recommending },
          next: reviews.rows.length > REVIEWS_PAGE ? (page.at(-1)?.id ?? null) : null,
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
        const pictures = await ownPictureIssues(ctx.db, storeId, caller.customerId, picturesOf(String(input.pictures)), 'pictures');
        if (Object.keys(pictures).length > 0) throw new ValidationFailure(pictures);
        const isApproved = await approvedAtOnce(caller);
        const listed = await listedCheck(storeId, caller.isAdmin);
        const created = await ctx.db.transaction().execute(async (trx) => {
          await listed(trx, request.body.productId);
          // One review per customer and product: the engine's write check on Comment (one-review.ts).
          return new ResourceService(trx, registry, Comment).create({ ...input, isApproved } as Row, caller);
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
        const { rows } = await sql<{ productId: number }>`SELECT product_id AS "productId" FROM comments
          WHERE id = ${request.body.commentId} AND store_id = ${storeId} AND parent_comment_id IS NULL
            ${caller.isAdmin ? sql`` : sql`AND is_approved`}`.execute(ctx.db);
        const parent = rows[0];
        if (!parent) throw new DomainError('common.error.notfound', 404);
        await (await listedCheck(storeId, caller.isAdmin))(ctx.db, parent.productId);
        const input = parseOrRefuse(newComment, {
          productId: parent.productId,
          parentCommentId: request.body.commentId,
          contentText: request.body.contentText,
        });
        const isApproved = await approvedAtOnce(caller);
        const created = await new ResourceService(ctx.db, registry, Comment).create({ ...input, isApproved }, caller);
        return reply.status(201).send({ data: { id: Number(created.id), isApproved } });
      },
    );
  };
}
