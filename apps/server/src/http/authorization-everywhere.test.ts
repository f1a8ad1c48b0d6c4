import { ADMIN_ROLE, type EntityDef, writableFields } from '@store/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { casesOfPart } from '../../test/api-part.js';
import { CALLER_NAMES, type CallerName, Callers } from '../../test/callers.js';
import { ChangeCounter } from '../../test/changes.js';
import { expectedReach } from '../../test/expected-access.js';
import { asParameterText, validValue } from '../../test/fuzz/arbitraries.js';
import { documentedOperations, operationKey } from '../../test/openapi-operations.js';
import { createRow, sampleBody } from '../../test/samples.js';
import { actionBody, actionOf, giveRow, rowReadyFor, servedEntity, WITH_FIXTURES } from '../../test/served-entities.js';
import { createTestApp, TEST_ADMIN_PASSWORD } from '../../test/test-app.js';
import type { RouteAccess, RouteEntry } from './route-access.js';

/**
 * Every operation the app serves (its route table, checked against the OpenAPI document), called
 * by every kind of caller. The expected answer comes from the access the route declares and the
 * access table written by hand from spec 001 §6 (test/expected-access.ts, not the server's
 * ACCESS_RIGHTS), so a route added later is covered as it is added and a wrong table fails:
 * anonymous and guest callers get 401 from everything not public, a role route answers 403 to
 * whoever lacks the role, an entity route follows the caller's access level (owner-only levels
 * hide other people's rows behind a 404 that looks exactly like a missing row), and every refusal
 * reveals nothing and changes nothing.
 */
type Outcome = 'unauthenticated' | 'forbidden' | 'hidden' | 'allowed';

const t = await createTestApp({ countChanges: true, ...WITH_FIXTURES });
const callers = await Callers.create(t, 'EditOwner');
const documented = await documentedOperations(t.app);
afterAll(() => t.close());

function expectedOutcome(access: RouteAccess, caller: CallerName, hasRowId: boolean): Outcome {
  if (access.kind === 'public') return 'allowed';
  if (caller === 'anonymous' || caller === 'guest') return 'unauthenticated';
  const roles = callers.roles(caller);
  switch (access.kind) {
    case 'user':
      return 'allowed';
    case 'role':
      return access.roles.some((role) => roles.includes(role)) ? 'allowed' : 'forbidden';
    case 'entity': {
      if (roles.includes(ADMIN_ROLE)) return 'allowed';
      const level = callers.levelOn(caller, access.entity);
      const scope = expectedReach(access.entity, level, access.operation);
      if (scope === 'none') return 'forbidden';
      // The row in the path belongs to the owner.
      return scope === 'own' && hasRowId && caller !== 'owner' ? 'hidden' : 'allowed';
    }
  }
}

// Callers are restored before each request, so an open session is never refused as a token:
// anonymous and guest callers alike are asked to sign in.
const REFUSAL = {
  unauthenticated: { status: 401, code: 'common.error.signinfirst' },
  forbidden: { status: 403, code: 'common.error.accessdenied' },
  hidden: { status: 404, code: 'common.error.notfound' },
} as const;

/**
 * Routes whose generated request an allowed caller may see refused for its *input* (a made-up
 * refresh token, a row id that does not exist, an invalid sample): the guard let the caller
 * through, and the handler answered one of these codes. Every other allowed request must succeed,
 * so a refusal of the caller cannot pass as "some error".
 */
