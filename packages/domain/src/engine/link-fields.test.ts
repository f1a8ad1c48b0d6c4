import { describe, expect, it } from 'vitest';
import { Store } from '../entities/operations.js';
import type { FieldDef } from './field.js';
import { FIELD_KINDS } from './field-kinds.js';
import { fieldIssues } from './issues.js';
import { inputSchema } from './schemas.js';

/**
 * Addresses a page will put in `href` or `src` (a store's URL, icon and logo, a file): only web
 * addresses and the site's own files, never a script, an inline document or another site
 * pretending to be ours.
 */
const storeUpdate = inputSchema(Store, 'update');
const issueOf = (field: 'url' | 'logo', value: string) => {
  const result = storeUpdate.safeParse({ [field]: value }, { reportInput: true });
  return result.success ? null : fieldIssues(result.error.issues)[field]?.code;
};

/** Refused everywhere: scripts, inline documents, other schemes, and ways of hiding them. */
const DANGEROUS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:image/png;base64,iVBORw0KGgo=',
  'file:///etc/passwd',
  'ftp://files.example/logo.png',
  // Another site through a protocol-relative or backslash path.
  '//evil.example/logo.png',
  '/\\evil.example/logo.png',
  '\\\\evil.example\\logo.png',
  // Whitespace, controls and direction overrides inside an address.
  'https://shop.example/lo go.png',
  'https://shop.example/logo.png\u0007',
  'https://shop.example/\u202egnp.exe',
  'https://shop\u200b.example/logo.png',
  // Not absolute, or without a host.
  'https:shop.example/logo.png',
  'http://',
  'logo.png',
  'shop.example/logo.png',
];

describe('image fields (a store’s icon and logo)', () => {
  it('accept web addresses and site paths of uploaded files', () => {
    for (const value of [
      'https://cdn.example/logo.png',
      'http://shop.example/a/logo.png?v=2#top',
      'HTTPS://CDN.EXAMPLE/LOGO.PNG',
      '/api/CMS/Image/DataContents/logo.png',
      '/favicon.svg',
      '',
    ]) {
      expect(issueOf('logo', value), value).toBeNull();
    }
    // Surrounding spaces are trimmed, not smuggled.
    expect(storeUpdate.parse({ logo: '  https://cdn.example/logo.png ' })).toEqual({ logo: 'https://cdn.example/logo.png' });
  });

  it('refuse scripts, data URLs, other schemes, other sites and hidden characters with a field error', () => {
    for (const value of DANGEROUS) expect(issueOf('logo', value), JSON.stringify(value)).toBe('common.error.fileurl');
  });
});

describe('url fields', () => {
  it('accept absolute web addresses only', () => {
    expect(issueOf('url', 'https://shop.example')).toBeNull();
    expect(issueOf('url', 'http://shop.example:8080/fa?x=1')).toBeNull();
    for (const value of [...DANGEROUS, '/api/CMS/Image/DataContents/logo.png']) {
      expect(issueOf('url', value), JSON.stringify(value)).toBe('common.error.url');
    }
  });
});

describe('file fields', () => {
  const pdf: FieldDef = { kind: 'file', accept: ['.pdf'] };
  const schema = FIELD_KINDS.file.input(pdf);
  const anyFile = FIELD_KINDS.file.input({ kind: 'file' });
  it('take the same addresses as images, and keep their accepted endings', () => {
    expect(schema.safeParse('/api/cms/download/DataContents/terms.pdf').success).toBe(true);
    expect(schema.safeParse('https://files.example/terms.pdf').success).toBe(true);
    expect(schema.safeParse('https://files.example/terms.exe').error?.issues[0]?.message).toBe('content.error.fileformat');
    for (const value of DANGEROUS) {
      expect(anyFile.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe('common.error.fileurl');
    }
  });
});
