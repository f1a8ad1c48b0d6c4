import {
  ACCESS_LEVELS,
  ADMIN_ROLE,
  CUSTOMER_ROLES,
  entities,
  entityByName,
  idText,
  type Language,
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
import { link, linked, unlink } from '../engine/entity-writer.js';
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

const entityName = safeText(100)
  .refine((name) => entityByName(name) !== undefined, { message: 'common.error.invalidoption' })
  .transform((name) => entityByName(name)?.name ?? name);

const label = (language: Language, key: string) => translate(language, key);

/**
 * The spec's CustomerRoles and Customers role calls (spec 000 §7), for administrators: the entity
 * and access-type lists for the security access editor, a role's accesses, saving (one level per
 * role and entity) and deleting them, and mapping roles to customers.
 */
export function customerRoleRoutes(ctx: AppContext, registry: EntityRegistry) {
  const roles = new ResourceService(ctx.db, registry, Role);
  const accesses = new ResourceService(ctx.db, registry, SecurityAccess);
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

    app.get(
      '/api/CustomerRoles/getEntities',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Entities a security access can name',
          response: { 200: dataOf(z.array(z.object({ name: z.string(), resource: z.string(), title: z.string() }))), ...guardedErrors },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        return { data: entities.map((e) => ({ name: e.name, resource: e.resource, title: label(language, `entity.${e.resource}`) })) };
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
        ...adminOnly,
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
        ...adminOnly,
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
        ...adminOnly,
        schema: {
          tags: ['Customers'],
          summary: 'Give a customer a role',
          body: mappingBody,
          response: { 200: dataOf(z.object({ added: z.boolean() })), ...guardedErrors },
        },
      },
      async (request) => {
        const { customerId, roleId } = request.body;
        // A customer or role that does not exist is the foreign key's 400 on that field.
        await link(ctx.db, CUSTOMER_ROLES, customerId, [roleId]);
        return { data: { added: true } };
      },
    );

    app.delete(
      '/api/Customers/deleteCustomerRole',
      {
        ...adminOnly,
        schema: {
          tags: ['Customers'],
          summary: 'Take a role from a customer',
          querystring: mapping,
          response: { 200: dataOf(z.object({ removed: z.boolean() })), ...guardedErrors },
        },
      },
      async (request) => {
        const { customerId, roleId } = request.query;
        return { data: { removed: (await unlink(ctx.db, CUSTOMER_ROLES, customerId, [roleId])) > 0 } };
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
