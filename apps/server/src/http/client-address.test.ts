import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address.js';

describe('the client a per-address allowance counts', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    const one = clientKey('2001:db8:77:1::1');
    expect(one).toBe('2001:db8:77:1::/64');
    const sameClient = ['2001:db8:77:1::ffff', '2001:0db8:0077:0001:ab:cd:ef:1', '2001:DB8:77:1:0:0:0:2', '2001:db8:77:1::1%eth0'];
    for (const address of [...sameClient, '2001:db8:77:1::10.0.0.1']) expect(clientKey(address), address).toBe(one);
    expect(clientKey('2001:db8:77:2::1')).toBe('2001:db8:77:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is an IPv4 address itself, also when it arrives IPv4-mapped in IPv6', () => {
    expect(clientKey('10.0.0.2')).toBe('10.0.0.2');
    expect(clientKey('10.0.0.3')).toBe('10.0.0.3');
    expect(clientKey('::ffff:10.0.0.2')).toBe('10.0.0.2');
    expect(clientKey('::FFFF:a00:2')).toBe('10.0.0.2');
  });

  it('is anything else as written', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('not-an-address')).toBe('not-an-address');
  });
});
