import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCREEN_SOURCES, screenAssetsOf } from './screen-assets.js';

const dir = mkdtempSync(join(tmpdir(), 'screen-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('screenAssetsOf', () => {
  it('names a screen’s chunk, the chunks it imports that the entry does not, and their styles', () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'], css: ['assets/index-a.css'] },
        '_shared-b.js': { file: 'assets/shared-b.js' },
        [SCREEN_SOURCES.pages as string]: {
          file: 'assets/page-screen-c.js',
          imports: ['index.html', '_shared-b.js', '_contents-d.js'],
          css: ['assets/pages-c.css'],
        },
        '_contents-d.js': { file: 'assets/contents-d.js', imports: ['_shared-b.js', '_sanitizer-e.js'], css: ['assets/contents-d.css'] },
        '_sanitizer-e.js': { file: 'assets/sanitizer-e.js' },
      }),
    );
    const screens = screenAssetsOf(dir);
    expect(screens.pages).toEqual({
      scripts: ['/assets/page-screen-c.js', '/assets/contents-d.js', '/assets/sanitizer-e.js'],
      styles: ['/assets/pages-c.css', '/assets/contents-d.css'],
    });
    // A screen the build does not have is not named.
    expect(screens.home).toBeUndefined();
  });

  it('names nothing without a manifest', () => {
    expect(screenAssetsOf(join(dir, 'missing'))).toEqual({});
  });
});
