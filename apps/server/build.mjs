// Bundles the server and the domain package into dist/main.js; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const own = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const domain = JSON.parse(readFileSync(new URL('../../packages/domain/package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(own.dependencies ?? {}), ...Object.keys(domain.dependencies ?? {})];

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  define: { __APP_VERSION__: JSON.stringify(root.version ?? own.version) },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');
