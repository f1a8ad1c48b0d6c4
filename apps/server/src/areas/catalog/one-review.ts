import { sql } from 'kysely';
import { lockKey } from '../engine/shared-locks.js';
import type { WriteCheck } from '../engine/write-checks.js';

/** The refusal of a second review of one product by one customer (409). */
export const ALREADY_REVIEWED = 'comment.error.alreadyreviewed';

/** The fields whose change can make a comment a second review of a product. */
const REVIEW_FIELDS = ['productId', 'parentCommentId'];

/**
 * One review per customer and product (docs/notes/catalog.md "Comments and ratings"), on every path
 * that writes a comment: the customer's `addComment` and the generic `POST`/`PUT /api/Comments`
 * alike. After the write, in its transaction, the check locks the (product, author) pair the row
 * now names and only then looks for another review of it: of two writes at once, the second to
 * take the lock runs its look after the first has committed, sees that review and is refused.
 * Keyed by the row's own author and product, whoever writes (an administrator moving a customer's
 * review to another product takes the same lock as that customer). Approving, withdrawing and
 * changes that leave the product and the parent alone are not judged again.
 */
export const oneReviewPerCustomer: WriteCheck = {
  check: async (trx, write) => {
    if (write.id === null || write.after === null || write.op === 'action' || write.op === 'delete') return null;
    if (write.op === 'update' && !write.fields.some((field) => REVIEW_FIELDS.includes(field))) return null;
    // The row as stored (its author is a system column the API may not show).
    const { rows } = await sql<{ productId: number; ownerId: number | null; parentCommentId: number | null }>`
      SELECT product_id AS "productId", owner_id AS "ownerId", parent_comment_id AS "parentCommentId" FROM comments WHERE id = ${write.id}`.execute(
      trx,
    );
    const review = rows[0];
    if (!review || review.parentCommentId !== null || review.ownerId === null) return null;
    await lockKey(trx, `review:${review.productId}:${review.ownerId}`);
    const other = await sql`SELECT 1 FROM comments WHERE product_id = ${review.productId} AND owner_id = ${review.ownerId}
      AND parent_comment_id IS NULL AND id <> ${write.id} LIMIT 1`.execute(trx);
    return other.rows.length > 0 ? ALREADY_REVIEWED : null;
  },
};
