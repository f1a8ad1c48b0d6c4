import {
  ACCESS_LEVELS,
  ADMIN_ROLE,
  CUSTOMER_ROLES,
  Customer,
  DomainError,
  entities,
  entityByName,
  idText,
  invalid,
  type Language,
  levelsOffered,
  Role,
  SecurityAccess,
  safeText,
  translate,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { linked } from '../engine/entity-writer.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';

/** An id in a query string (digits) and in a JSON body (a number). */
const id = idText;
const bodyId = z.number().int().min(1).max(2_147_483_647);
const tags = ['CustomerRoles'];

const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  systemName: z.string(),
  active: z.boolean(),
  systemRole: z.boolean(),
});
const accessSchema = z.object({
  id: z.number().int(),
  roleId: z.number().int(),
  entityName: z.string(),
  accessType: z.enum(ACCESS_LEVELS),
});

const entitySchema = z.object({
  name: z.string(),
  resource: z.string(),
  title: z.string(),
  area: z.string(),
  areaTitle: z.string(),
  levels: z.array(z.enum(ACCESS_LEVELS)),
  signedInRead: z.boolean(),
});

const entityName = safeText(100)
  .refine((name) => entityByName(name) !== undefined, { message: 'common.error.invalidoption' })
  .transform((name) => entityByName(name)?.name ?? name);

const label = (language: Language, key: string) => translate(language, key);

/** Whether an error is the engine's "no such row" (a missing or deleted customer). */
const isNotFound = (error: unknown) => error instanceof DomainError && error.code === 'common.error.notfound';

/**
 * The spec's CustomerRoles and Customers role calls (spec 000 §7), for administrators: the entity
 * and access-type lists for the security access editor, a role's accesses, saving (one level per
 * role and entity) and deleting them, and mapping roles to customers.
 */
