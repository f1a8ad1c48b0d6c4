import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope, requestLanguage } from './envelope.js';
import { decodedPath, isApiPath } from './security-headers.js';

/**
 * Serves the built web app: its files when they exist, `index.html` for any other non-API GET
 * (the web's router shows its own 404 page), and the 404 envelope for unknown `/api/…` paths.
 */
export async function installWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const index = webDir ? join(webDir, 'index.html') : undefined;
  const hasWeb = index !== undefined && existsSync(index);
  if (hasWeb && webDir) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  // The page every client route answers with, read once: sending it from disk on each request
  // took several file-system round trips, each waiting behind the embedded database's work.
  const page = hasWeb && index ? readFileSync(index) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = decodedPath(request.url);
    // A missing build file (an old page asking for a replaced bundle) is a 404, not the page:
    // HTML served as a script fails confusingly.
    const isFile = isApiPath(path) || /^\/assets\//i.test(path);
    if (!isFile && page && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return reply.status(404).send(errorEnvelope(requestLanguage(request), 'common.error.routenotfound'));
  });
}
