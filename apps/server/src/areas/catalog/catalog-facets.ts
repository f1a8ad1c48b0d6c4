import { ATTRIBUTE_PARAM, type CatalogFacets } from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { FilterAttribute } from './catalog-attributes.js';
import { allOf, type CatalogConditions } from './catalog-filters.js';
import type { IndexedMatches } from './indexed-matches.js';

const byId = (rows: readonly { id: number; n: number }[]) => Object.fromEntries(rows.map((row) => [String(row.id), row.n]));

/** The ids a selective attribute or a switch is counted under (a switch: its id negated, as `value_ids` keeps it). */
const countedIds = (attribute: FilterAttribute): readonly number[] =>
  attribute.type === '5' ? [-attribute.id] : ['11', '21', '22'].includes(attribute.type) ? attribute.valueIds : [];

/** One row of a facet statement: a count of one value (`id`, `n`) or the price range (`low`, `high`). */
interface FacetRow {
  readonly facet: 'value' | Place | 'price';
  readonly id: number | null;
  readonly n: number | null;
  readonly low: string | null;
  readonly high: string | null;
}

/** The facets read from where a product is (migration 0030), each with its filter's name and array. */
const PLACES = { city: 'city_ids', category: 'category_ids', region: 'region_ids' } as const;
type Place = keyof typeof PLACES;

/**
 * A facet's rows, read from `f` (the filtered products of its statement). The value ids are written
 * into the statement (integers read from the database, checked again here): a constant list is
 * looked up by hash for each of the many unnested values, where a bound parameter in a generic
 * plan is searched from its start each time (195 → 112 ms over 43 000 products, EXPLAIN ANALYZE).
 */
const valuesOf = (ids: readonly number[]) => {
  if (!ids.every(Number.isSafeInteger)) throw new Error('facet value ids must be integers');
  return sql`SELECT 'value' AS facet, v AS id, count(*)::int AS n, NULL::text AS low, NULL::text AS high
    FROM f CROSS JOIN LATERAL unnest(f.value_ids) AS v WHERE v = ANY(${sql.raw(`'{${ids.join(',')}}'`)}::int[]) GROUP BY v`;
};
const placesOf = (place: Place) =>
  sql`SELECT ${place}::text AS facet, x AS id, count(*)::int AS n, NULL::text AS low, NULL::text AS high
    FROM f CROSS JOIN LATERAL unnest(${sql.ref(`f.${PLACES[place]}`)}) AS x GROUP BY x`;
const priceRange = sql`SELECT 'price'::text AS facet, NULL::int AS id, NULL::int AS n, min(f.price)::text AS low, max(f.price)::text AS high
  FROM f WHERE NOT f.call_for_price`;

/** The facets that read one set of products: those matching every filter but `except` (undefined: every filter). */
interface FacetGroup {
  readonly except: string | undefined;
  readonly valueIds: number[];
  readonly places: Place[];
  readonly price: boolean;
}

/**
 * Which facets share which filtered products. Every facet whose own filter is not chosen reads the
 * products matching every filter, so they share one group; a facet whose filter is chosen has a
 * group of its own, without that filter (a chosen attribute's values are counted without it, so the
 * panel can show what switching to another value gives).
 */
function facetGroups(conditions: CatalogConditions, attributes: readonly FilterAttribute[]): FacetGroup[] {
  const groups = new Map<string | undefined, FacetGroup>();
  const groupOf = (except: string | undefined) => {
    const own = except !== undefined && conditions.has(except) ? except : undefined;
    let group = groups.get(own);
    if (!group) {
      group = { except: own, valueIds: [], places: [], price: false };
      groups.set(own, group);
    }
    return group;
  };
  for (const attribute of attributes) {
    const ids = countedIds(attribute);
    if (ids.length > 0) groupOf(`${ATTRIBUTE_PARAM}${attribute.id}`).valueIds.push(...ids);
  }
  for (const place of Object.keys(PLACES) as Place[]) groupOf(place).places.push(place);
  (groupOf('price') as { price: boolean }).price = true;
  return [...groups.values()];
}

