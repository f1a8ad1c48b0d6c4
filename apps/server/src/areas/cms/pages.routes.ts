import {
  ADMIN_ROLE,
  DomainError,
  idText,
  inputSchema,
  invalid,
  type Language,
  listRowSchema,
  Page,
  type Row,
  rowSchema,
  safeText,
  slugify,
  TEXT_LANGUAGES,
  uniqueSlug,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { fromDatabaseError } from '../../http/database-errors.js';
import { dataOf, errorSchema, guardedErrors, listOf } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';
import { cmsCallers, parseOrRefuse } from './cms-callers.js';

const tags = ['CMS'];
/** How many times AddPage takes the next free slug when a concurrent AddPage took the one it chose. */
const SLUG_ATTEMPTS = 8;
const language = z.enum(TEXT_LANGUAGES);
const pageRow = rowSchema(Page);
const listQuery = z.strictObject({
  page: idText.optional(),
  pageSize: idText.pipe(z.number().max(100)).optional(),
  includeInTopMenu: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
// On update the engine's body is a plain strict object (cross-field rules run on the merged row).
const updateBody = inputSchema(Page, 'update') as z.ZodObject;

/** The title a new page's slug is made from: the caller's language first, then the others. */
function titleFor(body: Row, lang: Language): { text: string; language: string } {
  const title = (body.title ?? {}) as Record<string, string | null | undefined>;
  for (const l of [lang, ...TEXT_LANGUAGES.filter((x) => x !== lang)]) {
    const text = title[l];
    if (typeof text === 'string' && text.trim() !== '') return { text, language: l };
  }
  return { text: '', language: lang };
}

/**
 * The spec's CMS page calls (spec 000 §7) as thin routes over the engine's ResourceService for
 * Page: visitors read published pages of the request's store; administrators read all of them and
 * write. Slugs are readable and unique per store (`cms/slug.ts`); a concurrent AddPage that took
 * the chosen slug first makes this one take the next (the unique index decides, never a guess).
 */
export function pageRoutes(ctx: AppContext, registry: EntityRegistry) {
  const service = new ResourceService(ctx.db, registry, Page);
  const adminOnly = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] });
  const publicRead = guard(ctx.db, { kind: 'public' });

  // A reader: administrators see every page, others only published ones.
  const { reader, writer } = cmsCallers(ctx);

  /** The one page matching an exact filter the reader may see, or 404 (a visitor's from the read cache when kept). */
  const findOne = async (request: FastifyRequest, filter: Row) => {
    const { caller, only } = await reader(request);
    return service.findOne({ ...filter, ...only }, caller, { kept: true });
  };

  const isTaken = async (slug: string, caller: Caller) => (await service.list({ slug, page: 1, pageSize: 1 }, caller)).total > 0;

  /** The first free slug from `base` (`base`, `base-2`…), skipping `skip` ones already lost to a race. */
  const freeSlug = async (base: string, caller: Caller, lost: readonly string[] = []) => {
    const taken = [...lost];
    for (;;) {
      const candidate = uniqueSlug(base, taken);
      if (!(await isTaken(candidate, caller))) return candidate;
      taken.push(candidate);
    }
  };

  /** Creates a page; its slug is the one sent (made readable) or its title's, the next free one in the store. */
  const addPage = async (request: FastifyRequest, body: Row) => {
    const caller = await writer(request);
    const title = titleFor(body, caller.language);
    const base = slugify(typeof body.slug === 'string' && body.slug !== '' ? body.slug : title.text, title.language);
    const lost: string[] = [];
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const slug = await freeSlug(base, caller, lost);
      const input = parseOrRefuse(inputSchema(Page, 'create'), { ...body, slug });
      try {
        return await service.create(input, caller);
      } catch (error) {
        if (fromDatabaseError(error, 'write')?.code !== 'cms.error.slugexists') throw error;
        lost.push(slug);
      }
    }
    throw new DomainError('cms.error.slugexists', 409);
  };

  const created = z.object({ id: z.number().int(), slug: z.string(), guid: z.string() });

  return async (app: App) => {
    app.get(
      '/api/CMS/Pages',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Pages of the store (visitors: published ones)',
          querystring: listQuery,
          response: { 200: listOf(listRowSchema(Page)), ...guardedErrors },
        },
      },
      async (request) => {
        const { caller, only } = await reader(request);
        const { page = 1, pageSize = 100, includeInTopMenu } = request.query;
        return service.list({ page, pageSize, ...only, ...(includeInTopMenu === undefined ? {} : { includeInTopMenu }) }, caller);
      },
    );

    app.get(
      '/api/CMS/GetPageBySlug',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'A page by its slug',
          querystring: z.strictObject({ slug: safeText(200).min(1) }),
          response: { 200: dataOf(pageRow), ...guardedErrors },
        },
      },
      async (request) => ({ data: await findOne(request, { slug: request.query.slug }) }),
    );

    app.get(
      '/api/CMS/GetPageByGuid',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'A page by its guid',
          querystring: z.strictObject({ guid: z.uuid() }),
          response: { 200: dataOf(pageRow), ...guardedErrors },
        },
      },
      async (request) => {
        const page = await findOne(request, { guid: request.query.guid.toLowerCase() });
        if (String(page.guid).toLowerCase() !== request.query.guid.toLowerCase()) throw new DomainError('common.error.notfound', 404);
        return { data: page };
      },
    );

    app.get(
      '/api/CMS/CheckSlug',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'The slug a page name would get, and whether the name’s own slug is free',
          querystring: z.strictObject({ name: safeText(200).min(1) }),
          response: { 200: dataOf(z.object({ slug: z.string(), available: z.boolean() })), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await writer(request);
        const base = slugify(request.query.name, caller.language);
        const slug = await freeSlug(base, caller);
        return { data: { slug, available: slug === base } };
      },
    );

    app.get(
      '/api/CMS/SearchPage',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Pages whose title contains q (more than 2 characters)',
          querystring: z.strictObject({ q: safeText(200).refine((q) => q.length > 2, { message: 'cms.error.searchtooshort' }) }),
          response: { 200: listOf(listRowSchema(Page)), ...guardedErrors },
        },
      },
      async (request) => {
        const { caller, only } = await reader(request);
        return service.list({ q: request.query.q, ...only, page: 1, pageSize: 50 }, caller);
      },
    );

    app.post(
      '/api/CMS/AddPage',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Create a page; answers its slug',
          body: updateBody,
          response: { 201: dataOf(created), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const page = await addPage(request, request.body);
        return reply.status(201).send({ data: { id: page.id as number, slug: String(page.slug), guid: String(page.guid) } });
      },
    );

    app.post(
      '/api/CMS/EditPage',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Change a page (only the fields sent)',
          querystring: z.strictObject({ id: idText }),
          body: updateBody,
          response: { 200: dataOf(pageRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        return { data: await service.update(request.query.id, request.body, await writer(request)) };
      },
    );

    app.post(
      '/api/CMS/SavePage',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Create a page (no id) or change the page with this id',
          querystring: z.strictObject({ id: idText.optional() }),
          body: updateBody,
          response: { 200: dataOf(pageRow), 201: dataOf(pageRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.query;
        if (id === undefined) return reply.status(201).send({ data: await addPage(request, request.body) });
        return { data: await service.update(id, request.body, await writer(request)) };
      },
    );

    app.delete(
      '/api/CMS/DeletePage',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Delete a page',
          querystring: z.strictObject({ id: idText }),
          response: { 200: dataOf(z.object({ id: z.number().int() })), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => ({ data: await service.remove(request.query.id, await writer(request)) }),
    );

    app.get(
      '/api/CMS/ExchangePage',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Copy a page’s texts in one language into another (the source keeps them)',
          querystring: z.strictObject({ id: idText, from: language, to: language }),
          response: { 200: dataOf(pageRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        const { id, from, to } = request.query;
        if (from === to) throw invalid({ to: { code: 'cms.error.samelanguage' } });
        const caller = await writer(request);
        const page = await service.get(id, caller);
        const changes: Row = {};
        for (const [name, field] of Object.entries(Page.fields)) {
          if (field.kind !== 'translatable' && field.kind !== 'translatableHtml') continue;
          const texts = page[name] as Record<string, string | null> | null;
          if (texts?.[from]) changes[name] = { ...texts, [to]: texts[from] };
        }
        return { data: await service.update(id, parseOrRefuse(updateBody, changes), caller) };
      },
    );
  };
}
