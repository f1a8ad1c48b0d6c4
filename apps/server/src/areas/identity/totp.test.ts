import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../../test/account-client.js';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/test-app.js';
import { createSecretBox } from './secret-box.js';
import { matchingStep, TOTP_PERIOD_SECONDS } from './totp.js';

/**
 * RFC 6238 appendix B, the SHA-1 rows: the shared secret is the ASCII text "12345678901234567890"
 * and the codes are 8 digits; ours are their last 6. The expected codes are the published ones,
 * written here by hand — not computed with the module the server verifies with.
 */
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: readonly [seconds: number, code: string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];
const ours = (code: string) => code.slice(-6);

describe('TOTP verification against the RFC 6238 test vectors', () => {
  it('decodes the published secret: base32 of "12345678901234567890"', () => {
    expect(Buffer.from('12345678901234567890').toString('base64')).toBe('MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=');
    // RFC 4648 base32 of the same bytes, as authenticator apps are given it.
    const bits = [...Buffer.from('12345678901234567890')].map((b) => b.toString(2).padStart(8, '0')).join('');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    const base32 = bits
      .match(/.{5}/g)
      ?.map((five) => alphabet[Number.parseInt(five, 2)])
      .join('');
    expect(base32).toBe(RFC_SECRET_BASE32);
  });

  it.each(RFC_VECTORS)('accepts the code of T = %i s at its time, in its time step', (seconds, code) => {
    expect(matchingStep(RFC_SECRET_BASE32, ours(code), seconds * 1000)).toBe(Math.floor(seconds / TOTP_PERIOD_SECONDS));
  });

  it('refuses each code at the times of the others, beyond the one step of drift allowed', () => {
    const step = (seconds: number) => Math.floor(seconds / TOTP_PERIOD_SECONDS);
    for (const [seconds] of RFC_VECTORS) {
      for (const [other, code] of RFC_VECTORS) {
        const expected = Math.abs(step(other) - step(seconds)) <= 1 ? step(other) : null;
        expect(matchingStep(RFC_SECRET_BASE32, ours(code), seconds * 1000)).toBe(expected);
      }
    }
  });
});

describe('sign-in with the RFC 6238 secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts each published code at its time and refuses it a step later than the window', async () => {
    const client = accountClient(t);
    const account = await client.register('rfc.vectors.user');
    // Two-factor on with the RFC's secret, stored as the server stores any secret (sealed).
    const box = createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY));
    await t.database.db
      .updateTable('customers')
      .set({ twoFactorEnabled: true, twoFactorSecret: box.seal(account.id, RFC_SECRET_BASE32) })
      .where('id', '=', account.id)
      .execute();
    const signin = (pinCode: string) => client.post('signin', { username: account.username, password: account.password, pinCode });
    // The vectors run forward in time, so each code's step is later than the last one accepted.
    for (const [seconds, code] of RFC_VECTORS) {
      t.clock.offsetMs = seconds * 1000 + 2 * TOTP_PERIOD_SECONDS * 1000 - Date.now();
      expect((await signin(ours(code))).statusCode, `T = ${seconds} + 60 s`).toBe(401);
      t.clock.offsetMs = seconds * 1000 - Date.now();
      const res = await signin(ours(code));
      expect(res.statusCode, `T = ${seconds}: ${res.body}`).toBe(200);
    }
  });
});
