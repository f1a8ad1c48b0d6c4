import { ATTRIBUTE_PARAM, type CatalogFacets, Product } from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { FilterAttribute } from './catalog-attributes.js';
import { allOf, type CatalogConditions } from './catalog-filters.js';

const PRODUCT = Product.name;
const byId = (rows: readonly { id: number; n: number }[]) => Object.fromEntries(rows.map((row) => [String(row.id), row.n]));

/** The ids a selective attribute or a switch is counted under (a switch: its id negated, as `value_ids` keeps it). */
const countedIds = (attribute: FilterAttribute): readonly number[] =>
  attribute.type === '5' ? [-attribute.id] : ['11', '21', '22'].includes(attribute.type) ? attribute.valueIds : [];

/**
 * The facet counts of a query (issue 13 item 5): for each value of each selective attribute and
 * switch, city, category (its subcategories' products included), region (its subregions' included)
 * and the price range, how many listed products match every *other* filter — a chosen attribute's
 * values are counted without its own filter, so the panel can show what switching to another
 * value gives. Each count is one grouped query over the filtered products; they run side by side.
 */
export async function catalogFacets(
  db: AnyDb,
  base: readonly RawBuilder<boolean>[],
  conditions: CatalogConditions,
  attributes: readonly FilterAttribute[],
  storeId: number,
): Promise<CatalogFacets> {
  const valueCounts = (except: string | undefined, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : sql<{ id: number; n: number }>`SELECT v AS id, count(*)::int AS n
          FROM products p CROSS JOIN LATERAL unnest(p.value_ids) AS v
          WHERE ${allOf(base, conditions, except)} AND v = ANY(${sql.val([...ids])}::int[]) GROUP BY v`
          .execute(db)
          .then((r) => r.rows);
  // Attributes without a filter of their own share one count; each filtered one is counted apart.
  const filtered = attributes.filter((a) => conditions.has(`${ATTRIBUTE_PARAM}${a.id}`) && countedIds(a).length > 0);
  const unfiltered = attributes.filter((a) => !filtered.includes(a)).flatMap(countedIds);
  const values = Promise.all([
    valueCounts(undefined, unfiltered),
    ...filtered.map((a) => valueCounts(`${ATTRIBUTE_PARAM}${a.id}`, countedIds(a))),
  ]).then((lists) => lists.flat());

  const cities = sql<{ id: number; n: number }>`SELECT m.city_id AS id, count(*)::int AS n
    FROM address_element_mappings m JOIN products p ON p.id = m.entity_id
    WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND ${allOf(base, conditions, 'city')}
    GROUP BY m.city_id`.execute(db);
  const categories = sql<{ id: number; n: number }>`WITH RECURSIVE tree(ancestor, id) AS (
      SELECT id, id FROM categories WHERE store_id = ${storeId} AND entity_name = ${PRODUCT}
      UNION SELECT t.ancestor, c.id FROM categories c JOIN tree t ON c.parent_category_id = t.id
    )
    SELECT t.ancestor AS id, count(DISTINCT p.id)::int AS n
    FROM tree t JOIN category_mappings m ON m.category_id = t.id AND m.store_id = ${storeId} AND m.entity_name = ${PRODUCT}
      JOIN products p ON p.id = m.entity_id
    WHERE ${allOf(base, conditions, 'category')} GROUP BY t.ancestor`.execute(db);
  const regions = sql<{ id: number; n: number }>`WITH RECURSIVE tree(ancestor, id) AS (
      SELECT id, id FROM regions WHERE store_id = ${storeId}
      UNION SELECT t.ancestor, r.id FROM regions r JOIN tree t ON r.parent_region_id = t.id
    )
    SELECT t.ancestor AS id, count(*)::int AS n
    FROM tree t JOIN products p ON p.region_id = t.id
    WHERE ${allOf(base, conditions, 'region')} GROUP BY t.ancestor`.execute(db);
  const price = sql<{ min: string | null; max: string | null }>`SELECT min(p.price)::text AS min, max(p.price)::text AS max
    FROM products p WHERE ${allOf(base, conditions, 'price')} AND NOT p.call_for_price`.execute(db);

  const [valueRows, cityRows, categoryRows, regionRows, priceRows] = await Promise.all([values, cities, categories, regions, price]);
  const switchIds = new Set(attributes.filter((a) => a.type === '5').map((a) => -a.id));
  return {
    values: byId(valueRows.filter((row) => !switchIds.has(row.id))),
    switches: Object.fromEntries(valueRows.filter((row) => switchIds.has(row.id)).map((row) => [String(-row.id), row.n])),
    cities: byId(cityRows.rows),
    categories: byId(categoryRows.rows),
    regions: byId(regionRows.rows),
    price: { min: priceRows.rows[0]?.min ?? null, max: priceRows.rows[0]?.max ?? null },
  };
}
