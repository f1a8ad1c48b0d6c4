import { Address, idText, inputSchema, type Row, rowSchema } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { parseOrRefuse } from '../cms/cms-callers.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';
import { addressLimitOf } from './maximum-addresses.js';

const tags = ['Address'];
const addressRow = rowSchema(Address);
type AddressRow = z.infer<typeof addressRow>;
const newAddress = inputSchema(Address, 'create');
/** The body of a save: every field the user may set; on a create the title is required too (checked in the handler). */
const addressFields = inputSchema(Address, 'update');

/**
 * A signed-in user's own address book (spec 000 §7 Address; issue 12 item 4): list, save (create or
 * change) and delete, each on the caller's own addresses only. The engine's caller is limited to
 * the rows they own (`scope: 'own'`), so another user's address answers 404 exactly as a missing
 * one and nothing is changed. A create counts against the store's `customer.maximumaddresses`
 * (the write check of `maximum-addresses.ts`). The resource `/api/Addresses` is the administrators'.
 */
export function customerAddressRoutes(ctx: AppContext, registry: EntityRegistry) {
  const addresses = new ResourceService(ctx.db, registry, Address);
  // Addresses are the installation's, as customers are: no store scopes the rows.
  const callerOf = (request: FastifyRequest): Caller => ({
    customerId: request.claims?.sub ?? 0,
    scope: 'own',
    isAdmin: false,
    storeId: null,
    language: requestLanguage(request),
  });

  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Address/getAllCustomerAddresses',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The signed-in user’s addresses, newest first, and how many they may keep (`maximum`)',
          // The limit beside the list, so the screen can say "3 of 10" and stop offering "add" at it.
          response: { 200: z.object({ data: z.array(addressRow), maximum: z.number().int() }), ...guardedErrors },
        },
      },
      async (request) => ({
        data: (await addresses.all({ sort: '-createdAt' }, callerOf(request))) as AddressRow[],
        maximum: await addressLimitOf(ctx.db),
      }),
    );

    app.post(
      '/api/Address/saveCustomerAddress',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'Save one of the signed-in user’s addresses: without `id` a new one (title required; at most the installation’s customer.maximumaddresses), with `id` a change of the fields sent',
          querystring: z.strictObject({ id: idText.optional() }),
          body: addressFields,
          response: { 200: dataOf(addressRow), 201: dataOf(addressRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const { id } = request.query;
        if (id !== undefined) return { data: (await addresses.update(id, request.body as Row, caller)) as AddressRow };
        const input = parseOrRefuse(newAddress, request.body);
        const created = await addresses.create(input, caller);
        return reply.status(201).send({ data: created as AddressRow });
      },
    );

    app.delete(
      '/api/Address/deleteCustomerAddress',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Delete one of the signed-in user’s addresses',
          querystring: z.strictObject({ id: idText }),
          response: { 200: dataOf(z.object({ id: z.number().int() })), ...guardedErrors },
        },
      },
      async (request) => ({ data: await addresses.remove(request.query.id, callerOf(request)) }),
    );
  };
}
