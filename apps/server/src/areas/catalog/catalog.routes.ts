import { parseCatalogQuery } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { catalogContexts, listedSince } from './catalog-context.js';
import { searchCatalog } from './catalog-search.js';

const tags = ['Catalog'];
const translations = z.record(z.string(), z.string().nullable());
const card = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: translations,
  picture: z.string().nullable(),
  price: z.string().nullable(),
  oldPrice: z.string().nullable(),
  callForPrice: z.boolean(),
  coinSymbol: z.string(),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  inStock: z.boolean(),
});
const counts = z.record(z.string(), z.number().int());
const facets = z.object({
  values: counts,
  switches: counts,
  categories: counts,
  cities: counts,
  regions: counts,
  price: z.object({ min: z.string().nullable(), max: z.string().nullable() }),
});
export const catalogPageSchema = z.object({
  data: z.array(card),
  total: z.number().int(),
  next: z.string().nullable(),
  facets: facets.optional(),
});

/**
 * The public catalog's calls (issue 13 item 5). `getProducts` answers the list the products page
 * shows, filtered by the query of `catalog-query.ts` — the same parameters the page keeps in its
 * address — with facet counts when asked.
 */
export function catalogRoutes(ctx: AppContext, registry: EntityRegistry) {
  return async (app: App) => {
    const anyone = guard(ctx.db, PUBLIC);
    const contextOf = catalogContexts(ctx, app, registry);

    app.get(
      '/api/Catalog/getProducts',
      {
        ...anyone,
        schema: {
          tags,
          summary:
            'Listed products of the store, filtered (q, category, tag, city, region, price `from|to`, `a{attributeId}` per attribute type), sorted (displayOrder, newest, price, -price), a page at a time (`after` the previous page’s `next`, `size` up to 48), with facet counts when `facets=true`',
          querystring: z.record(z.string(), z.string().max(2000)),
          response: { 200: catalogPageSchema, ...guardedErrors, 400: errorSchema },
        },
      },
      async (request) => {
        const { query, issues } = parseCatalogQuery(request.query);
        if (Object.keys(issues).length > 0)
          throw new ValidationFailure(Object.fromEntries(Object.entries(issues).map(([name, code]) => [name, { code }])));
        const storeId = await requestStore(request);
        const context = await contextOf(storeId);
        const now = new Date(app.now());
        const page = await searchCatalog(ctx.readDb ?? ctx.db, query, context.attributes, {
          storeId,
          now,
          listedSince: listedSince(context.availableDays, now),
          markNewDays: context.markNewDays,
        });
        return page as z.infer<typeof catalogPageSchema>;
      },
    );
  };
}
