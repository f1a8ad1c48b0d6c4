// Bundles the server and the domain package into dist/main.js (the embedded database's thread,
// plain JavaScript, is copied beside it); npm packages stay external
// (resolved from node_modules at run time), only our own workspace packages are inlined.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@store/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  define: { __APP_VERSION__: JSON.stringify(root.version) },
  logLevel: 'warning',
});
// The embedded database's thread (db/pglite-thread.ts) starts pglite-worker.mjs beside main.js.
copyFileSync(new URL('./src/db/pglite-worker.mjs', import.meta.url), new URL('./dist/pglite-worker.mjs', import.meta.url));
console.log('server built: apps/server/dist/main.js, dist/pglite-worker.mjs');
