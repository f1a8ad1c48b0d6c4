import { existsSync } from 'node:fs';
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
  app.setNotFoundHandler((request, reply) => {
    const isApi = isApiPath(decodedPath(request.url));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorEnvelope(requestLanguage(request), 'common.error.routenotfound'));
  });
}
