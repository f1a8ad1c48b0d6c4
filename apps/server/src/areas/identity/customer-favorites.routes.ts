import { FAVORITES_MAX, Favorite, fieldValueSchema, Product, type Row, rowSchema } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { fromDatabaseError } from '../../http/database-errors.js';
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
/** A favorite as the calls name it (spec 000 §7): a declared entity's name, the item's id, and its group (empty: the default list). */
const itemQuery = {
  entityName: fieldValueSchema(Favorite.fields.entityName) as z.ZodType<string>,
  // Digits in any script (a query string is text).
  entityId: fieldValueSchema(Favorite.fields.entityId) as z.ZodType<number>,
  // Empty or absent: the default list (no group).
  groupName: (fieldValueSchema(Favorite.fields.groupName) as z.ZodType<string>).optional().transform((g) => g || null),
};

/**
 * A signed-in customer's favorites (spec 000 §3, §4, §7): read, added and removed by their owner
 * only, in the request's store. Adding is idempotent (the owner's key: item and group) and stops at
 * `FAVORITES_MAX` (409 `favorite.error.maximumcount`, the write check of `maximum-favorites.ts`);
 * removing a favorite that is not there changes nothing. An anonymous visitor gets 401
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
  /** The caller's favorite of this item in this group (none: the default list), if they keep it. */
  const heldFavorite = async (item: { entityName: string; entityId: number; groupName: string | null }, caller: Caller) => {
    // The item's favorites in every group (a few), then the one of this group.
    const ofItem = await favorites.all({ entityName: [item.entityName], entityId: [item.entityId] }, caller, FAVORITES_MAX);
    return ofItem.find((row) => (row.groupName ?? null) === item.groupName);
  };

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
      async (request) => {
        const caller = await ownCaller(request);
        const answer = (row: Row) => ({ data: row as z.infer<typeof favoriteRow> });
        const held = await heldFavorite(request.query, caller);
        if (held) return answer(held);
        try {
          return answer(await favorites.create(request.query, caller));
        } catch (error) {
          // The same item added twice at once: the key kept the first, which is the answer.
          const kept = fromDatabaseError(error, 'write')?.code === itemKey.code ? await heldFavorite(request.query, caller) : undefined;
          if (kept) return answer(kept);
          throw error;
        }
      },
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
        const found = await heldFavorite(request.query, caller);
        if (found) await favorites.remove(Number(found.id), caller);
        return { data: { removed: found !== undefined } };
      },
    );
  };
}
