import { foldCatalogText } from '@store/domain';
import { ApiError } from '../../../api/api-error';
import { plainText } from '../../../cms/pages/page-texts';
import type { ShownIssue } from '../../../components/form-issues';
import { type AddressItem, type CategoryRow, LINK_CALLS, type LinkKind } from './placing-links';

/** A node of a tree select: a category, or a country, province or city. */
export interface TreeNode {
  readonly value: number | string;
  readonly title: string;
  /** False for what only groups the choices (a country, a province). */
  readonly selectable?: boolean;
  readonly children?: TreeNode[];
}

/** Whether a choice's text holds what was typed: Persian typed on an Arabic keyboard, any digits, any letter case. */
export const matchesSearch = (typed: string, text: unknown): boolean =>
  foldCatalogText(typeof text === 'string' ? text : '').includes(foldCatalogText(typed));

/** The form's control of one set of a row's links (its values, and the key of its issue). */
export const placingField = (kind: LinkKind) => `placing_${kind}`;

/**
 * Items as a tree by their parent, in the order given: one whose parent is not in the list (not
 * published, or another store's) is a root; a parent chain that loops is cut where it closes.
 */
function treeOf<T>(
  items: readonly T[],
  key: (item: T) => string,
  parent: (item: T) => string | null,
  node: (item: T) => TreeNode,
): TreeNode[] {
  const known = new Set(items.map(key));
  const childrenOf = new Map<string | null, T[]>();
  for (const item of items) {
    const up = parent(item);
    const under = up !== null && known.has(up) ? up : null;
    childrenOf.set(under, [...(childrenOf.get(under) ?? []), item]);
  }
  const placed = new Set<string>();
  const build = (under: string | null): TreeNode[] =>
    (childrenOf.get(under) ?? []).flatMap((item) => {
      const id = key(item);
      if (placed.has(id)) return [];
      placed.add(id);
      const children = build(id);
      return [{ ...node(item), ...(children.length > 0 ? { children } : {}) }];
    });
  return build(null);
}

/** The categories' tree, named in `language` (another language's name when it has none). */
export function categoryTree(rows: readonly CategoryRow[], language: string): TreeNode[] {
  return treeOf(
    rows,
    (row) => String(row.id),
    (row) => (row.parentCategoryId === null ? null : String(row.parentCategoryId)),
    (row) => ({ value: row.id, title: plainText(row.name, language) || `#${row.id}` }),
  );
}

const CITY = 'city-';
export const cityValue = (id: number) => `${CITY}${id}`;
/** The city id of a tree value, or null for a country or province. */
export function cityIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !value.startsWith(CITY)) return null;
  const id = Number(value.slice(CITY.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Countries, their provinces and cities as one tree: only cities are chosen. */
export function cityTree(items: readonly AddressItem[], language: string): TreeNode[] {
  return treeOf(
    items,
    (item) => item.uniqueId,
    (item) => item.parentUniqueId,
    (item) => ({
      value: item.uniqueId,
      title: plainText(item.name, language) || item.uniqueId,
      ...(cityIdOf(item.uniqueId) === null ? { selectable: false } : {}),
    }),
  );
}

/** The ids a control holds: the set's ids (a city tree's `city-7` as 7). */
export function idsOfControl(kind: LinkKind, value: unknown): number[] {
  const list = Array.isArray(value) ? value : [];
  const ids = kind === 'cities' ? list.map(cityIdOf) : list.map(Number);
  return [...new Set(ids.filter((id): id is number => Number.isInteger(id) && (id ?? 0) > 0))];
}

/** What a control holds for ids the row has. */
export const controlOfIds = (kind: LinkKind, ids: readonly number[]): (number | string)[] =>
  kind === 'cities' ? ids.map(cityValue) : [...ids];

/**
 * A refused save's issues about one set, under its control: the set as a whole (`categoryIds`: a
 * required one left empty) or one id in it (`categoryIds.2`: not found or not published). The
 * first issue stands for the control; the server's message is kept for a code it filled in.
 */
export function linkIssuesOf(kind: LinkKind, error: unknown): Record<string, ShownIssue> {
  if (!(error instanceof ApiError)) return {};
  const { fields = {}, fieldCodes = {} } = error.body;
  const prefix = `${LINK_CALLS[kind].field}s`;
  const path = [...new Set([...Object.keys(fieldCodes), ...Object.keys(fields)])].find(
    (name) => name === prefix || name.startsWith(`${prefix}.`),
  );
  if (path === undefined) return {};
  const message = fields[path];
  return { [placingField(kind)]: { code: fieldCodes[path] ?? 'common.error.invalid', ...(message ? { message } : {}) } };
}
