import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the toasts', () => {
  // Ant Design's notices open at the top, over the top bar's flags and sign-out in a right-to-left
  // language (issue 14 saw it): every notice goes through the one toaster (ui/toaster.tsx).
  it('are all the one toaster’s: no screen opens Ant Design’s notification or message', () => {
    const offenders = sources(SOURCE).filter((path) =>
      /\b(notification|message)\.(success|error|info|warning|open|loading)\(/.test(readFileSync(path, 'utf8')),
    );
    expect(offenders.map((path) => path.slice(SOURCE.length + 1))).toEqual([]);
  });
});
