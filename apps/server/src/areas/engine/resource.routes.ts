import {
  actionInputSchema,
  DomainError,
  type EntityDef,
  entityScope,
  fieldIssues,
  idText,
  inputSchema,
  listQuerySchema,
  listRowSchema,
  type Operation,
  type ResourceOperation,
  rowSchema,
  serves,
  titledRefFields,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors, listOf, stillReferencedSchema } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from './entity-registry.js';
import { exportQuerySchema } from './export-cells.js';
import { type ExportQuery, sendListExport } from './list-export.js';
import { assertReferencesVisible } from './reference-check.js';
import { type Caller, type ListParams, ResourceService } from './resource-service.js';
import { RowVersions } from './row-versions.js';
import { compareVersions } from './versions.js';
import { viewScopes } from './view-scopes.js';

const callerBase = (request: FastifyRequest): Caller => ({
  customerId: request.claims?.sub ?? 0,
  scope: request.accessScope,
  isAdmin: request.isAdmin,
  storeId: request.storeId,
  language: requestLanguage(request),
});

const idParams = z.strictObject({ id: idText });

/** Registers nothing: where an entity does not serve an operation, its route is not there at all. */
const UNSERVED = { get: () => UNSERVED, post: () => UNSERVED, put: () => UNSERVED, delete: () => UNSERVED } as unknown as Pick<
  App,
  'get' | 'post' | 'put' | 'delete'
>;

const treeNode: z.ZodType = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string().nullable(), parentId: z.number().int().nullable(), children: z.array(treeNode) }),
);

/**
 * The REST resource of one declared entity: `GET/POST /api/{Resource}`,
 * `GET/PUT/DELETE /api/{Resource}/{id}`, `GET /api/{Resource}/tree` for a tree and
 * `POST /api/{Resource}/{id}/{action}` per lifecycle action (each with its own body and access).
 * Every schema is derived from the declaration, so validation, OpenAPI and the web agree.
 * An entity written only through its parent (`childOf`) has no routes of its own, and an operation
 * the entity does not serve (`operations`) has no route.
 */
