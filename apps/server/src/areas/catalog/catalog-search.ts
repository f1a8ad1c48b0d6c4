import {
  CATALOG_COUNT_CAP,
  type CatalogCard,
  type CatalogFacets,
  type CatalogPage,
  type CatalogQuery,
  type CatalogSort,
  type FieldIssue,
  showsAsNew,
  showsOldPrice,
} from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { ValidationFailure } from '../../http/validation.js';
import type { FilterAttribute } from './catalog-attributes.js';
import { catalogFacets, indexedFacets } from './catalog-facets.js';
import { allOf, type CatalogConditions, type CatalogScope, filterConditions, listedConditions } from './catalog-filters.js';
import { type DecimalKey, decimalKey } from './decimal-key.js';
import { type FacetIndex, type IndexCursor, type IndexOrder, ON_CALL } from './facet-index.js';
import { withIndexedMatches } from './indexed-matches.js';

/** What a catalog read needs besides the query. */
export interface CatalogRead extends CatalogScope {
  readonly now: Date;
  /** `productmarknewdayscount` (0: marked products show as new as long as they are marked). */
  readonly markNewDays: number;
}

/** Each order: what it sorts by (null: the id alone; each then by id), and whether it runs downwards. */
const ORDERS: Readonly<Record<CatalogSort, { key: 'display_order' | 'price' | null; descending: boolean }>> = {
  displayOrder: { key: 'display_order', descending: false },
  newest: { key: null, descending: true },
  price: { key: 'price', descending: false },
  '-price': { key: 'price', descending: true },
};

/**
 * The price a list sorts by: the shown one, above every price for a call-for-price product (the
 * expression of migration 0033's index). Going up such products come after every priced one, going
 * down before them, by id among themselves: their hidden price neither places them nor rides in a
 * cursor (theirs carries `Infinity`).
 */
const SHOWN_PRICE = sql`(CASE WHEN p.call_for_price THEN 'Infinity'::numeric ELSE p.price END)`;

export interface CardRow {
  id: number;
  slug: string;
  name: Record<string, string | null>;
  price: string;
  oldPrice: string | null;
  callForPrice: boolean;
  stockQuantity: number;
  markAsNew: boolean;
  isFeatured: boolean;
  approvedAt: Date | string | null;
  createdAt: Date | string;
  coinSymbol: string;
  picture: string | null;
  sortKey: string | number | null;
}

/** A page's continuation: the last product's sort value and id, opaque to the client. */
const encodeCursor = (key: string | number | null, id: number) => Buffer.from(JSON.stringify([key, id])).toString('base64url');
const cursorOf = (row: CardRow) => encodeCursor(row.sortKey, row.id);

function readCursor(after: string, sort: CatalogSort): [string | number | null, number] {
  const refuse = (): never => {
    throw new ValidationFailure({ after: { code: 'common.error.invalid' } satisfies FieldIssue });
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    return refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !Number.isInteger(parsed[1])) return refuse();
  const [key, id] = parsed as [unknown, number];
  const order = ORDERS[sort];
  if (order.key === null) return [null, id];
  // A price order's key: the shown price, or Infinity after a call-for-price product.
  if (order.key === 'price' ? typeof key !== 'string' || !(key === ON_CALL || /^\d{1,20}(\.\d{1,8})?$/.test(key)) : !Number.isInteger(key))
    return refuse();
  return [key as string | number, id];
}

/** The rows after the cursor in the order's direction (a row comparison the sort index answers). */
function afterCondition(sort: CatalogSort, after: string): RawBuilder<boolean> {
  const [key, id] = readCursor(after, sort);
  const { key: column, descending } = ORDERS[sort];
  const compare = sql.raw(descending ? '<' : '>');
  if (column === null) return sql<boolean>`p.id ${compare} ${id}`;
  if (column === 'display_order') return sql<boolean>`(p.display_order, p.id) ${compare} (${key}::int, ${id})`;
  return sql<boolean>`(${SHOWN_PRICE}, p.id) ${compare} (${key}::numeric, ${id})`;
}

function orderBy(sort: CatalogSort): RawBuilder<unknown> {
  const { key, descending } = ORDERS[sort];
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  if (key === null) return sql`p.id ${direction}`;
  return sql`${key === 'price' ? SHOWN_PRICE : sql.ref('p.display_order')} ${direction}, p.id ${direction}`;
}

