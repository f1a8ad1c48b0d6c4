import { sql } from 'kysely';
import { lockKey } from '../engine/shared-locks.js';
import type { WriteCheck } from '../engine/write-checks.js';

/** The refusal of a second review of one product by one customer (409). */
export const ALREADY_REVIEWED = 'comment.error.alreadyreviewed';

/**
 * One review per customer and product (docs/notes/catalog.md "Comments and ratings"), on every path
 * that writes a comment: the customer's `addComment` and the generic `POST /api/Comments` alike.
 * Each writer's comment writes queue on a lock of their own, so two reviews sent at once cannot
 * both find none; after the write, a review whose author holds another of the same product is
 * refused and rolled back. Replies are not reviews.
 */
export const oneReviewPerCustomer: WriteCheck = {
  lock: async (trx, write) => {
    if (write.op === 'create' || write.op === 'update') await lockKey(trx, `reviews-of:${write.callerId}`);
  },
  check: async (trx, write) => {
    const review = write.after;
    if (!review || write.id === null || review.parentCommentId !== null || review.ownerId === null) return null;
    const { rows } = await sql`SELECT 1 FROM comments WHERE product_id = ${review.productId} AND owner_id = ${review.ownerId}
      AND parent_comment_id IS NULL AND id <> ${write.id} LIMIT 1`.execute(trx);
    return rows.length > 0 ? ALREADY_REVIEWED : null;
  },
};
