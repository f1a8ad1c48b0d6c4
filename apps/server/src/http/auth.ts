import { DomainError, fail, type Operation, type Scope, scopeOf } from '@store/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { entityAccess } from '../areas/identity/access.js';
import type { AccessClaims, TokenService } from '../areas/identity/tokens.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the bearer token when it is well signed and unexpired; not yet checked against the session. */
    claims: AccessClaims | null;
    /** Whether an Authorization header was sent at all (to tell "sign in first" from "token failed"). */
    sentToken: boolean;
    /** Rows the caller may reach with this request's operation, set by `requireAccess`. */
    accessScope: Scope;
  }
}

/**
 * Reads the bearer token on every request (a signature check, no database), so public routes pay
 * almost nothing; routes that need a user add `requireUser` / `requireRole`, which also check
 * that the session is still open in the database (a sign-out anywhere is honoured everywhere).
 */
export function installAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('claims', null);
  app.decorateRequest('sentToken', false);
  app.decorateRequest('accessScope', 'none');
  // A callback hook, not an async one: it runs on every request, and a promise each is not free.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header) {
      request.sentToken = true;
      if (header.startsWith('Bearer ')) request.claims = tokens.verify(header.slice(7).trim());
    }
    done();
  });
}

export async function sessionIsOpen(db: Kysely<Database>, claims: AccessClaims): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customerId')
    .select('sessions.id')
    .where('sessions.id', '=', claims.sid)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', sql<Date>`now()`)
    .where('customers.isActive', '=', true)
    .where('customers.isDeleted', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

async function authenticated(db: Kysely<Database>, request: FastifyRequest): Promise<AccessClaims> {
  const { claims } = request;
  if (!claims) throw request.sentToken ? fail('security.error.tokenfailed') : fail('common.error.signinfirst');
  // A guest token names a visitor, not a user (spec 000 §4).
  if (claims.guest) throw fail('common.error.signinfirst');
  if (!(await sessionIsOpen(db, claims))) throw fail('security.error.tokenfailed');
  return claims;
}

export function requireUser(db: Kysely<Database>): onRequestAsyncHookHandler {
  return async (request) => {
    await authenticated(db, request);
  };
}

/** The caller must hold one of `roles` (compared case-insensitively); otherwise 403, revealing nothing. */
export function requireRole(db: Kysely<Database>, ...roles: string[]): onRequestAsyncHookHandler {
  const wanted = roles.map((r) => r.toLowerCase());
  return async (request) => {
    const claims = await authenticated(db, request);
    if (!claims.roles.some((r) => wanted.includes(r.toLowerCase()))) {
      throw new DomainError('common.error.accessdenied', 403);
    }
  };
}

/**
 * The caller must be signed in and hold a security access to the entity that allows the
 * operation (administrators hold all). Sets `request.accessScope` to `all` or `own`; 403 otherwise.
 */
export function requireAccess(db: Kysely<Database>, entityName: string, operation: Operation): onRequestAsyncHookHandler {
  return async (request) => {
    const claims = await authenticated(db, request);
    const access = await entityAccess(db, claims.sub, entityName);
    const scope = access.isAdmin ? 'all' : scopeOf(access.levels, operation);
    if (scope === 'none') throw new DomainError('common.error.accessdenied', 403);
    request.accessScope = scope;
  };
}
