import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** A script big enough to be worth compressing, as the build's are. */
export const ASSET_TEXT = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

/** The Persian font as Vite names it in the build. */
export const PERSIAN_FONT_FILE = 'Vazirmatn_wght_-Ab12Cd34.woff2';

/** Each language's message chunk as Vite names it. */
export const LANGUAGE_CHUNK_FILES = { fa: 'lang-fa-Bx_1-Yz9.js', en: 'lang-en-Cq2wEr7t.js', tr: 'lang-tr-Dk3LmN0p.js' } as const;

/** The page screen's chunks and style as the build manifest names them (none shared with the entry). */
export const PAGE_SCREEN_FILES = { scripts: ['assets/page-screen-1.js', 'assets/contents-1.js'], styles: ['assets/pages-1.css'] } as const;

/** Vite's build manifest (`.vite/manifest.json`) for the entry and the page screen. */
const MANIFEST = {
  'index.html': { file: 'assets/app-1.js', isEntry: true, imports: [] },
  'src/cms/pages/page-screen.tsx': {
    file: PAGE_SCREEN_FILES.scripts[0],
    isDynamicEntry: true,
    imports: ['index.html', '_contents-1.js'],
    css: PAGE_SCREEN_FILES.styles,
  },
  '_contents-1.js': { file: PAGE_SCREEN_FILES.scripts[1], imports: ['index.html'] },
};

/**
 * A built web app as Vite and the precompress plugin write it (apps/web/build/precompress.ts):
 * the real `index.html` with its `page-meta` comments (the built script tag added), a hashed
 * script with its `.br` and `.gz` copies, the build manifest, and a root file.
 */
export function makeWebDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(dir, 'assets'));
  const source = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  const index = source.replace(
    /<script type="module" src="\/src\/main.tsx"><\/script>/,
    '<script type="module" crossorigin src="/assets/app-1.js"></script>',
  );
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'assets', 'app-1.js'), ASSET_TEXT);
  writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(ASSET_TEXT));
  writeFileSync(join(dir, 'assets', 'app-1.js.gz'), gzipSync(ASSET_TEXT));
  writeFileSync(join(dir, 'assets', PERSIAN_FONT_FILE), 'wOF2');
  for (const file of Object.values(LANGUAGE_CHUNK_FILES)) writeFileSync(join(dir, 'assets', file), 'export const translation = {};');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The real app on a fresh database serving such a built web app; `close` removes the folder too. */
export async function createWebTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const web = makeWebDir();
  const t = await createTestApp({ ...options, webDir: web.dir });
  // Replaced in place: a copy would read the app's `changes` getter, which throws when not counting.
  const close = t.close;
  t.close = async () => {
    await close();
    web.remove();
  };
  return t;
}
