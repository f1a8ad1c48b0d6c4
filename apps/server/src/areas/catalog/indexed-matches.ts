import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { allOf, type CatalogCondition, type CatalogConditions, type CatalogScope, listedConditions } from './catalog-filters.js';
import type { FacetIndex, Selection } from './facet-index.js';

/** A query's products as the facet index chose them: those matching every filter, or every filter but one. */
export interface IndexedMatches {
  readonly index: FacetIndex;
  /** The products matching every filter but `except` (undefined: every filter). */
  all(except?: string): Selection;
}

/**
 * A query's filters judged by the store's facet index (`FacetIndex`): the listing window and each
 * filter the index judges (selective attributes, switches, places, price, number ranges) as bit
 * sets. A filter it cannot judge (text, tags, a number range over a value it cannot key) is in
 * every group of products, so each such filter's products are read alone (`alone`: a mapping
 * table's or the number table's own index, no join with the products), side by side, only when
 * there are any. Null when the store holds a price the index cannot compare (the caller reads SQL).
 */
export async function indexedMatches(
  db: AnyDb,
  index: FacetIndex,
  scope: CatalogScope,
  conditions: CatalogConditions,
): Promise<IndexedMatches | null> {
  if (!index.comparesPrices) return null;
  const statements: RawBuilder<{ id: number }>[] = [];
  const together = new Map<string, CatalogCondition>();
  const tests = new Map<string, Selection>();
  for (const [name, condition] of conditions) {
    if (condition.test && index.judges(condition.test)) tests.set(name, index.test(condition.test));
    else if (condition.alone) statements.push(condition.alone);
    else together.set(name, condition);
  }
  if (together.size > 0)
    statements.push(sql<{ id: number }>`SELECT p.id FROM products p WHERE ${allOf(listedConditions(scope), together)}`);
  const found = await Promise.all(
    statements.map((statement) =>
      sql<{ ids: string | null }>`SELECT string_agg(s.id::text, ',') AS ids FROM (${statement}) s`.execute(db).then((r) => r.rows[0]?.ids),
    ),
  );
  let start = index.listed(scope.listedSince?.getTime() ?? null);
  for (const ids of found) start = start.and(index.ofIds(ids ? Int32Array.from(ids.split(','), Number) : []));
  const groups = new Map<string | undefined, Selection>();
  return {
    index,
    all(except?: string) {
      const key = except !== undefined && tests.has(except) ? except : undefined;
      let chosen = groups.get(key);
      if (!chosen) {
        chosen = start;
        for (const [name, selection] of tests) if (name !== key) chosen = chosen.and(selection);
        groups.set(key, chosen);
      }
      return chosen;
    },
  };
}
