import { describe, expect, it } from 'vitest';
import { hostOrLocal } from './public-address.js';

describe('the request’s host in the addresses given out', () => {
  it('keeps a host name, an IPv4 or IPv6 address, with or without a port', () => {
    for (const host of ['shop.example', 'SHOP.example:8443', '127.0.0.1:3000', '[::1]:3000', 'localhost', 'xn--mgbh0fb.example'])
      expect(hostOrLocal(host), host).toBe(host);
  });

  it('takes anything else for localhost: paths, queries, spaces, quotes, user info', () => {
    for (const host of [
      'evil.com/x?',
      'evil.com?',
      'a b',
      '"><script>',
      'user@evil.com',
      'evil.com:port',
      '-bad.example',
      `${'a'.repeat(300)}.com`,
    ])
      expect(hostOrLocal(host), host).toBe('localhost');
  });
});
