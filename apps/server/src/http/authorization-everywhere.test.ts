import { ADMIN_ROLE, type EntityDef, entityScope, writableFields } from '@store/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CALLER_NAMES, type CallerName, Callers } from '../../test/callers.js';
import { ChangeCounter } from '../../test/changes.js';
import { asParameterText, validValue } from '../../test/fuzz/arbitraries.js';
import { documentedOperations, operationKey } from '../../test/openapi-operations.js';
import { createRow, sampleBody } from '../../test/samples.js';
import { actionBody, actionOf, giveRow, rowReadyFor, servedEntity, WITH_FIXTURES } from '../../test/served-entities.js';
import { createTestApp } from '../../test/test-app.js';
import type { RouteAccess, RouteEntry } from './route-access.js';

/**
 * Every operation the app serves (its route table, checked against the OpenAPI document), called
 * by every kind of caller. The expected answer comes from the access the route declares and the
 * access table — never written by hand — so a route added later is covered as it is added:
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
      const scope = entityScope(access.entity, callers.levels(caller), access.operation);
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
      ['POST', '/api/Authentication/changePassword', ['common.error.validation']],
      ['POST', '/api/Authentication/refresh', ['security.error.tokenfailed']],
      ['POST', '/api/Authentication/register', ['common.error.validation']],
      ['POST', '/api/Authentication/setTwoFactorAuthentication', ['security.error.twofactornotpending']],
      // The sample's made-up account: refused, and locked once every caller has tried it from one address.
      ['POST', '/api/Authentication/signin', ['security.error.authfailed', 'security.error.lockedout']],
      ['POST', '/api/CustomerRoles/saveSecurityAccess', ['common.error.validation']],
      ['POST', '/api/Customers/addCustomerRole', ['common.error.validation']],
    ] as const
  ).map(([method, path, codes]) => [operationKey(method, path), codes]),
);

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
        // The fixture's tags read like a storefront's categories (publicRead); writes stay guarded.
        'GET /api/VoucherTags',
        'GET /api/VoucherTags/:id',
        'GET /api/VoucherTags/tree',
        'GET /api/Authentication/GetAnonymousToken',
        'GET /api/Authentication/CheckAuthenticated',
        'POST /api/Authentication/signin',
        'POST /api/Authentication/refresh',
        'POST /api/Authentication/register',
      ].sort(),
    );
  });

  it('keep role and security-access management for administrators', () => {
    const management = t.app.routeTable.filter((r) => /^\/api\/(CustomerRoles|Customers)\//i.test(r.url));
    expect(management.length).toBeGreaterThan(8);
    for (const route of management) expect(route.access, `${route.method} ${route.url}`).toEqual({ kind: 'role', roles: [ADMIN_ROLE] });
    for (const route of t.app.routeTable.filter(
      (r) => r.access.kind === 'entity' && ['Role', 'SecurityAccess'].includes(r.access.entity.name),
    )) {
      expect(route.access.kind === 'entity' && route.access.entity.adminOnly, `${route.method} ${route.url}`).toBe(true);
    }
  });
});

const cases = t.app.routeTable.map((route) => [`${route.method} ${route.url}`, route] as const);

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
      if (res.statusCode < 300) return;
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
