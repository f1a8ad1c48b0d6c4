import {
  ADMIN_ROLE,
  Comment,
  Customer,
  commentPicturesSchema,
  type Language,
  RATING_MAX,
  RECOMMENDINGS,
  Role,
  type Row,
} from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { type Caller, serverReader } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';

/** Reviews on one page of a product's comments. */
export const REVIEWS_PAGE = 20;
/** The most replies read for one page of reviews (a review gathers a few). */
const REPLIES_MAX = 500;

/** Who wrote a comment, as a product page shows it: a first name only, and whether it is the store's. */
export interface ShownAuthor {
  readonly name: string | null;
  readonly isStore: boolean;
}

/** A comment's pictures as stored (a JSON list of the customer's uploads); anything else shows none. */
export const picturesOf = (text: unknown): string[] => {
  if (typeof text !== 'string' || !text) return [];
  try {
    const parsed = commentPicturesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

/**
 * The comments of products (spec 001 §3 comment) as a product page reads them, through the engine:
 * a page of approved reviews with their approved replies and authors, the rating summary, and
 * whether a reader has reviewed the product.
 */
export class CommentReads {
  private readonly comments: ResourceService;
  private readonly customers: ResourceService;
  private readonly roles: ResourceService;

  constructor(db: AnyDb, registry: EntityRegistry) {
    this.comments = new ResourceService(db, registry, Comment);
    this.customers = new ResourceService(db, registry, Customer);
    this.roles = new ResourceService(db, registry, Role);
  }

  /** A product's approved reviews, newest first, after review `after` (an id), with one more to say whether a next page exists. */
  async reviews(productId: number, after: number | undefined, reader: Caller): Promise<{ page: Row[]; next: number | null }> {
    const { data } = await this.comments.page(
      {
        productId,
        parentCommentId: null,
        isApproved: true,
        sort: '-id',
        page: 1,
        pageSize: REVIEWS_PAGE + 1,
        ...(after ? { after: { value: null, id: after } } : {}),
      },
      reader,
    );
    const page = data.slice(0, REVIEWS_PAGE);
    return { page, next: data.length > REVIEWS_PAGE ? Number(page.at(-1)?.id) : null };
  }

  /** The approved replies to these reviews, oldest first. */
  replies(reviewIds: readonly number[], reader: Caller): Promise<Row[]> {
    if (reviewIds.length === 0) return Promise.resolve([]);
    return this.comments.all({ parentCommentId: [...reviewIds], isApproved: true, sort: 'id' }, reader, REPLIES_MAX);
  }

  /** How a product's approved reviews rate it: their count, the average (one decimal), by stars and by recommendation. */
  async summary(productId: number, reader: Caller) {
    const groups = await this.comments.countBy(
      ['rating', 'recommending'],
      { productId, parentCommentId: null, isApproved: true },
      reader,
      (RATING_MAX + 1) * (RECOMMENDINGS.length + 1),
    );
    const stars: Record<string, number> = Object.fromEntries(Array.from({ length: RATING_MAX }, (_, i) => [String(i + 1), 0]));
    const recommending: Record<string, number> = Object.fromEntries(RECOMMENDINGS.map((r) => [r, 0]));
    let count = 0;
    let total = 0;
    for (const { values, n } of groups) {
      count += n;
      if (typeof values.rating === 'number') {
        stars[String(values.rating)] = (stars[String(values.rating)] ?? 0) + n;
        total += values.rating * n;
      }
      if (typeof values.recommending === 'string') recommending[values.recommending] = (recommending[values.recommending] ?? 0) + n;
    }
    return { count, average: count > 0 ? (total / count).toFixed(1) : null, stars, recommending };
  }

  /** Whether this customer has reviewed the product (approved or waiting). */
  async reviewed(productId: number, customerId: number, storeId: number, language: Language): Promise<boolean> {
    const own: Caller = { customerId, scope: 'own', isAdmin: false, storeId, language };
    return (await this.comments.all({ productId, parentCommentId: null }, own, 1)).length > 0;
  }

  /** The authors of these comments: first names (all a visitor is shown of a customer) and whether each is an administrator. */
  async authors(rows: readonly Row[], language: Language): Promise<Map<number, ShownAuthor>> {
    const ids = [...new Set(rows.map((row) => row.ownerId).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) return new Map();
    // Customers and roles are the installation's, not a store's.
    const installation = serverReader(null, language);
    const [people, roles] = await Promise.all([
      this.customers.all({ id: ids }, installation, ids.length),
      this.roles.all({ systemName: ADMIN_ROLE }, installation),
    ]);
    const admins = new Set(roles.filter((r) => String(r.systemName).toLowerCase() === ADMIN_ROLE).map((r) => Number(r.id)));
    return new Map(
      people.map((person) => [
        Number(person.id),
        {
          name: typeof person.firstName === 'string' ? person.firstName : null,
          isStore: ((person.roleIds as number[] | undefined) ?? []).some((id) => admins.has(Number(id))),
        },
      ]),
    );
  }
}
