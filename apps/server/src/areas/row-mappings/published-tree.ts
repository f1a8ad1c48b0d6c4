import type { Row } from '@store/domain';

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
