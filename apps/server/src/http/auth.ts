import {
  type AccessLevel,
  ADMIN_ROLE,
  CONFIRM_PASSWORD_CODE,
  DomainError,
  type EntityDef,
  entityScope,
  fail,
  type Operation,
  type Scope,
} from '@store/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { accessLevels, roleApplies } from '../areas/identity/access.js';
import { confirmedRecently } from '../areas/identity/recent-confirmation.js';
import type { AccessClaims, TokenService } from '../areas/identity/tokens.js';
import type { StoreDirectory } from '../areas/operations/store-directory.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the bearer token when it is well signed and unexpired; not yet checked against the session. */
    claims: AccessClaims | null;
    /** Whether an Authorization header was sent at all (to tell "sign in first" from "token failed"). */
    sentToken: boolean;
    /** Rows the caller may reach with this request's operation, set by `requireAccess`. */
    accessScope: Scope;
    /** Whether the caller is an administrator, set by `requireAccess`. */
    isAdmin: boolean;
    /** The levels the caller's roles grant on the route's entity, set by `requireAccess` (a list reads its view scope from them). */
    accessLevels: readonly AccessLevel[] | null;
    /** The request's store, resolved once (by `requireAccess` for store-scoped entities, or `requestStore`). */
    storeId: number | null;
  }
  interface FastifyInstance {
    /** The installation's stores, for resolving each request's store. */
    stores: StoreDirectory;
    /** The app's clock (`AppContext.now`), for guards that measure time (a recent password confirmation). */
    now: () => number;
  }
}

/** The request's store (the `store` header, else the host, else the default store), resolved once. */
export async function requestStore(request: FastifyRequest): Promise<number> {
  if (request.storeId !== null) return request.storeId;
  const header = request.headers.store;
  const store = await request.server.stores.resolve(Array.isArray(header) ? header[0] : header, request.hostname);
  request.storeId = store.id;
  return store.id;
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('claims', null);
  app.decorateRequest('sentToken', false);
  app.decorateRequest('accessScope', 'none');
  app.decorateRequest('isAdmin', false);
  app.decorateRequest('accessLevels', null);
  app.decorateRequest('storeId', null);
}

/**
 * Reads the bearer token on every request (a signature check, no database), so public routes pay
 * almost nothing; routes that need a user add `requireUser` / `requireRole`, which also check
 * that the session is still open in the database (a sign-out anywhere is honoured everywhere).
 */
export function readBearer(request: FastifyRequest, tokens: TokenService): void {
  const header = request.headers.authorization;
  if (header) {
    request.sentToken = true;
    if (header.startsWith('Bearer ')) request.claims = tokens.verify(header.slice(7).trim());
  }
}

export interface SessionState {
  /** Active roles' system names, read now (a role taken away counts at once). */
  roles: string[];
  /** A role of the user requires two-factor and the user has not turned it on yet. */
  needsTwoFactorSetup: boolean;
  /** Access levels the active roles grant on the entity asked about (none when none was asked). */
  levels: AccessLevel[];
  /** When the session last confirmed its password (null: never). */
  confirmedAt: Date | null;
}

/**
 * The state of the token's session in one query — open or not, the roles, the two-factor
 * requirement and, when `entityName` is given, the access levels on that entity — or null when
 * the session is closed, expired, not the token subject's, or its customer is switched off. Roles limited to stores count
 * only for a request about one of their stores (`storeId`); a role's two-factor requirement
 * counts everywhere.
 */
