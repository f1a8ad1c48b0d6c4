import { latinNumberText } from '../engine/digits.js';

/**
 * The public catalog's query (issue 13 item 5; spec 000 §4, §5): the same names in the page's
 * address (`/p?city=7&a12=3,5&price=100|900`) and in the server's list call, so a filtered list
 * is a link that can be shared and reloaded. Values keep the spec's stored forms: a range is
 * `from|to` (a missing side `0`), a multi-select a comma-joined list, a switch `true`, a dropdown
 * or radio the value's id, text as typed.
 */
export const CATALOG_SORTS = ['displayOrder', 'newest', 'price', '-price'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_PAGE_MAX = 48;
/** Most values one multi-value parameter (cities, an attribute's choices) may hold. */
export const CATALOG_LIST_MAX = 50;
/** Longest search or text-attribute filter. */
export const CATALOG_TEXT_MAX = 100;
/** The prefix of an attribute's parameter: `a12` filters by attribute 12. */
export const ATTRIBUTE_PARAM = 'a';

/** A from/to range; null sides are open. Amounts are decimal text with Latin digits. */
export interface CatalogRange {
  readonly from: string | null;
  readonly to: string | null;
}

export interface CatalogQuery {
  readonly q: string | null;
  readonly categoryId: number | null;
  readonly tagId: number | null;
  readonly cityIds: readonly number[];
  readonly regionIds: readonly number[];
  readonly price: CatalogRange | null;
  /** Attribute id → its filter value in the stored form (judged by the attribute's type on the server). */
  readonly attributes: Readonly<Record<number, string>>;
  readonly sort: CatalogSort;
  readonly after: string | null;
  readonly size: number;
  /** Whether the answer carries facet counts (the filter panel asks; a next page does not). */
  readonly facets: boolean;
}

export const EMPTY_CATALOG_QUERY: CatalogQuery = {
  q: null,
  categoryId: null,
  tagId: null,
  cityIds: [],
  regionIds: [],
  price: null,
  attributes: {},
  sort: 'displayOrder',
  after: null,
  size: CATALOG_PAGE_SIZE,
  facets: false,
};

const DECIMAL = /^\d{1,20}(\.\d{1,8})?$/;
/** The database's largest `integer` (here, not imported from the engine: the storefront bundle keeps the engine out). */
const INT32_MAX = 2_147_483_647;
/** A row id: a positive integer of the database's `integer` (a larger one could only be refused there, as a 500). */
const ID_SHAPE = /^[1-9]\d{0,9}$/;
const ID = { test: (text: string) => ID_SHAPE.test(text) && Number(text) <= INT32_MAX };

/** `from|to` as a range: each side a non-negative amount, `0` or empty meaning open; null when malformed. */
export function parseRange(text: string): CatalogRange | null {
  const parts = latinNumberText(text).split('|');
  if (parts.length !== 2) return null;
  const sides = parts.map((part) => part.trim());
  if (!sides.every((side) => side === '' || DECIMAL.test(side))) return null;
  const [from, to] = sides.map((side) => (side === '' || Number(side) === 0 ? null : side)) as [string | null, string | null];
  return { from, to };
}

/** The stored form of a range (spec 000 §5: a missing side as 0). */
export const rangeText = (range: CatalogRange): string => `${range.from ?? 0}|${range.to ?? 0}`;

/**
 * Two non-negative decimals in digits (`parseRange`'s sides) compared exactly: up to 20 whole
 * digits, past what a float tells apart (`12345678901234567890.5` and `…890.4` are one float).
 */
export function compareDecimalText(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.');
  const [bWhole = '', bFraction = ''] = b.split('.');
  const [x, y] = [aWhole.replace(/^0+/, ''), bWhole.replace(/^0+/, '')];
  if (x.length !== y.length) return x.length - y.length;
  const width = Math.max(aFraction.length, bFraction.length);
  const [p, q] = [x + aFraction.padEnd(width, '0'), y + bFraction.padEnd(width, '0')];
  return p === q ? 0 : p < q ? -1 : 1;
}

/** Spec 000 §5: both sides given and from above to — `common.error.fromtoerror`, and no filtering. */
export function rangeIssue(range: CatalogRange): string | null {
  if (range.from === null || range.to === null) return null;
  return compareDecimalText(range.from, range.to) > 0 ? 'common.error.fromtoerror' : null;
}

/** Comma-joined ids (`3,5`), each once, in the order given; null when any is not an id or there are too many. */
export function parseIds(text: string): number[] | null {
  const parts = latinNumberText(text)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > CATALOG_LIST_MAX || !parts.every((part) => ID.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

export type CatalogQueryIssues = Record<string, string>;

/**
 * Reads the query from address parameters: what is malformed is named by parameter (the server
 * answers 400 with these; the page drops them), unknown parameters are ignored.
 */
export function parseCatalogQuery(params: Readonly<Record<string, string | undefined>>): {
  query: CatalogQuery;
  issues: CatalogQueryIssues;
} {
  const issues: CatalogQueryIssues = {};
  const text = (name: string) => {
    const value = params[name]?.trim();
    if (!value) return null;
    if (value.length > CATALOG_TEXT_MAX) issues[name] = 'common.error.maxlength';
    return value.slice(0, CATALOG_TEXT_MAX);
  };
  const id = (name: string) => {
    const value = params[name]?.trim();
    if (!value) return null;
    const latin = latinNumberText(value);
    if (!ID.test(latin)) {
      issues[name] = 'common.error.invalid';
      return null;
    }
    return Number(latin);
  };
  const ids = (name: string) => {
    const value = params[name]?.trim();
    if (!value) return [];
    const parsed = parseIds(value);
    if (!parsed) issues[name] = 'common.error.invalid';
    return parsed ?? [];
  };
  let price: CatalogRange | null = null;
  if (params.price?.trim()) {
    price = parseRange(params.price);
    if (!price) issues.price = 'common.error.invalid';
    else if (rangeIssue(price)) issues.price = rangeIssue(price) as string;
    if (price && price.from === null && price.to === null) price = null;
  }
  const attributes: Record<number, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const match = new RegExp(`^${ATTRIBUTE_PARAM}([1-9]\\d{0,9})$`).exec(name);
    if (!match || value === undefined || value.trim() === '') continue;
    if (value.length > CATALOG_TEXT_MAX * 4) issues[name] = 'common.error.maxlength';
    else attributes[Number(match[1])] = value.trim();
  }
  if (Object.keys(attributes).length > CATALOG_LIST_MAX) issues.attributes = 'common.error.invalid';
  const sort = (params.sort ?? 'displayOrder') as CatalogSort;
  if (!CATALOG_SORTS.includes(sort)) issues.sort = 'common.error.invalid';
  let size = CATALOG_PAGE_SIZE;
  if (params.size?.trim()) {
    size = Number(latinNumberText(params.size));
    if (!Number.isInteger(size) || size < 1 || size > CATALOG_PAGE_MAX) {
      issues.size = 'common.error.invalid';
      size = CATALOG_PAGE_SIZE;
    }
  }
  const query: CatalogQuery = {
    q: text('q'),
    categoryId: id('category'),
    tagId: id('tag'),
    cityIds: ids('city'),
    regionIds: ids('region'),
    price,
    attributes,
    sort: CATALOG_SORTS.includes(sort) ? sort : 'displayOrder',
    after: params.after?.trim() || null,
    size,
    facets: params.facets === 'true' || params.facets === '1',
  };
  return { query, issues };
}

/** The query as address parameters (what the page writes into its address), empty ones left out. */
export function catalogQueryParams(query: Partial<CatalogQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.categoryId) params.category = String(query.categoryId);
  if (query.tagId) params.tag = String(query.tagId);
  if (query.cityIds?.length) params.city = query.cityIds.join(',');
  if (query.regionIds?.length) params.region = query.regionIds.join(',');
  if (query.price && (query.price.from !== null || query.price.to !== null)) params.price = rangeText(query.price);
  for (const [id, value] of Object.entries(query.attributes ?? {})) if (value !== '') params[`${ATTRIBUTE_PARAM}${id}`] = value;
  if (query.sort && query.sort !== 'displayOrder') params.sort = query.sort;
  if (query.after) params.after = query.after;
  if (query.size && query.size !== CATALOG_PAGE_SIZE) params.size = String(query.size);
  if (query.facets) params.facets = 'true';
  return params;
}

/** One product as the catalog's list shows it. */
export interface CatalogCard {
  readonly id: number;
  readonly slug: string;
  readonly name: Readonly<Record<string, string | null>>;
  /** The first picture's address, or null. */
  readonly picture: string | null;
  /** Null when the price is not shown (call for price). */
  readonly price: string | null;
  /** Shown struck through: only when above the price. */
  readonly oldPrice: string | null;
  readonly callForPrice: boolean;
  /** The base coin's symbol (`IRT`). */
  readonly coinSymbol: string;
  readonly isNew: boolean;
  readonly isFeatured: boolean;
  readonly inStock: boolean;
}

/**
 * How many listed products each choice would give, with every other filter applied (a chosen
 * attribute's own values are counted without its own filter, so the panel can offer switching).
 */
export interface CatalogFacets {
  /** Attribute value id → count (dropdown, multi-checkbox, radio). */
  readonly values: Readonly<Record<string, number>>;
  /** Switch attribute id → products with it on. */
  readonly switches: Readonly<Record<string, number>>;
  /** Category id → count, products of its subcategories included. */
  readonly categories: Readonly<Record<string, number>>;
  /** City id → count. */
  readonly cities: Readonly<Record<string, number>>;
  /** Region id → count, products of its subregions included. */
  readonly regions: Readonly<Record<string, number>>;
  /** The lowest and highest shown price among the matches (null when none has one). */
  readonly price: { readonly min: string | null; readonly max: string | null };
}

/** The most matches the public list counts exactly; above it the list says "1 000+". */
export const CATALOG_COUNT_CAP = 1_000;

export interface CatalogPage {
  readonly data: readonly CatalogCard[];
  /**
   * Matching products, counted on the first page only (null on later ones: the first page's count
   * stands) and no further than CATALOG_COUNT_CAP (`totalExact` false: "1 000+"), so a broad
   * filter costs a bounded count on any catalog size.
   */
  readonly total: number | null;
  /** Whether `total` is every match (false: the cap, "more than"); null where not counted. */
  readonly totalExact: boolean | null;
  /** The `after` of the next page, or null on the last one. */
  readonly next: string | null;
  readonly facets?: CatalogFacets;
}

type Translations = Readonly<Record<string, string | null>>;

/** A named row a product page links to (a category, tag, city, region). */
export interface CatalogNamed {
  readonly id: number;
  readonly name: Translations;
}

/** One attribute value a product page shows (active attributes, in display order). */
export interface CatalogAttributeValue {
  readonly id: number;
  readonly name: Translations;
  readonly groupName: Translations | null;
  /** The control type (`1`…`22`). */
  readonly type: string;
  /** The stored text (a number, `true`, a value id, `|3|,|7|`, text, rich text, a file's address). */
  readonly value: string;
  /** The chosen values' names, for a dropdown, radio or checkbox group (empty otherwise). */
  readonly valueNames: readonly Translations[];
}

/**
 * A product as its page shows it (`GET /api/Catalog/getProduct?slug=`): the card's fields and
 * everything else a visitor reads. Related products are listed ones only.
 */
export interface CatalogProduct extends CatalogCard {
  readonly description: Translations | null;
  readonly sku: string | null;
  readonly gtin: string | null;
  readonly pictures: readonly { readonly picture: string; readonly alt: Translations | null }[];
  readonly metaTitle: Translations | null;
  readonly metaDescription: Translations | null;
  readonly metaKeywords: Translations | null;
  readonly productType: CatalogNamed;
  readonly stockQuantity: number;
  readonly orderMinimumQuantity: number;
  readonly orderMaximumQuantity: number;
  readonly isFreeShipping: boolean;
  readonly weight: string | null;
  readonly length: string | null;
  readonly width: string | null;
  readonly height: string | null;
  readonly attributes: readonly CatalogAttributeValue[];
  readonly categories: readonly CatalogNamed[];
  /** Tags are named in one text, not per language. */
  readonly tags: readonly { readonly id: number; readonly name: string }[];
  readonly cities: readonly CatalogNamed[];
  readonly region: CatalogNamed | null;
  readonly related: readonly CatalogCard[];
}
