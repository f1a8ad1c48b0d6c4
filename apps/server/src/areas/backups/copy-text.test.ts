import { describe, expect, it } from 'vitest';
import { parseCopyLine } from './copy-text.js';

describe('COPY text lines', () => {
  it('give back NULLs, tabs, newlines and backslashes as they were', () => {
    expect(parseCopyLine('1\t\\N\ta\\tb\\nc\\\\d\t\\\\N')).toEqual(['1', null, 'a\tb\nc\\d', '\\N']);
  });
});
