import { foldCatalogText, idText, type Row, safeText } from '@store/domain';

/**
 * Rows of a tree without those under one left out (a visitor's categories or regions must not hold
 * a branch whose parent they cannot see), in the order given. `rows` are the ones shown; a parent
 * missing from them hides its branch.
 */
export function reachableTree(rows: readonly Row[], parentField: string): Row[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const shown = (row: Row, depth = 0): boolean => {
    const parent = row[parentField];
    if (parent === null || parent === undefined) return true;
    const above = byId.get(Number(parent));
    return above !== undefined && depth < 100 && shown(above, depth + 1);
  };
  return rows.filter((row) => shown(row));
}

/** What a tree select asks of a tree (spec 000 §3, §7): the rows named by a search, or one row by id. */
export interface TreeLookup {
  /** Rows whose name, in any language, holds these words (letter variants and ZWNJ do not matter). */
  readonly keyword?: string | undefined;
  /** The row a select holds as its value, looked up to show its name. */
  readonly id?: number | undefined;
}

/**
 * The rows a tree select shows for a lookup, in the order given: those matching it, each with its
 * ancestors (a result shows where it sits). Without a keyword or id, every row. Names are
 * translations (`{ fa, en, tr }`), matched folded as the catalog's search is. `among` narrows the
 * rows that may match (a city's regions) without narrowing their ancestors, which may lie outside
 * it: a region of the city under a wider one still shows where it sits.
 */
export function lookUpTree(rows: readonly Row[], parentField: string, lookup: TreeLookup, among?: (row: Row) => boolean): Row[] {
  const words = lookup.keyword === undefined ? '' : foldCatalogText(lookup.keyword);
  if (!words && lookup.id === undefined && among === undefined) return [...rows];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const names = (row: Row) => Object.values((row.name as Record<string, string | null> | null) ?? {}).map((n) => foldCatalogText(n ?? ''));
  const wanted = new Set<number>();
  for (const row of rows) {
    const matches =
      (among === undefined || among(row)) &&
      (lookup.id === undefined || Number(row.id) === lookup.id) &&
      (!words || names(row).some((n) => n.includes(words)));
    if (!matches) continue;
    // The row and its ancestors, bounded as reachableTree's walk is.
    let at: Row | undefined = row;
    for (let depth = 0; at && depth < 100 && !wanted.has(Number(at.id)); depth += 1) {
      wanted.add(Number(at.id));
      const parent: unknown = at[parentField];
      at = parent === null || parent === undefined ? undefined : byId.get(Number(parent));
    }
  }
  return rows.filter((row) => wanted.has(Number(row.id)));
}

/** A tree read's lookup parameters, as its querystring declares them. */
export const treeLookupQuery = {
  keyword: safeText(100).optional(),
  id: idText.optional(),
};
