import type { FastifyInstance } from 'fastify';
import type { StoreEntry } from '../../areas/operations/store-directory.js';
import type { OriginOf } from './public-address.js';
import { CRAWLER_FILE_CACHE, CRAWLER_ROUTE } from './sitemap.js';
import { storePrefix } from './store-prefix.js';

/** Addresses no crawler needs, under every store's prefix too (the dashboard, accounts, the password change). */
const PRIVATE_PATHS = ['/dashboard', '/account', '/Authentication/'];

/**
 * The robots file of a host. Private screens are disallowed; the sign-in screen itself
 * (`/Authentication`) is not, since it is a public page (a crawler's audit of it would read
 * "blocked"). `/api/` is disallowed except the public reads the storefront renders its pages from
 * (`/api/CMS/`, `/api/Settings/`, `/api/Stores/`): a crawler that runs the page's script needs them
 * to see what a visitor sees. Every store's sitemap is listed, the host's first.
 */
export function robotsText(origin: string, stores: readonly StoreEntry[], hostStore: StoreEntry): string {
  const others = stores.filter((s) => s.id !== hostStore.id).map((s) => storePrefix(s, hostStore));
  const disallowed = [...PRIVATE_PATHS, ...others.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`))];
  return [
    // No `Allow: /` first: a parser that takes the first matching rule would allow everything (all is allowed unless disallowed).
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    // The allowed reads first: parsers that take the first matching rule see them before /api/.
    'Allow: /api/CMS/',
    'Allow: /api/Settings/',
    'Allow: /api/Stores/',
    'Disallow: /api/',
    '',
    ...['', ...others].map((prefix) => `Sitemap: ${origin}${prefix}/sitemap.xml`),
    '',
  ].join('\n');
}

/** `GET /robots.txt`. */
export function installRobots(app: FastifyInstance, origin: OriginOf): void {
  app.get('/robots.txt', CRAWLER_ROUTE, async (request, reply) => {
    const [stores, hostStore] = await Promise.all([app.stores.list(), app.stores.resolve(undefined, request.hostname)]);
    return reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsText(origin(request), stores, hostStore));
  });
}
