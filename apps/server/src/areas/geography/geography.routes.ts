import {
  ADMIN_ROLE,
  AddressElementMapping,
  ATTRIBUTE_ENTITY_NAMES,
  City,
  INT32_MAX,
  idText,
  inputSchema,
  Location,
  Region,
  RegionMapping,
  type Row,
  rowSchema,
} from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import { requiredLink } from '../catalog/product-requirements.js';
import { parseOrRefuse } from '../cms/cms-callers.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { LINKS_MAX, type LinkMapping, linksOf, saveLinks } from '../row-mappings/link-mappings.js';
import { lookUpTree, reachableTree, treeLookupQuery } from '../row-mappings/published-tree.js';
import { rowAccess } from '../row-mappings/row-access.js';
import { addressItems, cityItem, PLACES_MAX, visibleCities } from './address-items.js';

const entityName = z.enum(ATTRIBUTE_ENTITY_NAMES);
const ofRow = z.strictObject({ entityName, entityId: idText });
const cityIds = z.array(z.number().int().min(1).max(INT32_MAX)).max(LINKS_MAX);
const addressItem = z.object({ uniqueId: z.string(), name: z.unknown(), parentUniqueId: z.string().nullable() });

const newLocation = inputSchema(Location, 'create');

const ROW_CITIES: LinkMapping = {
  mapping: AddressElementMapping,
  target: City,
  field: 'cityId',
  notFound: 'city.error.notfound',
  whenEmpty: (trx, row, storeId) => requiredLink(trx, AddressElementMapping.table, row, storeId),
};
const REGION_CITIES: LinkMapping = { mapping: RegionMapping, target: City, field: 'cityId', notFound: 'city.error.notfound' };

/**
 * The Address and Region calls of spec 000 §7 (issue 13 item 1): a store's places read by anyone
 * (published ones; administrators every one) — address items, the cities an entity's rows are in,
 * regions (of a city), the cities a region lies in, locations; a row's cities read and set like
 * its categories (administrators any row, a customer their own customer row); a region's cities
 * and locations set by administrators.
 */
