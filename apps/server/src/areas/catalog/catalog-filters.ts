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

/** Whose products, and which of them are listed at all (`isListed` of the domain, as SQL). */
export interface CatalogScope {
  readonly storeId: number;
  /** Products approved (or created) before this are no longer listed; null: no limit. */
  readonly listedSince: Date | null;
}

/** The filters of one query by name (`price`, `city`, `a12`…), so a facet can leave its own out. */
export type CatalogConditions = ReadonlyMap<string, RawBuilder<boolean>>;

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

/** Products mapped (by entity name and id) in `table` to targets satisfying `target`. */
const mappedTo = (table: string, storeId: number, target: RawBuilder<boolean>) => sql<boolean>`p.id IN (
  SELECT m.entity_id FROM ${sql.table(table)} m WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND ${target})`;

/**
 * The query's filters as SQL, by name. Each attribute filter is judged by the attribute's type
 * (spec 000 §2, §5): text types contain the text (folded: letter variants and ZWNJ do not matter),
 * a number a `from|to` range, a switch `true`, a dropdown or radio one of its values, a checkbox
 * group any of the chosen values. A filter that does not fit (no such filterable attribute, a value
 * of another attribute, from above to) refuses the query: 400 with the parameter named.
 */
export function filterConditions(query: CatalogQuery, attributes: readonly FilterAttribute[], scope: CatalogScope): CatalogConditions {
  const conditions = new Map<string, RawBuilder<boolean>>();
  const issues: Record<string, FieldIssue> = {};
  const { storeId } = scope;
  if (query.q) {
    const folded = foldCatalogText(query.q);
    if (folded) conditions.set('q', sql<boolean>`p.search_text LIKE ${containing(folded)}`);
  }
  if (query.price) {
    const { from, to } = query.price;
    const sides = [sql<boolean>`NOT p.call_for_price`];
    if (from !== null) sides.push(sql<boolean>`p.price >= ${from}::numeric`);
    if (to !== null) sides.push(sql<boolean>`p.price <= ${to}::numeric`);
    conditions.set('price', sql.join(sides, sql` AND `) as RawBuilder<boolean>);
  }
  // Where a product is, kept on it with the trees' ancestors (migration 0030): a category or region holds its subtree's products.
  if (query.categoryId !== null) conditions.set('category', sql<boolean>`p.category_ids @> ARRAY[${query.categoryId}]::int[]`);
  if (query.tagId !== null) conditions.set('tag', mappedTo('tag_mappings', storeId, sql<boolean>`m.tag_id = ${query.tagId}`));
  if (query.cityIds.length > 0) conditions.set('city', sql<boolean>`p.city_ids && ${sql.val([...query.cityIds])}::int[]`);
  if (query.regionIds.length > 0) conditions.set('region', sql<boolean>`p.region_ids && ${sql.val([...query.regionIds])}::int[]`);
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

type Judged = { readonly condition: RawBuilder<boolean> | null } | { readonly issue: string };

function attributeCondition(attribute: FilterAttribute, value: string, storeId: number): Judged {
  const refused = { issue: 'catalog.error.attributefilter' };
  const ownValues = (ids: readonly number[]) => ids.every((id) => attribute.valueIds.includes(id));
  switch (attribute.type) {
    case '1':
    case '3':
    case '4': {
      const folded = foldCatalogText(value);
      if (!folded) return { condition: null };
      return {
        condition: sql<boolean>`EXISTS (SELECT 1 FROM generic_attribute_mappings m WHERE m.store_id = ${storeId}
          AND m.entity_name = ${PRODUCT} AND m.entity_id = p.id AND m.generic_attribute_id = ${attribute.id}
          AND catalog_fold(m.value) LIKE ${containing(folded)})`,
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
      return {
        condition: sql<boolean>`p.id IN (SELECT n.product_id FROM product_attribute_numbers n WHERE ${sql.join(sides, sql` AND `)})`,
      };
    }
    case '5':
      if (value === 'false') return { condition: null };
      return value === 'true' ? { condition: sql<boolean>`p.value_ids @> ARRAY[${-attribute.id}]::int[]` } : refused;
    case '11':
    case '22': {
      const ids = parseIds(value);
      if (ids?.length !== 1 || !ownValues(ids)) return refused;
      return { condition: sql<boolean>`p.value_ids @> ARRAY[${ids[0]}]::int[]` };
    }
    case '21': {
      const ids = parseIds(value);
      if (!ids || !ownValues(ids)) return refused;
      return ids.length === 0 ? { condition: null } : { condition: sql<boolean>`p.value_ids && ${sql.val(ids)}::int[]` };
    }
    default:
      // A file attribute is nothing to filter by.
      return refused;
  }
}

/** `conditions` joined by AND, leaving out the one named `except` (a facet's own filter). */
export function allOf(base: readonly RawBuilder<boolean>[], conditions: CatalogConditions, except?: string): RawBuilder<boolean> {
  const chosen = [...base, ...[...conditions].filter(([name]) => name !== except).map(([, condition]) => condition)];
  return sql.join(chosen, sql` AND `) as RawBuilder<boolean>;
}
