import { ADMIN_ROLE, DomainError, safeText } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { requestStore, sessionState } from './auth.js';

/** Public reads may name their store in the address (`?store=` id or name): an `<img>` sends no `store` header. */
export const storeQuery = { store: safeText(100).optional() };

/** The store a public read is about: `?store=` when given (404 when unknown), else the request's. */
export async function publicStore(request: FastifyRequest, store: string | undefined): Promise<number> {
  if (store) {
    const found = await request.server.stores.find(store);
    if (!found) throw new DomainError('store.error.notfound', 404);
    return found.id;
  }
  return requestStore(request);
}

/**
 * Whether the caller is a signed-in administrator in this store (they read more), or with `null`
 * an administrator of the whole installation — by a role limited to no store, as `requireRole`
 * judges installation-wide calls: what belongs to no store (a customer, their profile) is theirs.
 */
export async function isAdministrator(db: Kysely<Database>, request: FastifyRequest, storeId: number | null): Promise<boolean> {
  const { claims } = request;
  if (!claims || claims.guest) return false;
  const state = await sessionState(db, claims, '', storeId);
  return Boolean(state && !state.needsTwoFactorSetup && state.roles.some((r) => r.toLowerCase() === ADMIN_ROLE));
}