export function customerRoleRoutes(ctx: AppContext, registry: EntityRegistry) {
  const roles = new ResourceService(ctx.db, registry, Role);
  const accesses = new ResourceService(ctx.db, registry, SecurityAccess);
  // Roles are given and taken as changes of a customer's `roleIds`: the entity's checks (the last administrator stays) apply.
  const customers = new ResourceService(ctx.db, registry, Customer);
  const [roleEntityKey] = SecurityAccess.unique ?? [];
  if (!roleEntityKey) throw new Error('SecurityAccess declares its (role, entity) key');
  // Installation-wide management by an administrator (the route guard says so): every row, no store.
  const adminCaller = (request: FastifyRequest): Caller => ({
    customerId: request.claims?.sub ?? 0,
    scope: 'all',
    isAdmin: true,
    storeId: null,
    language: requestLanguage(request),
  });

  return async (app: App) => {
    const adminOnly = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] });
    // Giving and taking roles and levels: power changes, open only to a recently confirmed session.
    const powerChange = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE], recentConfirmation: true });

    app.get(
      '/api/CustomerRoles/getEntities',
      {
        ...adminOnly,
        schema: {
          tags,
          summary:
            'Entities a security access can name, with their area and the levels that may be given on each (none where only administrators reach it)',
          response: { 200: dataOf(z.array(entitySchema)), ...guardedErrors },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        return {
          data: entities.map((e) => ({
            name: e.name,
            resource: e.resource,
            title: label(language, `entity.${e.resource}`),
            area: e.area,
            areaTitle: label(language, `area.${e.area}`),
            levels: levelsOffered(e),
            signedInRead: Boolean(e.signedInRead),
          })),
        };
      },
    );

    app.get(
      '/api/CustomerRoles/getAccessTypes',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'The ten access levels',
          response: { 200: dataOf(z.array(z.object({ id: z.enum(ACCESS_LEVELS), name: z.string() }))), ...guardedErrors },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        return { data: ACCESS_LEVELS.map((level) => ({ id: level, name: label(language, `enum.SecurityAccess.accessType.${level}`) })) };
      },
    );

    app.get(
      '/api/CustomerRoles/getCustomerRoles',
      { ...adminOnly, schema: { tags, summary: 'Every role', response: { 200: dataOf(z.array(roleSchema)), ...guardedErrors } } },
      async (request) => ({ data: (await roles.all({ sort: 'name' }, adminCaller(request))) as z.infer<typeof roleSchema>[] }),
    );

    app.get(
      '/api/CustomerRoles/getSecurityAccessById',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'The security accesses of the role `id`',
          querystring: z.strictObject({ id }),
          response: { 200: dataOf(z.array(accessSchema)), ...guardedErrors },
        },
      },
      async (request) => ({
        data: (await accesses.all({ roleId: [request.query.id], sort: 'entityName' }, adminCaller(request))) as z.infer<
          typeof accessSchema
        >[],
      }),
    );

    app.post(
      '/api/CustomerRoles/saveSecurityAccess',
      {
        ...powerChange,
        schema: {
          tags,
          summary: 'Give a role a level on an entity (replacing the level it had)',
          body: z.strictObject({ roleId: bodyId, entityName, accessType: z.enum(ACCESS_LEVELS) }),
          response: { 200: dataOf(accessSchema), ...guardedErrors },
        },
      },
      async (request) => {
        // A role that does not exist is the foreign key's 400 on roleId.
        const saved = await accesses.upsert(request.body, roleEntityKey, adminCaller(request));
        return { data: saved as z.infer<typeof accessSchema> };
      },
    );

    app.delete(
      '/api/CustomerRoles/deleteSecurityAccess',
      {
        ...powerChange,
        schema: {
          tags,
          summary: 'Remove one security access',
          querystring: z.strictObject({ id }),
          response: { 200: dataOf(z.object({ id: z.number().int() })), ...guardedErrors },
        },
      },
      async (request) => ({ data: await accesses.remove(request.query.id, adminCaller(request)) }),
    );

    const mapping = z.strictObject({ customerId: id, roleId: id });
    const mappingBody = z.strictObject({ customerId: bodyId, roleId: bodyId });

    app.post(
      '/api/Customers/addCustomerRole',
      {
        ...powerChange,
        schema: {
          tags: ['Customers'],
          summary: 'Give a customer a role',
          body: mappingBody,
          response: { 200: dataOf(z.object({ added: z.boolean() })), ...guardedErrors },
        },
      },
      async (request) => {
        const { customerId, roleId } = request.body;
        try {
          // A role that does not exist is the foreign key's 400 on roleId.
          const added = await customers.changeLinks(customerId, 'roleIds', [roleId], 'add', adminCaller(request));
          return { data: { added: added > 0 } };
        } catch (error) {
          // A customer that does not exist (or was deleted) is a 400 on customerId, as a reference is.
          throw isNotFound(error) ? invalid({ customerId: { code: 'common.error.notfound' } }) : error;
        }
      },
    );

    app.delete(
      '/api/Customers/deleteCustomerRole',
      {
        ...powerChange,
        schema: {
          tags: ['Customers'],
          summary: 'Take a role from a customer',
          querystring: mapping,
          response: { 200: dataOf(z.object({ removed: z.boolean() })), ...guardedErrors },
        },
      },
      async (request) => {
        const { customerId, roleId } = request.query;
        try {
          return { data: { removed: (await customers.changeLinks(customerId, 'roleIds', [roleId], 'remove', adminCaller(request))) > 0 } };
        } catch (error) {
          // A customer that does not exist (or was deleted) holds no role to take.
          if (isNotFound(error)) return { data: { removed: false } };
          throw error;
        }
      },
    );

    app.get(
      '/api/Customers/getNotMappedCustomerRoles',
      {
        ...adminOnly,
        schema: {
          tags: ['Customers'],
          summary: 'Roles the customer does not hold',
          querystring: z.strictObject({ customerId: id }),
          response: { 200: dataOf(z.array(roleSchema)), ...guardedErrors },
        },
      },
      async (request) => {
        const held = new Set(await linked(ctx.db, CUSTOMER_ROLES, request.query.customerId));
        const all = await roles.all({ sort: 'name' }, adminCaller(request));
        return { data: all.filter((role) => !held.has(role.id as number)) as z.infer<typeof roleSchema>[] };
      },
    );
  };
}
