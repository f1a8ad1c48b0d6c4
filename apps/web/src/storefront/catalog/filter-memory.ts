import { CITY_COOKIE_DAYS } from '@store/domain/public';
import { readCookie, writeCookie } from '../../i18n/locale-cookie';

/**
 * What the catalog remembers besides its address (light: the header's filter bar reads it on every
 * page). The spec's shared filter state lives across screens (000 §4): the last filter applied is
 * kept for the browser tab, and the products page opened without one (the menu's link, a filter
 * button) starts from it; `filter.clearfilteronleave` forgets its price and attributes when the
 * visitor leaves the list. The chosen cities are also a cookie for 30 days (000 §9).
 */
export const CITY_COOKIE = 'city';
const MEMORY_KEY = 'catalog.filter';
/** The address's parameter naming the panel section a filter button opens (`/p?filter=city`). */
export const OPEN_PARAM = 'filter';

/** Parameters of the catalog's query (catalog-query.ts) a filter or an order is kept in. */
const KEPT = /^(q|category|tag|city|region|price|sort|size|a[1-9]\d{0,9})$/;
/** Those the panel's Clear filter and `clearfilteronleave` drop (spec 000 §4: price and attributes). */
const PANEL = /^(price|a[1-9]\d{0,9})$/;

const only = (params: URLSearchParams, keep: (name: string) => boolean) =>
  new URLSearchParams([...params].filter(([name, value]) => keep(name) && value.trim() !== ''));

/** Whether the address names any filter or order (a bare `/p`, or `/p?filter=city`, does not). */
export const namesFilter = (params: URLSearchParams) => [...params].some(([name, value]) => KEPT.test(name) && value.trim() !== '');

/**
 * The address a bare products page takes instead (replacing it, so Back does not loop): the
 * filter remembered for the tab, else the cities of the cookie; the section to open is kept.
 * Null: it stays.
 */
export function restoredParams(params: URLSearchParams, memory: string | null, cityCookie: string | undefined): URLSearchParams | null {
  if (namesFilter(params)) return null;
  const restored = memory ? only(new URLSearchParams(memory), (name) => KEPT.test(name)) : new URLSearchParams();
  // The tab's own filter is what the visitor saw last (with its cities or without); the cookie starts a new one.
  if (![...restored].length && cityCookie && /^\d+(,\d+)*$/.test(cityCookie)) restored.set('city', cityCookie);
  if (![...restored].length) return null;
  const open = params.get(OPEN_PARAM);
  if (open) restored.set(OPEN_PARAM, open);
  return restored;
}

/** The filter as remembered: its filters and order, not its page or the section opened. */
export const memoryOf = (params: URLSearchParams) => only(params, (name) => KEPT.test(name)).toString();

/** The remembered filter without the panel's price and attributes (leaving with `clearfilteronleave`). */
export const withoutPanel = (memory: string) => only(new URLSearchParams(memory), (name) => !PANEL.test(name)).toString();

/** The ids of a `city` parameter or cookie. */
export const cityIdsOf = (text: string | null | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const readMemory = (): string | null => session()?.getItem(MEMORY_KEY) ?? null;

export function remember(params: URLSearchParams): void {
  const kept = memoryOf(params);
  if (kept) session()?.setItem(MEMORY_KEY, kept);
  else session()?.removeItem(MEMORY_KEY);
}

/** `filter.clearfilteronleave`: leaving the list forgets the panel's price and attributes. */
export function forgetPanel(): void {
  const memory = readMemory();
  if (memory !== null) remember(new URLSearchParams(withoutPanel(memory)));
}

export const readCityCookie = (): string | undefined => readCookie(CITY_COOKIE);

/** The chosen cities for 30 days (000 §9); none chosen: the cookie goes. */
export function storeCities(cityIds: readonly number[]): void {
  if (cityIds.length > 0) writeCookie(CITY_COOKIE, cityIds.join(','), CITY_COOKIE_DAYS);
  else if (readCityCookie() !== undefined) writeCookie(CITY_COOKIE, '', -1);
}

/**
 * The cities chosen where the visitor is (the header's filter bar shows the region filter for
 * exactly one): the products page's address, else what that page would start from.
 */
export function chosenCityIds(pathname: string, search: string): number[] {
  const params = new URLSearchParams(search);
  const onList = /^\/p\/?$/i.test(pathname);
  if (onList && namesFilter(params)) return cityIdsOf(params.get('city'));
  const restored = restoredParams(new URLSearchParams(), readMemory(), readCityCookie());
  return cityIdsOf(restored?.get('city'));
}