export function geographyRoutes(ctx: AppContext, registry: EntityRegistry) {
  const { callerOf, reachable } = rowAccess(ctx, registry);
  const regions = new ResourceService(ctx.db, registry, Region);
  const locations = new ResourceService(ctx.db, registry, Location);
  const rowCities = new ResourceService(ctx.db, registry, AddressElementMapping);
  const regionCities = new ResourceService(ctx.db, registry, RegionMapping);

  /** The regions a caller sees, in display order: every one for an administrator; else published ones under published parents. */
  const visibleRegions = async (caller: Caller): Promise<(Row & { id: number })[]> => {
    const rows = await regions.all({ ...(caller.isAdmin ? {} : { published: [true] }), sort: 'displayOrder' }, caller, PLACES_MAX);
    return (caller.isAdmin ? rows : reachableTree(rows, 'parentRegionId')) as (Row & { id: number })[];
  };
  const regionShown = async (caller: Caller, regionId: number) => (await visibleRegions(caller)).some((r) => r.id === regionId);

  return async (app: App) => {
    const anyone = guard(ctx.db, PUBLIC);
    const signedIn = guard(ctx.db, { kind: 'user' });
    const admins = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] });

    app.get(
      '/api/Address/getAllAddressItems',
      {
        ...anyone,
        schema: {
          tags: ['Address'],
          summary:
            'The store’s countries, provinces and cities as address items (uniqueId `country-1`, `province-3`, `city-7`), published ones unless an administrator asks',
          response: { 200: dataOf(z.array(addressItem)), ...guardedErrors },
        },
      },
      async (request) => ({ data: await addressItems(ctx.db, registry, await callerOf(request)) }),
    );

    app.get(
      '/api/Address/getCities',
      {
        ...anyone,
        schema: {
          tags: ['Address'],
          summary: 'The published cities at least one row of the entity is in, as address items (a city filter offers only these)',
          querystring: z.strictObject({ entityName }),
          response: { 200: dataOf(z.array(addressItem)), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        // Where customers are is no visitor's business.
        if (request.query.entityName === 'Customer' && !caller.isAdmin) return { data: [] };
        const ids = await rowCities.distinct('cityId', { entityName: [request.query.entityName] }, caller, PLACES_MAX);
        return { data: (await visibleCities(ctx.db, registry, { ...caller, isAdmin: false }, ids)).map(cityItem) };
      },
    );

    app.get(
      '/api/Address/getAddressElementMappings',
      {
        ...signedIn,
        schema: {
          tags: ['Address'],
          summary: 'The cities one row is in (administrators: any row; a customer: their own customer row)',
          querystring: ofRow,
          response: { 200: dataOf(z.array(rowSchema(AddressElementMapping))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        await reachable(request, request.query.entityName, request.query.entityId, caller, false);
        return { data: (await linksOf(ctx.db, registry, ROW_CITIES, request.query, caller)) as never };
      },
    );

    app.post(
      '/api/Address/saveAddressElementMappings',
      {
        ...signedIn,
        schema: {
          tags: ['Address'],
          summary:
            'Make these the cities one row is in, as a whole (published ones for customers); administrators for any row, a customer for their own customer row',
          body: z.strictObject({ entityName, entityId: z.number().int().min(1).max(INT32_MAX), cityIds }),
          response: { 200: dataOf(z.array(rowSchema(AddressElementMapping))), ...guardedErrors, 404: errorSchema },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const { entityName: name, entityId, cityIds: ids } = request.body;
        await reachable(request, name, entityId, caller, true);
        return { data: (await saveLinks(ctx.db, registry, ROW_CITIES, { entityName: name, entityId }, ids, caller)) as never };
      },
    );

    app.get(
      '/api/Region/getRegions',
      {
        ...anyone,
        schema: {
          tags: ['Region'],
          summary:
            'The store’s regions in display order (of one city, when `cityId` is given, with their ancestors), published ones under published parents unless an administrator asks; with `keyword` (a tree select’s search) those whose name holds it, or with `id` that one, each with its ancestors',
          querystring: z.strictObject({ cityId: idText.optional(), ...treeLookupQuery }),
          response: { 200: dataOf(z.array(rowSchema(Region))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const { cityId } = request.query;
        if (cityId !== undefined && (await visibleCities(ctx.db, registry, caller, [cityId])).length === 0) return { data: [] };
        const inCity =
          cityId === undefined ? null : new Set(await regionCities.distinct('regionId', { cityId: [cityId] }, caller, PLACES_MAX));
        // A city's regions come with their ancestors, which need not be mapped to the city themselves.
        const among = inCity === null ? undefined : (row: Row) => inCity.has(Number(row.id));
        return { data: lookUpTree(await visibleRegions(caller), 'parentRegionId', request.query, among) as never };
      },
    );

    app.get(
      '/api/Region/getRegionMappings',
      {
        ...anyone,
        schema: {
          tags: ['Region'],
          summary: 'The cities a region lies in',
          querystring: z.strictObject({ regionId: idText }),
          response: { 200: dataOf(z.array(rowSchema(RegionMapping))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        if (!(await regionShown(caller, request.query.regionId))) return { data: [] };
        const links = await linksOf(ctx.db, registry, REGION_CITIES, request.query, { ...caller, isAdmin: true });
        const seen = new Set(
          (
            await visibleCities(
              ctx.db,
              registry,
              caller,
              links.map((l) => l.cityId),
            )
          ).map((c) => Number(c.id)),
        );
        return { data: links.filter((l) => seen.has(Number(l.cityId))) as never };
      },
    );

    app.get(
      '/api/Region/getAddressItemsByRegionId',
      {
        ...anyone,
        schema: {
          tags: ['Region'],
          summary: 'The published cities a region lies in, as address items',
          querystring: z.strictObject({ regionId: idText }),
          response: { 200: dataOf(z.array(addressItem)), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        if (!(await regionShown(caller, request.query.regionId))) return { data: [] };
        const ids = await regionCities.distinct('cityId', { regionId: [request.query.regionId] }, caller, PLACES_MAX);
        return { data: (await visibleCities(ctx.db, registry, { ...caller, isAdmin: false }, ids)).map(cityItem) };
      },
    );

    app.post(
      '/api/Region/saveRegionMappings',
      {
        ...admins,
        schema: {
          tags: ['Region'],
          summary: 'Make these the cities a region lies in, as a whole (administrators)',
          body: z.strictObject({ regionId: z.number().int().min(1).max(INT32_MAX), cityIds }),
          response: { 200: dataOf(z.array(rowSchema(RegionMapping))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const { regionId, cityIds: ids } = request.body;
        await regions.get(regionId, caller);
        return { data: (await saveLinks(ctx.db, registry, REGION_CITIES, { regionId }, ids, caller)) as never };
      },
    );

    app.get(
      '/api/Region/getLocations',
      {
        ...anyone,
        schema: {
          tags: ['Region'],
          summary:
            'The store’s locations in display order (of one region, when `regionId` is given), published ones unless an administrator asks',
          querystring: z.strictObject({ regionId: idText.optional() }),
          response: { 200: dataOf(z.array(rowSchema(Location))), ...guardedErrors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const { regionId } = request.query;
        if (regionId !== undefined && !(await regionShown(caller, regionId))) return { data: [] };
        const filters = { ...(regionId ? { regionId: [regionId] } : {}), ...(caller.isAdmin ? {} : { published: [true] }) };
        const rows = await locations.all({ ...filters, sort: 'displayOrder' }, caller, PLACES_MAX);
        if (caller.isAdmin) return { data: rows as never };
        // A location in a region the visitor cannot see is not theirs to see either.
        const shown = new Set((await visibleRegions(caller)).map((r) => r.id));
        return { data: rows.filter((l) => l.regionId === null || shown.has(Number(l.regionId))) as never };
      },
    );

    app.post(
      '/api/Region/saveLocation',
      {
        ...admins,
        schema: {
          tags: ['Region'],
          summary: 'Save a location (administrators): without `id` a new one, with `id` a change of the fields sent',
          querystring: z.strictObject({ id: idText.optional() }),
          body: inputSchema(Location, 'update'),
          response: { 200: dataOf(rowSchema(Location)), 201: dataOf(rowSchema(Location)), ...guardedErrors },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request);
        const { id } = request.query;
        const { regionId } = request.body as { regionId?: number | null };
        // A region of this store only (the resource's own routes check this for every reference).
        if (typeof regionId === 'number')
          await regions.get(regionId, caller).catch(() => {
            throw new ValidationFailure({ regionId: { code: 'common.error.notfound' } });
          });
        if (id !== undefined) return { data: (await locations.update(id, request.body as Row, caller)) as never };
        const created = await locations.create(parseOrRefuse(newLocation, request.body), caller);
        return reply.status(201).send({ data: created as never });
      },
    );
  };
}
