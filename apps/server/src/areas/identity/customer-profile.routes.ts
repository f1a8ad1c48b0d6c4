import {
  ADMIN_ROLE,
  AVATAR_DIRECTORY,
  Customer,
  customerProfileSchema,
  customerWizardSchema,
  DomainError,
  emailText,
  idText,
  isIranianNationalCode,
  mobileSchema,
  myProfileSchema,
  newCustomerSchema,
  PROFILE_FIELDS,
  type Row,
  rowSchema,
  safeText,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import { parseOrRefuse } from '../cms/cms-callers.js';
import { ownUploadIssues } from '../cms-files/file-uploaders.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';
import { createCustomer, customerByContact } from './account-service.js';
import { mayChangeOwnProfile as mayChangeOwnProfileIn } from './own-profile.js';
import { NATIONAL_CODE_CHANGES_PER_ACCOUNT, takeAttempt, throttleKey } from './throttle.js';

const tags = ['Customers'];
const customerRow = rowSchema(Customer);

/** A profile as its owner reads it: how they sign in, the profile fields and whether the store lets them change it. */
const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, z.string().nullable()])),
  canChangeProfile: z.boolean(),
});

/** What checkCustomer tells an administrator of the customer found. */
const foundSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/**
 * The customer calls of spec 000 §7 (issue 12) besides the engine's resource (list, read, update,
 * delete): the national code check, an administrator's look-up by e-mail or mobile, the wizard's
 * save (create with a first password, or change), the customers an administrator made, and a
 * user's own profile, which the installation's `customer.canchangeprofile` opens or closes to its owner.
 */
export function customerProfileRoutes(ctx: AppContext, registry: EntityRegistry) {
  const customers = new ResourceService(ctx.db, registry, Customer);
  // Customers are the installation's, not a store's: every row, no store.
  const callerOf = (request: FastifyRequest, scope: Caller['scope'] = 'all'): Caller => ({
    customerId: request.claims?.sub ?? 0,
    scope,
    isAdmin: true,
    storeId: null,
    language: requestLanguage(request),
  });

  const mayChangeOwnProfile = (request: FastifyRequest) => mayChangeOwnProfileIn(ctx.db, request);

  async function profileOf(request: FastifyRequest): Promise<z.infer<typeof profileSchema>> {
    const me = request.claims?.sub ?? 0;
    const row = await customers.get(me, callerOf(request));
    const text = (name: string) => (row[name] === null || row[name] === undefined ? null : String(row[name]));
    return {
      id: me,
      username: String(row.username),
      email: text('email'),
      mobile: text('mobile'),
      ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, text(name)])),
      canChangeProfile: await mayChangeOwnProfile(request),
    } as z.infer<typeof profileSchema>;
  }

  return async (app: App) => {
    const adminOnly = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] });
    // Creating and changing customers are power changes, as the resource's own writes are.
    const powerChange = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE], recentConfirmation: true });
    const signedIn = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Customers/checkNationalCode',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'Whether a national code is valid (ten digits in any script, the official check digit)',
          querystring: z.strictObject({ nationalCode: safeText(40) }),
          response: { 200: dataOf(z.boolean()), 400: errorSchema },
        },
      },
      async (request) => ({ data: isIranianNationalCode(request.query.nationalCode) }),
    );

    app.get(
      '/api/Customers/checkCustomer',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'The customer with this e-mail or mobile (administrators), or null',
          querystring: z
            .strictObject({ email: emailText.optional(), mobile: mobileSchema.optional() })
            .refine((q) => q.email !== undefined || q.mobile !== undefined, { message: 'common.error.required', path: ['email'] }),
          response: { 200: dataOf(foundSchema.nullable()), ...guardedErrors },
        },
      },
      async (request) => {
        const { email, mobile } = request.query;
        return { data: (await customerByContact(ctx, email, mobile)) ?? null };
      },
    );

    app.get(
      '/api/Customers/getCustomer',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'One customer (administrators)',
          querystring: z.strictObject({ id: idText }),
          response: { 200: dataOf(customerRow), ...guardedErrors },
        },
      },
      async (request) => ({ data: (await customers.get(request.query.id, callerOf(request))) as z.infer<typeof customerRow> }),
    );

    app.get(
      '/api/Customers/getMyCustomers',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'The customers this administrator created (the customer wizard)',
          response: { 200: dataOf(z.array(customerRow)), ...guardedErrors },
        },
      },
      async (request) => ({
        data: (await customers.all({ sort: 'username' }, callerOf(request, 'own'), 1000)) as z.infer<typeof customerRow>[],
      }),
    );

    app.post(
      '/api/Customers/saveCustomerProfile',
      {
        ...powerChange,
        schema: {
          tags,
          summary: 'The customer wizard’s save (administrators): without `id` a new customer with a first password, with `id` a change',
          querystring: z.strictObject({ id: idText.optional() }),
          body: customerWizardSchema,
          response: { 200: dataOf(customerRow), 201: dataOf(customerRow), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.query;
        const caller = callerOf(request);
        if (id !== undefined) {
          const changes = parseOrRefuse(customerProfileSchema, request.body);
          return { data: (await customers.update(id, changes, caller)) as z.infer<typeof customerRow> };
        }
        const created = await createCustomer(ctx, parseOrRefuse(newCustomerSchema, request.body), caller.customerId);
        return reply.status(201).send({ data: (await customers.get(created, caller)) as z.infer<typeof customerRow> });
      },
    );

    app.get(
      '/api/Customers/getMyProfile',
      {
        ...signedIn,
        schema: { tags, summary: 'The signed-in user’s profile', response: { 200: dataOf(profileSchema), ...guardedErrors } },
      },
      async (request) => ({ data: await profileOf(request) }),
    );

    app.post(
      '/api/Customers/saveMyProfile',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'Change the signed-in user’s own profile (names, national code, gender, date of birth, avatar), when the store allows it; user name, e-mail and mobile change with the password (Authentication)',
          body: myProfileSchema,
          response: { 200: dataOf(profileSchema), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        if (!(await mayChangeOwnProfile(request))) throw new DomainError('customer.error.profilelocked', 403);
        const me = request.claims?.sub ?? 0;
        const { nationalCode, avatar } = request.body as { nationalCode?: string | null; avatar?: string | null };
        const stored = nationalCode || avatar ? await customers.get(me, callerOf(request)) : null;
        // A new code answers whether someone else holds it: counted, so it cannot be used to search codes.
        if (nationalCode && stored?.nationalCode !== nationalCode)
          await takeAttempt(ctx.db, NATIONAL_CODE_CHANGES_PER_ACCOUNT, throttleKey(NATIONAL_CODE_CHANGES_PER_ACCOUNT, String(me)));
        // A new picture is their own upload: another user's in the avatars folder is not theirs to show.
        if (avatar && stored?.avatar !== avatar) {
          const issues = await ownUploadIssues(ctx.db, await requestStore(request), me, AVATAR_DIRECTORY, [avatar], () => 'avatar');
          if (Object.keys(issues).length > 0) throw new ValidationFailure(issues);
        }
        await customers.update(me, request.body as Row, callerOf(request));
        return { data: await profileOf(request) };
      },
    );
  };
}
