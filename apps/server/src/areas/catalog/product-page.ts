import { type CatalogAttributeValue, type CatalogNamed, type CatalogProduct, isSelectiveType, Product } from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { listedConditions } from './catalog-filters.js';
import { CARD_COLUMNS, type CardRow, type CatalogRead, cardOf } from './catalog-search.js';

type Translations = Record<string, string | null>;
const PRODUCT = Product.name;

/** Who reads a product page: visitors see listed products; an administrator or the product's owner any of theirs. */
export interface ProductReader {
  readonly isAdmin: boolean;
  readonly customerId: number;
}

interface PageRow extends CardRow {
  description: Translations | null;
  sku: string | null;
  gtin: string | null;
  metaTitle: Translations | null;
  metaDescription: Translations | null;
  metaKeywords: Translations | null;
  productTypeId: number;
  productTypeName: Translations;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  isFreeShipping: boolean;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  regionId: number | null;
}

const named = <T extends { id: number; name: Translations }>(rows: T[]): CatalogNamed[] => rows.map(({ id, name }) => ({ id, name }));

/**
 * A product as its page shows it (`/p/{slug}`): the listed product of the store with that slug
 * (any letter case); an administrator, or the customer who added it, also reads it unlisted (a
 * preview while it waits). Mapped categories, tags, cities and the region show when published;
 * attributes when active; related products when listed. Null when there is none to show.
 */
export async function productPage(db: AnyDb, slug: string, read: CatalogRead, reader: ProductReader): Promise<CatalogProduct | null> {
  const storeId = read.storeId;
  const visible: RawBuilder<boolean> = reader.isAdmin
    ? sql<boolean>`p.store_id = ${storeId}`
    : sql<boolean>`((${sql.join(listedConditions(read), sql` AND `)}) OR (p.store_id = ${storeId} AND p.owner_id = ${reader.customerId || null}))`;
  const { rows } = await sql<PageRow>`SELECT ${CARD_COLUMNS}, NULL AS "sortKey",
      p.description, p.sku, p.gtin, p.meta_title AS "metaTitle", p.meta_description AS "metaDescription", p.meta_keywords AS "metaKeywords",
      p.product_type_id AS "productTypeId", t.name AS "productTypeName", p.order_minimum_quantity AS "orderMinimumQuantity",
      p.order_maximum_quantity AS "orderMaximumQuantity", p.is_free_shipping AS "isFreeShipping",
      p.weight::text AS weight, p.length::text AS length, p.width::text AS width, p.height::text AS height, p.region_id AS "regionId"
    FROM products p JOIN coins c ON c.id = p.base_coin_id JOIN product_types t ON t.id = p.product_type_id
    WHERE lower(p.slug) = lower(${slug}) AND ${visible}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const mappedPublished = (table: 'category_mappings' | 'tag_mappings' | 'address_element_mappings', target: string, column: string) =>
    sql<{ id: number; name: Translations }>`SELECT x.id, ${sql.ref(`x.name`)} AS name
      FROM ${sql.table(table)} m JOIN ${sql.table(target)} x ON x.id = ${sql.ref(`m.${column}`)}
      WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND m.entity_id = ${row.id} AND x.published
      ORDER BY ${target === 'tags' ? sql`x.name` : sql`x.display_order, x.id`}`
      .execute(db)
      .then((r) => named(r.rows));
  const [pictures, attributes, categories, tags, cities, region, related] = await Promise.all([
    sql<{ picture: string; alt: Translations | null }>`SELECT picture, alt FROM product_pictures
      WHERE product_id = ${row.id} ORDER BY display_order, id`
      .execute(db)
      .then((r) => r.rows),
    attributesOf(db, storeId, row.id),
    mappedPublished('category_mappings', 'categories', 'category_id'),
    mappedPublished('tag_mappings', 'tags', 'tag_id'),
    mappedPublished('address_element_mappings', 'cities', 'city_id'),
    row.regionId === null
      ? Promise.resolve([])
      : sql<{ id: number; name: Translations }>`SELECT id, name FROM regions WHERE id = ${row.regionId} AND published`
          .execute(db)
          .then((r) => named(r.rows)),
    sql<CardRow>`SELECT ${CARD_COLUMNS}, NULL AS "sortKey" FROM related_products r
      JOIN products p ON p.id = r.related_product_id JOIN coins c ON c.id = p.base_coin_id
      WHERE r.product_id = ${row.id} AND ${sql.join(listedConditions(read), sql` AND `)}
      ORDER BY p.display_order, p.id LIMIT 12`
      .execute(db)
      .then((r) => r.rows.map((card) => cardOf(card, read))),
  ]);
  return {
    ...cardOf(row, read),
    description: row.description,
    sku: row.sku,
    gtin: row.gtin,
    pictures,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    productType: { id: row.productTypeId, name: row.productTypeName },
    stockQuantity: row.stockQuantity,
    orderMinimumQuantity: row.orderMinimumQuantity,
    orderMaximumQuantity: row.orderMaximumQuantity,
    isFreeShipping: row.isFreeShipping,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    attributes,
    categories,
    // A tag's name is one text (the mapping query reads it as it is stored).
    tags: tags as unknown as CatalogProduct['tags'],
    cities,
    region: region[0] ?? null,
    related,
  };
}

/** A product's values of active attributes, in display order, with the chosen values' names. */
async function attributesOf(db: AnyDb, storeId: number, productId: number): Promise<CatalogAttributeValue[]> {
  const { rows } = await sql<{ id: number; name: Translations; groupName: Translations | null; type: string; value: string }>`
    SELECT a.id, a.name, a.group_name AS "groupName", a.attribute_control_type_id AS type, m.value
    FROM generic_attribute_mappings m JOIN generic_attributes a ON a.id = m.generic_attribute_id
    WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND m.entity_id = ${productId} AND a.is_actived
    ORDER BY a.display_order, a.id`.execute(db);
  const chosen = rows.filter((r) => isSelectiveType(r.type)).flatMap((r) => (r.value.match(/\d+/g) ?? []).map(Number));
  const names =
    chosen.length === 0
      ? new Map<number, Translations>()
      : new Map(
          (
            await sql<{
              id: number;
              name: Translations;
            }>`SELECT id, name FROM generic_attribute_values WHERE id = ANY(${sql.val(chosen)}::int[])
              ORDER BY display_order, id`.execute(db)
          ).rows.map((v) => [v.id, v.name]),
        );
  return rows
    .filter((r) => !(r.type === '5' && r.value !== 'true'))
    .map((r) => ({
      ...r,
      valueNames: isSelectiveType(r.type)
        ? (r.value.match(/\d+/g) ?? []).map(Number).flatMap((id) => (names.has(id) ? [names.get(id) as Translations] : []))
        : [],
    }));
}
