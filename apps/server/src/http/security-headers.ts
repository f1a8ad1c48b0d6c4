import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Content-Security-Policy the built web app (and the API docs page) runs under: scripts only from
 * this origin; Ant Design writes styles at run time, hence 'unsafe-inline' for styles only.
 */
export const DOCUMENT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** JSON answers are never documents: they may load nothing and be framed nowhere (OWASP REST). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const common = {
  'cross-origin-resource-policy': 'same-origin',
  // Browsers ignore it over plain HTTP; behind TLS it keeps them on HTTPS.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Headers of API answers, computed once. API answers are private and change with every write: no
 * cache may keep one unless its route says otherwise (public images and files set their own).
 */
const API_HEADERS = Object.freeze({ 'content-security-policy': API_CSP, 'cache-control': 'no-store', ...common });

/** Headers of pages and static files: Helmet's default set, computed once. */
const DOCUMENT_HEADERS = Object.freeze({
  'content-security-policy': DOCUMENT_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  ...common,
});

/** The path as routing sees it: percent-decoded, without the query (`/%61pi/x` is `/api/x`). */
export function decodedPath(url: string): string {
  // A request target may be written in absolute form (`GET http://shop/api/…`): its path is what routing sees.
  const path = (url.split('?', 1)[0] ?? '').replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path);
const isApiDocument = (path: string) => /^\/api\/docs(\/|$)/i.test(path);

/**
 * The security headers every answer carries. Helmet's middleware rebuilt them on every request,
 * which cost most of a trivial route's throughput (docs/benchmarks.md); frozen tables cost a loop.
 */
export function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  return isApiPath(path) && !isApiDocument(path) ? API_HEADERS : DOCUMENT_HEADERS;
}

/** Sets the security headers of the answer; called from the app's single `onRequest` hook. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  // The matched route's pattern when there is one; else the decoded path.
  reply.headers(securityHeadersFor(request.routeOptions.url ?? decodedPath(request.url)));
}
