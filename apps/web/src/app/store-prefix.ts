import { RESERVED_SEGMENTS } from '@store/domain/public';

const reserved = new Set(RESERVED_SEGMENTS.map((s) => s.toLowerCase()));

/**
 * The store named by the URL's first segment (000 §2: `/melk/pages/about-us`), or null. A first
 * segment that is a reserved word (pages, account, dashboard…) is not a store (the server answers
 * the site's own files before the app is ever loaded).
 */
export function storePrefixOf(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  if (!first) return null;
  let name: string;
  try {
    name = decodeURIComponent(first);
  } catch {
    return null;
  }
  return reserved.has(name.toLowerCase()) ? null : name;
}

/** The store name this page was opened under (fixed for the page's life: the router's basename). */
export const STORE_PREFIX = storePrefixOf(window.location.pathname);

/**
 * The router's basename: every link and navigation of the app stays under the store's prefix. The
 * segment as the address has it (browsers keep `&`, `@`, `+`… unencoded in a path, so encoding the
 * name again would not match it).
 */
export const BASENAME = STORE_PREFIX ? `/${window.location.pathname.split('/')[1]}` : '/';

/** The app's own path of a browser path (the store prefix taken off): what routes and return URLs use. */
export function appPath(pathname: string): string {
  if (BASENAME === '/') return pathname;
  const rest = pathname.slice(BASENAME.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
