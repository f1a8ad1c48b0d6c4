import type { FastifyReply } from 'fastify';
import { isActiveType } from './content-check.js';

/**
 * A user file as an answer. The API's headers already say `nosniff` and a CSP that loads nothing;
 * a type a browser could run as a document (SVG) also gets `sandbox`, so even opened on its own it
 * runs no script and reaches no origin. Stored names are never reused (a random suffix), so an
 * inline file may be cached for a year — unless it is private.
 */
export function sendFile(reply: FastifyReply, type: string, body: Buffer, disposition: { attachment?: string; private?: boolean } = {}) {
  reply.type(type).header('x-content-type-options', 'nosniff');
  if (isActiveType(type))
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'");
  if (disposition.private) {
    // A file only some may read (a ticket's attachment): answered per caller, kept by no cache.
    reply.header('cache-control', 'private, no-store');
    if (disposition.attachment !== undefined) reply.header('content-disposition', attachment(disposition.attachment));
  } else if (disposition.attachment !== undefined) {
    reply.header('content-disposition', attachment(disposition.attachment)).header('cache-control', 'private, no-cache');
  } else {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  }
  return reply.send(body);
}

/** `attachment` with an ASCII fallback and the real (perhaps Persian) name per RFC 6266 / 5987. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
