import { DEFAULT_LOCALE, LANGUAGE_OF, type Language } from '@store/domain';
import type { FastifyRequest } from 'fastify';

/** The language whose address carries no `lang` parameter (and is the `x-default`). */
export const DEFAULT_LANGUAGE: Language = LANGUAGE_OF[DEFAULT_LOCALE];

/**
 * The site's origin as the visitor reached it: protocol and host as Fastify reads them, which
 * believes `X-Forwarded-Proto` / `X-Forwarded-Host` only from the proxies TRUST_PROXY names
 * (http/trust-proxy.ts).
 */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${hostOrLocal(request.host)}`;

/** A host name or address with an optional port: what a browser sends. Anything else (`evil.com/x?`) is no host. */
const HOST = /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/** The request's Host when it is one, else `localhost`: a forged Host never becomes part of an address we give out. */
export const hostOrLocal = (host: string): string => (host.length <= 260 && HOST.test(host) ? host : 'localhost');

/** How the site's origin is found for a request: the configured public origin, else the request's. */
export type OriginOf = (request: FastifyRequest) => string;

export const originOf = (publicOrigin: string | undefined): OriginOf => (publicOrigin ? () => publicOrigin : requestOrigin);

/** A page's address in a language: Persian without `lang`, English and Turkish with `?lang=en` / `?lang=tr`. */
export const addressIn = (origin: string, path: string, language: Language): string =>
  `${origin}${path}${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`;

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

/** The `hreflang` alternates of a page shown in `languages`: each language's address, and `x-default` (the Persian one). */
export function alternatesOf(origin: string, path: string, languages: readonly Language[]): Alternate[] {
  return [
    ...languages.map((language) => ({ hreflang: language, href: addressIn(origin, path, language) })),
    { hreflang: 'x-default', href: addressIn(origin, path, DEFAULT_LANGUAGE) },
  ];
}

/** An address as given to crawlers: absolute, relative ones on the site's origin; nothing for any other scheme. */
export function absoluteAddress(origin: string, address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  if (/^https?:\/\//i.test(address)) return address;
  return address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : undefined;
}
