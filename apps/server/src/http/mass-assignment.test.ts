import { readableFields, serves, writableFields } from '@store/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { casesOfPart } from '../../test/api-part.js';
import { Callers } from '../../test/callers.js';
import { ChangeCounter } from '../../test/changes.js';
import { FORBIDDEN_FIELDS, validValue } from '../../test/fuzz/arbitraries.js';
import { documentedOperations, type JsonSchema, type Operation, operationKey } from '../../test/openapi-operations.js';
import { createRow, sampleBody } from '../../test/samples.js';
import { actionOf, rowReadyFor, SERVED_ENTITIES, WITH_FIXTURES } from '../../test/served-entities.js';
import { createTestApp } from '../../test/test-app.js';

/**
 * Mass assignment (OWASP API3:2023): a field the caller may not set — ownership, identity, flags a
 * lifecycle or the server sets, roles, prices, approval, store — is refused by name, and the
 * refused request changes nothing. Every body the API accepts is a closed object, so this holds
 * for fields nobody has thought of yet.
 */
const t = await createTestApp({ countChanges: true, ...WITH_FIXTURES });
const callers = await Callers.create(t, 'AllGrants');
const operations = await documentedOperations(t.app);
afterAll(() => t.close());

/** Objects anywhere in a schema that do not say `additionalProperties: false`. */
function openObjects(schema: JsonSchema, path = '$'): string[] {
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, s]) => openObjects(s, `${path}.${name}`)),
    ...(schema.items ? openObjects(schema.items, `${path}[]`) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => openObjects(s, path)),
  ];
  const isObject = [schema.type].flat().includes('object');
  return isObject && schema.additionalProperties !== false ? [path, ...nested] : nested;
}

/**
 * The forbidden-sounding fields some operation legitimately takes, as `METHOD /path field`: a
 * setting belongs to the store it names, say. Any other forbidden field found in a body schema fails
 * the test below — a `roles`, `status` or `price` that became writable must be added here on
 * purpose, never skipped silently — and so does an entry no body declares any more. Empty today:
 * a setting's store is the request's, not a field.
 */
const WRITABLE_ON_PURPOSE: ReadonlySet<string> = new Set([
  // An administrator switches a customer off (the last administrator stays: areas/identity/last-administrator.ts).
  'PUT /api/Customers/:id isActive',
  // Administrators approve tickets on the desk (the Ticket resource is theirs only, and opens none: addTicket does; issue 12, docs/notes/issue-12-tickets.md).
  'PUT /api/Tickets/:id isApproved',
  // Administrators file a product type as active or not (ProductTypes are theirs only; customers choose among the active ones).
  'POST /api/ProductTypes isActive',
  'PUT /api/ProductTypes/:id isActive',
  // Administrators file a product or a comment as approved or waiting (the resources are theirs only; a
  // customer's own product and comment calls take no approval: issue 13, docs/notes/catalog.md).
  'POST /api/Products isApproved',
  'PUT /api/Products/:id isApproved',
  'POST /api/Comments isApproved',
  'PUT /api/Comments/:id isApproved',
  // A product's price is what administrators set, and what a customer sets of their own product.
  'POST /api/Products price',
  'PUT /api/Products/:id price',
  'POST /api/Catalog/saveMyProduct price',
]);

/**
 * The code each field is refused with: `__proto__` never reaches validation, because the JSON
 * parser refuses a body that could poison a prototype; every other field is an unknown field.
 */
const refusalCode = (field: string) => (field === '__proto__' ? 'common.error.invalidjson' : 'common.error.unknownfield');

const withBodies = operations.filter((o) => o.body);
const declaredForbidden = (operation: Operation) =>
  FORBIDDEN_FIELDS.filter((field) => Object.hasOwn(operation.body?.schema.properties ?? {}, field));

