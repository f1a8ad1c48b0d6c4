import { ADMIN_ROLE, Customer, fail, idText, OPERATIONS } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { dataOf, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { serverReader } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { effectiveAccess } from './effective-access.js';

const scope = z.enum(['all', 'own', 'none']);
/** Each operation's scope on one entity. */
const rightsSchema = z.object(
  Object.fromEntries(OPERATIONS.map((operation) => [operation, scope])) as Record<(typeof OPERATIONS)[number], typeof scope>,
);
export const effectiveAccessSchema = z.object({
  isAdmin: z.boolean(),
  storeId: z.number().int(),
  roles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      systemName: z.string(),
      active: z.boolean(),
      storeIds: z.array(z.number().int()),
      counts: z.boolean(),
    }),
  ),
  entities: z.array(z.object({ name: z.string(), rights: rightsSchema })),
});

/** The signed-in caller's customer id (the guard has checked the session). */
function callerId(request: FastifyRequest): number {
  if (!request.claims) throw fail('common.error.signinfirst');
  return request.claims.sub;
}

/**
 * What a person may do, entity by entity, in the request's store (not in the spec; issue 14
 * items 1 and 3): the caller's own rights — the dashboard's menu and screens show what they open —
 * and, for administrators, a chosen customer's, shown beside the access matrix.
 */
export function accessRightsRoutes(ctx: AppContext, registry: EntityRegistry) {
  return async (app: App) => {
    app.get(
      '/api/Authentication/getMyAccess',
      {
        ...guard(ctx.db, { kind: 'user' }),
        schema: {
          tags: ['Authentication'],
          summary: 'What the signed-in user may do on each entity in this store (the widest scope of each operation over their roles)',
          response: { 200: dataOf(effectiveAccessSchema), ...guardedErrors },
        },
      },
      async (request) => ({ data: await effectiveAccess(ctx.db, callerId(request), await requestStore(request), registry.all) }),
    );

    app.get(
      '/api/CustomerRoles/getEffectiveAccess',
      {
        ...guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] }),
        schema: {
          tags: ['CustomerRoles'],
          summary: 'What the customer `customerId` may do on each entity in this store, through all their roles',
          querystring: z.strictObject({ customerId: idText }),
          response: { 200: dataOf(effectiveAccessSchema), ...guardedErrors },
        },
      },
      async (request) => {
        const { customerId } = request.query;
        // Through the Customer declaration: a missing or deleted customer is the engine's 404.
        await new ResourceService(ctx.db, registry, Customer).get(customerId, serverReader(null));
        return { data: await effectiveAccess(ctx.db, customerId, await requestStore(request), registry.all) };
      },
    );
  };
}
