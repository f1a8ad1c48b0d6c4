import { APPLICATION_IDENTITY_HEADER, DomainError } from '@store/domain';
import type { FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ApplicationDirectory } from '../areas/operations/application-directory.js';
import { decodedPath, isApiPath } from './security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The active applications, for checking each request's application identity. */
    applications: ApplicationDirectory;
  }
}

/** One answer for an unknown and a switched-off application, never repeating the value sent. */
export const unknownApplication = () => new DomainError('application.error.unknown', 403);

/**
 * Checks an identity sent as the header or as `GetAnonymousToken`'s `appIdentity`: nothing sent
 * (or empty) is an unnamed client and passes; anything else must name an active application.
 */
export function applicationAllowed(request: FastifyRequest, identity: string | undefined): boolean | Promise<boolean> {
  if (identity === undefined || identity === '') return true;
  return request.server.applications.isActive(identity);
}

/**
 * Whether the URL is under /api as routing sees it (`/%61pi/…`, `/API/…` too). The raw URL, not
 * `request.routeOptions`, which builds an object on every read.
 */
const isApiRequest = (url: string) => url.startsWith('/api/') || isApiPath(decodedPath(url));

/**
 * The `application-identity` header on every `/api` call (spec 000 §7), from the app's one
 * `onRequest` hook. Without the header nothing is looked at (curl stays an unnamed client); with
 * it, a fresh in-memory copy answers without a promise, so the hot path pays no query.
 */
export function checkApplicationIdentity(request: FastifyRequest, done: HookHandlerDoneFunction): void {
  const header = request.headers[APPLICATION_IDENTITY_HEADER];
  const checked = header !== undefined && header !== '' && isApiRequest(request.url);
  const allowed = !checked || (typeof header === 'string' && applicationAllowed(request, header));
  if (allowed === true) done();
  else if (allowed === false) done(unknownApplication());
  else allowed.then((ok) => done(ok ? undefined : unknownApplication()), done);
}
