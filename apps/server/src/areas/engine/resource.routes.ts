import { type EntityDef, idText, inputSchema, listQuerySchema, type Operation, rowSchema } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema, guardedErrors, pageOf } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { assertReferencesVisible } from './reference-check.js';
import { type Caller, ResourceService } from './resource-service.js';

const callerOf = (request: FastifyRequest): Caller => ({ customerId: request.claims?.sub ?? 0, scope: request.accessScope });

/** Paths are case-insensitive, so action names are too: `/Pay` runs `pay`. */
const actionName = (actions: string[]) =>
  z.preprocess(
    (value) => actions.find((a) => typeof value === 'string' && a.toLowerCase() === value.toLowerCase()) ?? value,
    z.enum(actions as [string, ...string[]]),
  );

const idParams = z.strictObject({ id: idText });

/**
 * The REST resource of one declared entity: `GET/POST /api/{Resource}`,
 * `GET/PUT/DELETE /api/{Resource}/{id}` and, when it has a lifecycle, `POST /api/{Resource}/{id}/{action}`.
 * Every schema is derived from the declaration, so validation, OpenAPI and the web agree.
 */
export function resourceRoutes(ctx: AppContext, entity: EntityDef) {
  const service = new ResourceService(ctx.db, entity);
  const row = rowSchema(entity);
  const base = `/api/${entity.resource}`;
  const tags = [entity.resource];
  // Checked on request, before the body is even parsed: a caller without access learns nothing.
  const access = (operation: Operation) => guard(ctx.db, { kind: 'entity', entity, operation });
  const checkReferences = async (request: FastifyRequest, body: Record<string, unknown>) => {
    if (!request.isAdmin) await assertReferencesVisible(ctx.db, entity, body, request.claims?.sub ?? 0);
  };

  return async (app: App) => {
    app.get(
      base,
      {
        ...access('list'),
        schema: {
          tags,
          summary: `List ${entity.resource}`,
          querystring: listQuerySchema(entity),
          response: { 200: pageOf(row), ...guardedErrors },
        },
      },
      async (request) => service.list(request.query as Parameters<ResourceService['list']>[0], callerOf(request)),
    );
    app.get(
      `${base}/:id`,
      {
        ...access('view'),
        schema: { tags, summary: `Read one ${entity.name}`, params: idParams, response: { 200: dataOf(row), ...guardedErrors } },
      },
      async (request) => ({ data: await service.get(request.params.id, callerOf(request)) }),
    );
    app.post(
      base,
      {
        ...access('create'),
        schema: {
          tags,
          summary: `Create a ${entity.name}`,
          body: inputSchema(entity, 'create'),
          response: { 201: dataOf(row), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        await checkReferences(request, request.body);
        return reply.status(201).send({ data: await service.create(request.body, callerOf(request)) });
      },
    );
    app.put(
      `${base}/:id`,
      {
        ...access('update'),
        schema: {
          tags,
          summary: `Change a ${entity.name} (only the fields sent)`,
          params: idParams,
          body: inputSchema(entity, 'update'),
          response: { 200: dataOf(row), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        await checkReferences(request, request.body);
        return { data: await service.update(request.params.id, request.body, callerOf(request)) };
      },
    );
    app.delete(
      `${base}/:id`,
      {
        ...access('delete'),
        schema: {
          tags,
          summary: `Delete a ${entity.name}`,
          params: idParams,
          response: { 200: dataOf(z.object({ id: z.number().int() })), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => ({ data: await service.remove(request.params.id, callerOf(request)) }),
    );
    const actions = Object.keys(entity.lifecycle?.actions ?? {});
    if (actions.length > 0) {
      app.post(
        `${base}/:id/:action`,
        {
          ...access('act'),
          schema: {
            tags,
            summary: `Run a lifecycle action on a ${entity.name}`,
            params: z.strictObject({ id: idParams.shape.id, action: actionName(actions) }),
            response: { 200: dataOf(row), ...guardedErrors, 409: errorSchema },
          },
        },
        async (request) => ({ data: await service.runAction(request.params.id, request.params.action, callerOf(request)) }),
      );
    }
  };
}