/** The card a list shows: the price only when it is shown, the old price only when above it. */
export function cardOf(row: CardRow, read: Pick<CatalogRead, 'now' | 'markNewDays'>): CatalogCard {
  const price = row.callForPrice ? null : row.price;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    picture: row.picture,
    price,
    oldPrice: price !== null && showsOldPrice(price, row.oldPrice) ? row.oldPrice : null,
    callForPrice: row.callForPrice,
    coinSymbol: row.coinSymbol,
    isNew: showsAsNew({ markAsNew: row.markAsNew, approvedAt: row.approvedAt, createdAt: row.createdAt }, read.markNewDays, read.now),
    isFeatured: row.isFeatured,
    inStock: row.stockQuantity > 0,
  };
}

/** Where a catalog read's answers come from. */
export interface FacetSources {
  /** The facet counts through a cache of the caller's (default: counted at each call). */
  readonly through?: (count: () => Promise<CatalogFacets>) => Promise<CatalogFacets>;
  /** The store's facet index, up to date: the page, its count and facets are read from it (undefined, or absent: in SQL). */
  readonly index?: () => Promise<FacetIndex | undefined>;
  /** Cards kept by id while the index has not looked again (`FacetIndexes.keptOf`): read only for those not kept. */
  readonly kept?: () => Map<number, unknown>;
}

/** The columns of a card, from `products p` joined to its coin `c`. */
export const CARD_COLUMNS = sql`p.id, p.slug, p.name, p.price::text AS price, p.old_price::text AS "oldPrice",
  p.call_for_price AS "callForPrice", p.stock_quantity AS "stockQuantity", p.mark_as_new AS "markAsNew",
  p.is_featured_product AS "isFeatured", p.approved_at AS "approvedAt", p.created_at AS "createdAt", c.symbol AS "coinSymbol",
  (SELECT pp.picture FROM product_pictures pp WHERE pp.product_id = p.id ORDER BY pp.display_order, pp.id LIMIT 1) AS picture`;

/**
 * One page of the public catalog (issue 13 item 5): the store's listed products matching every
 * filter, in the chosen order, `size` at a time by keyset (a deep page costs what the first does),
 * with the number of matches and, when asked, the facet counts.
 */
export async function searchCatalog(
  db: AnyDb,
  query: CatalogQuery,
  attributes: readonly FilterAttribute[],
  read: CatalogRead,
  facetsFrom: FacetSources = {},
): Promise<CatalogPage> {
  const conditions = filterConditions(query, attributes, read);
  const held = await facetsFrom.index?.();
  const { rows, next, total, facets } =
    (held && (await indexedPage(db, held, query, attributes, read, conditions, facetsFrom))) ??
    (await sqlPage(db, query, attributes, read, conditions, facetsFrom));
  return {
    data: rows.map((row) => cardOf(row, read)),
    total: total === null ? null : Math.min(total.n, total.exact ? total.n : CATALOG_COUNT_CAP),
    totalExact: total === null ? null : total.exact,
    next,
    ...(facets ? { facets } : {}),
  };
}

/** A page's rows, its continuation (null: the last page), its count (first page only) and its facets when asked. */
interface PageRead {
  readonly rows: readonly CardRow[];
  readonly next: string | null;
  readonly total: { readonly n: number; readonly exact: boolean } | null;
  readonly facets: CatalogFacets | undefined;
}

const sortKeyOf = (sort: CatalogSort) => {
  const { key } = ORDERS[sort];
  return key === null ? sql`NULL` : key === 'price' ? sql`${SHOWN_PRICE}::text` : sql.ref('p.display_order');
};

/**
 * The page read in SQL (while the store's facet index first loads): the filters, the order and the
 * keyset in one statement; the count up to the cap, so a broad filter costs what a narrow one does.
 */
