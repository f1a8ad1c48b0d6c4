import { decimalFromInput } from '../../i18n/digits';
import { type CatalogQuery, type CatalogRange, parseIds, parseRange, rangeIssue, rangeText } from './catalog-query';

/**
 * The filter panel's model (spec 000 §2, §4, §5) as pure functions: its inputs filled from the
 * query in the address (stored selections restored), and the query the Filter button applies —
 * or the issues that stop it. The address is the shared state; applying is a navigation.
 */

/** How an attribute of a control type is filtered; null: not at all (a file). */
export type FilterKind = 'text' | 'range' | 'switch' | 'dropdown' | 'checks' | 'radios';

export function filterKindOf(type: string): FilterKind | null {
  switch (type) {
    case '1':
    case '3':
    case '4':
      return 'text';
    case '2':
      return 'range';
    case '5':
      return 'switch';
    case '11':
      return 'dropdown';
    case '21':
      return 'checks';
    case '22':
      return 'radios';
    default:
      return null;
  }
}

/** Spec 000 §2: types below 20 render as single cards, 21 and 22 as fieldsets. */
export const rendersAsFieldset = (type: string) => Number(type) >= 20;

/** What the panel needs of a filterable attribute. */
export interface PanelAttribute {
  readonly id: number;
  readonly attributeControlTypeId: string;
}

/** A from/to pair as typed (any digits, group separators allowed); empty: open. */
export interface RangeDraft {
  readonly from: string;
  readonly to: string;
}

/** An input's value: text and a dropdown's or radio's value id as strings, a range, a switch, a checkbox group's ids. */
export type AttributeDraft = string | RangeDraft | boolean | readonly number[];

export interface PanelState {
  readonly price: RangeDraft;
  /** By attribute id; only the attributes the panel shows. */
  readonly attributes: Readonly<Record<number, AttributeDraft>>;
  readonly categoryId: number | null;
  readonly cityIds: readonly number[];
  readonly regionIds: readonly number[];
}

const EMPTY_RANGE: RangeDraft = { from: '', to: '' };

const rangeDraftOf = (range: CatalogRange | null): RangeDraft => ({ from: range?.from ?? '', to: range?.to ?? '' });

/** An attribute's input as its stored filter value fills it (a value it cannot read leaves the input empty). */
export function draftOf(kind: FilterKind, stored: string | undefined): AttributeDraft {
  const value = stored?.trim() ?? '';
  switch (kind) {
    case 'text':
      return value;
    case 'range':
      return value ? rangeDraftOf(parseRange(value)) : EMPTY_RANGE;
    case 'switch':
      return value === 'true';
    case 'dropdown':
    case 'radios': {
      const ids = value ? parseIds(value) : null;
      return ids?.length === 1 ? String(ids[0]) : '';
    }
    case 'checks':
      return value ? (parseIds(value) ?? []) : [];
  }
}

/** The panel's inputs as the query fills them (spec 000 §4: stored selections restored into the inputs). */
export function panelFromQuery(query: CatalogQuery, attributes: readonly PanelAttribute[]): PanelState {
  const drafts: Record<number, AttributeDraft> = {};
  for (const attribute of attributes) {
    const kind = filterKindOf(attribute.attributeControlTypeId);
    if (kind) drafts[attribute.id] = draftOf(kind, query.attributes[attribute.id]);
  }
  return {
    price: rangeDraftOf(query.price),
    attributes: drafts,
    categoryId: query.categoryId,
    cityIds: query.cityIds,
    regionIds: query.regionIds,
  };
}

/** Spec 000 §4: selecting a city resets the selected regions. */
export function chooseCities(state: PanelState, cityIds: readonly number[]): PanelState {
  const same = cityIds.length === state.cityIds.length && cityIds.every((id) => state.cityIds.includes(id));
  return same ? state : { ...state, cityIds, regionIds: [] };
}

/** Adds or takes out one id of a list (a checkbox of a group). */
export const toggled = (ids: readonly number[], id: number, on: boolean): number[] =>
  on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((other) => other !== id);

const DECIMAL = /^\d{1,20}(\.\d{1,8})?$/;

/** One typed side as the API's amount text: null when empty or 0 (open), undefined when it is no amount. */
export function amountOf(typed: string): string | null | undefined {
  const text = decimalFromInput(typed.trim());
  if (text === '') return null;
  if (!DECIMAL.test(text)) return undefined;
  return Number(text) === 0 ? null : text;
}

