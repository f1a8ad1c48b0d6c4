import { APPLICATION_IDENTITY_HEADER, translate, WEB_APPLICATION_IDENTITY } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnSameDatabase, createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';
import type { App } from '../../context.js';
import { APPLICATIONS_FRESH_MS } from './application-directory.js';

/** Spec 000 §7: the application identity header, checked against the Applications entity. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const UNKNOWN = 'made-up-app <script>alert(1)</script>';
const UNKNOWN_GUID = '00000000-0000-4000-8000-00000000beef';
const as = (identity: string | undefined, headers: Record<string, string> = {}) =>
  identity === undefined ? headers : { ...headers, [APPLICATION_IDENTITY_HEADER]: identity };

const putApplication = (id: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/Applications/${id}`, headers, payload });

async function createApplication(name: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/Applications', headers: admin, payload: { name, version: '1.0' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; applicationGuid: string; active: boolean };
}

/** Several kinds of call: public, signing in, an entity list, an unknown route. */
const calls = (identity: string | undefined, lang = 'fa') => [
  t.app.inject({ url: '/api/ping', headers: as(identity, { lang }) }),
  t.app.inject({
    method: 'POST',
    url: '/api/Authentication/signin',
    headers: as(identity, { lang }),
    payload: { username: 'administrator', password: TEST_ADMIN_PASSWORD },
  }),
  t.app.inject({ url: '/api/Stores', headers: as(identity, { ...admin, lang }) }),
];

describe('the application identity header', () => {
  it('is optional: a request without it (or with it empty) is served as an unnamed client', async () => {
    for (const identity of [undefined, '']) {
      for (const res of await Promise.all(calls(identity))) expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('accepts the web app’s own application, which every installation has, in any letter case', async () => {
    for (const identity of [WEB_APPLICATION_IDENTITY, WEB_APPLICATION_IDENTITY.toUpperCase()]) {
      for (const res of await Promise.all(calls(identity))) expect(res.statusCode, res.body).toBe(200);
    }
    const [, signin] = await Promise.all(calls(WEB_APPLICATION_IDENTITY));
    expect(signin?.json().data.applicationIdentity).toBe(WEB_APPLICATION_IDENTITY);
  });

  it('refuses an unknown one on every /api call with one code in the caller’s language, never echoing it', async () => {
    for (const [identity, lang] of [
      [UNKNOWN, 'en'],
      [UNKNOWN_GUID, 'tr'],
      ['x-unknown-app', 'fa'],
    ] as const) {
      const answers = [
        ...(await Promise.all(calls(identity, lang))),
        // An unknown route, and /api spelt the other ways routing accepts.
        ...(await Promise.all(
          ['/api/nowhere', '/API/ping', '/%61pi/ping'].map((url) => t.app.inject({ url, headers: as(identity, { lang }) })),
        )),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'application.error.unknown', message: translate(lang, 'application.error.unknown') } });
        expect(res.body).not.toContain(identity);
        expect(JSON.stringify(res.headers)).not.toContain(identity);
      }
    }
  });

  it('refuses an application switched off through the API at once in this process, the same way as an unknown one', async () => {
    const { id, applicationGuid } = await createApplication('Kiosk');
    expect((await t.app.inject({ url: '/api/ping', headers: as(applicationGuid) })).statusCode).toBe(200);
    const off = await putApplication(id, { active: false });
    expect(off.json().data.active).toBe(false);
    const refused = await t.app.inject({ url: '/api/ping', headers: as(applicationGuid, { lang: 'en' }) });
    const unknown = await t.app.inject({ url: '/api/ping', headers: as(UNKNOWN_GUID, { lang: 'en' }) });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(unknown.body);
    await putApplication(id, { active: true });
    expect((await t.app.inject({ url: '/api/ping', headers: as(applicationGuid) })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/Applications/${id}`, headers: admin });
    expect((await t.app.inject({ url: '/api/ping', headers: as(applicationGuid) })).statusCode).toBe(403);
  });

  it('is checked from a copy another process keeps for at most APPLICATIONS_FRESH_MS', async () => {
    // Another process on the same database, with a clock of its own that moves only when told.
    let now = 1_000_000;
    const other: App = await appOnSameDatabase(t, { now: () => now });
    try {
      const { id, applicationGuid } = await createApplication('Point of sale');
      const ping = () => other.inject({ url: '/api/ping', headers: as(applicationGuid) });
      expect((await ping()).statusCode).toBe(200);
      await putApplication(id, { active: false });
      // Its copy is still fresh by its clock: answered from memory, without asking the database.
      expect((await ping()).statusCode).toBe(200);
      now += APPLICATIONS_FRESH_MS;
      expect((await ping()).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('cannot lock the web app out: its own application cannot be switched off or deleted', async () => {
    const list = await t.app.inject({ url: `/api/Applications?applicationGuid=${WEB_APPLICATION_IDENTITY}`, headers: admin });
    const web = list.json().data[0];
    expect(web).toMatchObject({ applicationGuid: WEB_APPLICATION_IDENTITY, active: true });
    const off = await putApplication(web.id, { active: false }, { ...admin, lang: 'en' });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe('application.error.systemapplication');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/Applications/${web.id}`, headers: admin });
    expect(removed.statusCode).toBe(409);
    // Renaming it is fine.
    const renamed = await putApplication(web.id, { name: 'Shop web' });
    expect(renamed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ping', headers: as(WEB_APPLICATION_IDENTITY) })).statusCode).toBe(200);
  });
});

describe('GetAnonymousToken’s appIdentity', () => {
  const guest = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/Authentication/GetAnonymousToken${query}`, headers });

  it('names an active application, or nothing', async () => {
    const web = await guest(`?appIdentity=${WEB_APPLICATION_IDENTITY}`);
    expect(web.statusCode).toBe(200);
    expect(web.json().data).toMatchObject({ username: 'guest', applicationIdentity: WEB_APPLICATION_IDENTITY });
    const unnamed = await guest('');
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json().data.applicationIdentity).toBe('');
    // Without the parameter, the header's application.
    expect((await guest('', as(WEB_APPLICATION_IDENTITY))).json().data.applicationIdentity).toBe(WEB_APPLICATION_IDENTITY);
  });

  it('is refused like the header when unknown or switched off, never echoed', async () => {
    const { id, applicationGuid } = await createApplication('Old kiosk');
    await putApplication(id, { active: false });
    for (const identity of [UNKNOWN_GUID, 'storefront', applicationGuid]) {
      const res = await guest(`?appIdentity=${encodeURIComponent(identity)}`, { lang: 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'application.error.unknown', message: translate('en', 'application.error.unknown') } });
      expect(res.body).not.toContain(identity);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the header once and refers to it from every operation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const parameter = doc.components.parameters.ApplicationIdentity;
    expect(parameter).toMatchObject({ name: APPLICATION_IDENTITY_HEADER, in: 'header', required: false });
    expect(parameter.description).toContain('applicationGuid');
    expect(parameter.description).toContain('application.error.unknown');
    const operations = Object.values(doc.paths as Record<string, Record<string, { parameters?: unknown[] }>>).flatMap((p) =>
      Object.values(p),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations)
      expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/ApplicationIdentity' });
  });
});
