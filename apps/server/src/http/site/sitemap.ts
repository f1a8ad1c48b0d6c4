import { LANGUAGES, type Language } from '@store/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoreEntry } from '../../areas/operations/store-directory.js';
import type { AnyDb } from '../../db/schema.js';
import { escapeMarkup } from './html-text.js';
import { sitemapPages } from './page-records.js';
import { type Alternate, addressIn, alternatesOf, type OriginOf } from './public-address.js';
import { storeNamed, storePrefix } from './store-prefix.js';

/** Crawlers' files change when pages do: kept briefly. */
export const CRAWLER_FILE_CACHE = 'public, max-age=300';
/** Crawlers' files are no API operations: left out of the OpenAPI document. */
export const CRAWLER_ROUTE = { schema: { hide: true } };

/** One address of the sitemap, in one language, with its alternates in the others. */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
  alternates: readonly Alternate[];
}

/** The sitemap's XML (sitemaps.org, with `xhtml:link` alternates as search engines read them); every value escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeMarkup(entry.loc)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`);
    for (const alternate of entry.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.href)}"/>`);
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** One entry per language the address is shown in, each naming all of them. */
const entriesOf = (origin: string, path: string, languages: readonly Language[], lastmod?: Date): SitemapEntry[] =>
  languages.map((language) => ({
    loc: addressIn(origin, path, language),
    ...(lastmod ? { lastmod } : {}),
    alternates: alternatesOf(origin, path, languages),
  }));

/**
 * The store's sitemap: its home in every language, and each published page flagged for the
 * sitemap in each language it has a title in, dated by its last change. Addresses carry the
 * store's prefix unless the host serves that store.
 */
async function storeSitemap(db: AnyDb, origin: string, store: StoreEntry, hostStore: StoreEntry): Promise<string> {
  const prefix = storePrefix(store, hostStore);
  const entries = entriesOf(origin, prefix || '/', LANGUAGES);
  for (const page of await sitemapPages(db, store.id)) {
    const languages = LANGUAGES.filter((l) => (page.title[l] ?? '').trim() !== '');
    entries.push(...entriesOf(origin, `${prefix}/pages/${encodeURIComponent(page.slug)}`, languages, page.updatedAt));
  }
  return sitemapXml(entries);
}

/** `GET /sitemap.xml` (the host's store) and `GET /{storeName}/sitemap.xml`. */
export function installSitemap(app: FastifyInstance, db: AnyDb, origin: OriginOf): void {
  const send = async (request: FastifyRequest, reply: FastifyReply, store: StoreEntry, hostStore: StoreEntry) => {
    const xml = await storeSitemap(db, origin(request), store, hostStore);
    return reply.header('cache-control', CRAWLER_FILE_CACHE).type('application/xml; charset=utf-8').send(xml);
  };
  app.get('/sitemap.xml', CRAWLER_ROUTE, async (request, reply) => {
    const hostStore = await app.stores.resolve(undefined, request.hostname);
    return send(request, reply, hostStore, hostStore);
  });
  app.get<{ Params: { store: string } }>('/:store/sitemap.xml', CRAWLER_ROUTE, async (request, reply) => {
    const store = await storeNamed(app.stores, request.params.store);
    // Not a store (`/api/sitemap.xml`, `/nothing/sitemap.xml`): whatever else the path is, a 404.
    if (!store) return reply.callNotFound();
    return send(request, reply, store, await app.stores.resolve(undefined, request.hostname));
  });
}
