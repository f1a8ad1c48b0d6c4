import type { Language } from '@store/domain/public';
import { textIn } from '../cms/pages/page-texts';
import type { Texts } from '../cms/pages/pages-api';

/** A tree select searches once more than this many characters are typed (spec 000 §5). */
export const SEARCH_AFTER = 3;

/** A row a tree's address answers (spec 000 §7): its id, its name in each language and, in `parentField`, its parent's id. */
export interface TreeRow {
  readonly id: number;
  readonly name: Texts | null;
  readonly [field: string]: unknown;
}

/** A tree select's option (spec 000 §3): id, label, children; the label with the language it is written in. */
export interface TreeOption {
  readonly id: number;
  readonly label: string;
  /** The language the label is in (another than the reader's when the row has no name in theirs). */
  readonly lang?: Language;
  readonly children?: TreeOption[];
}

/** What the typed text asks for: every row (nothing typed), nothing yet (too short to search), or a search. */
export type SearchStage = 'all' | 'short' | 'search';

export function searchStage(typed: string): SearchStage {
  const text = typed.trim();
  if (text === '') return 'all';
  return [...text].length > SEARCH_AFTER ? 'search' : 'short';
}

/** A row's label in `language`, else in the first language that has a name, else `#id`. */
export function labelOf(row: TreeRow, language: string): { label: string; lang?: Language } {
  const shown = textIn(row.name, language);
  return shown ? { label: shown.text, lang: shown.lang } : { label: `#${row.id}` };
}

const parentOf = (row: TreeRow, parentField: string): number | null => {
  const parent = row[parentField];
  if (parent === null || parent === undefined || parent === '') return null;
  const id = Number(parent);
  return Number.isInteger(id) ? id : null;
};

/**
 * Rows as a tree by their parent, in the order given: a row whose parent is not among them is a
 * root (the server answers a search's matches with their ancestors, so a match sits where it
 * belongs); a parent chain that loops is cut where it closes; a repeated id is shown once.
 */
export function treeOptions(rows: readonly TreeRow[], parentField: string, language: string): TreeOption[] {
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  const known = new Set(unique.map((row) => row.id));
  const childrenOf = new Map<number | null, TreeRow[]>();
  for (const row of unique) {
    const parent = parentOf(row, parentField);
    const under = parent !== null && known.has(parent) && parent !== row.id ? parent : null;
    childrenOf.set(under, [...(childrenOf.get(under) ?? []), row]);
  }
  const placed = new Set<number>();
  const build = (under: number | null): TreeOption[] =>
    (childrenOf.get(under) ?? []).flatMap((row) => {
      if (placed.has(row.id)) return [];
      placed.add(row.id);
      const children = build(row.id);
      return [{ id: row.id, ...labelOf(row, language), ...(children.length > 0 ? { children } : {}) }];
    });
  const roots = build(null);
  // Rows only reachable through a loop (each one's parent is another of the loop): shown from the first of them.
  for (const row of unique) if (!placed.has(row.id)) roots.push(...build(parentOf(row, parentField)));
  return roots;
}

/** Every option's id, parents before their children (a search's results are shown opened). */
export const allIds = (options: readonly TreeOption[]): number[] =>
  options.flatMap((option) => [option.id, ...allIds(option.children ?? [])]);

/** The ancestors of rows, nearest first, as far as the rows read know them (a chosen value's branch shows opened). */
export function ancestorIds(ids: readonly number[], rows: ReadonlyMap<number, TreeRow>, parentField: string): number[] {
  const found: number[] = [];
  for (const id of ids) {
    let parent = rows.get(id) ? parentOf(rows.get(id) as TreeRow, parentField) : null;
    while (parent !== null && !found.includes(parent) && found.length < 1000) {
      found.push(parent);
      const row = rows.get(parent);
      parent = row ? parentOf(row, parentField) : null;
    }
  }
  return found;
}

/** The ids a select holds: one, several, or none. */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * A configured address split into its path and its own parameters
 * (`/api/Category/getCategories?entityName=Product`), with `extra` added: what the API client sends.
 */
export function requestOf(address: string, extra: Record<string, string | number> = {}): { path: string; query: Record<string, string> } {
  const at = address.indexOf('?');
  const path = at < 0 ? address : address.slice(0, at);
  const query = Object.fromEntries(new URLSearchParams(at < 0 ? '' : address.slice(at + 1)));
  for (const [key, value] of Object.entries(extra)) query[key] = String(value);
  return { path, query };
}

/** Rows of several answers by id (a later answer's row replaces an earlier one's). */
export function rowsById(...answers: readonly (readonly TreeRow[] | undefined)[]): Map<number, TreeRow> {
  const byId = new Map<number, TreeRow>();
  for (const rows of answers) for (const row of rows ?? []) byId.set(row.id, row);
  return byId;
}
