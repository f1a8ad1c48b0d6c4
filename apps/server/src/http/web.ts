import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language, type RouteMeta } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../db/schema.js';
import { errorEnvelope, requestLanguage } from './envelope.js';
import { decodedPath, isApiPath } from './security-headers.js';
import { DocumentTemplate, type EarlyAssets } from './site/document-template.js';
import { firstAnswers, firstAnswersElement } from './site/first-answers.js';
import { pageAnswer } from './site/page-head.js';
import { sendPage } from './site/page-reply.js';
import { originOf } from './site/public-address.js';
import { installRobots } from './site/robots.js';
import { RouteMatcher, siteRoutes } from './site/route-match.js';
import { screenAssetsOf } from './site/screen-assets.js';
import { installSitemap } from './site/sitemap.js';
import { serveBuiltFiles } from './site/static-files.js';
import { StoreIdentities } from './site/store-identity.js';

export interface WebOptions {
  /** Folder of the built web app; omitted in API tests (no pages, only the crawlers' files). */
  webDir: string | undefined;
  db: AnyDb;
  /** Every route the web renders (the domain's table with the mounted entities' screens). */
  routes: readonly RouteMeta[];
  /** The site's public origin for crawlers' addresses; unset: each request's own. */
  publicOrigin?: string | undefined;
}

/** The built files a page preloads, found by the names Vite gives them (`lang-fa-<hash>.js`…). */
function earlyAssetsOf(webDir: string): EarlyAssets {
  const assets = join(webDir, 'assets');
  if (!existsSync(assets)) return {};
  const files = readdirSync(assets);
  const address = (file: string | undefined) => (file ? `/assets/${encodeURIComponent(file)}` : undefined);
  const languageChunks: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const chunk = address(files.find((name) => new RegExp(`^lang-${language}-[\\w-]+\\.js$`).test(name)));
    if (chunk) languageChunks[language] = chunk;
  }
  return {
    persianFont: address(files.find((name) => /^Vazirmatn.*\.woff2$/.test(name))),
    languageChunks,
    screens: screenAssetsOf(webDir),
  };
}

/**
 * Serves the built web app (issue 11): its files (precompressed, cached by kind), `robots.txt`
 * and the sitemaps, and for any other GET the app's page with the head tags of what it shows,
 * answered 404 when it shows nothing (an unmatched path, `/error/404`, a page that is not
 * published). Unknown `/api/…` paths and missing build files get the 404 envelope.
 */
export async function installWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const origin = originOf(options.publicOrigin);
  installRobots(app, origin);
  installSitemap(app, options.db, origin);
  const index = options.webDir ? join(options.webDir, 'index.html') : undefined;
  const hasWeb = index !== undefined && existsSync(index);
  if (hasWeb && options.webDir) await serveBuiltFiles(app, options.webDir);
  // Read and cut once: sending it from disk on each request took several file-system round trips,
  // each waiting behind the embedded database's work.
  const template =
    hasWeb && index && options.webDir ? DocumentTemplate.of(readFileSync(index, 'utf8'), earlyAssetsOf(options.webDir)) : undefined;
  const sources = {
    db: options.db,
    stores: app.stores,
    identities: new StoreIdentities(options.db, app.stores),
    matcher: new RouteMatcher(siteRoutes(options.routes)),
    origin,
  };
  app.setNotFoundHandler(async (request, reply) => {
    const path = decodedPath(request.url);
    // A missing build file (an old page asking for a replaced bundle) is a 404, not the page:
    // HTML served as a script fails confusingly.
    const isFile = isApiPath(path) || /^\/assets\//i.test(path);
    if (!isFile && template && (request.method === 'GET' || request.method === 'HEAD')) {
      const answer = await pageAnswer(sources, request);
      // A page that shows something comes with its first reads' answers (none for a 404).
      const first = answer.status === 200 ? await firstAnswers(app, request, answer.target, answer.head.language) : undefined;
      const screen = answer.status === 200 ? answer.target.match?.route.key : undefined;
      return sendPage(request, reply, answer.status, template.render(answer.head, { screen, bodyEnd: firstAnswersElement(first) }));
    }
    // Not kept by any cache: the file may exist after the next deploy, the path may become a route.
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send(errorEnvelope(requestLanguage(request), 'common.error.routenotfound'));
  });
}
