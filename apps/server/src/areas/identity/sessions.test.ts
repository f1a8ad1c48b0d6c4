import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import type { App } from '../../context.js';
import { createSecretBox } from './secret-box.js';
import { createTokenService } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signin = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signin',
      payload: { username: 'administrator', password: TEST_ADMIN_PASSWORD },
    })
  ).json().data;
const refresh = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/Authentication/refresh', payload: { refresh_token: token } });
const canUse = async (app: App, token: string) =>
  (await app.inject({ url: '/api/Stores', headers: { authorization: `Bearer ${token}` } })).statusCode === 200;

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair and spends the old refresh token', async () => {
    const first = await signin();
    const second = (await refresh(t.app, first.refresh_token)).json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(await canUse(t.app, second.access_token)).toBe(true);
    const third = await refresh(t.app, second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('refuse a token spent moments ago (a second tab) without ending the session', async () => {
    const first = await signin();
    const second = (await refresh(t.app, first.refresh_token)).json().data;
    const tab = await refresh(t.app, first.refresh_token);
    expect(tab.statusCode).toBe(401);
    expect(await canUse(t.app, second.access_token)).toBe(true);
    expect((await refresh(t.app, second.refresh_token)).statusCode).toBe(200);
  });

  it('revoke the whole session when a spent refresh token is presented again later', async () => {
    const first = await signin();
    const second = (await refresh(t.app, first.refresh_token)).json().data;
    await sql`UPDATE spent_refresh_tokens SET spent_at = now() - interval '1 minute'`.execute(t.database.db);
    const reuse = await refresh(t.app, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('security.error.tokenfailed');
    // The thief's copy and the owner's current tokens are all dead now.
    expect(await canUse(t.app, second.access_token)).toBe(false);
    expect((await refresh(t.app, second.refresh_token)).statusCode).toBe(401);
  });

  it('refuse an unknown token and a token of a signed-out session', async () => {
    expect((await refresh(t.app, 'made-up-token')).statusCode).toBe(401);
    const record = await signin();
    await t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signout',
      headers: { authorization: `Bearer ${record.access_token}` },
      payload: {},
    });
    expect((await refresh(t.app, record.refresh_token)).statusCode).toBe(401);
  });
});

describe('sign-out of all devices', () => {
  it('invalidates tokens issued to another device, on another app process sharing the database', async () => {
    // A second process: its own app instance (own memory), the same database.
    const other = await buildApp({
      context: {
        db: t.database.db,
        kind: t.database.kind,
        tokens: createTokenService('test-secret'),
        secretBox: createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY)),
        version: 'test',
        now: Date.now,
      },
    });
    try {
      const phone = await signin();
      const laptop = (
        await other.inject({
          method: 'POST',
          url: '/api/Authentication/signin',
          payload: { username: 'administrator', password: TEST_ADMIN_PASSWORD },
        })
      ).json().data;
      expect(await canUse(t.app, phone.access_token)).toBe(true);
      expect(await canUse(other, laptop.access_token)).toBe(true);
      const out = await other.inject({
        method: 'POST',
        url: '/api/Authentication/signout',
        headers: { authorization: `Bearer ${laptop.access_token}` },
        payload: { allDevices: true },
      });
      expect(out.statusCode).toBe(200);
      expect(await canUse(t.app, phone.access_token)).toBe(false);
      expect((await refresh(t.app, phone.refresh_token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