export async function sessionState(
  db: Kysely<Database>,
  claims: AccessClaims,
  entityName = '',
  storeId: number | null = null,
): Promise<SessionState | null> {
  const applies = roleApplies(storeId);
  const { rows } = await sql<{
    twoFactorEnabled: boolean;
    roles: string[];
    roleRequiresTwoFactor: boolean;
    levels: string[];
    confirmedAt: Date | null;
  }>`
    SELECT c.two_factor_enabled, s.confirmed_at,
      coalesce(array_agg(DISTINCT r.system_name) FILTER (WHERE r.id IS NOT NULL AND ${applies}), '{}') AS roles,
      coalesce(bool_or(r.require_two_factor), false) AS role_requires_two_factor,
      coalesce(array_agg(DISTINCT sa.access_type) FILTER (WHERE sa.id IS NOT NULL), '{}') AS levels
    FROM sessions s
    JOIN customers c ON c.id = s.customer_id
    LEFT JOIN customer_roles cr ON cr.customer_id = c.id
    LEFT JOIN roles r ON r.id = cr.role_id AND r.active
    LEFT JOIN security_accesses sa ON sa.role_id = r.id AND ${applies} AND lower(sa.entity_name) = lower(${entityName})
    WHERE s.id = ${claims.sid} AND s.customer_id = ${claims.sub} AND s.revoked_at IS NULL AND s.expires_at > now() AND c.is_active AND NOT c.is_deleted
    GROUP BY s.id, c.two_factor_enabled
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    roles: row.roles,
    needsTwoFactorSetup: row.roleRequiresTwoFactor && !row.twoFactorEnabled,
    levels: accessLevels(row.levels),
    confirmedAt: row.confirmedAt,
  };
}

/** The claims of a user's token (not a guest's), or the 401 that says what is missing; no database. */
function userClaims(request: FastifyRequest): AccessClaims {
  const { claims } = request;
  if (!claims) throw request.sentToken ? fail('security.error.tokenfailed') : fail('common.error.signinfirst');
  // A guest token names a visitor, not a user (spec 000 §4).
  if (claims.guest) throw fail('common.error.signinfirst');
  return claims;
}

async function authenticated(
  db: Kysely<Database>,
  request: FastifyRequest,
  entityName?: string,
  storeId: number | null = null,
): Promise<AccessClaims & SessionState> {
  const claims = userClaims(request);
  const state = await sessionState(db, claims, entityName, storeId);
  if (!state) throw fail('security.error.tokenfailed');
  return { ...claims, ...state };
}

/** Any signed-in user, including one who still has to turn on a required second factor. */
export function requireUser(db: Kysely<Database>): onRequestAsyncHookHandler {
  return async (request) => {
    await authenticated(db, request);
  };
}

/** A signed-in user whose roles' two-factor requirement is met. */
async function fullyAuthenticated(db: Kysely<Database>, request: FastifyRequest, entityName?: string, storeId: number | null = null) {
  const user = await authenticated(db, request, entityName, storeId);
  if (user.needsTwoFactorSetup) throw new DomainError('security.error.twofactorsetuprequired', 403);
  return user;
}

/**
 * A power change needs a session that confirmed its password recently (by the app's clock):
 * otherwise 403 `security.error.confirmpassword`. Checked after the access check, so someone
 * refused anyway learns nothing new, and before the body is read.
 */
function assertConfirmedRecently(request: FastifyRequest, user: SessionState): void {
  if (!confirmedRecently(user.confirmedAt, request.server.now())) throw new DomainError(CONFIRM_PASSWORD_CODE, 403);
}

/**
 * The caller must hold one of `roles` (compared case-insensitively); otherwise 403, revealing
 * nothing. With `recentConfirmation`, their session must also have confirmed its password recently.
 */
export function requireRole(db: Kysely<Database>, roles: readonly string[], recentConfirmation = false): onRequestAsyncHookHandler {
  const wanted = roles.map((r) => r.toLowerCase());
  return async (request) => {
    const user = await fullyAuthenticated(db, request);
    if (!user.roles.some((r) => wanted.includes(r.toLowerCase()))) {
      throw new DomainError('common.error.accessdenied', 403);
    }
    if (recentConfirmation) assertConfirmedRecently(request, user);
  };
}

/**
 * The caller must be signed in and hold a security access to the entity that allows the
 * operation (administrators hold all). Sets `request.accessScope` to `all` or `own`; 403 otherwise.
 * For a store-scoped entity only the roles that count in the request's store are considered: a
 * member of a role limited to store A reaches nothing in store B, whatever header it sends.
 */
export function requireAccess(
  db: Kysely<Database>,
  entity: EntityDef,
  operation: Operation,
  recentConfirmation = false,
): onRequestAsyncHookHandler {
  return async (request) => {
    // The store is resolved before the session is read (an unknown store is a 404 for anyone
    // signed in), but only after the token is known to be there: an anonymous caller learns nothing.
    userClaims(request);
    const storeId = entity.storeScoped ? await requestStore(request) : null;
    const user = await fullyAuthenticated(db, request, entity.name, storeId);
    const isAdmin = user.roles.some((r) => r.toLowerCase() === ADMIN_ROLE);
    const scope = isAdmin ? 'all' : entityScope(entity, user.levels, operation);
    if (scope === 'none') throw new DomainError('common.error.accessdenied', 403);
    if (recentConfirmation) assertConfirmedRecently(request, user);
    request.accessScope = scope;
    request.isAdmin = isAdmin;
    request.accessLevels = user.levels;
  };
}
