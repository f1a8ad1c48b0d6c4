import {
  ADMIN_ROLE,
  Content,
  ContentTemplate,
  DomainError,
  idText,
  inputSchema,
  integerText,
  latinDigits,
  listRowSchema,
  Page,
  type Row,
  rowSchema,
  SEARCH_MIN,
  safeText,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { publicStore, storeQuery } from '../../http/public-reads.js';
import { dataOf, errorSchema, guardedErrors, listOf, stillReferencedSchema } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { assertReferencesVisible } from '../engine/reference-check.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';
import { cmsCallers, parseOrRefuse } from './cms-callers.js';

const tags = ['CMS'];
const contentRow = rowSchema(Content);
const paging = {
  page: idText.optional(),
  pageSize: idText.pipe(z.number().max(100)).optional(),
};
/** A part or entity name as `getContents` matches it (exactly). */
// Part and component names are codes, stored with Latin digits: a name asked with Persian or
// Arabic digits (`بخش۲`) finds the same contents.
const nameText = safeText(100).min(1).transform(latinDigits);

/**
 * The spec's CMS content and template calls (spec 000 §7) as thin routes over the engine's
 * ResourceService: visitors read published contents of a store (`?store=`, else the request's);
 * administrators read all of them and write. A content's data content is judged by its template's
 * controls by the engine (`Content.refRules`), so a save without a template or with data the
 * template refuses is a 400 and writes nothing; every change keeps a version (`versions`).
 * Templates are listed to administrators only — anyone else gets an empty list (spec 000 §6).
 */
export function contentRoutes(ctx: AppContext, registry: EntityRegistry) {
  const contents = new ResourceService(ctx.db, registry, Content);
  const templates = new ResourceService(ctx.db, registry, ContentTemplate);
  const adminOnly = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] });
  const publicRead = guard(ctx.db, { kind: 'public' });
  const { reader, writer } = cmsCallers(ctx);
  const pages = new ResourceService(ctx.db, registry, Page);

  /**
   * Of rows a visitor may read, those not placed on an unpublished page: a page being prepared
   * keeps its contents (published by default) to itself until the page is published.
   */
  const onShownPages = async (rows: Row[], caller: Caller): Promise<Row[]> => {
    const onPage = (row: Row) => String(row.entityName ?? '').toLowerCase() === 'page' && typeof row.entityId === 'number';
    const ids = [...new Set(rows.filter(onPage).map((row) => row.entityId as number))];
    if (ids.length === 0) return rows;
    const unpublished = await pages.list({ id: ids, published: false, page: 1, pageSize: ids.length }, caller);
    const hidden = new Set(unpublished.data.map((page) => page.id));
    return rows.filter((row) => !onPage(row) || !hidden.has(row.entityId));
  };
  /** A visitor's list without the contents of unpublished pages (an administrator's as it is). */
  const shownList = async <L extends { data: Row[]; total: number }>(list: L, caller: Caller, admin: boolean): Promise<L> => {
    if (admin) return list;
    const data = await onShownPages(list.data, caller);
    return { ...list, data, total: list.total - (list.data.length - data.length) };
  };

  /** A public read's reader, in the store its address names (an `<img>` or a crawler sends no header). */
  const readerIn = async (request: FastifyRequest, store: string | undefined) => {
    request.storeId = await publicStore(request, store);
    return reader(request);
  };

  /** Creates (no id) or changes a row; references must point into the caller's store. */
  const save = async (service: ResourceService, request: FastifyRequest, id: number | undefined, body: Row) => {
    const { entity } = service;
    const caller: Caller = await writer(request);
    const input = id === undefined ? parseOrRefuse(inputSchema(entity, 'create'), body) : body;
    await assertReferencesVisible(ctx.db, registry, entity, input, caller);
    return id === undefined ? service.create(input, caller) : service.update(id, input, caller);
  };

  /** An administrator's save (`?id=` changes that row, none creates one) and delete calls of one entity. */
  const writeRoutes = (app: App, service: ResourceService, calls: { save: string; saved: string; remove: string; removed: string }) => {
    const row = dataOf(rowSchema(service.entity));
    app.post(
      `/api/CMS/${calls.save}`,
      {
        ...adminOnly,
        schema: {
          tags,
          summary: calls.saved,
          querystring: z.strictObject({ id: idText.optional() }),
          body: inputSchema(service.entity, 'update') as z.ZodObject,
          response: { 200: row, 201: row, ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.query;
        const saved = await save(service, request, id, request.body);
        return reply.status(id === undefined ? 201 : 200).send({ data: saved });
      },
    );
    app.delete(
      `/api/CMS/${calls.remove}`,
      {
        ...adminOnly,
        schema: {
          tags,
          summary: calls.removed,
          querystring: z.strictObject({ id: idText }),
          response: { 200: dataOf(z.object({ id: z.number().int() })), ...guardedErrors, 409: stillReferencedSchema },
        },
      },
      async (request) => ({ data: await service.remove(request.query.id, await writer(request)) }),
    );
  };

  return async (app: App) => {
    app.get(
      '/api/CMS/getContents',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Contents of a part (and of the page or item they belong to), in display order; visitors get published ones',
          querystring: z.strictObject({
            partName: nameText.optional(),
            entityName: nameText.optional(),
            entityId: integerText(0).optional(),
            componentName: nameText.optional(),
            ...paging,
            ...storeQuery,
          }),
          response: { 200: listOf(listRowSchema(Content)), ...guardedErrors },
        },
      },
      async (request) => {
        const { store, page = 1, pageSize = 100, ...filters } = request.query;
        const { caller, only, admin } = await readerIn(request, store);
        const exact = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
        return shownList(await contents.list({ ...exact, ...only, page, pageSize, sort: 'displayOrder' }, caller), caller, admin);
      },
    );

    app.get(
      '/api/CMS/getContentByGuid',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'A content by its guid (visitors: a published one)',
          querystring: z.strictObject({ guid: z.uuid(), ...storeQuery }),
          response: { 200: dataOf(contentRow), ...guardedErrors },
        },
      },
      async (request) => {
        const { caller, only, admin } = await readerIn(request, request.query.store);
        const guid = request.query.guid.toLowerCase();
        const listed = await shownList(await contents.list({ guid, ...only, page: 1, pageSize: 2 }, caller), caller, admin);
        const found = listed.data.find((row) => row.guid === guid);
        if (!found) throw new DomainError('common.error.notfound', 404);
        return { data: await contents.get(found.id as number, caller) };
      },
    );

    app.get(
      '/api/CMS/SearchContent',
      {
        ...publicRead,
        schema: {
          tags,
          summary: `Contents whose title contains q (at least ${SEARCH_MIN.content} characters)`,
          querystring: z.strictObject({
            q: safeText(200).refine((q) => q.length >= SEARCH_MIN.content, { message: 'cms.error.searchtooshort' }),
            ...storeQuery,
          }),
          response: { 200: listOf(listRowSchema(Content)), ...guardedErrors },
        },
      },
      async (request) => {
        const { caller, only, admin } = await readerIn(request, request.query.store);
        return shownList(await contents.list({ q: request.query.q, ...only, page: 1, pageSize: 50 }, caller), caller, admin);
      },
    );

    writeRoutes(app, contents, {
      save: 'SaveContent',
      saved: 'Create a content (no id) or change the content with this id; its data content is checked against its template',
      remove: 'DeleteContent',
      removed: 'Delete a content',
    });

    app.get(
      '/api/CMS/getContentTemplates',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'The store’s content templates, by component name (an empty list for anyone but administrators)',
          querystring: z.strictObject({}),
          response: { 200: dataOf(z.array(listRowSchema(ContentTemplate))), ...guardedErrors },
        },
      },
      async (request) => {
        const { caller, admin } = await reader(request);
        return { data: admin ? await templates.all({ sort: 'componentName' }, caller) : [] };
      },
    );

    writeRoutes(app, templates, {
      save: 'SaveContentTemplate',
      saved: 'Create a content template (no id) or change the one with this id (the template builder)',
      remove: 'DeleteContentTemplate',
      removed: 'Delete a content template no content uses',
    });
  };
}
