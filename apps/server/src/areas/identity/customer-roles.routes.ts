import {
  ACCESS_LEVELS,
  ADMIN_ROLE,
  DomainError,
  entities,
  entityByName,
  fail,
  idText,
  type Language,
  safeText,
  translate,
} from '@store/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';

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
export function customerRoleRoutes(ctx: AppContext) {
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
      async () => ({
        data: await ctx.db.selectFrom('roles').select(['id', 'name', 'systemName', 'active', 'systemRole']).orderBy('name').execute(),
      }),
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
        data: (
          await sql<z.infer<typeof accessSchema>>`
          SELECT id, role_id, entity_name, access_type FROM security_accesses WHERE role_id = ${request.query.id} ORDER BY entity_name
        `.execute(ctx.db)
        ).rows,
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
        const { roleId, entityName: name, accessType } = request.body;
        const role = await ctx.db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst();
        if (!role) throw new DomainError('common.error.validation', 400, undefined, { roleId: { code: 'common.error.notfound' } });
        const { rows } = await sql<z.infer<typeof accessSchema>>`
          INSERT INTO security_accesses (role_id, entity_name, access_type, owner_id)
          VALUES (${roleId}, ${name}, ${accessType}, ${request.claims?.sub ?? null})
          ON CONFLICT (role_id, lower(entity_name)) DO UPDATE SET access_type = EXCLUDED.access_type, updated_at = now()
          RETURNING id, role_id, entity_name, access_type
        `.execute(ctx.db);
        return { data: rows[0] as z.infer<typeof accessSchema> };
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
      async (request) => {
        const { rows } = await sql`DELETE FROM security_accesses WHERE id = ${request.query.id} RETURNING id`.execute(ctx.db);
        if (rows.length === 0) throw fail('common.error.notfound');
        return { data: { id: request.query.id } };
      },
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
        await sql`INSERT INTO customer_roles (customer_id, role_id) VALUES (${customerId}, ${roleId}) ON CONFLICT DO NOTHING`.execute(
          ctx.db,
        );
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
        const { rows } =
          await sql`DELETE FROM customer_roles WHERE customer_id = ${customerId} AND role_id = ${roleId} RETURNING role_id`.execute(ctx.db);
        return { data: { removed: rows.length > 0 } };
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
      async (request) => ({
        data: await ctx.db
          .selectFrom('roles')
          .select(['id', 'name', 'systemName', 'active', 'systemRole'])
          .where('id', 'not in', ctx.db.selectFrom('customerRoles').select('roleId').where('customerId', '=', request.query.customerId))
          .orderBy('name')
          .execute(),
      }),
    );
  };
}
