import type { Language, ListCursor, Scope } from '@store/domain';
import type { TitleReach } from './entity-sql.js';

/** A list request as the service reads it: the page (or the cursor after the previous one), the sort, the filters. */
export interface ListParams extends Record<string, unknown> {
  page: number;
  pageSize: number;
  sort?: string;
  after?: ListCursor;
}

/** Who is asking, which rows their access reaches (`own`: rows they own only), in which store and language. */
export interface Caller {
  customerId: number;
  scope: Scope;
  isAdmin: boolean;
  storeId: number | null;
  language: Language;
  /** Which referenced rows' titles the caller may see (unset: all, as for an administrator). */
  reach?: TitleReach;
  /** Which rows a list's caller may open (unset: every row they may list); the others show their list columns only. */
  viewScope?: Scope;
}

/**
 * The server reading rows on its own account, not a person's: every row of the store (`storeId`;
 * null: the installation's own rows, customers and roles) — for what a route shows of them to
 * someone after its own checks (a product's approved reviews, the types a customer may choose).
 */
export const serverReader = (storeId: number | null, language: Language = 'en'): Caller => ({
  customerId: 0,
  scope: 'all',
  isAdmin: true,
  storeId,
  language,
});
