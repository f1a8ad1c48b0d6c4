import { ADMIN_ROLE, Customer, entities, idText, Setting, SOCIAL_NETWORKS } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { StoreSettings } from '../settings/store-settings.js';

const tags = ['Customers'];

/** An entity's name (`Page`, `Favorite`) in any letter case: one of the declared entities, else a 400 on the field. */
const entityNameText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(entities.map((entity) => entity.name.toLowerCase()) as [string, ...string[]]),
);

const ownerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/**
 * Two customer calls of spec 000 §7 the spec names without a shape (decisions in
 * docs/notes/issue-12-customers.md, "getEntityOwners and the social-media settings"):
 * - `getEntityOwners (entityName, entityId)`, administrators: who owns a row — the customer who
 *   created it (the row's `ownerId`, the owner of "view owned only" and "edit owner" accesses) — as
 *   a list (empty when the server wrote the row).
 * - `getAllCustomerSocialMediaSettings`, anyone: the social networks the store links for its
 *   customers — each network's name and address, in the footer's order, only those set.
 */
export function customerDirectoryRoutes(ctx: AppContext, registry: EntityRegistry) {
  const settings = new StoreSettings(new ResourceService(ctx.db, registry, Setting));
  const customers = new ResourceService(ctx.db, registry, Customer);
  const byName = new Map(entities.map((entity) => [entity.name.toLowerCase(), entity]));

  return async (app: App) => {
    app.get(
      '/api/Customers/getEntityOwners',
      {
        ...guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] }),
        schema: {
          tags,
          summary: 'Who owns a row (administrators): the customer who created it, as a list (empty when the server wrote it)',
          querystring: z.strictObject({ entityName: entityNameText, entityId: idText }),
          response: { 200: dataOf(z.array(ownerSchema)), ...guardedErrors, 400: errorSchema },
        },
      },
      async (request) => {
        const { entityName, entityId } = request.query;
        const entity = byName.get(entityName);
        if (!entity) throw new Error(`no entity named ${entityName}`);
        const storeId = await requestStore(request);
        const caller = {
          customerId: request.claims?.sub ?? 0,
          scope: 'all' as const,
          isAdmin: true,
          storeId,
          language: requestLanguage(request),
        };
        const row = await new ResourceService(ctx.db, registry, entity).get(entityId, caller);
        const ownerId = typeof row.ownerId === 'number' ? row.ownerId : null;
        if (ownerId === null) return { data: [] };
        // Read through the Customer resource (installation-wide, no store); an owner since deleted is none.
        const owner = await customers.get(ownerId, { ...caller, storeId: null }).catch(() => null);
        if (!owner) return { data: [] };
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        return {
          data: [{ id: ownerId, username: String(owner.username), firstName: text(owner.firstName), lastName: text(owner.lastName) }],
        };
      },
    );

    app.get(
      '/api/Customers/getAllCustomerSocialMediaSettings',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'The social networks the store links for its customers: name and address of each one set, in the footer’s order',
          response: { 200: dataOf(z.array(z.object({ name: z.enum(SOCIAL_NETWORKS), url: z.string() }))), 400: errorSchema },
        },
      },
      async (request) => {
        const own = await settings.own(await requestStore(request), requestLanguage(request));
        const value = new Map(own.map((s) => [s.name.toLowerCase(), s.value]));
        return { data: SOCIAL_NETWORKS.flatMap((name) => (value.get(name) ? [{ name, url: value.get(name) as string }] : [])) };
      },
    );
  };
}
