import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Build files named by their content's hash (Vite's `assets/`): a new build has new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other files of the build's root (favicon.svg): same name across builds, so kept briefly. */
export const SHORT_CACHE = 'public, max-age=3600';

/**
 * Serves the built web app's files with @fastify/static: the `.br` or `.gz` copy the build wrote
 * beside a file when the browser accepts it (`preCompressed`: brotli first, then gzip, with
 * `Vary: Accept-Encoding`), hashed assets cached for a year, the rest for an hour. `index.html` is
 * never served as a file (every page gets it with its own head tags, see document-template.ts);
 * nor are the compressed copies by their own names.
 */
export async function serveBuiltFiles(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz', '.vite/**'],
    setHeaders: (reply, path) => {
      const hashed = relative(webDir, path).startsWith(`assets${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE_CACHE : SHORT_CACHE);
    },
  });
}
