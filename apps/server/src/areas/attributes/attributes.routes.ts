import {
  ATTRIBUTE_ENTITY_NAMES,
  type AttributeEntityName,
  DomainError,
  GenericAttribute,
  GenericAttributeMapping,
  GenericAttributeValue,
  INT32_MAX,
  idText,
  type Row,
  rowSchema,
  safeText,
} from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { rowAccess } from '../row-mappings/row-access.js';
import { type AttributeQuery, attributeDefinitions } from './attribute-definitions.js';
import { holderOf, mappingsOf, saveMappings } from './attribute-mappings.js';

const tags = ['Attribute'];
const entityName = z.enum(ATTRIBUTE_ENTITY_NAMES);
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const attributeQuery = z.strictObject({
  entityName,
  relationTypeName: safeText(100).optional(),
  isActived: flag,
  isFilterable: flag,
});
const valueRow = rowSchema(GenericAttributeValue);
const attributeRow = rowSchema(GenericAttribute).extend({ genericAttributeValues: z.array(valueRow) });
const mappingRow = rowSchema(GenericAttributeMapping);
const holderQuery = z.strictObject({ entityName, entityId: idText });
const sentMapping = z.strictObject({
  entityName,
  entityId: z.number().int().min(1).max(INT32_MAX),
  genericAttributeId: z.number().int().min(1).max(INT32_MAX),
  // The stored form of the attribute's type (spec 000 §3: a multi-checkbox as `|3|,|7|`); empty or null: none.
  value: z.string().max(GenericAttributeMapping.fields.value.max).nullable(),
});

/**
 * The Attribute calls of spec 000 §7 (issue 13 item 3, for customers issue 12 item 2): a store's
 * attribute definitions and their values, read by anyone (a visitor's filter panel, a customer's
 * profile form) — inactive ones only by administrators; and what one row holds, read and saved by
 * administrators for any row, by a signed-in customer for their own customer row only (and only
 * while the installation lets them change their profile). Any other row answers 403.
 */
export function attributeRoutes(ctx: AppContext, registry: EntityRegistry) {
  const definitions = attributeDefinitions(ctx.db, registry);

  const { callerOf, reachable } = rowAccess(ctx, registry);

  /** Visitors and customers see active attributes only, whatever they ask. */
  const visible = (query: AttributeQuery, caller: Caller): AttributeQuery | null =>
    caller.isAdmin ? query : query.isActived === false ? null : { ...query, isActived: true };

  /** The ids of the entity's active attributes (what a customer's own values are shown for). */
  const activeIds = async (entity: AttributeEntityName, caller: Caller) =>
    new Set((await definitions.read({ entityName: entity, isActived: true }, caller)).map((a) => Number(a.id)));

  /**
   * What a row's values show a customer reading their own: only those of active attributes (an
   * inactive one is the administrators' business), and not who wrote them.
   */
  const shownTo = (caller: Caller, rows: readonly Row[], active: ReadonlySet<number>) =>
    caller.isAdmin ? rows : rows.filter((row) => active.has(Number(row.genericAttributeId))).map((row) => ({ ...row, ownerId: null }));

  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });
    const anyone = guard(ctx.db, PUBLIC);

    for (const [path, selective] of [
      ['getGenericAttributes', false],
      ['getSelectiveGenericAttributes', true],
    ] as const)
      app.get(
        `/api/Attribute/${path}`,
        {
          ...anyone,
          schema: {
            tags,
            summary: selective
              ? 'The store’s dropdown, multi-checkbox and radio attributes of an entity, with their values'
              : 'The store’s attributes of an entity (a relation type’s and the general ones), in display order, with their values; inactive ones for administrators only',
            querystring: attributeQuery,
            response: { 200: dataOf(z.array(attributeRow)), ...guardedErrors },
          },
        },
        async (request) => {
          const caller = await callerOf(request);
          const query = visible({ ...request.query, selective }, caller);
          return { data: (query ? await definitions.read(query, caller) : []) as never };
        },
      );

    app.get(
      '/api/Attribute/getGenericAttributeValues',
      {
        ...anyone,
        schema: {
          tags,
          summary: 'The values of one attribute, in display order (404 for an inactive one unless an administrator asks)',
          querystring: z.strictObject({ genericAttributeId: idText }),
          response: { 200: dataOf(z.array(valueRow)), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const id = request.query.genericAttributeId;
        const attribute = await new ResourceService(ctx.db, registry, GenericAttribute).get(id, caller);
        if (!caller.isAdmin && !attribute.isActived) throw new DomainError('common.error.notfound', 404);
        return { data: ((await definitions.valuesOf([id], caller)).get(id) ?? []) as never };
      },
    );

    app.get(
      '/api/Attribute/getGenericAttributeMappings',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'What one row holds for its attributes (administrators: any row; a customer: their own customer row)',
          querystring: holderQuery,
          response: { 200: dataOf(z.array(mappingRow)), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        await reachable(request, request.query.entityName, request.query.entityId, caller, false);
        const held = await mappingsOf(ctx.db, registry, request.query, caller);
        return { data: shownTo(caller, held, await activeIds(request.query.entityName, caller)) as never };
      },
    );

    app.post(
      '/api/Attribute/saveGenericAttributeMappings',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'Save what one row holds for its entity’s active attributes, as a whole: each judged by its type, required ones (but toggles) not empty, one left out counts as empty, an empty value removes it. The row is the items’ (all one row) or the query’s when the list is empty',
          querystring: z.strictObject({ entityName: entityName.optional(), entityId: idText.optional() }),
          body: z.array(sentMapping).max(500),
          response: { 200: dataOf(z.array(mappingRow)), ...guardedErrors, 404: errorSchema },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const holder = holderOf(request.query, request.body);
        await reachable(request, holder.entityName, holder.entityId, caller, true);
        const saved = await saveMappings(ctx.db, registry, holder, request.body, caller);
        return { data: shownTo(caller, saved, await activeIds(holder.entityName, caller)) as never };
      },
    );
  };
}
