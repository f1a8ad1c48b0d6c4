import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A screen's own built files: its chunk and the chunks it imports that the entry does not, and their styles. */
export interface ScreenAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The web app's public screens, each loaded as a chunk of its own (apps/web/src/app/route-screen.tsx),
 * by route key. A screen moved to another file is simply not preloaded (e2e/storefront-bundle.spec.ts
 * checks the pages do preload theirs).
 */
export const SCREEN_SOURCES: Readonly<Record<string, string>> = {
  home: 'src/storefront/screens/home-page.tsx',
  pages: 'src/cms/pages/page-screen.tsx',
  content: 'src/storefront/screens/content-screen.tsx',
  authentication: 'src/storefront/screens/authentication-page.tsx',
  products: 'src/storefront/catalog/catalog-screen.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Every file a chunk loads before it runs: itself and its static imports, through. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * Each public screen's files from Vite's build manifest (`dist/.vite/manifest.json`), by route key,
 * as addresses: the page names them in its head, so they download beside the entry instead of
 * after it has run (the app's first render waits for the screen). The entry's own files are left
 * out (the built index.html names them already). None without a manifest.
 */
export function screenAssetsOf(webDir: string): Record<string, ScreenAssets> {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const address = (path: string) => `/${path.split('/').map(encodeURIComponent).join('/')}`;
  const screens: Record<string, ScreenAssets> = {};
  for (const [route, source] of Object.entries(SCREEN_SOURCES)) {
    if (!manifest[source]) continue;
    const own = [...closure(manifest, source)].filter((key) => !loaded.has(key));
    screens[route] = {
      scripts: own.map((key) => address(manifest[key]?.file ?? '')),
      styles: [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))].map(address),
    };
  }
  return screens;
}
