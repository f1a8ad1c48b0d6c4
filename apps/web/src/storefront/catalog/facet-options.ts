/**
 * The panel's choices with their facet counts (spec 000 §2; the server's `CatalogFacets`): a choice
 * that would give no product is hidden unless it is chosen (taking it away would hide what
 * narrows the list); before the counts arrive every choice shows, without a count.
 */
export interface Counted<T> {
  readonly option: T;
  /** Products the choice gives with every other filter applied; null: not counted (yet). */
  readonly count: number | null;
}

export function countedOptions<T extends { readonly id: number }>(
  options: readonly T[],
  counts: Readonly<Record<string, number>> | undefined,
  chosen: (id: number) => boolean,
): Counted<T>[] {
  return options.flatMap((option): Counted<T>[] => {
    if (!counts) return [{ option, count: null }];
    const count = counts[String(option.id)] ?? 0;
    return count > 0 || chosen(option.id) ? [{ option, count }] : [];
  });
}

/** A row of a tree (categories, regions) by its parent. */
export interface TreeNode {
  readonly id: number;
  readonly parentId: number | null;
}

/**
 * A flat list as the tree reads top-down (each row under its parent, siblings in the list's
 * order) with each row's depth; a row whose parent is not in the list is a root. Cycles cannot
 * loop: each row is placed once.
 */
export function treeOrder<T extends TreeNode>(rows: readonly T[]): { row: T; depth: number }[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) && row.parentId !== row.id ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: { row: T; depth: number }[] = [];
  const placed = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (placed.has(row.id)) continue;
      placed.add(row.id);
      out.push({ row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  // Rows only reachable through a cycle: shown as roots rather than lost.
  for (const row of rows) if (!placed.has(row.id)) out.push({ row, depth: 0 });
  return out;
}
