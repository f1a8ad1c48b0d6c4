import {
  LANGUAGES,
  type Language,
  metaTextIn,
  pageMetaTexts,
  plainTextOf,
  publicRoutes,
  type RouteMeta,
  shortened,
  translate,
  writtenIn,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { StoreDirectory } from '../../areas/operations/store-directory.js';
import type { AnyDb } from '../../db/schema.js';
import type { DocumentHead } from './document-head.js';
import { pageLanguage } from './page-language.js';
import { publishedContent, publishedPage } from './page-records.js';
import { type ListedProduct, listedProduct, productMetaTexts, productStructuredData } from './product-record.js';
import { absoluteAddress, addressIn, alternatesOf, type OriginOf } from './public-address.js';
import { pathOf, type RouteMatcher } from './route-match.js';
import { type StoreIdentities, storeLabel } from './store-identity.js';
import { type SiteTarget, siteTarget } from './store-prefix.js';

export interface PageHeadSources {
  db: AnyDb;
  stores: StoreDirectory;
  identities: StoreIdentities;
  matcher: RouteMatcher;
  origin: OriginOf;
}

/** A page's answer: its status, what its head says, and where it landed (store, route) in which language. */
export interface PageAnswer {
  status: 200 | 404;
  head: DocumentHead;
  target: SiteTarget;
}

/** What a page shows: its texts, its address (without the store's prefix) and the languages it is written in. */
interface Shown {
  title: string;
  description: string;
  path: string;
  languages: readonly Language[];
  type: 'website' | 'article' | 'product';
  /** A product: its pictures' addresses and the record its schema.org block is written from. */
  product?: { record: ListedProduct; pictures: readonly string[] };
}

const notFoundRoute = publicRoutes.find((r) => r.key === 'notFound') as RouteMeta;

/** A message of the domain, or '' for a key it has no text for (the web's own screens' texts are the web's). */
function message(language: Language, key: string): string {
  const text = translate(language, key);
  return text === key ? '' : text;
}

/** The route's own texts (its title and description message keys), at its address. */
function routeShown(route: RouteMeta, params: Readonly<Record<string, string>>, language: Language): Shown {
  const title = message(language, route.title);
  return {
    title,
    description: message(language, route.description) || title,
    path: pathOf(route, params),
    languages: LANGUAGES,
    type: 'website',
  };
}

/** What the target shows, or null when it is a 404: an unmatched path, the 404 route, a page or content not published. */
async function shownAt(db: AnyDb, target: SiteTarget, language: Language): Promise<Shown | null> {
  const match = target.match;
  if (!match || match.route.key === notFoundRoute.key) return null;
  const { route, params } = match;
  if (route.key === 'pages' && params.slug !== undefined) {
    const page = await publishedPage(db, target.store.id, params.slug);
    if (!page) return null;
    const texts = pageMetaTexts(page, language);
    return { ...texts, path: `/pages/${encodeURIComponent(page.slug)}`, type: 'article' };
  }
  if (route.key === 'content' && params.type !== undefined && params.slug !== undefined) {
    const content = await publishedContent(db, target.store.id, params.type, params.slug);
    if (!content) return null;
    return {
      title: metaTextIn(content.title, language),
      description: shortened(metaTextIn(content.description, language, plainTextOf)),
      path: `/content/${encodeURIComponent(content.componentName)}/${content.guid}`,
      languages: writtenIn(content.title).length > 0 ? writtenIn(content.title) : LANGUAGES,
      type: 'article',
    };
  }
  if (route.key === 'products' && params.slug !== undefined) {
    const product = await listedProduct(db, target.store.id, params.slug);
    if (!product) return null;
    return {
      ...productMetaTexts(product, language),
      path: `/p/${encodeURIComponent(product.slug)}`,
      languages: writtenIn(product.name).length > 0 ? writtenIn(product.name) : LANGUAGES,
      type: 'product',
      product: { record: product, pictures: product.pictures },
    };
  }
  return routeShown(route, params, language);
}

/**
 * Whether the server can vouch that the address shows something: a payment's pages are one
 * visitor's transaction, and a special customer by slug is not looked up here until the customers'
 * public pages exist — any slug would otherwise be a canonical, indexable page (a product by slug
 * is: an unlisted one is a 404). They are answered (the web shows its screen) but kept out of indexes.
 */
function vouchedFor(match: SiteTarget['match']): boolean {
  if (!match) return false;
  const { route, params } = match;
  if (route.key === 'payment' || route.key === 'paymentVerify') return false;
  if (route.key === 'specialCustomers' && params.slug !== undefined) return false;
  return true;
}

const withPrefix = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

/**
 * The status and head tags of a page request (issue 11): the route it matches (with or without a
 * store prefix), the page or content it names, in the language asked for. Costs at most one
 * indexed query (a page by slug, a content by guid); stores and their titles come from memory.
 */
export async function pageAnswer(sources: PageHeadSources, request: FastifyRequest): Promise<PageAnswer> {
  const at = request.url.indexOf('?');
  const rawPath = (at < 0 ? request.url : request.url.slice(0, at)).replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  const query = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
  const language = pageLanguage(query, request.headers.cookie);
  // The address says the page's language: `?lang=` does, and no `lang` says Persian.
  const addressed =
    language === 'fa' ? !query.has('lang') || query.get('lang') === 'fa' : query.get('lang')?.trim().toLowerCase() === language;
  const target = await siteTarget(sources.stores, sources.matcher, rawPath, request.hostname);
  const [identity, shown] = await Promise.all([sources.identities.of(target.store), shownAt(sources.db, target, language)]);
  const siteName = storeLabel(target.store, identity, language);
  const titled = (title: string) => (title ? `${siteName} | ${title}` : siteName);
  if (!shown) {
    const texts = routeShown(notFoundRoute, {}, language);
    return { status: 404, head: { language, title: titled(texts.title), description: texts.description }, target };
  }
  const head: DocumentHead = { language, title: titled(shown.title), description: shown.description || siteName };
  // Pages behind a sign-in, and addresses whose item the server cannot vouch for, are nothing for a search engine to keep.
  if (target.match?.route.auth === true || !vouchedFor(target.match)) return { status: 200, head, target };
  const origin = sources.origin(request);
  const path = withPrefix(target.prefix, shown.path);
  head.indexed = {
    canonical: addressed ? addressIn(origin, path, language) : undefined,
    alternates: addressed ? alternatesOf(origin, path, shown.languages) : [],
    pageTitle: shown.title || siteName,
    siteName,
    type: shown.type,
    image: absoluteAddress(origin, shown.product?.pictures[0] ?? identity.logo),
    languages: shown.languages,
  };
  if (shown.product) {
    const pictures = shown.product.pictures.map((picture) => absoluteAddress(origin, picture)).filter((a): a is string => a !== undefined);
    const url = addressIn(origin, path, language);
    head.indexed.structuredData = productStructuredData(shown.product.record, shown, url, pictures);
  }
  return { status: 200, head, target };
}
