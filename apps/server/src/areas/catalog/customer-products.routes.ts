import {
  Coin,
  CustomerProduct,
  DomainError,
  idText,
  inputSchema,
  PRODUCT_PICTURES_DIRECTORY,
  PRODUCT_SETTINGS,
  Product,
  ProductType,
  type Row,
  rowSchema,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import { parseOrRefuse } from '../cms/cms-callers.js';
import { ownUploadIssues } from '../cms-files/file-uploaders.js';
import { type Caller, serverReader } from '../engine/caller.js';
import { childRowsOfMany } from '../engine/child-rows.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { assertReferencesVisible } from '../engine/reference-check.js';
import { ResourceService } from '../engine/resource-service.js';
import { customerSlug, newSlugCode, slugCode } from './customer-slug.js';
import { CUSTOMER_PRODUCTS_OFF, customersAddProducts } from './own-products.js';
import { storeSettingIsTrue } from './product-settings.js';

const tags = ['Catalog'];
/** The most product types and coins offered at once (a store has a handful). */
const CHOICES_MAX = 200;
/** The most products a customer's list answers (a customer adds a few). */
const MY_PRODUCTS_MAX = 500;

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
  const productTypes = new ResourceService(ctx.db, registry, ProductType);
  const coinRows = new ResourceService(ctx.db, registry, Coin);
  const newProduct = inputSchema(CustomerProduct, 'create', registry.childrenOf(Product));
  const changedProduct = inputSchema(CustomerProduct, 'update', registry.childrenOf(Product));
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
      async (request) => {
        const caller = await callerOf(request);
        const rows = await products.all({ sort: '-id' }, caller, MY_PRODUCTS_MAX);
        // With their pictures (the form edits them), read for all the rows at once.
        const children = await childRowsOfMany(
          registry,
          Product,
          ctx.db,
          rows.map((row) => Number(row.id)),
          caller,
        );
        return { data: rows.map((row) => ({ ...row, ...children.get(Number(row.id)) })) as never };
      },
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
          // Closed: every field a customer may set, none required here (a new product is checked as a whole below).
          body: changedProduct,
          response: { 200: dataOf(productRow), 201: dataOf(productRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request);
        const storeId = caller.storeId ?? 0;
        if (!(await customersAddProducts(ctx.db, storeId))) throw new DomainError(CUSTOMER_PRODUCTS_OFF, 403);
        const { id } = request.query;
        const input = parseOrRefuse(id === undefined ? newProduct : changedProduct, request.body);
        // The type, coin, region and location: rows the store offers (`choosableWhen`), checked by the engine.
        await assertReferencesVisible(ctx.db, registry, CustomerProduct, input, caller);
        const issues = {
          ...(await ownUploadIssues(
            ctx.db,
            storeId,
            caller.customerId,
            PRODUCT_PICTURES_DIRECTORY,
            ((input.pictures as Row[] | undefined) ?? []).map((p) => String(p.picture ?? '')),
            (index) => `pictures.${index}.picture`,
          )),
        };
        if (Object.keys(issues).length > 0) throw new ValidationFailure(issues);
        // The address ends in the product's own code (customer-slug.ts), so it cannot meet another customer's.
        if (typeof input.slug === 'string') {
          const code = id === undefined ? newSlugCode() : (slugCode(String((await products.get(id, caller)).slug)) ?? newSlugCode());
          input.slug = customerSlug(input.slug, code);
        }
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
        // What the store offers every writer of a product (the fields' `choosableWhen`), read as the store's.
        const store = serverReader(await requestStore(request));
        const [types, coins] = await Promise.all([
          productTypes.all({ isActive: true, sort: 'id' }, store, CHOICES_MAX),
          coinRows.all({ isAvailable: true, sort: 'rank' }, store, CHOICES_MAX),
        ]);
        return {
          data: {
            productTypes: types.slice(0, CHOICES_MAX).map((t) => ({ id: Number(t.id), name: t.name as Record<string, string | null> })),
            coins: coins
              .slice(0, CHOICES_MAX)
              .map((c) => ({ id: Number(c.id), symbol: String(c.symbol), name: c.name as Record<string, string | null> })),
          },
        };
      },
    );
  };
}
