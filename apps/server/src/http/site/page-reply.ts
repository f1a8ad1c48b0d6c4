import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressText, MIN_COMPRESS_BYTES, preferredEncoding } from './content-encoding.js';

/**
 * Sends a page's HTML: never cached stale (`no-cache`: a browser asks again, so a new build's
 * script names are seen at once), compressed when the browser accepts it. Its head depends on the
 * language cookie and the encoding on `Accept-Encoding`, so shared caches keep them apart.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const body = Buffer.from(html);
  const encoding = body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  reply.status(status).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressText(body, encoding));
}