const INPUT_REFUSALS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  (
    [
      ['DELETE', '/api/CustomerRoles/deleteSecurityAccess', ['common.error.notfound']],
      ['GET', '/api/Stores/getStoreByName', ['common.error.notfound']],
      // The sample names no page (or one in no language to copy from).
      ['GET', '/api/CMS/GetPageBySlug', ['common.error.notfound']],
      ['GET', '/api/CMS/GetPageByGuid', ['common.error.notfound']],
      ['GET', '/api/CMS/ExchangePage', ['common.error.notfound', 'common.error.validation']],
      ['DELETE', '/api/CMS/DeletePage', ['common.error.notfound']],
      // The sample names no backup (or a plan, which has no archive); the upload's sample body is no archive.
      ['GET', '/api/Backups/:id/download', ['common.error.validation', 'common.error.notfound', 'backup.error.notcomplete']],
      ['POST', '/api/Backups/restore', ['common.error.notfound', 'backup.error.confirmname', 'backup.error.notcomplete']],
      ['POST', '/api/Backups/upload', ['backup.error.foreign']],
      ['POST', '/api/CMS/EditPage', ['common.error.notfound', 'common.error.validation']],
      ['POST', '/api/CMS/SavePage', ['common.error.notfound', 'common.error.validation']],
      ['POST', '/api/CMS/AddPage', ['common.error.validation']],
      ['GET', '/api/CMS/SearchPage', ['common.error.validation']],
      // The sample names no content or template, and its data content is no JSON of a template's.
      ['GET', '/api/CMS/getContentByGuid', ['common.error.notfound']],
      // A sample form name names no public form of the store; a sample `data` is no JSON object.
      ['GET', '/api/CMS/getForm', ['form.error.notfound']],
      ['POST', '/api/CMS/SubmitForm', ['form.error.notfound', 'common.error.validation']],
      ['DELETE', '/api/CMS/DeleteContent', ['common.error.notfound']],
      ['POST', '/api/CMS/SaveContent', ['common.error.notfound', 'common.error.validation']],
      ['DELETE', '/api/CMS/DeleteContentTemplate', ['common.error.notfound']],
      ['POST', '/api/CMS/SaveContentTemplate', ['common.error.notfound', 'common.error.validation']],
      ['GET', '/api/CMS/SearchContent', ['common.error.validation']],
      ['GET', '/api/Contents/:id/versions/:no', ['cms.error.noversion']],
      ['GET', '/api/Contents/:id/versions/compare', ['cms.error.noversion']],
      ['POST', '/api/Contents/:id/versions/:no/restore', ['cms.error.noversion']],
      ['GET', '/api/Pages/:id/versions/:no', ['cms.error.noversion']],
      ['GET', '/api/Pages/:id/versions/compare', ['cms.error.noversion']],
      ['POST', '/api/Pages/:id/versions/:no/restore', ['cms.error.noversion']],
      ['POST', '/api/Authentication/changePassword', ['common.error.validation']],
      // The sample does not know the caller's password.
      ['POST', '/api/Authentication/confirmPassword', ['common.error.validation', 'security.error.wrongpassword']],
      ['POST', '/api/Authentication/refresh', ['security.error.tokenfailed']],
      ['POST', '/api/Authentication/register', ['common.error.validation']],
      // Password reset (issue 14): the sample's address is no e-mail, or every caller has asked from one address; its token is no link's.
      ['POST', '/api/Authentication/requestPasswordReset', ['common.error.validation', 'security.error.toomanyrequests']],
      ['POST', '/api/Authentication/resetPassword', ['common.error.validation', 'security.error.resetlinkinvalid']],
      ['POST', '/api/Authentication/setTwoFactorAuthentication', ['security.error.twofactornotpending', 'security.error.wrongpassword']],
      // Sensitive changes: the sample does not know the caller's password (issue 9 step-up).
      ['POST', '/api/Authentication/disableTwoFactorAuthentication', ['security.error.wrongpassword']],
      ['POST', '/api/Authentication/changeEmail', ['common.error.validation', 'security.error.wrongpassword']],
      ['POST', '/api/Authentication/changeMobile', ['common.error.validation', 'security.error.wrongpassword']],
      // The sample's made-up account: refused, and locked once every caller has tried it from one address.
      ['POST', '/api/Authentication/signin', ['security.error.authfailed', 'security.error.lockedout']],
      ['POST', '/api/CustomerRoles/saveSecurityAccess', ['common.error.validation']],
      // Files: the sample sends no multipart file, and names a folder and a file that do not exist.
      ['POST', '/api/CMS/UploadFile', ['content.error.nofile']],
      ['POST', '/api/CMS/UploadAvatar', ['content.error.nofile']],
      ['POST', '/api/Tickets/uploadAttachment', ['content.error.nofile']],
      ['POST', '/api/Attribute/uploadFile', ['content.error.nofile']],
      // Catalog (issue 13): the store takes no customers' products until its setting says so; the sample names no product
      // (and its made-up texts fail the body's own checks, which come first).
      ['POST', '/api/Catalog/uploadProductPicture', ['content.error.nofile', 'product.error.customercannotadd']],
      ['POST', '/api/Catalog/saveMyProduct', ['product.error.customercannotadd', 'common.error.validation']],
      ['DELETE', '/api/Catalog/deleteMyProduct', ['common.error.notfound']],
      ['GET', '/api/Catalog/getProduct', ['common.error.notfound']],
      ['GET', '/api/Catalog/getComments', ['common.error.notfound']],
      ['POST', '/api/Catalog/addComment', ['common.error.notfound', 'common.error.validation']],
      ['POST', '/api/Catalog/addCommentReply', ['common.error.notfound', 'common.error.validation']],
      ['POST', '/api/Catalog/uploadCommentPicture', ['content.error.nofile']],
      ['DELETE', '/api/CMS/DeleteFile', ['content.error.directory', 'content.error.filename', 'common.error.notfound']],
      ['GET', '/api/cms/download/:directory/:filename', ['content.error.directory', 'content.error.filename', 'common.error.notfound']],
      ['GET', '/api/CMS/Image/:directory/:file', ['content.error.directory', 'content.error.filename', 'common.error.notfound']],
      ['GET', '/api/cms/avatar/:logo', ['content.error.filename', 'common.error.notfound']],
      ['POST', '/api/Customers/addCustomerRole', ['common.error.validation']],
      // Customers (issue 12): the sample names no customer, e-mail or mobile, and its national code has no right check digit.
      ['GET', '/api/Customers/checkCustomer', ['common.error.validation']],
      ['GET', '/api/Customers/getCustomer', ['common.error.notfound']],
      ['POST', '/api/Customers/saveCustomerProfile', ['common.error.validation', 'common.error.notfound']],
      ['POST', '/api/Customers/saveMyProfile', ['common.error.validation']],
      // Tickets (issue 12): the sample names no ticket, unit, category or priority of the store, nor a file of the Tickets folder.
      ['GET', '/api/Tickets/getTicket', ['common.error.notfound']],
      ['GET', '/api/Tickets/getTicketPosts', ['common.error.notfound']],
      [
        'POST',
        '/api/Tickets/addTicket',
        [
          'common.error.validation',
          'ticket.error.unitinactive',
          'ticket.error.categoryunit',
          'ticket.error.priorityinactive',
          'ticket.error.attachmentcount',
          'ticket.error.nofile',
        ],
      ],
      [
        'POST',
        '/api/Tickets/addTicketPost',
        ['common.error.validation', 'common.error.notfound', 'ticket.error.locked', 'ticket.error.attachmentcount', 'ticket.error.nofile'],
      ],
      [
        'POST',
        '/api/Tickets/forwardTicket',
        ['common.error.validation', 'common.error.notfound', 'ticket.error.unitinactive', 'ticket.error.sameunit'],
      ],
      // A user's own addresses (issue 12): the sample names no address of theirs, and its body is no valid new address.
      ['POST', '/api/Address/saveCustomerAddress', ['common.error.validation']],
      ['DELETE', '/api/Address/deleteCustomerAddress', ['common.error.notfound']],
      // Attributes (issue 12/13): the sample names no attribute of the store, and a row that is not the caller's own customer row
      // (or does not exist), in a list that may name none.
      ['GET', '/api/Attribute/getGenericAttributeValues', ['common.error.notfound']],
      ['GET', '/api/Attribute/getGenericAttributeMappings', ['common.error.accessdenied', 'attribute.error.entitynotfound']],
      [
        'POST',
        '/api/Attribute/saveGenericAttributeMappings',
        ['attribute.error.oneentity', 'common.error.accessdenied', 'attribute.error.entitynotfound', 'common.error.validation'],
      ],
      // Categories and tags (issue 13): the same rows as the attributes', and ids of no category or tag of the store.
      ['GET', '/api/Category/getCategoryMappings', ['common.error.accessdenied', 'attribute.error.entitynotfound']],
      ['GET', '/api/Tag/getTagMappings', ['common.error.accessdenied', 'attribute.error.entitynotfound']],
      [
        'POST',
        '/api/Category/saveCategoryMappings',
        ['common.error.accessdenied', 'attribute.error.entitynotfound', 'common.error.validation', 'category.error.notfound'],
      ],
      [
        'POST',
        '/api/Tag/saveTagMappings',
        ['common.error.accessdenied', 'attribute.error.entitynotfound', 'common.error.validation', 'tag.error.notfound'],
      ],
      // Geography (issue 13): the same rows as the attributes', ids of no city of the store, a region that may not exist, a location body that is no valid new one.
      ['GET', '/api/Address/getAddressElementMappings', ['common.error.accessdenied', 'attribute.error.entitynotfound']],
      [
        'POST',
        '/api/Address/saveAddressElementMappings',
        ['common.error.accessdenied', 'attribute.error.entitynotfound', 'common.error.validation', 'city.error.notfound'],
      ],
      ['POST', '/api/Region/saveRegionMappings', ['common.error.notfound', 'common.error.validation', 'city.error.notfound']],
      ['POST', '/api/Region/saveLocation', ['common.error.notfound', 'common.error.validation']],
      // Who owns a row: the sample names a row that may not exist.
      ['GET', '/api/Customers/getEntityOwners', ['common.error.notfound']],
      // A customer's effective rights (issue 14): the sample names a customer that may not exist.
      ['GET', '/api/CustomerRoles/getEffectiveAccess', ['common.error.notfound']],
      // Settings: the sample's texts are not web addresses or page slugs, and name no image of the store.
      ['POST', '/api/Settings/saveSiteInformation', ['common.error.validation']],
      ['POST', '/api/Settings/changeIcon', ['common.error.validation']],
      // Run now (issue 14): the route's path keeps its `:id`, which is no task id.
      ['POST', '/api/ScheduleTasks/:id/runNow', ['common.error.validation']],
      // The sample's password is not the administrator's (and its customer may be theirs, or missing).
      [
        'POST',
        '/api/Customers/resetTwoFactor',
        ['common.error.validation', 'security.error.wrongpassword', 'customer.error.resetownaccount'],
      ],
    ] as const
  ).map(([method, path, codes]) => [operationKey(method, path), codes]),
);

