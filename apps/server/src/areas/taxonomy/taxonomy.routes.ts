import { Category, CategoryMapping, INT32_MAX, idText, rowSchema, safeText, TAXONOMY_ENTITY_NAMES, Tag, TagMapping } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { requiredLink } from '../catalog/product-requirements.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { LINKS_MAX, type LinkMapping, linksOf, type MappedRow, saveLinks } from '../row-mappings/link-mappings.js';
import { lookUpTree, reachableTree, treeLookupQuery } from '../row-mappings/published-tree.js';
import { rowAccess } from '../row-mappings/row-access.js';

const entityName = z.enum(TAXONOMY_ENTITY_NAMES);
const ofEntity = z.strictObject({ entityName });
const ofRow = z.strictObject({ entityName, entityId: idText });
const ids = z.array(z.number().int().min(1).max(INT32_MAX)).max(LINKS_MAX);
/** Most categories or tags of one entity a read answers (a picker lists them all). */
const LIST_MAX = 2000;

const ofItsEntity = (row: MappedRow) => ({ entityName: [row.entityName] });
const CATEGORIES: LinkMapping = {
  mapping: CategoryMapping,
  target: Category,
  field: 'categoryId',
  notFound: 'category.error.notfound',
  targetFilter: ofItsEntity,
  whenEmpty: (trx, row, storeId) => requiredLink(trx, CategoryMapping.table, row, storeId),
};
const TAGS: LinkMapping = {
  mapping: TagMapping,
  target: Tag,
  field: 'tagId',
  notFound: 'tag.error.notfound',
  targetFilter: ofItsEntity,
  whenEmpty: (trx, row, storeId) => requiredLink(trx, TagMapping.table, row, storeId),
};

/**
 * The Category and Tag calls of spec 000 §7 (issue 13 item 2): a store's categories and tags of an
 * entity, read by anyone (published ones; administrators every one), and which a row is in or has —
 * read and changed by administrators for any row, by a customer for their own customer row (see
 * `row-mappings/row-access.ts`). Categories are a flat list in display order (`parentCategoryId`
 * makes the tree; the spec's "array in .data").
 */
export function taxonomyRoutes(ctx: AppContext, registry: EntityRegistry) {
  const { callerOf, reachable } = rowAccess(ctx, registry);
  const categories = new ResourceService(ctx.db, registry, Category);
  const tags = new ResourceService(ctx.db, registry, Tag);
  const published = (caller: Caller) => (caller.isAdmin ? {} : { published: [true] });

  return async (app: App) => {
    const anyone = guard(ctx.db, PUBLIC);
    const signedIn = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Category/getCategories',
      {
        ...anyone,
        schema: {
          tags: ['Category'],
          summary:
            'The store’s categories of an entity, in display order, as a flat list (parentCategoryId makes the tree); published ones unless an administrator asks; with `keyword` (a tree select’s search) those whose name holds it, or with `id` that one, each with its ancestors',
          querystring: ofEntity.extend(treeLookupQuery),
          response: { 200: dataOf(z.array(rowSchema(Category))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const rows = await categories.all(
          { entityName: [request.query.entityName], ...published(caller), sort: 'displayOrder' },
          caller,
          LIST_MAX,
        );
        const tree = caller.isAdmin ? rows : reachableTree(rows, 'parentCategoryId');
        return { data: lookUpTree(tree, 'parentCategoryId', request.query) as never };
      },
    );

    app.get(
      '/api/Tag/getTags',
      {
        ...anyone,
        schema: {
          tags: ['Tag'],
          summary: 'The store’s tags of an entity, by name; published ones unless an administrator asks',
          querystring: ofEntity,
          response: { 200: dataOf(z.array(rowSchema(Tag))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        return {
          data: (await tags.all({ entityName: [request.query.entityName], ...published(caller), sort: 'name' }, caller, LIST_MAX)) as never,
        };
      },
    );

    app.get(
      '/api/Tag/getTagNames',
      {
        ...anyone,
        schema: {
          tags: ['Tag'],
          summary: 'The names of the store’s published tags of an entity, those containing `q` when it is given (at most 50), by name',
          querystring: z.strictObject({ entityName, q: safeText(100).optional() }),
          response: { 200: dataOf(z.array(z.string())), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const q = request.query.q?.trim();
        const page = await tags.list(
          { entityName: [request.query.entityName], published: [true], ...(q ? { name: q } : {}), sort: 'name', page: 1, pageSize: 50 },
          caller,
        );
        return { data: page.data.map((row) => String(row.name)) };
      },
    );

    for (const [path, link, tag] of [
      ['/api/Category/getCategoryMappings', CATEGORIES, 'Category'],
      ['/api/Tag/getTagMappings', TAGS, 'Tag'],
    ] as const)
      app.get(
        path,
        {
          ...signedIn,
          schema: {
            tags: [tag],
            summary: `The ${tag === 'Category' ? 'categories' : 'tags'} one row is given (administrators: any row; a customer: their own customer row)`,
            querystring: ofRow,
            response: { 200: dataOf(z.array(rowSchema(link.mapping))), ...guardedErrors },
          },
        },
        async (request) => {
          const caller = await callerOf(request);
          await reachable(request, request.query.entityName, request.query.entityId, caller, false);
          return { data: (await linksOf(ctx.db, registry, link, request.query, caller)) as never };
        },
      );

    for (const [path, link, tag, field] of [
      ['/api/Category/saveCategoryMappings', CATEGORIES, 'Category', 'categoryIds'],
      ['/api/Tag/saveTagMappings', TAGS, 'Tag', 'tagIds'],
    ] as const)
      app.post(
        path,
        {
          ...signedIn,
          schema: {
            tags: [tag],
            summary: `Make these the ${tag === 'Category' ? 'categories' : 'tags'} of one row, as a whole (each of the row’s entity, in the store; published ones for customers); administrators for any row, a customer for their own customer row`,
            body: z.strictObject({ entityName, entityId: z.number().int().min(1).max(INT32_MAX), [field]: ids }),
            response: { 200: dataOf(z.array(rowSchema(link.mapping))), ...guardedErrors, 404: errorSchema },
          },
        },
        async (request) => {
          const caller = await callerOf(request);
          const body = request.body as { entityName: string; entityId: number } & Record<string, number[]>;
          await reachable(request, body.entityName, body.entityId, caller, true);
          const saved = await saveLinks(
            ctx.db,
            registry,
            link,
            { entityName: body.entityName, entityId: body.entityId },
            body[field] ?? [],
            caller,
          );
          return { data: saved as never };
        },
      );
  };
}
