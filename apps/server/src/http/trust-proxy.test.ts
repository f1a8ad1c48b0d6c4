import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { REGISTER_PER_ADDRESS } from '../areas/identity/throttle.js';
import { MAX_PROXY_HOPS, parseTrustProxy } from './trust-proxy.js';

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
    const t = await createTestApp({ trustProxy: PROXY });
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
    const t = await createTestApp({ trustProxy: PROXY });
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
  const trust = (value: string) => {
    const parsed = parseTrustProxy(value);
    if (!parsed) throw new Error(`${value} trusts nobody`);
    return parsed;
  };

  it('takes addresses and ranges (IPv4, IPv6, by name); unset or empty trusts none', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy(' ')).toBeUndefined();
    const listed = trust('10.0.0.1, 192.168.0.0/16, fd00::/8');
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '192.168.44.3', 'fd12::7']) expect(listed(address, 0), address).toBe(true);
    for (const address of ['10.0.0.2', '192.169.0.1', 'fe80::1', 'not-an-address', '']) expect(listed(address, 0), address).toBe(false);
    // A chain of listed proxies is walked; the first address not listed is the client.
    expect(listed('192.168.1.1', 1)).toBe(true);
    expect(listed('203.0.113.5', 1)).toBe(false);
    const local = trust('loopback');
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(local(address, 0), address).toBe(true);
    expect(local('10.0.0.1', 0)).toBe(false);
  });

  it('refuses to trust everyone, also through ranges that only together cover every address', () => {
    for (const everyone of [
      'true',
      '*',
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1, 10.0.0.1',
      '128.0.0.0/1, 0.0.0.0/1, 3',
      '::/1,8000::/1',
      // IPv4-mapped IPv6 covers IPv4: a dual-stack socket names an IPv4 client that way.
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/97, 128.0.0.0/1',
      // The lower half of IPv6 holds ::ffff:0:0/96, so every IPv4 client too.
      '::/1',
    ]) {
      expect(() => parseTrustProxy(everyone), everyone).toThrow(/not every address/);
    }
    // Large but not everything: accepted.
    for (const wide of ['0.0.0.0/1', '0.0.0.0/1,128.0.0.0/2', '::ffff:0:0/97', '8000::/1', 'uniquelocal']) {
      expect(parseTrustProxy(wide), wide).toBeTypeOf('function');
    }
  });

  it('refuses a hop count without a proxy address, and entries that are not addresses', () => {
    for (const hopsOnly of ['1', '2', ' 3 ']) expect(() => parseTrustProxy(hopsOnly), hopsOnly).toThrow(/hop count alone/);
    expect(() => parseTrustProxy('10.0.0.1,1,2')).toThrow(/at most one hop count/);
    expect(() => parseTrustProxy('10.0.0.1,0')).toThrow(/at least 1/);
    // A count past any real chain of proxies would believe what the client wrote itself (issue 9's review).
    expect(() => parseTrustProxy(`10.0.0.1,${MAX_PROXY_HOPS}`)).not.toThrow();
    for (const many of [MAX_PROXY_HOPS + 1, 1_000_000]) expect(() => parseTrustProxy(`10.0.0.2,${many}`)).toThrow(/at most 5/);
    for (const bad of [
      '10.0.0.300',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/8/1',
      '10.0.0.0/abc',
      'fe80::1%eth0',
      'proxy.example',
      '10.0.0.0/255.0.0.0',
    ]) {
      expect(() => parseTrustProxy(`10.0.0.1,${bad}`), bad).toThrow(`"${bad}" is not an IP address`);
    }
  });

  it('with a hop count, trusts that many hops only behind a listed proxy', () => {
    const chain = trust('10.8.0.2,2');
    // The socket must be a listed proxy, whatever the count …
    expect(chain('192.0.2.1', 0)).toBe(false);
    expect(chain('10.8.0.2', 0)).toBe(true);
    // … then the next hop is trusted whatever it is (an outer proxy of unknown address), and no further.
    expect(chain('203.0.113.9', 1)).toBe(true);
    expect(chain('203.0.113.9', 2)).toBe(false);
    expect(chain('10.8.0.2', 4)).toBe(true);
  });
});

describe('a hop count behind a listed proxy', () => {
  it('names the client two hops out; a client reaching the app directly picks no fresh allowance', async () => {
    const t = await createTestApp({ trustProxy: `${PROXY},2` });
    try {
      let n = 0;
      // Client → outer proxy (198.51.100.1, not listed) → our proxy → app: the client is the third address.
      for (let i = 0; i < REGISTER_PER_ADDRESS.limit; i++) {
        expect((await registerVia(t, n++, PROXY, `203.0.113.7, 198.51.100.1`)).statusCode).toBe(201);
      }
      expect((await registerVia(t, n++, PROXY, '203.0.113.7, 198.51.100.1')).statusCode).toBe(429);
      expect((await registerVia(t, n++, PROXY, '203.0.113.8, 198.51.100.1')).statusCode).toBe(201);
      // Not through the listed proxy: the forged chain is not read, the socket is the client.
      for (let i = 0; i < REGISTER_PER_ADDRESS.limit; i++) {
        expect((await registerVia(t, n++, '192.0.2.60', `203.0.113.${100 + i}, 198.51.100.1`)).statusCode).toBe(201);
      }
      expect((await registerVia(t, n++, '192.0.2.60', '203.0.113.250, 198.51.100.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
