import type { EntityDef } from '@store/domain';
import { ApiError } from '../../api/api-error';
import type { ShownIssue } from '../../components/form-issues';
import type { ChildList } from './child-form-values';

type Issues = Record<string, ShownIssue>;

/**
 * Where the issues of a save land. `parent`: under the form's own fields (a translatable field's
 * `name.fa` under `name`). `children`: keyed `list.index.field` for a cell, `list.index` for a row
 * (an `id` the server does not know), `list` for the list itself. `unplaced`: how many land nowhere
 * on the form (the caller says them in a toast).
 */
export interface PlacedIssues {
  parent: Issues;
  children: Issues;
  unplaced: number;
}

const INDEX = /^\d+$/;

/** Issues of a 400 / 409 answer by path (`genericAttributeValues.2.name`): its code, and the server's message as said. */
export function serverIssuesOf(error: unknown): Issues {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {};
  const { fields = {}, fieldCodes = {} } = error.body;
  const out: Issues = {};
  for (const path of new Set([...Object.keys(fields), ...Object.keys(fieldCodes)])) {
    const message = fields[path];
    out[path] = { code: fieldCodes[path] ?? 'common.error.invalid', ...(message ? { message } : {}) };
  }
  return out;
}

/** The key an issue shows under: a field of the form, a cell, a row or a list of children; undefined when the form has no place for it. */
export function issueKey(path: string, fields: readonly string[], lists: readonly ChildList[]): string | undefined {
  const [head = '', index, field] = path.split('.');
  const list = lists.find((l) => l.name === head);
  if (!list) return fields.includes(head) ? head : undefined;
  if (index === undefined || !INDEX.test(index)) return head;
  return field !== undefined && list.fields.some(([name]) => name === field) ? `${head}.${index}.${field}` : `${head}.${index}`;
}

/** Sorts issues by where they land (the first issue of a place is kept: a translatable field's languages share one). */
export function placeIssues(entity: EntityDef, lists: readonly ChildList[], issues: Issues): PlacedIssues {
  const placed: PlacedIssues = { parent: {}, children: {}, unplaced: 0 };
  const fields = Object.keys(entity.fields);
  for (const [path, issue] of Object.entries(issues)) {
    const key = issueKey(path, fields, lists);
    if (key === undefined) placed.unplaced++;
    else if (fields.includes(key)) placed.parent[key] ??= issue;
    else placed.children[key] ??= issue;
  }
  return placed;
}

/**
 * The issues left when the user edits a cell: that cell's goes, and the list's (a rule over the
 * whole list, lines adding up to an amount, may be answered by any cell). A row's stays: it was
 * about the row itself (an id the server does not know), which no cell changes.
 */
export function withoutCell(issues: Issues, list: string, index: number, field: string): Issues {
  const gone = new Set([`${list}.${index}.${field}`, list]);
  if (![...gone].some((key) => key in issues)) return issues;
  return Object.fromEntries(Object.entries(issues).filter(([key]) => !gone.has(key)));
}

/** The issues left when row `index` of `list` is removed: its own go, the rows after it move up one. */
export function withoutRow(issues: Issues, list: string, index: number): Issues {
  const out: Issues = {};
  for (const [key, issue] of Object.entries(issues)) {
    const [head, at, ...rest] = key.split('.');
    if (head !== list || at === undefined) {
      // The list's own issue (too many rows, values that do not apply) was about the list as sent.
      if (key !== list) out[key] = issue;
      continue;
    }
    const n = Number(at);
    if (n === index) continue;
    out[[head, String(n > index ? n - 1 : n), ...rest].join('.')] = issue;
  }
  return out;
}