describe('request bodies', () => {
  it('are closed objects in every documented operation', () => {
    expect(withBodies.length).toBeGreaterThan(15);
    const open = withBodies.flatMap((o) => openObjects(o.body?.schema ?? {}).map((path) => `${o.method} ${o.path} ${path}`));
    expect(open).toEqual([]);
  });

  it('declare a forbidden field only where it is on the list of fields writable on purpose', () => {
    const declared = withBodies.flatMap((o) => declaredForbidden(o).map((field) => `${o.method} ${o.path} ${field}`)).sort();
    expect(declared).toEqual([...WRITABLE_ON_PURPOSE].sort());
  });

  /** The operation's path with a real row in it (an update must reach the row to be tested). */
  const pathOf = async (path: string, method: string) => {
    if (!path.includes(':id')) return path;
    const route = t.app.routeTable.find((r) => r.method === method && r.url.toLowerCase() === path.toLowerCase());
    if (route?.access.kind !== 'entity') throw new Error(`no entity behind ${path}`);
    const action = actionOf(route.access.entity, route.url);
    const id = action ? await rowReadyFor(t, route.access.entity, action, 9) : (await createRow(t, route.access.entity, 9)).id;
    return path.replace(':id', String(id));
  };
  // Every operation with a body, or this run's part of them (API_PART, test/api-part.ts); the same for the entities below.
  it.each(casesOfPart(withBodies, (o) => operationKey(o.method, o.path)).map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s refuses every field a caller may not set',
    async (_name, operation) => {
      const sampled = fc.sample(validValue(operation.body?.schema ?? {}), { numRuns: 1, seed: 11 })[0];
      // A body that is a list (saveGenericAttributeMappings) carries the field in its first item.
      const list = Array.isArray(sampled) ? (sampled as Record<string, unknown>[]) : null;
      const body = (list ? (list[0] ?? {}) : sampled) as Record<string, unknown>;
      const at = (field: string) => (list ? `0.${field}` : field);
      const url = await pathOf(operation.path, operation.method);
      // Fields on the list are tested where they are declared (their own rules); the test above fails on any other.
      const tried = FORBIDDEN_FIELDS.filter((field) => !WRITABLE_ON_PURPOSE.has(`${operation.method} ${operation.path} ${field}`));
      expect(tried.length).toBeGreaterThan(0);
      for (const field of tried) {
        await callers.restore();
        const before = await t.changes.read();
        const item = { ...body, [field]: field === 'roles' ? ['administrators'] : 1 };
        const payload = JSON.stringify(list ? [item, ...list.slice(1)] : item);
        const res = await t.app.inject({
          method: operation.method as 'POST',
          url,
          headers: { ...callers.headers('administrator'), 'content-type': 'application/json', lang: 'en' },
          payload,
          remoteAddress: '10.77.0.1',
        });
        const what = `${operation.method} ${url} ${payload.slice(0, 200)} with ${field}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBe(400);
        const { error } = res.json();
        if (field === '__proto__') expect(error.code, what).toBe(refusalCode(field));
        else expect(error.fieldCodes?.[at(field)], what).toBe(refusalCode(field));
        expect(ChangeCounter.changedTables(before, await t.changes.read()), what).toEqual([]);
      }
    },
  );
});

describe.each(casesOfPart(SERVED_ENTITIES, (e) => e.name).map((e) => [e.name, e] as const))('%s', (_name, entity) => {
  const writable = new Set(writableFields(entity).map(([name]) => name));
  // Everything a row shows that a client may not write: declared read-only fields and the system columns.
  const serverSet = ['id', 'ownerId', 'createdAt', 'updatedAt', ...readableFields(entity).map(([name]) => name)].filter(
    (name) => !writable.has(name),
  );
  const valueFor = (field: string) =>
    field.endsWith('At') ? '2000-01-01T00:00:00.000Z' : field.endsWith('Id') || field === 'id' ? 1 : true;

  // Not even an administrator may set them; others are tried with full access to the entity.
  const caller = entity.adminOnly ? 'administrator' : 'owner';

  it('refuses server-set fields on create and update, changing nothing', async () => {
    expect(serverSet).toEqual(expect.arrayContaining(['id', 'ownerId', 'createdAt', 'updatedAt']));
    const row = await createRow(t, entity, 2);
    const body = await sampleBody(t, entity, 3);
    for (const field of serverSet) {
      for (const [method, url, payload] of [
        // An entity that serves no create (customers) has no POST to try.
        ...(serves(entity, 'create') ? [['POST', `/api/${entity.resource}`, { ...body, [field]: valueFor(field) }] as const] : []),
        // Nor a PUT one that serves no update (what a row holds for an attribute: its own call writes it).
        ...(serves(entity, 'update') ? [['PUT', `/api/${entity.resource}/${row.id}`, { [field]: valueFor(field) }] as const] : []),
      ]) {
        const before = await t.changes.read();
        const res = await t.app.inject({ method, url, headers: { ...callers.headers(caller), lang: 'tr' }, payload });
        const what = `${method} ${url} with ${field}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().error.fieldCodes?.[field], what).toBe('common.error.unknownfield');
        expect(ChangeCounter.changedTables(before, await t.changes.read()), what).toEqual([]);
      }
    }
  });
});
