import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** What each built chunk holds and imports: e2e/storefront-bundle.spec.ts reads it to tell which libraries a page loaded. */
export interface ChunkReport {
  [fileName: string]: { imports: string[]; modules: string[]; sizes?: Record<string, number> };
}

/** Writes the build's chunk report (module paths relative to the repository; outside dist, so never served). */
export function chunkReport(file: string, root: string): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkReport = {};
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const relative = (id: string) => id.replace(/\\/g, '/').replace(`${root.replace(/\\/g, '/').replace(/\/$/, '')}/`, '');
        report[name] = {
          imports: chunk.imports,
          modules: Object.keys(chunk.modules).map(relative),
          // Minified bytes each module adds to the chunk: where a chunk's weight comes from.
          sizes: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [relative(id), m.renderedLength])),
        };
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(report));
    },
  };
}
