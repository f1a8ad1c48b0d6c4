import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport } from './build/chunk-report';
import { precompress } from './build/precompress';

const publicDomainModules = readFileSync(new URL('../../packages/domain/src/public.ts', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => /from '\.\/(.+)\.js'/.exec(line)?.[1])
  .filter((name): name is string => Boolean(name));
const isPublicDomainModule = (id: string) =>
  /packages\/domain\/src\//.test(id) && publicDomainModules.some((name) => id.replace(/\\/g, '/').endsWith(`/domain/src/${name}.ts`));

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    chunkReport(fileURLToPath(new URL('./.build/chunks.json', import.meta.url)), fileURLToPath(new URL('../..', import.meta.url))),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: the server preloads each public screen's chunks with its page (http/site/screen-assets.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // The domain's light modules (what `@store/domain/public` gathers) in a chunk of their own:
        // left to itself the bundler puts them in one chunk with the schemas and entity declarations
        // the dashboard shares them with, and a visitor's page would download all of it.
        manualChunks: (id) => (isPublicDomainModule(id) ? 'domain-public' : undefined),
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
