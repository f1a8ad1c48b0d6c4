import { DomainError, entityByName } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { isAdministrator } from '../../http/public-reads.js';
import { CUSTOMER_PRODUCTS_OFF, customersAddProducts, ownsProduct } from '../catalog/own-products.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { mayChangeOwnProfile } from '../identity/own-profile.js';

/**
 * Who may read and change what is attached to one row of an entity — its attribute values, its
 * categories, its tags (the mappings by entity name and id): administrators, for any row of the
 * store that exists; a signed-in customer, for their own customer row only, and changing it only
 * while the installation lets them change their profile — and for a product they added, changing
 * it only while the store takes customers' products. Any other row answers 403, whether it
 * exists or not; a row an administrator names that does not exist (or of an entity the product
 * does not have yet) answers 404 `attribute.error.entitynotfound`.
 */
export function rowAccess(ctx: AppContext, registry: EntityRegistry) {
  /** The store's reader: the rows mapped are the store's; an administrator reaches every one. */
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const storeId = await requestStore(request);
    return {
      customerId: request.claims?.sub ?? 0,
      scope: 'all',
      isAdmin: await isAdministrator(ctx.db, request, storeId),
      storeId,
      language: requestLanguage(request),
    };
  };

  /**
   * Refuses unless `caller` may read (or, `writing`, change) what row `id` of `entity` holds. A
   * customer is no store's: only an administrator of the whole installation reaches any customer's
   * row (as `saveCustomerProfile` does); one whose role is limited to a store is a customer here.
   */
  async function reachable(request: FastifyRequest, entity: string, id: number, caller: Caller, writing: boolean): Promise<void> {
    const admin = entity === 'Customer' ? await isAdministrator(ctx.db, request, null) : caller.isAdmin;
    if (!admin) {
      if (entity === 'Product' && (await ownsProduct(ctx.db, caller, id))) {
        if (writing && !(await customersAddProducts(ctx.db, caller.storeId ?? 0))) throw new DomainError(CUSTOMER_PRODUCTS_OFF, 403);
        return;
      }
      if (entity !== 'Customer' || id !== caller.customerId) throw new DomainError('common.error.accessdenied', 403);
      if (writing && !(await mayChangeOwnProfile(ctx.db, request))) throw new DomainError('customer.error.profilelocked', 403);
      return;
    }
    const declared = entityByName(entity);
    if (!declared) throw new DomainError('attribute.error.entitynotfound', 404);
    await new ResourceService(ctx.db, registry, declared).get(id, caller).catch(() => {
      throw new DomainError('attribute.error.entitynotfound', 404);
    });
  }

  return { callerOf, reachable };
}
