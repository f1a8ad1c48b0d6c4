import { createDecoder, createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_TOKEN_SECRET, type TestApp } from '../../../test/test-app.js';
import type { AccessClaims } from './tokens.js';

/**
 * Tokens signed with the real key but shaped by hand: what someone who learned the signing key,
 * or a bug in our own signer, could present. The signature alone must not be enough.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decode = createDecoder();
const signWithoutExpiry = createSigner({ key: TEST_TOKEN_SECRET, algorithm: 'HS256' });
const signForFiveMinutes = createSigner({ key: TEST_TOKEN_SECRET, algorithm: 'HS256', expiresIn: 5 * 60_000 });

const claimsOf = (token: string) => {
  const { sub, sid, username, roles } = decode(token) as AccessClaims;
  return { sub, sid, username, roles };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(username: string) {
  const password = 'token-test-pass';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Authentication/register',
    payload: { username, password, confirmPassword: password },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.access_token as string;
}

describe('access tokens', () => {
  it('are refused without an expiry, even when well signed for an open session', async () => {
    const claims = claimsOf(await t.signIn('administrator', TEST_ADMIN_PASSWORD));
    // The same claims with an expiry pass: the crafting itself is sound.
    expect((await t.app.inject({ url: '/api/Stores', headers: bearer(signForFiveMinutes(claims)) })).statusCode).toBe(200);

    const forever = signWithoutExpiry(claims);
    expect(decode(forever)).not.toHaveProperty('exp');
    const res = await t.app.inject({ url: '/api/Stores', headers: bearer(forever) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('security.error.tokenfailed');
  });

  it('are refused when their subject is not the customer of their session', async () => {
    const admin = claimsOf(await t.signIn('administrator', TEST_ADMIN_PASSWORD));
    const other = claimsOf(await register('token.subject'));
    // Another customer's id on the administrator's open session, and the other way round.
    for (const claims of [
      { ...admin, sub: other.sub, username: other.username },
      { ...other, sub: admin.sub, username: admin.username },
    ]) {
      const token = signForFiveMinutes(claims);
      const status = await t.app.inject({ url: '/api/Authentication/getTwoFactorAuthenticationStatus', headers: bearer(token) });
      expect(status.statusCode).toBe(401);
      expect(status.json().error.code).toBe('security.error.tokenfailed');
      expect((await t.app.inject({ url: '/api/Stores', headers: bearer(token) })).statusCode).toBe(401);
      const check = await t.app.inject({ url: '/api/Authentication/CheckAuthenticated', headers: bearer(token) });
      expect(check.json().data).toEqual({ authenticated: false, username: null, roles: '' });
    }
    // Each one's own claims still work.
    for (const claims of [admin, other]) {
      const res = await t.app.inject({
        url: '/api/Authentication/getTwoFactorAuthenticationStatus',
        headers: bearer(signForFiveMinutes(claims)),
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