/** A typed range as a range, or the issue refusing it (not an amount; spec 000 §5: from above to). */
export function judgeRange(draft: RangeDraft): { range: CatalogRange } | { issue: string } {
  const from = amountOf(draft.from);
  const to = amountOf(draft.to);
  if (from === undefined || to === undefined) return { issue: 'common.error.decimal' };
  const range = { from, to };
  const issue = rangeIssue(range);
  return issue ? { issue } : { range };
}

/**
 * An input's value as the stored filter value (spec 000 §5): a range with a missing side as 0 and
 * only when a side is given, a switch only when on, a checkbox group only when not empty, text and
 * a dropdown's or radio's choice as strings; null: nothing sent.
 */
export function storedOf(kind: FilterKind, draft: AttributeDraft): string | null | { issue: string } {
  switch (kind) {
    case 'text': {
      const text = typeof draft === 'string' ? draft.trim() : '';
      return text === '' ? null : text;
    }
    case 'range': {
      const judged = judgeRange(typeof draft === 'object' && !Array.isArray(draft) ? (draft as RangeDraft) : EMPTY_RANGE);
      if ('issue' in judged) return judged;
      return judged.range.from === null && judged.range.to === null ? null : rangeText(judged.range);
    }
    case 'switch':
      return draft === true ? 'true' : null;
    case 'dropdown':
    case 'radios':
      return typeof draft === 'string' && draft !== '' ? draft : null;
    case 'checks':
      return Array.isArray(draft) && draft.length > 0 ? draft.join(',') : null;
  }
}

/** Where an issue shows: `price` or the attribute's parameter (`a12`), as the server names them too. */
export const attributeParam = (id: number) => `a${id}`;

/**
 * The query the Filter button applies (spec 000 §4: validate, then store price and attributes), or
 * the issues under the inputs that stop it (spec 000 §5: nothing is applied then). Attributes the
 * panel does not show keep what the address had; the list starts again from its first page.
 */
export function applyPanel(
  state: PanelState,
  attributes: readonly PanelAttribute[],
  base: CatalogQuery,
): { query: CatalogQuery; issues?: never } | { issues: Record<string, string>; query?: never } {
  const issues: Record<string, string> = {};
  const price = judgeRange(state.price);
  if ('issue' in price) issues.price = price.issue;
  const shown = new Set(attributes.map((a) => a.id));
  const stored: Record<number, string> = Object.fromEntries(Object.entries(base.attributes).filter(([id]) => !shown.has(Number(id))));
  for (const attribute of attributes) {
    const kind = filterKindOf(attribute.attributeControlTypeId);
    const draft = state.attributes[attribute.id];
    if (!kind || draft === undefined) continue;
    const value = storedOf(kind, draft);
    if (value === null) continue;
    if (typeof value === 'object') issues[attributeParam(attribute.id)] = value.issue;
    else stored[attribute.id] = value;
  }
  if (Object.keys(issues).length > 0) return { issues };
  const range = 'range' in price ? price.range : null;
  return {
    query: {
      ...base,
      price: range && (range.from !== null || range.to !== null) ? range : null,
      attributes: stored,
      categoryId: state.categoryId,
      cityIds: [...state.cityIds],
      regionIds: [...state.regionIds],
      after: null,
      facets: false,
    },
  };
}

/** Spec 000 §4: Clear resets the price and the attributes (the list from its first page); the places, category, words and order stay. */
export const clearedQuery = (query: CatalogQuery): CatalogQuery => ({ ...query, price: null, attributes: {}, after: null, facets: false });

/** Whether the query narrows the list at all (anything but its order and page). */
export function isFiltered(query: CatalogQuery): boolean {
  return (
    query.q !== null ||
    query.categoryId !== null ||
    query.tagId !== null ||
    query.cityIds.length > 0 ||
    query.regionIds.length > 0 ||
    query.price !== null ||
    Object.keys(query.attributes).length > 0
  );
}

/** How many of the panel's price and attribute filters are on (the phone's Filters button shows it). */
export const panelFilterCount = (query: CatalogQuery): number =>
  (query.price ? 1 : 0) +
  Object.keys(query.attributes).length +
  (query.categoryId ? 1 : 0) +
  (query.cityIds.length > 0 ? 1 : 0) +
  (query.regionIds.length > 0 ? 1 : 0);
