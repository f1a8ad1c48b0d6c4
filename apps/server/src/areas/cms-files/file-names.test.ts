import { describe, expect, it } from 'vitest';
import { directoryOf, storedNameFor, storedNameOf } from './file-names.js';

describe('stored file names', () => {
  it('keep a readable base, Persian letters included, with a random suffix and the extension', () => {
    expect(storedNameFor('گزارش سالانه.PDF')).toMatch(/^گزارش-سالانه-[0-9a-f]{8}\.pdf$/);
    expect(storedNameFor('../../etc/passwd.png')).toMatch(/^passwd-[0-9a-f]{8}\.png$/);
    expect(storedNameFor('C:\\Users\\x\\..\\evil name.jpg')).toMatch(/^evil-name-[0-9a-f]{8}\.jpg$/);
    expect(storedNameFor('.hidden')).toMatch(/^hidden-[0-9a-f]{8}$/);
    expect(storedNameFor('...')).toMatch(/^file-[0-9a-f]{8}$/);
    expect(storedNameFor('a\u0000b.txt')).toMatch(/^a-b-[0-9a-f]{8}\.txt$/);
    expect(storedNameFor('logo.png')).not.toBe(storedNameFor('logo.png'));
    expect(storedNameOf(storedNameFor('گزارش.pdf'))).toBeTruthy();
  });

  it('refuse a name from a request that could leave its folder, however it is written', () => {
    for (const name of [
      '../x.png',
      '..',
      '.',
      'a/b.png',
      'a\\b.png',
      '%2e%2e',
      '..%2fx',
      'x.png\u0000',
      '/etc/passwd',
      'C:x',
      'a..b',
      'a.b.c',
      '',
      'x\u202e.png',
    ]) {
      expect(() => storedNameOf(name), name).toThrow('content.error.filename');
    }
  });

  it('know only the fixed folders, in any letter case', () => {
    expect(directoryOf('datacontents')).toBe('DataContents');
    expect(directoryOf('AVATARS')).toBe('avatars');
    for (const name of ['../avatars', 'avatars/', 'tmp', '', undefined]) expect(() => directoryOf(name)).toThrow('content.error.directory');
  });
});