/** The facets of the rows of every group. */
function facetsOf(rows: readonly FacetRow[], attributes: readonly FilterAttribute[]): CatalogFacets {
  const counts = (facet: FacetRow['facet']) => rows.filter((row) => row.facet === facet) as { id: number; n: number }[];
  const switchIds = new Set(attributes.filter((a) => a.type === '5').map((a) => -a.id));
  const values = counts('value');
  const price = rows.find((row) => row.facet === 'price');
  return {
    values: byId(values.filter((row) => !switchIds.has(row.id))),
    switches: Object.fromEntries(values.filter((row) => switchIds.has(row.id)).map((row) => [String(-row.id), row.n])),
    cities: byId(counts('city')),
    categories: byId(counts('category')),
    regions: byId(counts('region')),
    price: { min: price?.low ?? null, max: price?.high ?? null },
  };
}

/**
 * The facet counts of a query (issue 13 item 5), counted in SQL: for each value of each selective
 * attribute and switch, city, category (its subcategories' products included), region (its
 * subregions' included) and the price range, how many listed products match every *other* filter.
 * Each group's products are read once (a materialized CTE of the arrays the facets unnest) and each
 * of its facets groups them; the groups' statements run side by side. `indexedFacets` counts the
 * same in memory; this one serves while a store's index is first loaded.
 */
export async function catalogFacets(
  db: AnyDb,
  base: readonly RawBuilder<boolean>[],
  conditions: CatalogConditions,
  attributes: readonly FilterAttribute[],
): Promise<CatalogFacets> {
  const statements = facetGroups(conditions, attributes).map((group) => {
    const selects = [
      ...(group.valueIds.length > 0 ? [valuesOf(group.valueIds)] : []),
      ...group.places.map(placesOf),
      ...(group.price ? [priceRange] : []),
    ];
    return sql<FacetRow>`WITH f AS MATERIALIZED (
        SELECT p.value_ids, p.city_ids, p.category_ids, p.region_ids, p.price, p.call_for_price
        FROM products p WHERE ${allOf(base, conditions, group.except)}
      ) ${sql.join(selects, sql` UNION ALL `)}`
      .execute(db)
      .then((r) => r.rows);
  });
  return facetsOf((await Promise.all(statements)).flat(), attributes);
}

/**
 * The same counts as `catalogFacets`, by the store's facet index: each group's products are the
 * index's matches of every filter but the group's own, and the index counts their values and
 * places in memory (`FacetIndex.count`).
 */
export function indexedFacets(
  matches: IndexedMatches,
  conditions: CatalogConditions,
  attributes: readonly FilterAttribute[],
): CatalogFacets {
  const switchIds = new Set(attributes.filter((a) => a.type === '5').map((a) => -a.id));
  const values: Record<string, number> = {};
  const switches: Record<string, number> = {};
  const places: Record<Place, Record<string, number>> = { city: {}, category: {}, region: {} };
  const price: { min: string | null; max: string | null } = { min: null, max: null };
  // Straight into the answer: a group's counts are many (every place and value), read once.
  for (const group of facetGroups(conditions, attributes)) {
    const wanted = [
      ...(group.valueIds.length > 0 ? [{ kind: 'value' as const, ids: group.valueIds }] : []),
      ...group.places.map((kind) => ({ kind })),
    ];
    const { counts, low, high } = matches.index.count(matches.all(group.except), wanted, group.price);
    for (const [id, n] of counts.value) {
      if (switchIds.has(id)) switches[String(-id)] = n;
      else values[String(id)] = n;
    }
    for (const place of group.places) {
      const into = places[place];
      for (const [id, n] of counts[place]) into[String(id)] = n;
    }
    if (group.price) Object.assign(price, { min: low, max: high });
  }
  return { values, switches, cities: places.city, categories: places.category, regions: places.region, price };
}
