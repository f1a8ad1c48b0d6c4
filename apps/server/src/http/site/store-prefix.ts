import { RESERVED_SEGMENTS } from '@store/domain';
import type { StoreDirectory, StoreEntry } from '../../areas/operations/store-directory.js';
import type { RouteMatch, RouteMatcher } from './route-match.js';

/** Where a page request lands: which store, under which address, on which route (none: 404). */
export interface SiteTarget {
  store: StoreEntry;
  /**
   * The store's prefix in the addresses to give out: empty for the store this host serves (its
   * pages have one address, without the prefix), `/{name}` for any other store.
   */
  prefix: string;
  match: RouteMatch | null;
}

const RESERVED: ReadonlySet<string> = new Set(RESERVED_SEGMENTS);

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The address prefix of `store` on a host that serves `hostStore`. */
export const storePrefix = (store: StoreEntry, hostStore: StoreEntry) =>
  store.id === hostStore.id ? '' : `/${encodeURIComponent(store.name)}`;

/**
 * The store a first path segment (decoded) names in any letter case, or undefined — reserved
 * segments never name one. Read from the directory's copy: a segment naming no store costs no query.
 */
export async function storeNamed(stores: StoreDirectory, segment: string): Promise<StoreEntry | undefined> {
  const name = segment.trim().toLowerCase();
  if (!name || RESERVED.has(name)) return undefined;
  return (await stores.list()).find((s) => s.name.toLowerCase() === name);
}

/**
 * Resolves a raw path (percent-encoded, no query) as the web's router does (spec 000 §2): a route
 * of the table for the host's store (else the default store); else `/{storeName}/…`, the same
 * route for the store so named. A path with an empty segment (`/pages//x`) matches nothing.
 */
export async function siteTarget(stores: StoreDirectory, matcher: RouteMatcher, rawPath: string, hostname: string): Promise<SiteTarget> {
  const hostStore = await stores.resolve(undefined, hostname);
  const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : '/';
  if (path.slice(1).split('/').includes('') && path !== '/') return { store: hostStore, prefix: '', match: null };
  const match = matcher.match(path);
  if (match) return { store: hostStore, prefix: '', match };
  const [first = '', ...rest] = path.slice(1).split('/');
  const named = await storeNamed(stores, decodedSegment(first) ?? '');
  if (!named) return { store: hostStore, prefix: '', match: null };
  return { store: named, prefix: storePrefix(named, hostStore), match: matcher.match(`/${rest.join('/')}`) };
}