async function sqlPage(
  db: AnyDb,
  query: CatalogQuery,
  attributes: readonly FilterAttribute[],
  read: CatalogRead,
  conditions: CatalogConditions,
  { through = (count) => count() }: FacetSources,
): Promise<PageRead> {
  const base = listedConditions(read);
  const where = allOf(base, conditions);
  const page = sql<CardRow>`SELECT ${CARD_COLUMNS}, ${sortKeyOf(query.sort)} AS "sortKey"
    FROM products p JOIN coins c ON c.id = p.base_coin_id
    WHERE ${where}${query.after ? sql` AND ${afterCondition(query.sort, query.after)}` : sql``}
    ORDER BY ${orderBy(query.sort)} LIMIT ${query.size + 1}`.execute(db);
  // Counted on the first page only, up to the cap: a later page keeps the first's count.
  const total = query.after
    ? undefined
    : sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${CATALOG_COUNT_CAP + 1}) m`.execute(
        db,
      );
  const facets = query.facets ? through(() => catalogFacets(db, base, conditions, attributes)) : undefined;
  const [{ rows }, counted, counts] = await Promise.all([page, total, facets]);
  const n = counted ? (counted.rows[0]?.n ?? 0) : null;
  const last = rows.length > query.size ? rows[query.size - 1] : undefined;
  return {
    rows: rows.slice(0, query.size),
    next: last ? cursorOf(last) : null,
    total: n === null ? null : { n, exact: n <= CATALOG_COUNT_CAP },
    facets: counts,
  };
}

/** Cards kept per store between two looks of its index, at most. */
const KEPT_CARDS = 5_000;

/** Each order as the facet index walks it. */
const INDEX_ORDERS: Readonly<Record<CatalogSort, IndexOrder>> = {
  displayOrder: { by: 'display', descending: false },
  newest: { by: 'id', descending: true },
  price: { by: 'price', descending: false },
  '-price': { by: 'price', descending: true },
};

/**
 * The page read from the store's facet index: the index chooses the page's products (its filters
 * judged in memory, the order walked from the cursor), counts them exactly and counts the facets,
 * all at once after its SQL reads (`withIndexedMatches`); then SQL reads the cards of those
 * products by id. A product unlisted since the index last looked is left out by SQL. Null when the
 * index cannot answer (the caller reads SQL).
 */
async function indexedPage(
  db: AnyDb,
  index: FacetIndex,
  query: CatalogQuery,
  attributes: readonly FilterAttribute[],
  read: CatalogRead,
  conditions: CatalogConditions,
  { through = (count) => count(), kept = () => new Map() }: FacetSources,
): Promise<PageRead | null> {
  let after: IndexCursor | null = null;
  if (query.after) {
    const [key, id] = readCursor(query.after, query.sort);
    after = { key: key === ON_CALL ? ON_CALL : typeof key === 'string' ? (decimalKey(key) as DecimalKey) : key, id };
  }
  const order = INDEX_ORDERS[query.sort];
  const chosen = await withIndexedMatches(db, index, read, conditions, (matches) => {
    const walked = matches.index.page(matches.all(), order, after, query.size + 1);
    const last = walked.length > query.size ? (walked[query.size - 1] as number) : null;
    return {
      ids: walked.slice(0, query.size),
      // The continuation from the key the index walked by: a product changed since its last look
      // (read anew by SQL below) neither moves the next page nor ends the list early.
      next: last === null ? null : encodeCursor(matches.index.sortKey(last, order), last),
      n: matches.all().size,
      // Counted now if the cache has none (through calls `count` at once), from these matches.
      facets: query.facets ? through(() => Promise.resolve(indexedFacets(matches, conditions, attributes))) : undefined,
    };
  });
  if (!chosen) return null;
  const { ids, n } = chosen;
  // Cards read since the index last looked are as fresh as its choice: only the others are read.
  const cards = kept() as Map<number, CardRow>;
  const found = new Map<number, CardRow>();
  for (const id of ids) {
    const card = cards.get(id);
    if (card) found.set(id, card);
  }
  const missing = ids.filter((id) => !found.has(id));
  const [rows, counts] = await Promise.all([listedCardRows(db, missing, read), chosen.facets]);
  if (cards.size + rows.length > KEPT_CARDS) cards.clear();
  for (const row of rows) {
    cards.set(row.id, row);
    found.set(row.id, row);
  }
  return {
    // A product unlisted since the index looked has no card: left out.
    rows: ids.map((id) => found.get(id)).filter((row): row is CardRow => row !== undefined),
    next: chosen.next,
    total: query.after ? null : { n, exact: true },
    facets: counts,
  };
}

/**
 * The cards of these products that are listed (a customer's favorites, say), by id; a product no
 * longer listed is left out.
 */
export async function listedCards(db: AnyDb, ids: readonly number[], read: CatalogRead): Promise<Map<number, CatalogCard>> {
  const rows = await listedCardRows(db, ids, read);
  return new Map(rows.map((row) => [row.id, cardOf(row, read)]));
}

/** The card rows of these products that are listed, by id (none asked: no statement). */
async function listedCardRows(db: AnyDb, ids: readonly number[], read: CatalogScope): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<CardRow>`SELECT ${CARD_COLUMNS}, NULL AS "sortKey" FROM products p JOIN coins c ON c.id = p.base_coin_id
    WHERE ${allOf(listedConditions(read), new Map())} AND p.id = ANY(${sql.val([...ids])}::int[])`.execute(db);
  return rows;
}