/**
 * Power changes, written out by hand: giving or taking roles and levels, changing customers, an
 * administrator’s two-factor reset, downloading or restoring a backup, a messaging account's writes and
 * its connection test. Each needs a session that
 * confirmed its password recently.
 */
const POWER_CHANGES: readonly string[] = [
  'POST /api/Customers/addCustomerRole',
  'DELETE /api/Customers/deleteCustomerRole',
  'POST /api/Customers/resetTwoFactor',
  'POST /api/Customers/saveCustomerProfile',
  'POST /api/CustomerRoles/saveSecurityAccess',
  'DELETE /api/CustomerRoles/deleteSecurityAccess',
  'PUT /api/Customers/:id',
  'DELETE /api/Customers/:id',
  'POST /api/Roles',
  'PUT /api/Roles/:id',
  'DELETE /api/Roles/:id',
  'POST /api/SecurityAccesses',
  'PUT /api/SecurityAccesses/:id',
  'DELETE /api/SecurityAccesses/:id',
  // Every account's password hash leaves in an archive; a restore replaces every table.
  'GET /api/Backups/:id/download',
  'POST /api/Backups/restore',
  // A mail server's stored password: a stolen token must not point it (or a test of it) at its thief's server.
  'POST /api/MessagingAccounts',
  'PUT /api/MessagingAccounts/:id',
  'DELETE /api/MessagingAccounts/:id',
  'POST /api/MessagingAccounts/testConnection',
];

