import {
  ATTRIBUTE_PARAM,
  type CatalogQuery,
  type FieldIssue,
  foldCatalogText,
  Product,
  parseIds,
  parseRange,
  rangeIssue,
} from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import { ValidationFailure } from '../../http/validation.js';
import type { FilterAttribute } from './catalog-attributes.js';
import type { IndexTest } from './facet-index.js';

/** Whose products, and which of them are listed at all (`isListed` of the domain, as SQL). */
export interface CatalogScope {
  readonly storeId: number;
  /** Products approved (or created) before this are no longer listed; null: no limit. */
  readonly listedSince: Date | null;
}

/**
 * One filter: as SQL on `products p`; and for the facet index, its test (judged in memory) and/or a
 * statement answering the `id`s of the store's products it holds for on its own (`alone`, read by
 * its own index without joining the products) for when the index cannot judge it.
 */
export interface CatalogCondition {
  readonly sql: RawBuilder<boolean>;
  readonly test?: IndexTest;
  readonly alone?: RawBuilder<{ id: number }>;
}

/** The filters of one query by name (`price`, `city`, `a12`…), so a facet can leave its own out. */
export type CatalogConditions = ReadonlyMap<string, CatalogCondition>;

const PRODUCT = Product.name;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What every catalog read starts from: the store's published, approved products, listed recently
 * enough. Written exactly as the partial indexes' predicate (`published AND is_approved`) so the
 * planner uses them.
 */
export function listedConditions(scope: CatalogScope): RawBuilder<boolean>[] {
  const conditions = [sql<boolean>`p.store_id = ${scope.storeId}`, sql<boolean>`p.published AND p.is_approved`];
  if (scope.listedSince) conditions.push(sql<boolean>`coalesce(p.approved_at, p.created_at) > ${scope.listedSince}`);
  return conditions;
}

/** The store's products mapped (by entity name and id) in `table` to targets satisfying `target`, as a condition. */
function mappedTo(table: string, storeId: number, target: RawBuilder<boolean>): CatalogCondition {
  const alone = sql<{ id: number }>`SELECT m.entity_id AS id FROM ${sql.table(table)} m
    WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND ${target}`;
  return { sql: sql<boolean>`p.id IN (${alone})`, alone };
}

/**
 * The query's filters as SQL, by name. Each attribute filter is judged by the attribute's type
 * (spec 000 §2, §5): text types contain the text (folded: letter variants and ZWNJ do not matter),
 * a number a `from|to` range, a switch `true`, a dropdown or radio one of its values, a checkbox
 * group any of the chosen values. A filter that does not fit (no such filterable attribute, a value
 * of another attribute, from above to) refuses the query: 400 with the parameter named.
 */
