import {
  CATALOG_PAGE_SIZE,
  type CatalogFacets,
  type CatalogQuery,
  catalogQueryParams,
  DomainError,
  parseCatalogQuery,
  safeText,
} from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { isAdministrator } from '../../http/public-reads.js';
import { errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { READ_CACHE_MS } from '../engine/read-cache.js';
import { catalogContexts, catalogReads } from './catalog-context.js';
import { searchCatalog } from './catalog-search.js';
import { facetCacheOf } from './facet-cache.js';
import { facetIndexesOf } from './facet-indexes.js';
import { productPage } from './product-page.js';

const tags = ['Catalog'];
const translations = z.record(z.string(), z.string().nullable());
export const catalogCardSchema = z.object({
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
const named = z.object({ id: z.number().int(), name: translations });
const productSchema = catalogCardSchema.extend({
  description: translations.nullable(),
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  pictures: z.array(z.object({ picture: z.string(), alt: translations.nullable() })),
  metaTitle: translations.nullable(),
  metaDescription: translations.nullable(),
  metaKeywords: translations.nullable(),
  productType: named,
  stockQuantity: z.number().int(),
  orderMinimumQuantity: z.number().int(),
  orderMaximumQuantity: z.number().int(),
  isFreeShipping: z.boolean(),
  weight: z.string().nullable(),
  length: z.string().nullable(),
  width: z.string().nullable(),
  height: z.string().nullable(),
  attributes: z.array(
    z.object({
      id: z.number().int(),
      name: translations,
      groupName: translations.nullable(),
      type: z.string(),
      value: z.string(),
      valueNames: z.array(translations),
    }),
  ),
  categories: z.array(named),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cities: z.array(named),
  region: named.nullable(),
  related: z.array(catalogCardSchema),
});

export const catalogPageSchema = z.object({
  data: z.array(catalogCardSchema),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
  next: z.string().nullable(),
  facets: facets.optional(),
});

const queryText = z.string().max(2000).optional();
/**
 * The list's address parameters as documented; each attribute's filter is `a{attributeId}` (kept
 * by `catchall`, judged by parseCatalogQuery and the attribute's type). Every value is text here:
 * parseCatalogQuery reads them as the products page writes them, and names what it refuses.
 */
const catalogQuerySchema = z
  .object({
    q: queryText.describe('Words searched in every language (letter variants and zero-width non-joiners do not matter)'),
    category: queryText.describe('A category id: its products and its subcategories’'),
    tag: queryText.describe('A tag id'),
    city: queryText.describe('City ids, comma-joined'),
    region: queryText.describe('Region ids, comma-joined: their products and their subregions’'),
    price: queryText.describe('`from|to`; 0 or empty for an open side'),
    sort: queryText.describe('displayOrder (default), newest, price or -price'),
    after: queryText.describe('The previous page’s `next`'),
    size: queryText.describe('Products a page (default 24, at most 48)'),
    facets: queryText.describe('`true`: with the facet counts'),
  })
  .catchall(z.string().max(2000));

/**
 * The key of a store's facet counts for a query: its filters only (the order, page and size do not
 * change the counts), in one spelling whatever order the ids came in.
 */
const facetsKey = (storeId: number, query: CatalogQuery) =>
  `catalog-facets:${storeId}:${JSON.stringify(
    catalogQueryParams({
      ...query,
      cityIds: [...query.cityIds].sort((a, b) => a - b),
      regionIds: [...query.regionIds].sort((a, b) => a - b),
      sort: 'displayOrder',
      after: null,
      size: CATALOG_PAGE_SIZE,
      facets: false,
    }),
  )}`;

/**
 * The public catalog's calls (issue 13 item 5). `getProducts` answers the list the products page
 * shows, filtered by the query of `catalog-query.ts` — the same parameters the page keeps in its
 * address — with facet counts when asked.
 */
export function catalogRoutes(ctx: AppContext, registry: EntityRegistry) {
  return async (app: App) => {
    const anyone = guard(ctx.db, PUBLIC);
    const contextOf = catalogContexts(ctx, app, registry);
    const facets = facetCacheOf(registry);
    const indexes = facetIndexesOf(ctx, registry);
    const readOf = catalogReads(ctx, app, registry);

    app.get(
      '/api/Catalog/getProducts',
      {
        ...anyone,
        schema: {
          tags,
          summary:
            'Listed products of the store, filtered (q, category, tag, city, region, price `from|to`, `a{attributeId}` per attribute type), sorted (displayOrder, newest, price, -price), a page at a time (`after` the previous page’s `next`, `size` up to 48), with facet counts when `facets=true`',
          querystring: catalogQuerySchema,
          response: { 200: catalogPageSchema, ...guardedErrors, 400: errorSchema },
        },
      },
      async (request) => {
        const { query, issues } = parseCatalogQuery(request.query);
        if (Object.keys(issues).length > 0)
          throw new ValidationFailure(Object.fromEntries(Object.entries(issues).map(([name, code]) => [name, { code }])));
        const storeId = await requestStore(request);
        const context = await contextOf(storeId);
        const through = (count: () => Promise<CatalogFacets>) =>
          facets.through(facetsKey(storeId, query), count, ctx.catalogFacetsCacheMs ?? READ_CACHE_MS);
        const page = await searchCatalog(ctx.readDb ?? ctx.db, query, context.attributes, await readOf(storeId), {
          through,
          ...(indexes ? { index: () => indexes.current(storeId), kept: () => indexes.keptOf(storeId) } : {}),
        });
        return page as z.infer<typeof catalogPageSchema>;
      },
    );

    app.get(
      '/api/Catalog/getProduct',
      {
        ...anyone,
        schema: {
          tags,
          summary:
            'A listed product by its slug (any letter case), as its page shows it: pictures, attributes, categories, tags, cities, region, related products. An administrator, or the customer who added it, also reads it unlisted',
          querystring: z.strictObject({ slug: safeText(200).min(1) }),
          response: { 200: z.object({ data: productSchema }), ...guardedErrors },
        },
      },
      async (request) => {
        const storeId = await requestStore(request);
        const isAdmin = await isAdministrator(ctx.db, request, storeId);
        const customerId = request.claims && !request.claims.guest ? request.claims.sub : 0;
        // A visitor's read may go to the replica; an administrator's or an owner's preview reads what they just wrote.
        const db = isAdmin || customerId > 0 ? ctx.db : (ctx.readDb ?? ctx.db);
        const product = await productPage(db, request.query.slug, await readOf(storeId), { isAdmin, customerId });
        if (!product) throw new DomainError('common.error.notfound', 404);
        return { data: product as z.infer<typeof productSchema> };
      },
    );
  };
}