/** A request the route would accept from someone allowed: a fresh row owned by the owner, valid input. */
async function requestFor(route: RouteEntry, caller: CallerName) {
  const operation = documented.find((o) => operationKey(o.method, o.path) === operationKey(route.method, route.url));
  if (!operation) throw new Error(`${route.method} ${route.url} is not in the OpenAPI document`);
  let url = route.url;
  let payload: Record<string, unknown> | undefined;
  const sample = (schema: Parameters<typeof validValue>[0]) => fc.sample(validValue(schema), { numRuns: 1, seed: 4 })[0];
  if (route.access.kind === 'entity' || (route.access.kind === 'public' && route.access.entity)) {
    const entity = route.access.entity as EntityDef;
    const op = route.access.operation;
    const action = actionOf(entity, url);
    if (url.includes(':id')) {
      const id = action ? await rowReadyFor(t, entity, action, 3) : (await createRow(t, entity, 3)).id;
      await giveRow(t, entity, id, callers.ids.get('owner') ?? 0);
      url = url.replace(':id', String(id));
    }
    // A version number (`versions: true`): the sample row has none yet.
    url = url.replace(':no', '1');
    if (action) {
      payload = actionBody(entity, action, 3);
    } else if (op === 'create') {
      const body = await sampleBody(t, entity, 5);
      // References point at rows the caller may see: their own.
      for (const [name, field] of writableFields(entity).filter(([, f]) => f.kind === 'ref' || f.kind === 'refs')) {
        const target = servedEntity(field.ref ?? '');
        const callerId = callers.ids.get(caller);
        if (target && callerId) for (const id of [body[name]].flat() as number[]) await giveRow(t, target, id, callerId);
      }
      payload = body;
    } else if (op === 'update') {
      payload = {};
    }
  } else if (operation.body) {
    payload = sample(operation.body.schema) as Record<string, unknown>;
  }
  const query = new URLSearchParams(
    operation.parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p): [string, string] => [p.name, asParameterText(sample(p.schema))]),
  ).toString();
  return { method: route.method as 'GET', url: query ? `${url}?${query}` : url, ...(payload !== undefined ? { payload } : {}) };
}