export function filterConditions(query: CatalogQuery, attributes: readonly FilterAttribute[], scope: CatalogScope): CatalogConditions {
  const conditions = new Map<string, CatalogCondition>();
  const issues: Record<string, FieldIssue> = {};
  const { storeId } = scope;
  if (query.q) {
    const folded = foldCatalogText(query.q);
    if (folded) {
      const matches = sql<boolean>`p.search_text LIKE ${containing(folded)}`;
      conditions.set('q', {
        sql: matches,
        alone: sql<{
          id: number;
        }>`SELECT p.id FROM products p WHERE ${sql.join([...listedConditions({ storeId, listedSince: null }), matches], sql` AND `)}`,
      });
    }
  }
  if (query.price) {
    const { from, to } = query.price;
    const sides = [sql<boolean>`NOT p.call_for_price`];
    if (from !== null) sides.push(sql<boolean>`p.price >= ${from}::numeric`);
    if (to !== null) sides.push(sql<boolean>`p.price <= ${to}::numeric`);
    conditions.set('price', { sql: sql.join(sides, sql` AND `) as RawBuilder<boolean>, test: { price: { from, to } } });
  }
  // Where a product is, kept on it with the trees' ancestors (migration 0030): a category or region holds its subtree's products.
  if (query.categoryId !== null)
    conditions.set('category', {
      sql: sql<boolean>`p.category_ids @> ARRAY[${query.categoryId}]::int[]`,
      test: { holds: 'category', ids: [query.categoryId] },
    });
  if (query.tagId !== null) conditions.set('tag', mappedTo('tag_mappings', storeId, sql<boolean>`m.tag_id = ${query.tagId}`));
  if (query.cityIds.length > 0)
    conditions.set('city', {
      sql: sql<boolean>`p.city_ids && ${sql.val([...query.cityIds])}::int[]`,
      test: { holds: 'city', ids: query.cityIds },
    });
  if (query.regionIds.length > 0)
    conditions.set('region', {
      sql: sql<boolean>`p.region_ids && ${sql.val([...query.regionIds])}::int[]`,
      test: { holds: 'region', ids: query.regionIds },
    });
  const byId = new Map(attributes.map((a) => [a.id, a]));
  for (const [idText, value] of Object.entries(query.attributes)) {
    const name = `${ATTRIBUTE_PARAM}${idText}`;
    const attribute = byId.get(Number(idText));
    const judged = attribute ? attributeCondition(attribute, value, storeId) : { issue: 'catalog.error.attributefilter' };
    if ('issue' in judged) issues[name] = { code: judged.issue };
    else if (judged.condition) conditions.set(name, judged.condition);
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(issues);
  return conditions;
}

/** A filter on `value_ids` (values, switches as their negated attribute id): the index judges it too. */
const holdsValues = (condition: RawBuilder<boolean>, ids: readonly number[]): CatalogCondition => ({
  sql: condition,
  test: { holds: 'value', ids },
});

type Judged = { readonly condition: CatalogCondition | null } | { readonly issue: string };

function attributeCondition(attribute: FilterAttribute, value: string, storeId: number): Judged {
  const refused = { issue: 'catalog.error.attributefilter' };
  const ownValues = (ids: readonly number[]) => ids.every((id) => attribute.valueIds.includes(id));
  switch (attribute.type) {
    case '1':
    case '3':
    case '4': {
      const folded = foldCatalogText(value);
      if (!folded) return { condition: null };
      const holds = sql<boolean>`m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND m.generic_attribute_id = ${attribute.id}
        AND catalog_fold(m.value) LIKE ${containing(folded)}`;
      return {
        condition: {
          sql: sql<boolean>`EXISTS (SELECT 1 FROM generic_attribute_mappings m WHERE m.entity_id = p.id AND ${holds})`,
          alone: sql<{ id: number }>`SELECT m.entity_id AS id FROM generic_attribute_mappings m WHERE ${holds}`,
        },
      };
    }
    case '2': {
      const range = parseRange(value);
      if (!range) return refused;
      const issue = rangeIssue(range);
      if (issue) return { issue };
      if (range.from === null && range.to === null) return { condition: null };
      const sides = [sql<boolean>`n.generic_attribute_id = ${attribute.id}`];
      if (range.from !== null) sides.push(sql<boolean>`n.value >= ${range.from}::numeric`);
      if (range.to !== null) sides.push(sql<boolean>`n.value <= ${range.to}::numeric`);
      const alone = sql<{ id: number }>`SELECT n.product_id AS id FROM product_attribute_numbers n WHERE ${sql.join(sides, sql` AND `)}`;
      return { condition: { sql: sql<boolean>`p.id IN (${alone})`, alone, test: { number: attribute.id, range } } };
    }
    case '5':
      if (value === 'false') return { condition: null };
      return value === 'true'
        ? { condition: holdsValues(sql<boolean>`p.value_ids @> ARRAY[${-attribute.id}]::int[]`, [-attribute.id]) }
        : refused;
    case '11':
    case '22': {
      const ids = parseIds(value);
      if (ids?.length !== 1 || !ownValues(ids)) return refused;
      return { condition: holdsValues(sql<boolean>`p.value_ids @> ARRAY[${ids[0]}]::int[]`, ids) };
    }
    case '21': {
      const ids = parseIds(value);
      if (!ids || !ownValues(ids)) return refused;
      return ids.length === 0 ? { condition: null } : { condition: holdsValues(sql<boolean>`p.value_ids && ${sql.val(ids)}::int[]`, ids) };
    }
    default:
      // A file attribute is nothing to filter by.
      return refused;
  }
}

/** `conditions` joined by AND, leaving out the one named `except` (a facet's own filter). */
export function allOf(base: readonly RawBuilder<boolean>[], conditions: CatalogConditions, except?: string): RawBuilder<boolean> {
  const chosen = [...base, ...[...conditions].filter(([name]) => name !== except).map(([, condition]) => condition.sql)];
  return sql.join(chosen, sql` AND `) as RawBuilder<boolean>;
}
