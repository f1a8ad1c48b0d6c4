import { ATTRIBUTE_PARAM, type CatalogSort, Product, parseRange } from '@store/domain';
import { type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import { CARD_COLUMNS } from '../apps/server/src/areas/catalog/catalog-search.js';
import type { Database } from '../apps/server/src/db/schema.js';
import type { BenchAttribute, CatalogData } from './catalog-data.js';

/**
 * The catalog benchmark's 20 filter combinations (docs/notes/catalog-benchmark.md): each 2–4
 * attribute filters of the kinds a shopper sets (a dropdown's or radio's value, any of a checkbox
 * group's values, a switch on, a number range), a price range, one of the four orders, 24 a page.
 * Values are named by rank — 0 is the value most products hold — so the mix runs from broad
 * (the top brand among new products: tens of thousands of matches) to narrow (a rare brand, a rare
 * switch: a few dozen). Also the naive SQL of each: one join per attribute over the mapping table.
 */

type Filter = { attribute: string; ranks: number[] } | { attribute: string; range: [string, string] } | { attribute: string; on: true };

export interface Combination {
  filters: Filter[];
  /** `from|to` as the page sends it (0: open). */
  price: string;
  sort: CatalogSort;
}

export const PAGE_SIZE = 24;

export const COMBINATIONS: readonly Combination[] = [
  {
    filters: [
      { attribute: 'Brand', ranks: [0] },
      { attribute: 'Condition', ranks: [0] },
    ],
    price: '500000|5000000',
    sort: 'displayOrder',
  },
  {
    filters: [
      { attribute: 'Colour', ranks: [0] },
      { attribute: 'Size', ranks: [1] },
      { attribute: 'Free returns', on: true },
    ],
    price: '100000|2000000',
    sort: 'price',
  },
  {
    filters: [
      { attribute: 'Brand', ranks: [3] },
      { attribute: 'Features', ranks: [0, 1] },
    ],
    price: '1000000|20000000',
    sort: '-price',
  },
  {
    filters: [
      { attribute: 'Material', ranks: [2] },
      { attribute: 'Origin', ranks: [0] },
      { attribute: 'Rating', range: ['4', '5'] },
    ],
    price: '0|3000000',
    sort: 'newest',
  },
  {
    filters: [
      { attribute: 'Condition', ranks: [1] },
      { attribute: 'Warranty', ranks: [0] },
    ],
    price: '200000|1000000',
    sort: 'displayOrder',
  },
  {
    filters: [
      { attribute: 'Brand', ranks: [10] },
      { attribute: 'Colour', ranks: [2] },
      { attribute: 'Gift wrap', on: true },
      { attribute: 'Weight', range: ['0.5', '5'] },
    ],
    price: '500000|50000000',
    sort: 'price',
  },
  {
    filters: [
      { attribute: 'Energy class', ranks: [0] },
      { attribute: 'Connectivity', ranks: [0] },
    ],
    price: '1000000|10000000',
    sort: 'newest',
  },
  {
    filters: [
      { attribute: 'Features', ranks: [2] },
      { attribute: 'Certifications', ranks: [0, 1] },
      { attribute: 'Eco friendly', on: true },
    ],
    price: '100000|5000000',
    sort: 'displayOrder',
  },
  {
    filters: [
      { attribute: 'Style', ranks: [1] },
      { attribute: 'Pattern', ranks: [0] },
    ],
    price: '300000|3000000',
    sort: '-price',
  },
  {
    filters: [
      { attribute: 'Season', ranks: [0] },
      { attribute: 'Gender', ranks: [1] },
      { attribute: 'Age group', ranks: [0] },
    ],
    price: '50000|1000000',
    sort: 'price',
  },
  {
    filters: [
      { attribute: 'Seller type', ranks: [0] },
      { attribute: 'Shipping class', ranks: [0] },
      { attribute: 'Bestseller', on: true },
    ],
    price: '1000000|100000000',
    sort: 'newest',
  },
  {
    filters: [
      { attribute: 'Brand', ranks: [0] },
      { attribute: 'Colour', ranks: [0] },
      { attribute: 'Material', ranks: [0] },
      { attribute: 'Condition', ranks: [0] },
    ],
    price: '1000000|10000000',
    sort: 'displayOrder',
  },
  {
    filters: [
      { attribute: 'Origin', ranks: [5] },
      { attribute: 'Warranty months', range: ['12', '36'] },
    ],
    price: '2000000|20000000',
    sort: 'price',
  },
  {
    filters: [
      { attribute: 'Handmade', on: true },
      { attribute: 'Occasions', ranks: [0, 1, 2] },
    ],
    price: '100000|10000000',
    sort: 'newest',
  },
  {
    filters: [
      { attribute: 'Brand', ranks: [30] },
      { attribute: 'Features', ranks: [0] },
    ],
    price: '100000|0',
    sort: '-price',
  },
  {
    filters: [
      { attribute: 'Colour', ranks: [5] },
      { attribute: 'Size', ranks: [0] },
      { attribute: 'Accessories', ranks: [1] },
    ],
    price: '500000|5000000',
    sort: 'displayOrder',
  },
  {
    filters: [
      { attribute: 'Rating', range: ['4.5', '5'] },
      { attribute: 'Weight', range: ['1', '10'] },
    ],
    price: '1000000|5000000',
    sort: 'price',
  },
  {
    filters: [
      { attribute: 'Free returns', on: true },
      { attribute: 'Gift wrap', on: true },
    ],
    price: '500000|2000000',
    sort: 'newest',
  },
  {
    filters: [
      { attribute: 'Material', ranks: [1] },
      { attribute: 'Energy class', ranks: [2] },
      { attribute: 'Connectivity', ranks: [1, 2] },
      { attribute: 'Warranty', ranks: [1] },
    ],
    price: '0|8000000',
    sort: '-price',
  },
  {
    filters: [
      { attribute: 'Brand', ranks: [1] },
      { attribute: 'Condition', ranks: [0] },
      { attribute: 'Seller type', ranks: [1] },
    ],
    price: '3000000|30000000',
    sort: 'displayOrder',
  },
];

function attributeOf(data: CatalogData, name: string): BenchAttribute {
  const attribute = data.attributes.get(name);
  if (!attribute) throw new Error(`no attribute ${name}`);
  return attribute;
}

function valuesOf(attribute: BenchAttribute, ranks: number[]): number[] {
  return ranks.map((rank) => {
    const id = attribute.valueIds[rank];
    if (id === undefined) throw new Error(`${attribute.name} has no value of rank ${rank}`);
    return id;
  });
}

/** The combination as the products page's address parameters (catalog-query.ts). */
export function paramsOf(data: CatalogData, combination: Combination, facets = false): Record<string, string> {
  const params: Record<string, string> = { price: combination.price, sort: combination.sort, size: String(PAGE_SIZE) };
  for (const filter of combination.filters) {
    const attribute = attributeOf(data, filter.attribute);
    const name = `${ATTRIBUTE_PARAM}${attribute.id}`;
    if ('ranks' in filter) params[name] = valuesOf(attribute, filter.ranks).join(',');
    else if ('range' in filter) params[name] = filter.range.join('|');
    else params[name] = 'true';
  }
  if (facets) params.facets = 'true';
  return params;
}

export const describeCombination = (combination: Combination) =>
  `${combination.filters
    .map((f) => ('ranks' in f ? `${f.attribute}#${f.ranks.join('/')}` : 'range' in f ? `${f.attribute} ${f.range.join('–')}` : f.attribute))
    .join(' + ')}, price ${combination.price}, ${combination.sort}`;

const ORDER: Record<CatalogSort, string> = {
  displayOrder: 'p.display_order ASC, p.id ASC',
  newest: 'p.id DESC',
  price: 'p.price ASC, p.id ASC',
  '-price': 'p.price DESC, p.id DESC',
};

/**
 * The same page and total computed the naive way: the product joined once per filtered attribute
 * to `generic_attribute_mappings`, the stored text compared there (a value id, `|id|` inside a
 * checkbox group's list, `true`, a number cast from text). Same cards, same order, same count.
 */
export function naiveStatements(db: Kysely<Database>, data: CatalogData, combination: Combination): CompiledQuery[] {
  const joins: RawBuilder<unknown>[] = combination.filters.map((filter, i) => {
    const attribute = attributeOf(data, filter.attribute);
    const m = sql.raw(`m${i}`);
    let holds: RawBuilder<unknown>;
    if ('ranks' in filter) {
      const ids = valuesOf(attribute, filter.ranks);
      holds =
        attribute.type === '21'
          ? sql`(${sql.join(
              ids.map((id) => sql`${m}.value LIKE ${`%|${id}|%`}`),
              sql` OR `,
            )})`
          : sql`${m}.value = ${String(ids[0])}`;
    } else if ('range' in filter) holds = sql`${m}.value::numeric BETWEEN ${filter.range[0]}::numeric AND ${filter.range[1]}::numeric`;
    else holds = sql`${m}.value = 'true'`;
    return sql`JOIN generic_attribute_mappings ${m} ON ${m}.store_id = ${data.storeId} AND ${m}.entity_name = ${Product.name}
      AND ${m}.entity_id = p.id AND ${m}.generic_attribute_id = ${attribute.id} AND ${holds}`;
  });
  const range = parseRange(combination.price);
  const price = [sql`NOT p.call_for_price`];
  if (range?.from) price.push(sql`p.price >= ${range.from}::numeric`);
  if (range?.to) price.push(sql`p.price <= ${range.to}::numeric`);
  const where = sql`p.store_id = ${data.storeId} AND p.published AND p.is_approved AND ${sql.join(price, sql` AND `)}`;
  const from = sql`FROM products p ${sql.join(joins, sql` `)}`;
  const page = sql`SELECT ${CARD_COLUMNS} ${from} JOIN coins c ON c.id = p.base_coin_id WHERE ${where}
    ORDER BY ${sql.raw(ORDER[combination.sort])} LIMIT ${PAGE_SIZE + 1}`;
  const total = sql`SELECT count(*)::int AS n ${from} WHERE ${where}`;
  return [page.compile(db), total.compile(db)];
}
