import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { allOf, type CatalogCondition, type CatalogConditions, type CatalogScope, listedConditions } from './catalog-filters.js';
import { type FacetIndex, type IndexTest, Selection } from './facet-index.js';

/** A query's products as the facet index chose them: those matching every filter, or every filter but one. */
export interface IndexedMatches {
  readonly index: FacetIndex;
  /** The products matching every filter but `except` (undefined: every filter); its bits are lent until `use` returns. */
  all(except?: string): Selection;
}

/**
 * A query's filters judged by the store's facet index (`FacetIndex`), handed to `use` at once: the
 * listing window and each filter the index judges (selective attributes, switches, places, price,
 * number ranges) as bit sets. A filter it cannot judge (text, tags, a number range over a value it
 * cannot key) is in every group of products, so each such filter's products are read alone
 * (`alone`: a mapping table's or the number table's own index, no join with the products), side by
 * side, only when there are any — before anything is judged.
 *
 * Everything the index answers for one read happens in `use`, in one synchronous run after the
 * reads: another read's refresh may change the index (and move its positions on a merge) whenever
 * this one awaits, and a selection made before would then point at other products. `all` refuses
 * to serve a selection of an older generation. Null when the store holds a price the index cannot
 * compare (the caller reads SQL).
 */
export async function withIndexedMatches<T>(
  db: AnyDb,
  index: FacetIndex,
  scope: CatalogScope,
  conditions: CatalogConditions,
  use: (matches: IndexedMatches) => T,
): Promise<T | null> {
  if (!index.comparesPrices) return null;
  const statements: RawBuilder<{ id: number }>[] = [];
  const together = new Map<string, CatalogCondition>();
  const judged = new Map<string, IndexTest>();
  for (const [name, condition] of conditions) {
    if (condition.test && index.judges(condition.test)) judged.set(name, condition.test);
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
  // From here to the end of `use`, nothing awaits. Another read's changes may have brought in a
  // value the index cannot key meanwhile: then SQL answers.
  if (!index.comparesPrices || [...judged.values()].some((test) => !index.judges(test))) return null;
  const generation = index.generation;
  let start = index.listed(scope.listedSince?.getTime() ?? null);
  for (const ids of found) start = start.and(index.ofIds(ids ? Int32Array.from(ids.split(','), Number) : []));
  const tests = new Map([...judged].map(([name, test]) => [name, index.test(test)]));
  const groups = new Map<string | undefined, Selection>();
  const lent: Uint32Array[] = [];
  let over = false;
  try {
    const result = use({
      index,
      all(except?: string) {
        // Its bits are lent for `use` alone: afterwards another read writes them.
        if (over) throw new Error('facet index: a selection asked for after its read');
        if (index.generation !== generation) throw new Error('facet index: a selection used after the index changed');
        const key = except !== undefined && tests.has(except) ? except : undefined;
        let chosen = groups.get(key);
        if (!chosen) {
          const parts = [start, ...[...tests].filter(([name]) => name !== key).map(([, selection]) => selection)];
          const bits = index.lend();
          lent.push(bits);
          chosen = Selection.allOf(parts, bits);
          groups.set(key, chosen);
        }
        return chosen;
      },
    });
    if (result instanceof Promise) throw new Error('facet index: `use` must not await (its selections are lent to it alone)');
    return result;
  } finally {
    over = true;
    // `use` is over: nothing it chose is read again, and the next read may write these bits.
    index.giveBack(lent);
  }
}
