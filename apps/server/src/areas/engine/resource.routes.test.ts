import { Decimal, entities, type FieldDef, isEmptyValue, kindOf, readableFields, serves, writableFields } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesOfPart } from '../../../test/api-part.js';
import { createRow, createWith, sampleBody, sampleValue } from '../../../test/samples.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A decimal comes back at its column's scale (`'2.25000000'` for `'2.25'`): the same amount. */
function expectSameValue(field: FieldDef, actual: unknown, expected: unknown) {
  if ((field.kind === 'decimal' || field.kind === 'money') && typeof actual === 'string' && typeof expected === 'string')
    expect(new Decimal(actual).equals(expected), `${actual} = ${expected}`).toBe(true);
  else expect(actual).toEqual(expected);
}

async function count(resource: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/${resource}?pageSize=1`, headers: await t.admin() });
  return res.json().total;
}

// Every declared entity gets the same checks: the engine is proven on each, not on one example.
// A child entity has no routes of its own: it is written and read with its parent. CI deals the
// entities over its two runs (API_PART, test/api-part.ts); without it every entity is checked.
describe.each(
  casesOfPart(
    entities.filter((e) => !e.childOf),
    (e) => e.name,
  ).map((e) => [e.name, e] as const),
)('%s resource', (_name, entity) => {
  const base = `/api/${entity.resource}`;
  const required = writableFields(entity).filter(([, f]) => f.required);
  // An entity that serves no create (customers register) is seeded, then written like any row.
  const creatable = serves(entity, 'create');

  it('creates, reads, lists, updates and deletes', async () => {
    const headers = await t.admin();
    const body = await sampleBody(t, entity, 1);
    const row = await createWith(t, entity, body);
    // An entity that serves neither create nor update (written by its own call) is seeded as it is.
    const written = creatable || serves(entity, 'update');
    for (const [name, field] of written ? writableFields(entity) : []) {
      if (field.writeOnly) expect(row).not.toHaveProperty(name);
      // A reference rule stores the value as the referenced row judges it (a data content gains the
      // entries of its template's labels and lists): what was sent is kept within it.
      else if ((entity.refRules as Record<string, unknown> | undefined)?.[name] && field.kind === 'jsonText')
        expect(JSON.parse(String(row[name]))).toMatchObject(JSON.parse(String(body[name])));
      else expectSameValue(field, row[name], body[name]);
    }
    const read = await t.app.inject({ url: `${base}/${row.id}`, headers });
    expect(read.json().data).toEqual(row);

    const list = await t.app.inject({ url: `${base}?pageSize=100`, headers });
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(row.id);

    // Every entity that serves an update has a field a client may change (a declaration without one would fail here).
    const [field, def] = writableFields(entity).find(([, f]) => f.kind !== 'ref' && f.kind !== 'refs' && !f.writeOnly) ?? [];
    if (serves(entity, 'update')) expect(field, 'a writable field').toBeDefined();
    if (!serves(entity, 'update')) {
      const refused = await t.app.inject({ method: 'PUT', url: `${base}/${row.id}`, headers, payload: {} });
      expect(refused.statusCode).toBe(404);
    } else if (field && def) {
      const changed = await t.app.inject({ method: 'PUT', url: `${base}/${row.id}`, headers, payload: { [field]: sampleValue(def, 2) } });
      expect(changed.statusCode).toBe(200);
      expectSameValue(def, changed.json().data[field], sampleValue(def, 2));
      // Fields not sent keep their value.
      const others = readableFields(entity).filter(([n]) => n !== field && body[n] !== undefined);
      for (const [name] of others) expect(changed.json().data[name]).toEqual(row[name]);
    }

    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${row.id}`, headers });
    if (!serves(entity, 'delete')) {
      expect(removed.statusCode).toBe(404);
      return;
    }
    expect(removed.json()).toEqual({ data: { id: row.id } });
    const gone = await t.app.inject({ url: `${base}/${row.id}`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('common.error.notfound');
  });

  it.each(creatable ? required.map(([name]) => [name]) : [])('refuses a create without %s, saving nothing', async (name) => {
    const headers = { ...(await t.admin()), lang: 'en' };
    const before = await count(entity.resource);
    const body = await sampleBody(t, entity, 3);
    const missing = { ...body };
    delete missing[name];
    const res = await t.app.inject({ method: 'POST', url: base, headers, payload: missing });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes[name]).toBe('common.error.required');
    expect(res.json().error.fields[name]).toBe('Required');
    if (typeof body[name] === 'string') {
      const blank = await t.app.inject({ method: 'POST', url: base, headers, payload: { ...body, [name]: '   ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.fieldCodes[name]).toBe('common.error.required');
    }
    expect(await count(entity.resource)).toBe(before);
  });

  it.each(serves(entity, 'update') ? required.map(([name]) => [name]) : [])(
    'refuses emptying %s on update, changing nothing',
    async (name) => {
      const headers = await t.admin();
      const row = await createRow(t, entity, 4);
      const empty = typeof row[name] === 'string' ? '' : null;
      expect(isEmptyValue(empty)).toBe(true);
      const res = await t.app.inject({ method: 'PUT', url: `${base}/${row.id}`, headers, payload: { [name]: empty } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldCodes[name]).toBeDefined();
      const after = await t.app.inject({ url: `${base}/${row.id}`, headers });
      expect(after.json().data).toEqual(row);
    },
  );

  it('pages, sorts and filters by every filterable field', async () => {
    const headers = await t.admin();
    const rows = [await createRow(t, entity, 11), await createRow(t, entity, 12), await createRow(t, entity, 13)];
    const page = await t.app.inject({ url: `${base}?pageSize=2&page=1&sort=-id`, headers });
    const body = page.json();
    expect(body.pageSize).toBe(2);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    const second = await t.app.inject({ url: `${base}?pageSize=2&page=2&sort=-id`, headers });
    expect(second.json().data[0].id).toBeLessThan(body.data[1].id);

    const target = rows[1]!;
    for (const [name, field] of readableFields(entity).filter(([, f]) => f.filterable)) {
      const value = target[name];
      if (value === null || value === undefined) continue;
      // Kinds filtered by range only (date-times) are asked for a second around the value (the
      // database keeps microseconds the answer's milliseconds drop); every row found is within it.
      const { filter } = kindOf(field);
      const around = (ms: number) => encodeURIComponent(new Date(Date.parse(String(value)) + ms).toISOString());
      const query =
        filter.match === 'none' ? `${name}From=${around(-1000)}&${name}To=${around(1000)}` : `${name}=${encodeURIComponent(String(value))}`;
      const res = await t.app.inject({ url: `${base}?pageSize=100&${query}`, headers });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const found = res.json().data as Record<string, unknown>[];
      expect(
        found.map((r) => r.id),
        name,
      ).toContain(target.id);
      for (const r of found) {
        if (filter.match === 'none') {
          expect(Math.abs(Date.parse(String(r[name])) - Date.parse(String(value)))).toBeLessThanOrEqual(1000);
        } else if (['text', 'longtext', 'url', 'email', 'image', 'phone'].includes(field.kind)) {
          expect(String(r[name]).toLowerCase()).toContain(String(value).toLowerCase());
        } else expectSameValue(field, r[name], value);
      }
    }
  });

  it('refuses sorting by an undeclared field and unknown filters', async () => {
    const headers = await t.admin();
    expect((await t.app.inject({ url: `${base}?sort=password`, headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${base}?nosuchfield=1`, headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${base}?pageSize=1000`, headers })).statusCode).toBe(400);
  });

  it('answers 404 for a missing row on read, update and delete', async () => {
    const headers = await t.admin();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `${base}/2147483000`, headers, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('is closed to anonymous callers before their input is even read', async () => {
    // Its writes where it serves any, else its reads.
    const [method, url] = creatable
      ? (['POST', base] as const)
      : serves(entity, 'update')
        ? (['PUT', `${base}/1`] as const)
        : (['GET', `${base}/1?junk=true`] as const);
    const res = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: { junk: true } }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('common.error.signinfirst');
  });
});

describe('references and uniqueness', () => {
  it('refuses deleting a store that settings still use', async () => {
    const headers = await t.admin();
    const store = await createRow(t, entities.find((e) => e.name === 'Store')!, 50);
    const setting = await t.app.inject({
      method: 'POST',
      url: '/api/Settings',
      headers: { ...headers, store: String(store.id) },
      payload: { name: 'x.y', value: '1' },
    });
    expect(setting.json().data.storeId).toBe(store.id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/Stores/${store.id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('common.error.hasrelation');
    expect((await t.app.inject({ url: `/api/Stores/${store.id}`, headers })).statusCode).toBe(200);
  });

  it('refuses a second setting of the same name in one store, with the setting’s own code', async () => {
    const headers = await t.admin();
    const setting = await createRow(t, entities.find((e) => e.name === 'Setting')!, 60);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Settings',
      headers,
      payload: { name: String(setting.name).toUpperCase(), value: 'v' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'setting.error.nameexists', fieldCodes: { name: 'setting.error.nameexists' } });
  });

  it('never returns an application secret key and keeps it when an update leaves it out', async () => {
    const headers = await t.admin();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Applications',
      headers,
      payload: { name: 'Mobile', version: '2.0', secretKey: 'top-secret-value' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('top-secret-value');
    const { id, applicationGuid } = created.json().data;
    expect(applicationGuid).toMatch(/^[0-9a-f-]{36}$/);
    const versioned = await t.app.inject({ method: 'PUT', url: `/api/Applications/${id}`, headers, payload: { version: '2.1' } });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.json().data.version).toBe('2.1');
    // The database handle knows the table from the entity's declaration.
    const stored = await t.database.db.selectFrom('applications').select('secretKey').where('id', '=', id).executeTakeFirst();
    expect(stored).toEqual({ secretKey: 'top-secret-value' });
    const guidChange = await t.app.inject({ method: 'PUT', url: `/api/Applications/${id}`, headers, payload: { applicationGuid: 'x' } });
    expect(guidChange.statusCode).toBe(400);
  });
});
