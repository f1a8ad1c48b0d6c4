import { Favorite, fieldValueSchema, Product, rowSchema } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { catalogCardSchema } from '../catalog/catalog.routes.js';
import { catalogReads } from '../catalog/catalog-context.js';
import { listedCards } from '../catalog/catalog-search.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';

const tags = ['Customers'];
const favoriteRow = rowSchema(Favorite);
/** A favorite as the list shows it: a product's with its catalog card (null once it is not listed). */
const shownFavorite = favoriteRow.extend({ product: catalogCardSchema.nullable().optional() });
/** Most favorites one customer keeps in a store: the list is answered whole. */
const FAVORITES_MAX = 1000;

/** A favorite as the calls name it (spec 000 §7): the item's entity name and id, and its group (empty: the default list). */
const itemQuery = {
  entityName: fieldValueSchema(Favorite.fields.entityName) as z.ZodType<string>,
  // Digits in any script (a query string is text).
  entityId: fieldValueSchema(Favorite.fields.entityId) as z.ZodType<number>,
  // Empty or absent: the default list (no group).
  groupName: (fieldValueSchema(Favorite.fields.groupName) as z.ZodType<string>).optional().transform((g) => g || null),
};

/**
 * A signed-in customer's favorites (spec 000 §3, §4, §7): read, added and removed by their owner
 * only, in the request's store. Adding is idempotent (the owner's key: item and group), removing a
 * favorite that is not there changes nothing. An anonymous visitor gets 401
 * `common.error.signinfirst` ("sign in first", spec 001 §8), which the web shows as such.
 */
export function customerFavoriteRoutes(ctx: AppContext, registry: EntityRegistry) {
  const favorites = new ResourceService(ctx.db, registry, Favorite);
  const [itemKey] = Favorite.unique ?? [];
  if (!itemKey) throw new Error('Favorite declares its (item, group) key');
  const ownCaller = async (request: FastifyRequest): Promise<Caller> => ({
    customerId: request.claims?.sub ?? 0,
    scope: 'own',
    isAdmin: false,
    storeId: await requestStore(request),
    language: requestLanguage(request),
  });

  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });
    const readOf = catalogReads(ctx, app, registry);

    app.get(
      '/api/Customers/getMyFavorites',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The signed-in customer’s favorites, newest first (of one entity or group when given)',
          querystring: z.strictObject({
            entityName: itemQuery.entityName.optional(),
            groupName: (fieldValueSchema(Favorite.fields.groupName) as z.ZodType<string>).optional(),
          }),
          response: { 200: dataOf(z.array(shownFavorite)), ...guardedErrors },
        },
      },
      async (request) => {
        const { entityName, groupName } = request.query;
        const filters = {
          ...(entityName ? { entityName: [entityName] } : {}),
          ...(groupName ? { groupName: [groupName] } : {}),
        };
        const caller = await ownCaller(request);
        const rows = await favorites.all({ ...filters, sort: '-id' }, caller, FAVORITES_MAX);
        // A product is named by its card (name, picture, price), when it is still listed.
        const productIds = rows.filter((row) => row.entityName === Product.name).map((row) => Number(row.entityId));
        const cards = productIds.length > 0 ? await listedCards(ctx.db, productIds, await readOf(caller.storeId ?? 0)) : new Map();
        return {
          data: rows.map((row) =>
            row.entityName === Product.name ? { ...row, product: cards.get(Number(row.entityId)) ?? null } : row,
          ) as z.infer<typeof shownFavorite>[],
        };
      },
    );

    app.get(
      '/api/Customers/AddFavorite',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Keep an item among the signed-in customer’s favorites (again: no change)',
          querystring: z.strictObject(itemQuery),
          response: { 200: dataOf(favoriteRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => ({
        data: (await favorites.upsert(request.query, itemKey, await ownCaller(request))) as z.infer<typeof favoriteRow>,
      }),
    );

    app.get(
      '/api/Customers/RemoveFavorite',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Take an item out of the signed-in customer’s favorites',
          querystring: z.strictObject(itemQuery),
          response: { 200: dataOf(z.object({ removed: z.boolean() })), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await ownCaller(request);
        const { entityName, entityId, groupName } = request.query;
        // The item's favorites in every group (a few), then the one of this group (none: the default list).
        const ofItem = await favorites.all({ entityName: [entityName], entityId: [entityId] }, caller, FAVORITES_MAX);
        const found = ofItem.find((row) => (row.groupName ?? null) === groupName);
        if (found) await favorites.remove(Number(found.id), caller);
        return { data: { removed: found !== undefined } };
      },
    );
  };
}