export function resourceRoutes(ctx: AppContext, registry: EntityRegistry, entity: EntityDef, onWrite?: () => void) {
  const service = new ResourceService(ctx.db, registry, entity);
  const versions = new RowVersions(ctx.db, registry, entity, service);
  // Entities whose titles this entity's rows (and its children's) show.
  const titled = [entity, ...Object.values(registry.childrenOf(entity))].flatMap((e) =>
    titledRefFields(e).map(([, f]) => registry.get(f.ref ?? '')),
  );
  const targets = [...new Set(titled)];
  /** The caller, with the reach of the titles they may see (administrators see every title). */
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const caller = callerBase(request);
    if (caller.isAdmin || targets.length === 0) return caller;
    const scopes = await viewScopes(ctx.db, caller.customerId, targets, caller.storeId);
    return {
      ...caller,
      reach: { viewerId: caller.customerId, scopes: new Map([...scopes].map(([target, scope]) => [target.resource, scope])) },
    };
  };
  /** A list's caller also says which listed rows they may open (the others show their list columns only). */
  const listerOf = async (request: FastifyRequest): Promise<Caller> => ({
    ...(await callerOf(request)),
    viewScope: request.isAdmin ? 'all' : entityScope(entity, request.accessLevels ?? [], 'view'),
  });
  const children = registry.childrenOf(entity);
  const row = rowSchema(entity, children);
  const base = `/api/${entity.resource}`;
  const tags = [entity.resource];
  // Checked on request, before the body is even parsed: a caller without access learns nothing.
  const access = (operation: Operation) => guard(ctx.db, { kind: 'entity', entity, operation });
  // A write (create, update, delete, an action) of an entity whose writes are power changes also needs a recent password confirmation.
  const writeAccess = (operation: Operation) =>
    guard(ctx.db, { kind: 'entity', entity, operation, ...(entity.recentConfirmation ? { recentConfirmation: true as const } : {}) });
  // A public read resolves the store itself (no session is read); everyone reaches every row of it.
  const readAccess = (operation: Operation) =>
    entity.publicRead
      ? {
          ...guard(ctx.db, { kind: 'public', entity, operation }),
          onRequest: async (request: FastifyRequest) => {
            request.accessScope = 'all';
            if (entity.storeScoped) await requestStore(request);
          },
        }
      : access(operation);
  const checkReferences = (request: FastifyRequest, body: Record<string, unknown>) => {
    const caller = callerBase(request);
    return assertReferencesVisible(ctx.db, registry, entity, body, {
      customerId: caller.customerId,
      isAdmin: caller.isAdmin,
      storeId: caller.storeId,
    });
  };

  // Route-level, so only this resource's writes pay for it.
  const written = onWrite ? { onResponse: async () => onWrite() } : {};

  const versionParams = z.strictObject({ id: idText, no: idText });
  const versionSummary = z.object({
    versionNo: z.number().int(),
    state: z.enum(['saved', 'draft']),
    createdBy: z.number().int().nullable(),
    author: z.string().nullable(),
    createdAt: z.string(),
  });
  const versionWithData = versionSummary.extend({ data: z.record(z.string(), z.unknown()) });

  /**
   * `versions: true`: the row's versions (list, one, a field-by-field compare), a draft saved
   * beside the row, and restoring a version (or publishing a draft) as an update — so the row as
   * it was becomes a version too. Reading needs the view right, writing the update right.
   */
  const registerVersionRoutes = (app: App) => {
    app.get(
      `${base}/:id/versions`,
      {
        ...access('view'),
        schema: {
          tags,
          summary: `Versions of a ${entity.name}, newest first`,
          params: idParams,
          response: { 200: dataOf(z.array(versionSummary)), ...guardedErrors },
        },
      },
      async (request) => ({ data: await versions.list(request.params.id, callerBase(request)) }),
    );
    app.get(
      `${base}/:id/versions/compare`,
      {
        ...access('view'),
        schema: {
          tags,
          summary: `The fields that differ between two versions of a ${entity.name}`,
          params: idParams,
          querystring: z.strictObject({ a: idText, b: idText }),
          response: { 200: dataOf(z.array(z.object({ field: z.string(), a: z.unknown(), b: z.unknown() }))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = callerBase(request);
        const [a, b] = [
          await versions.one(request.params.id, request.query.a, caller),
          await versions.one(request.params.id, request.query.b, caller),
        ];
        return { data: compareVersions(entity, a.data, b.data) };
      },
    );
    app.get(
      `${base}/:id/versions/:no`,
      {
        ...access('view'),
        schema: {
          tags,
          summary: `One version of a ${entity.name}, with its data`,
          params: versionParams,
          response: { 200: dataOf(versionWithData), ...guardedErrors },
        },
      },
      async (request) => ({ data: await versions.one(request.params.id, request.params.no, callerBase(request)) }),
    );
    app.post(
      `${base}/:id/drafts`,
      {
        ...writeAccess('update'),
        schema: {
          tags,
          summary: `Save a draft of a ${entity.name} without changing it`,
          params: idParams,
          body: inputSchema(entity, 'update', children),
          response: { 201: dataOf(versionWithData), ...guardedErrors },
        },
      },
      async (request, reply) => {
        await checkReferences(request, request.body);
        return reply.status(201).send({ data: await versions.saveDraft(request.params.id, request.body, callerBase(request)) });
      },
    );
    app.post(
      `${base}/:id/versions/:no/restore`,
      {
        ...writeAccess('update'),
        ...written,
        schema: {
          tags,
          summary: `Make a version (or a draft) of a ${entity.name} the current row`,
          params: versionParams,
          response: { 200: dataOf(row), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const kept = await versions.one(request.params.id, request.params.no, caller);
        // A version written before the declaration changed is checked as any update is.
        const parsed = inputSchema(entity, 'update', children).safeParse(kept.data);
        if (!parsed.success) throw new DomainError('common.error.validation', 400, undefined, fieldIssues(parsed.error.issues));
        await checkReferences(request, parsed.data);
        return { data: await service.update(request.params.id, parsed.data, caller) };
      },
    );
  };

  return async (app: App) => {
    if (entity.childOf) return;
    // The app for a route of `operation`, or one that registers nothing when the entity does not serve it.
    const serving = (operation: ResourceOperation): Pick<App, 'get' | 'post' | 'put' | 'delete'> =>
      serves(entity, operation) ? app : UNSERVED;
    serving('list').get(
      base,
      {
        ...readAccess('list'),
        schema: {
          tags,
          summary: `List ${entity.resource}`,
          querystring: listQuerySchema(entity),
          response: { 200: listOf(listRowSchema(entity)), ...guardedErrors },
        },
      },
      async (request) => service.list(request.query as ListParams, await listerOf(request)),
    );
    serving('list').get(
      `${base}/export`,
      {
        ...access('print'),
        schema: {
          tags,
          summary: `Every row of the ${entity.resource} list (its filters, search and sort) as a CSV or Excel file, streamed`,
          querystring: exportQuerySchema(entity),
          produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          response: { 200: z.string(), ...guardedErrors },
        },
      },
      async (request, reply) => sendListExport(reply, entity, service, await listerOf(request), request.query as ListParams & ExportQuery),
    );
    if (entity.tree) {
      serving('list').get(
        `${base}/tree`,
        {
          ...readAccess('list'),
          schema: {
            tags,
            summary: `The ${entity.resource} tree, or the branch under rootId`,
            querystring: z.strictObject({ rootId: idText.optional() }),
            response: { 200: dataOf(z.array(treeNode)), ...guardedErrors },
          },
        },
        async (request) => ({ data: await service.tree(callerBase(request), request.query.rootId) }),
      );
    }
    serving('view').get(
      `${base}/:id`,
      {
        ...readAccess('view'),
        schema: { tags, summary: `Read one ${entity.name}`, params: idParams, response: { 200: dataOf(row), ...guardedErrors } },
      },
      async (request) => ({ data: await service.get(request.params.id, await callerOf(request)) }),
    );
    serving('create').post(
      base,
      {
        ...writeAccess('create'),
        ...written,
        schema: {
          tags,
          summary: `Create a ${entity.name}`,
          body: inputSchema(entity, 'create', children),
          response: { 201: dataOf(row), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        await checkReferences(request, request.body);
        return reply.status(201).send({ data: await service.create(request.body, await callerOf(request)) });
      },
    );
    serving('update').put(
      `${base}/:id`,
      {
        ...writeAccess('update'),
        ...written,
        schema: {
          tags,
          summary: `Change a ${entity.name} (only the fields sent)`,
          params: idParams,
          body: inputSchema(entity, 'update', children),
          response: { 200: dataOf(row), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        await checkReferences(request, request.body);
        return { data: await service.update(request.params.id, request.body, await callerOf(request)) };
      },
    );
    serving('delete').delete(
      `${base}/:id`,
      {
        ...writeAccess('delete'),
        ...written,
        schema: {
          tags,
          summary: `Delete a ${entity.name}`,
          params: idParams,
          response: { 200: dataOf(z.object({ id: z.number().int() })), ...guardedErrors, 409: stillReferencedSchema },
        },
      },
      async (request) => ({ data: await service.remove(request.params.id, callerBase(request)) }),
    );
    if (entity.versions) registerVersionRoutes(app);
    for (const [action, def] of Object.entries(entity.lifecycle?.actions ?? {})) {
      app.post(
        `${base}/:id/${action}`,
        {
          ...writeAccess(def.access ?? 'act'),
          schema: {
            tags,
            summary: `${action}: a lifecycle action on a ${entity.name}`,
            params: idParams,
            body: actionInputSchema(entity, action).nullish(),
            response: { 200: dataOf(row), ...guardedErrors, 409: errorSchema },
          },
        },
        async (request) => ({ data: await service.runAction(request.params.id, action, request.body ?? {}, await callerOf(request)) }),
      );
    }
  };
}
