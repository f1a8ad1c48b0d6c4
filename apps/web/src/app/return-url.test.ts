import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('a return address after signing in', () => {
  it('is followed when it stays on this site', () => {
    for (const url of ['/', '/dashboard', '/pages/درباره-ما?lang=en', '/melk/account/tickets#top']) expect(safeReturnUrl(url)).toBe(url);
  });

  it('is refused when it leaves the site, also through characters the URL parser drops', () => {
    for (const url of [
      'https://example.org',
      '//example.org',
      '/\\example.org',
      '/\t/example.org',
      '/\n/example.org',
      '/%09/x\u0000',
      'pages',
      '',
      null,
    ]) {
      expect(safeReturnUrl(url), JSON.stringify(url)).toBeNull();
    }
  });
});
