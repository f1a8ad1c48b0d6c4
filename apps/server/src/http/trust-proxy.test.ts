import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { REGISTER_PER_ADDRESS } from '../areas/identity/throttle.js';
import { parseTrustProxy } from '../config.js';

const PROXY = '10.8.0.2';

/** Registers a fresh account from `remoteAddress`, saying the client is `forwardedFor`. */
function registerVia(t: Awaited<ReturnType<typeof createTestApp>>, n: number, remoteAddress: string, forwardedFor: string) {
  const username = `proxied.user${n}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/Authentication/register',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username, password: 'proxied-pass', confirmPassword: 'proxied-pass' },
  });
}

describe('the client address behind a reverse proxy', () => {
  it('is the one the trusted proxy names, so each client has its own allowance', async () => {
    const t = await createTestApp({ trustProxy: [PROXY] });
    try {
      let n = 0;
      for (let i = 0; i < REGISTER_PER_ADDRESS.limit; i++) expect((await registerVia(t, n++, PROXY, '203.0.113.7')).statusCode).toBe(201);
      expect((await registerVia(t, n++, PROXY, '203.0.113.7')).statusCode).toBe(429);
      // Another client behind the same proxy is not locked out with the first.
      expect((await registerVia(t, n++, PROXY, '198.51.100.4')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('is the socket’s when the sender is not a trusted proxy: a forged header picks no fresh allowance', async () => {
    const t = await createTestApp({ trustProxy: [PROXY] });
    try {
      let n = 0;
      for (let i = 0; i < REGISTER_PER_ADDRESS.limit; i++) {
        expect((await registerVia(t, n++, '192.0.2.50', `203.0.113.${i}`)).statusCode).toBe(201);
      }
      expect((await registerVia(t, n++, '192.0.2.50', '203.0.113.200')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes addresses and ranges or a hop count, and refuses to trust everyone', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy(' ')).toBeUndefined();
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    for (const everyone of ['true', '*', '0.0.0.0/0', '::/0']) expect(() => parseTrustProxy(everyone)).toThrow(/not every address/);
  });
});