describe('the route table', () => {
  it('declares an access for every operation, and every documented operation is in it', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(40);
    const served = new Set(t.app.routeTable.map((r) => operationKey(r.method, r.url)));
    expect(documented.filter((o) => !served.has(operationKey(o.method, o.path)))).toEqual([]);
  });
});

describe('the declarations themselves', () => {
  // The tests below prove each guard enforces its declaration; these pin the declarations that
  // matter most, so loosening one is a visible change to this list, not a silent one.
  it('make public exactly the calls a visitor needs', () => {
    const open = t.app.routeTable.filter((r) => r.access.kind === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/ping',
        'GET /api/Stores/getStoreByName',
        // Files already uploaded are read by any visitor (pictures of pages, downloads, avatars), and the clock.
        'GET /api/cms/download/:directory/:filename',
        'GET /api/cms/avatar/:logo',
        'GET /api/CMS/Image/:directory/:file',
        'GET /api/CMS/getServerUtcDate',
        // The fixture's tags read like a storefront's categories (publicRead); writes stay guarded.
        'GET /api/VoucherTags',
        'GET /api/VoucherTags/:id',
        'GET /api/VoucherTags/tree',
        'GET /api/Authentication/GetAnonymousToken',
        'GET /api/Authentication/CheckAuthenticated',
        'POST /api/Authentication/signin',
        'POST /api/Authentication/refresh',
        'POST /api/Authentication/register',
        'POST /api/Authentication/requestPasswordReset',
        'POST /api/Authentication/resetPassword',
        // Visitors read published pages (issue 10); unpublished ones are a 404 to them.
        'GET /api/CMS/Pages',
        'GET /api/CMS/GetPageBySlug',
        'GET /api/CMS/GetPageByGuid',
        'GET /api/CMS/SearchPage',
        // Visitors read published contents; the template list is empty to anyone but administrators (spec 000 §6).
        'GET /api/CMS/getContents',
        'GET /api/CMS/getContentByGuid',
        'GET /api/CMS/SearchContent',
        'GET /api/CMS/getContentTemplates',
        // Visitors get and send a store's public forms (behind the bot check of cms/form-guard.ts).
        'GET /api/CMS/getForm',
        'POST /api/CMS/SubmitForm',
        // The store's public settings and identity (issue 10); administrators read every setting there.
        'GET /api/Settings/getAppSettings',
        'GET /api/Settings/getSiteInformation',
        // A pure check of a national code's digits (the customer wizard and the profile ask it); reads nothing.
        'GET /api/Customers/checkNationalCode',
        // The store's social links (the footer's, already public in getSiteInformation).
        'GET /api/Customers/getAllCustomerSocialMediaSettings',
        // A store's active attributes and their values: a visitor's filter panel and a customer's profile form show them.
        'GET /api/Attribute/getGenericAttributes',
        'GET /api/Attribute/getSelectiveGenericAttributes',
        'GET /api/Attribute/getGenericAttributeValues',
        // A store's published categories and tags: a visitor's catalog filters and pickers.
        'GET /api/Category/getCategories',
        'GET /api/Tag/getTags',
        'GET /api/Tag/getTagNames',
        // A store's published places: the city, region and location pickers and filters.
        'GET /api/Address/getAllAddressItems',
        'GET /api/Address/getCities',
        'GET /api/Region/getRegions',
        'GET /api/Region/getRegionMappings',
        'GET /api/Region/getAddressItemsByRegionId',
        'GET /api/Region/getLocations',
        // The catalog's listed products (issue 13): the products page and a product's page.
        'GET /api/Catalog/getProducts',
        'GET /api/Catalog/getProduct',
        // A listed product's approved reviews and replies.
        'GET /api/Catalog/getComments',
      ].sort(),
    );
  });

  it('keep role and security-access management for administrators', () => {
    // The calls of spec 000 §7 (the Customers resource itself is an administrator-only entity, below).
    // A user's own profile and addresses, and the national code check, are theirs and everyone's (below).
    const selfService: Record<string, string> = {
      'GET /api/Customers/checkNationalCode': 'public',
      'GET /api/Customers/getAllCustomerSocialMediaSettings': 'public',
      'GET /api/Customers/getMyProfile': 'user',
      'POST /api/Customers/saveMyProfile': 'user',
      'GET /api/Customers/getMyFavorites': 'user',
      'GET /api/Customers/AddFavorite': 'user',
      'GET /api/Customers/RemoveFavorite': 'user',
      // Support tickets (issue 12): a signed-in user's own; the desk and forwarding are administrators'.
      'GET /api/Tickets/getMyTickets': 'user',
      'GET /api/Tickets/getTicket': 'user',
      'GET /api/Tickets/getTicketPosts': 'user',
      'GET /api/Tickets/searchTickets': 'user',
      'GET /api/Tickets/getPriorities': 'user',
      'POST /api/Tickets/addTicket': 'user',
      'POST /api/Tickets/addTicketPost': 'user',
      'GET /api/CRM/getUnits': 'user',
      'GET /api/CRM/getCategories': 'user',
      'GET /api/Tickets/getTickets': 'role',
      'POST /api/Tickets/forwardTicket': 'role',
      'GET /api/Address/getAllCustomerAddresses': 'user',
      'POST /api/Address/saveCustomerAddress': 'user',
      'DELETE /api/Address/deleteCustomerAddress': 'user',
    };
    for (const [call, kind] of Object.entries(selfService))
      expect(t.app.routeTable.find((r) => `${r.method} ${r.url}` === call)?.access.kind, call).toBe(kind);
    const management = t.app.routeTable.filter(
      (r) => /^\/api\/(CustomerRoles|Customers)\//i.test(r.url) && r.access.kind !== 'entity' && !selfService[`${r.method} ${r.url}`],
    );
    expect(management.length).toBeGreaterThan(8);
    for (const route of management) {
      const power = POWER_CHANGES.includes(`${route.method} ${route.url}`) ? { recentConfirmation: true } : {};
      expect(route.access, `${route.method} ${route.url}`).toEqual({ kind: 'role', roles: [ADMIN_ROLE], ...power });
    }
    for (const route of t.app.routeTable.filter(
      (r) => r.access.kind === 'entity' && ['Role', 'SecurityAccess', 'Customer'].includes(r.access.entity.name),
    )) {
      expect(route.access.kind === 'entity' && route.access.entity.adminOnly, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('ask for a recent password confirmation on exactly the power changes', () => {
    const declared = t.app.routeTable.filter((r) => 'recentConfirmation' in r.access && r.access.recentConfirmation);
    expect(declared.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...POWER_CHANGES].sort());
  });
});

// Every route, or this run's part of them (API_PART, test/api-part.ts).
const cases = casesOfPart(t.app.routeTable, (route) => operationKey(route.method, route.url)).map(
  (route) => [`${route.method} ${route.url}`, route] as const,
);

describe.each(cases)('%s', (_name, route) => {
  it.each(CALLER_NAMES)('answers %s as its declared access says', async (caller) => {
    await callers.restore();
    const request = await requestFor(route, caller);
    const expected = expectedOutcome(route.access, caller, route.url.includes(':id'));
    const before = await t.changes.read();
    const res = await t.app.inject({ ...request, headers: { ...callers.headers(caller), lang: 'en' } });
    const what = `${request.method} ${request.url} as ${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).toBeLessThan(500);

    if (expected === 'allowed') {
      if (res.statusCode < 300) {
        // Whoever creates a row owns it: the creator's own id (a public row names its owner to administrators only).
        if (route.access.kind === 'entity' && route.access.operation === 'create') {
          const shown = route.access.entity.publicRead && caller !== 'administrator' ? null : callers.ids.get(caller);
          expect(res.json().data.ownerId, what).toBe(shown);
        }
        return;
      }
      // Entity requests are built valid, so an allowed caller gets what they asked for; others only the listed input refusals.
      expect(INPUT_REFUSALS[operationKey(route.method, route.url)] ?? [], what).toContain(res.json().error?.code);
      return;
    }
    const refusal = REFUSAL[expected];
    expect(res.statusCode, what).toBe(refusal.status);
    const body = res.json();
    expect(body.error?.code, what).toBe(refusal.code);
    // Nothing but the refusal: no data, no field hints.
    expect(Object.keys(body), what).toEqual(['error']);
    expect(Object.keys(body.error).sort(), what).toEqual(['code', 'message']);
    expect(ChangeCounter.changedTables(before, await t.changes.read()), what).toEqual([]);
    if (expected === 'hidden') {
      // Someone else's row answers exactly like a row that does not exist.
      const missing = await t.app.inject({
        ...request,
        url: request.url.replace(/\/\d+(?=$|\/|\?)/, '/2147483647'),
        headers: { ...callers.headers(caller), lang: 'en' },
      });
      expect(missing.statusCode).toBe(res.statusCode);
      expect(missing.body).toBe(res.body);
    }
  });
});

describe('every kind of outcome is exercised', () => {
  it('the callers and routes cover allowed, unauthenticated, forbidden and hidden answers', () => {
    const outcomes = new Set(
      t.app.routeTable.flatMap((route) => CALLER_NAMES.map((caller) => expectedOutcome(route.access, caller, route.url.includes(':id')))),
    );
    expect([...outcomes].sort()).toEqual(['allowed', 'forbidden', 'hidden', 'unauthenticated']);
  });
});

// Last: the sample rows are made in the tests' administrator session, which the signout route's
// request (all devices) would otherwise end before the routes above ran.
describe('an administrator whose session has not confirmed the password lately (a stolen access token)', () => {
  it('is refused every power change with 403 security.error.confirmpassword, before anything is read or changed', async () => {
    const unconfirmed = { authorization: `Bearer ${await t.signIn('administrator', TEST_ADMIN_PASSWORD)}` };
    for (const route of t.app.routeTable.filter((r) => POWER_CHANGES.includes(`${r.method} ${r.url}`))) {
      await callers.restore();
      const request = await requestFor(route, 'administrator');
      const before = await t.changes.read();
      const res = await t.app.inject({ ...request, headers: { ...unconfirmed, lang: 'en' } });
      const what = `${request.method} ${request.url}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual({
        error: { code: 'security.error.confirmpassword', message: 'Confirm your password to make this change.' },
      });
      expect(ChangeCounter.changedTables(before, await t.changes.read()), what).toEqual([]);
    }
  });
});
