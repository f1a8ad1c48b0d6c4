import { entities, serves } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BODY_LIMIT } from '../app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP contract', () => {
  it('answers /api/health with the database in use', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', version: 'test', engineFixtures: false },
    });
  });

  it('matches paths case-insensitively', async () => {
    const res = await t.app.inject({ url: '/API/HEALTH' });
    expect(res.statusCode).toBe(200);
    const stores = await t.app.inject({ url: '/api/stores?pagesize=1', headers: await t.admin() });
    // Query names keep their case: `pagesize` is not `pageSize`, and unknown parameters are refused.
    expect(stores.statusCode).toBe(400);
    const ok = await t.app.inject({ url: '/api/STORES?pageSize=1', headers: await t.admin() });
    expect(ok.statusCode).toBe(200);
  });

  it('answers an unknown /api path with 404 in the envelope, in the language asked for', async () => {
    const fa = await t.app.inject({ url: '/api/no/such/thing' });
    expect(fa.statusCode).toBe(404);
    expect(fa.json().error.code).toBe('common.error.routenotfound');
    expect(fa.json().error.message).toBe('در این نشانی چیزی وجود ندارد.');
    const en = await t.app.inject({ url: '/api/no/such/thing', headers: { lang: 'en' } });
    expect(en.json().error.message).toBe('There is nothing at this address.');
    const tr = await t.app.inject({ url: '/api/no/such/thing', headers: { lang: 'turkish_tr' } });
    expect(tr.json().error.message).toBe('Bu adreste bir şey yok.');
  });

  it('refuses malformed JSON with 400 invalidjson', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Stores',
      headers: { ...(await t.admin()), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('common.error.invalidjson');
  });

  it('refuses wrong types and unknown fields with field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Stores',
      headers: { ...(await t.admin()), lang: 'en' },
      payload: { name: 42, sslEnabled: 'yes', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('common.error.validation');
    expect(error.fieldCodes).toEqual({
      name: 'common.error.invalidtype',
      sslEnabled: 'common.error.invalidtype',
      isAdmin: 'common.error.unknownfield',
    });
    expect(error.fields.isAdmin).toBe('Unknown field');
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Stores', headers: await t.admin(), payload: [1, 2] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes._).toBe('common.error.invalidtype');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Stores',
      headers: { ...(await t.admin()), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('common.error.toolarge');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Stores',
      headers: { ...(await t.admin()), 'content-type': 'application/xml' },
      payload: '<store/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('common.error.unsupportedmedia');
  });

  it('refuses text containing NUL and out-of-range ids without a 500', async () => {
    const headers = await t.admin();
    const nul = await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    const huge = await t.app.inject({ url: '/api/Stores/99999999999', headers });
    expect(huge.statusCode).toBe(400);
    const word = await t.app.inject({ url: '/api/Stores/abc', headers });
    expect(word.statusCode).toBe(400);
  });

  it('publishes an OpenAPI document with every resource operation and a browsable page', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    // A child entity (an attribute's values) has no paths of its own: it travels with its parent.
    for (const entity of entities.filter((e) => !e.childOf)) {
      const list = doc.paths[`/api/${entity.resource}`];
      const one = doc.paths[`/api/${entity.resource}/{id}`];
      // An operation the entity does not serve is not in the document (customers are not created here).
      const creatable = serves(entity, 'create');
      expect(Object.keys(list).sort()).toEqual(creatable ? ['get', 'post'] : ['get']);
      expect(Object.keys(one).sort()).toEqual(
        [...(serves(entity, 'delete') ? ['delete'] : []), 'get', ...(serves(entity, 'update') ? ['put'] : [])].sort(),
      );
      const required = Object.entries(entity.fields)
        .filter(([, f]) => f.required && !f.readOnly)
        .map(([n]) => n);
      if (creatable) expect(list.post.requestBody.content['application/json'].schema.required ?? []).toEqual(required);
    }
    expect(doc.paths['/api/Authentication/signin'].post).toBeDefined();
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const docs = await t.app.inject({ url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets no cache keep an API answer, a refusal or an unknown API path', async () => {
    for (const url of ['/api/health', '/api/Customers', '/api/no-such-thing'])
      expect((await t.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
  });
});

describe('input that must never reach the database', () => {
  it('refuses NUL in public and private strings with 400', async () => {
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signin',
      payload: { username: 'admin\u0000', password: 'x' },
    });
    expect(signin.statusCode).toBe(400);
    const store = await t.app.inject({ url: '/api/Stores/getStoreByName?name=%00' });
    expect(store.statusCode).toBe(400);
    const url = await t.app.inject({
      method: 'POST',
      url: '/api/Stores',
      headers: await t.admin(),
      payload: { name: 'x', url: 'http://a.com\u0000' },
    });
    expect(url.statusCode).toBe(400);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/register',
      payload: { username: 'nul.tester', password: 'secret1', confirmPassword: 'secret1', firstName: 'a\u0000' },
    });
    expect(register.statusCode).toBe(400);
  });

  it('reads ids and numeric filters as plain digits only', async () => {
    const headers = await t.admin();
    for (const id of ['0x1', '%201', '1e0', '-1', '1.0']) {
      expect((await t.app.inject({ url: `/api/Stores/${id}`, headers })).statusCode, id).toBe(400);
    }
    // An empty filter (a cleared form field) means no filter: the same rows as none at all, and
    // some rows, so two refusals (both totals undefined) or two empty lists cannot pass for it.
    await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name: 'Filtered store', sslEnabled: true } });
    await t.app.inject({ method: 'POST', url: '/api/Stores', headers, payload: { name: 'Unfiltered store', sslEnabled: false } });
    const all = await t.app.inject({ url: '/api/Stores?pageSize=100', headers });
    const empty = await t.app.inject({ url: '/api/Stores?pageSize=100&sslEnabled=&q=', headers });
    const filtered = await t.app.inject({ url: '/api/Stores?pageSize=100&sslEnabled=true', headers });
    expect([all.statusCode, empty.statusCode, filtered.statusCode]).toEqual([200, 200, 200]);
    const ids = (res: typeof all) => (res.json().data as { id: number }[]).map((r) => r.id);
    expect(ids(all).length).toBeGreaterThan(1);
    expect(ids(empty)).toEqual(ids(all));
    expect(ids(filtered).length).toBeLessThan(ids(all).length);
  });

  it('gives an API answer the API headers however its path is spelled', async () => {
    const res = await t.app.inject({ url: '/%61pi/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
