import type { EntityDef, Operation } from '@store/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { requireAccess, requireRole, requireUser } from './auth.js';

/**
 * Who may call a route, declared on the route itself. The guard that enforces it and the tests
 * that prove it (apps/server/src/http/authorization-everywhere.test.ts) both read this one value,
 * and a route under /api without one is refused at start-up: no endpoint can be added unguarded
 * by forgetting.
 */
export type RouteAccess =
  /** Anyone, signed in or not (for a public entity read, which entity and operation). */
  | { readonly kind: 'public'; readonly entity?: EntityDef; readonly operation?: Operation }
  /** Any signed-in user (not a guest token), even one who still has to turn on a required second factor. */
  | { readonly kind: 'user' }
  /** A signed-in user holding one of the roles (`recentConfirmation`: a power change, see below). */
  | { readonly kind: 'role'; readonly roles: readonly string[]; readonly recentConfirmation?: true }
  /** A signed-in user whose security accesses allow the operation on the entity (administrators: all). */
  | { readonly kind: 'entity'; readonly entity: EntityDef; readonly operation: Operation; readonly recentConfirmation?: true };

/*
 * `recentConfirmation: true` marks a power change (giving roles, levels, changing customers): the
 * caller's session must also have confirmed its password within RECENT_CONFIRMATION_SECONDS, else
 * 403 `security.error.confirmpassword` — after the role or access check, before the body is read.
 * The engine sets it on the writes of an entity that declares `recentConfirmation`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const PUBLIC: RouteAccess = { kind: 'public' };

/** The route options that declare and enforce `access`: spread them into a route's options. */
export function guard(
  db: Kysely<Database>,
  access: RouteAccess,
): { config: { access: RouteAccess }; onRequest?: onRequestAsyncHookHandler } {
  const config = { access };
  switch (access.kind) {
    case 'public':
      return { config };
    case 'user':
      return { config, onRequest: requireUser(db) };
    case 'role':
      return { config, onRequest: requireRole(db, access.roles, access.recentConfirmation) };
    case 'entity':
      return { config, onRequest: requireAccess(db, access.entity, access.operation, access.recentConfirmation) };
  }
}

/** One row of the app's route table: an API operation and the access it declares. */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Paths served by the OpenAPI plugin itself: public documentation, not operations of ours. */
const isDocumentation = (url: string) => /^\/api\/docs(\/|$)/i.test(url);

/**
 * Collects the route table and refuses (throws while the app is built) an /api route that
 * declares no access. Must be installed before any route is registered.
 */
export function installRouteTable(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api/') || isDocumentation(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access: spread guard(db, …) into its options`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });
  return table;
}
