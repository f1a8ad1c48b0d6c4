import { api } from '../../api/api-client';
import type { ReviewBody } from './review-rules';

/** Who wrote a review or a reply: a first name (never more), or the store's own. */
export interface CommentAuthor {
  readonly name: string | null;
  readonly isStore: boolean;
}

export interface ReviewReply {
  readonly id: number;
  readonly contentText: string;
  readonly createdAt: string;
  readonly author: CommentAuthor;
}

export interface Review extends ReviewReply {
  readonly title: string | null;
  /** One strength a line. */
  readonly positiveFeature: string | null;
  readonly negativeFeature: string | null;
  readonly recommending: string | null;
  readonly rating: number;
  /** Addresses of the reviewer's pictures (the ProductPictures folder). */
  readonly pictures: readonly string[];
  /** Approved replies, oldest first. */
  readonly replies: readonly ReviewReply[];
}

export interface ReviewsSummary {
  readonly count: number;
  /** One decimal (`"4.3"`), null without reviews. */
  readonly average: string | null;
  readonly stars: Readonly<Record<string, number>>;
  readonly recommending: Readonly<Record<string, number>>;
}

export interface ReviewsPage {
  readonly data: readonly Review[];
  readonly summary: ReviewsSummary;
  /** The `after` of the next page, null on the last. */
  readonly next: number | null;
  /** The signed-in reader's own: whether they reviewed the product; null for a visitor. */
  readonly mine: { readonly reviewed: boolean } | null;
}

/** What a posted review or reply became: shown at once, or waiting for an administrator. */
export interface Posted {
  readonly id: number;
  readonly isApproved: boolean;
}

/** The reviews of one product, under one key: a new review or reply shown at once reloads them. */
export const reviewsKey = (productId: number) => ['product-comments', productId] as const;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Comments and ratings of a product (apps/server/src/areas/catalog/product-comments.routes.ts). */
export const commentsApi = {
  /** A page of approved reviews, newest first, with the summary of all of them. */
  page: (productId: number, after: number | undefined, signal?: AbortSignal) =>
    api<ReviewsPage>('GET', '/api/Catalog/getComments', { query: { productId, after }, ...withSignal(signal) }),

  /** The signed-in customer's review (one a product: 409 `comment.error.alreadyreviewed`). */
  add: async (body: ReviewBody) => (await api<{ data: Posted }>('POST', '/api/Catalog/addComment', { body })).data,

  /** The signed-in user's reply to an approved review. */
  reply: async (commentId: number, contentText: string) =>
    (await api<{ data: Posted }>('POST', '/api/Catalog/addCommentReply', { body: { commentId, contentText } })).data,
};
