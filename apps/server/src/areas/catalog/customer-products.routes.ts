import {
  DomainError,
  type EntityDef,
  type FieldIssue,
  idText,
  inputSchema,
  PRODUCT_SETTINGS,
  Product,
  type Row,
  rowSchema,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import { parseOrRefuse } from '../cms/cms-callers.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { ownPictureIssues } from './own-pictures.js';
import { CUSTOMER_PRODUCTS_OFF, customersAddProducts } from './own-products.js';
import { storeSettingIsTrue } from './product-settings.js';

const tags = ['Catalog'];

/**
 * What a customer sets of their own product. Not the store's own marks (home page, featured, new,
 * display order), not its approval, not SKU or GTIN (unique in the store: a clash would tell a
 * customer what others' unlisted products hold), not related products (other people's).
 */
export const CUSTOMER_PRODUCT_FIELDS = [
  'name',
  'slug',
  'description',
  'productTypeId',
  'baseCoinId',
  'price',
  'oldPrice',
  'callForPrice',
  'stockQuantity',
  'orderMinimumQuantity',
  'orderMaximumQuantity',
  'regionId',
  'locationId',
  'published',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
] as const;

const customerProduct: EntityDef = {
  ...Product,
  fields: Object.fromEntries(CUSTOMER_PRODUCT_FIELDS.map((name) => [name, Product.fields[name]])),
};

/** What a customer's product may point at: the store's active types, available coins, published regions and locations. */
const REFERENCES = [
  { field: 'productTypeId', table: 'product_types', condition: sql`is_active` },
  { field: 'baseCoinId', table: 'coins', condition: sql`is_available` },
  { field: 'regionId', table: 'regions', condition: sql`published` },
  { field: 'locationId', table: 'locations', condition: sql`published` },
] as const;

async function referenceIssues(db: AnyDb, storeId: number, input: Row): Promise<Record<string, FieldIssue>> {
  const issues: Record<string, FieldIssue> = {};
  for (const { field, table, condition } of REFERENCES) {
    const id = input[field];
    if (typeof id !== 'number') continue;
    const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} AND store_id = ${storeId} AND ${condition}`.execute(db);
    if (rows.length === 0) issues[field] = { code: 'common.error.notfound' };
  }
  return issues;
}

/**
 * A customer's own products (spec 000 §2 `/account/myproducts`, `/account/mynewproducts`; spec 001
 * §4, §6, §9; issue 13 item 4): listed, added, changed and deleted by the customer who added them,
 * while the store takes customers' products (`product.customercanadd`; reading one's own stays
 * allowed). With `product.publishingneedsapproval` on, a new product — and a changed one — waits
 * unapproved until an administrator approves it (`POST /api/Products/{id}/approve`). Another
 * customer's product answers 404, as a missing one.
 */
export function customerProductRoutes(ctx: AppContext, registry: EntityRegistry) {
  const products = new ResourceService(ctx.db, registry, Product);
  const newProduct = inputSchema(customerProduct, 'create', registry.childrenOf(Product));
  const changedProduct = inputSchema(customerProduct, 'update', registry.childrenOf(Product));
  const productRow = rowSchema(Product, registry.childrenOf(Product));
  const callerOf = async (request: FastifyRequest): Promise<Caller> => ({
    customerId: request.claims?.sub ?? 0,
    scope: 'own',
    isAdmin: false,
    storeId: await requestStore(request),
    language: requestLanguage(request),
  });

  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Catalog/getMyProducts',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The products the signed-in customer added to this store, newest first, with whether each waits for approval',
          response: { 200: dataOf(z.array(productRow)), ...guardedErrors },
        },
      },
      async (request) => ({ data: (await products.all({ sort: '-id' }, await callerOf(request), 500)) as never }),
    );

    app.post(
      '/api/Catalog/saveMyProduct',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'Save one of the signed-in customer’s products: without `id` a new one, with `id` a change of the fields sent. Refused (403) while the store takes no customers’ products; waits for approval when the store requires it',
          querystring: z.strictObject({ id: idText.optional() }),
          body: z.record(z.string(), z.unknown()),
          response: { 200: dataOf(productRow), 201: dataOf(productRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request);
        const storeId = caller.storeId ?? 0;
        if (!(await customersAddProducts(ctx.db, storeId))) throw new DomainError(CUSTOMER_PRODUCTS_OFF, 403);
        const { id } = request.query;
        const input = parseOrRefuse(id === undefined ? newProduct : changedProduct, request.body);
        const issues = {
          ...(await referenceIssues(ctx.db, storeId, input)),
          ...(await ownPictureIssues(
            ctx.db,
            storeId,
            caller.customerId,
            ((input.pictures as Row[] | undefined) ?? []).map((p) => String(p.picture ?? '')),
            'pictures',
            '.picture',
          )),
        };
        if (Object.keys(issues).length > 0) throw new ValidationFailure(issues);
        const waits = await storeSettingIsTrue(ctx.db, storeId, PRODUCT_SETTINGS.needsApproval);
        // A change goes back into the queue as a new product does: what was approved is not what is shown now.
        const approval = waits ? { isApproved: false } : {};
        if (id !== undefined) return { data: (await products.update(id, { ...input, ...approval }, caller)) as never };
        const created = await products.create({ ...input, isApproved: !waits }, caller);
        return reply.status(201).send({ data: created as never });
      },
    );

    app.delete(
      '/api/Catalog/deleteMyProduct',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Delete one of the signed-in customer’s products (with its pictures and what places it)',
          querystring: z.strictObject({ id: idText }),
          response: { 200: dataOf(z.object({ id: z.number().int() })), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => ({ data: await products.remove(request.query.id, await callerOf(request)) }),
    );

    app.get(
      '/api/Catalog/getProductChoices',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'What a customer may choose for a product: the store’s active product types and available coins',
          response: {
            200: dataOf(
              z.object({
                productTypes: z.array(z.object({ id: z.number().int(), name: z.record(z.string(), z.string().nullable()) })),
                coins: z.array(z.object({ id: z.number().int(), symbol: z.string(), name: z.record(z.string(), z.string().nullable()) })),
              }),
            ),
            ...guardedErrors,
          },
        },
      },
      async (request) => {
        const storeId = await requestStore(request);
        const [types, coins] = await Promise.all([
          sql<{ id: number; name: Record<string, string | null> }>`SELECT id, name FROM product_types
            WHERE store_id = ${storeId} AND is_active ORDER BY id`.execute(ctx.db),
          sql<{ id: number; symbol: string; name: Record<string, string | null> }>`SELECT id, symbol, name FROM coins
            WHERE store_id = ${storeId} AND is_available ORDER BY rank, id`.execute(ctx.db),
        ]);
        return { data: { productTypes: types.rows, coins: coins.rows } };
      },
    );
  };
}
