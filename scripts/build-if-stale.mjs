// Builds the web app and the server when a build output is missing or older than any source, so
// `npm start` and `npm test` (run twice in CI, once per database) build once. Run as a script, or
// import buildIfStale().
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].map((p) => join(root, p));
// Sources and what turns them into the outputs (a changed bundler setting must rebuild too).
const sources = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'package-lock.json',
].map((p) => join(root, p));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Whether a build is needed: an output is missing, or a source changed after the oldest output. */
export function isStale() {
  const built = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  return built === 0 || Math.max(...sources.map(newest)) > built;
}

/** Runs `npm run build` when isStale(); answers the exit status (0 when nothing was to do). */
export function buildIfStale() {
  if (!isStale()) {
    console.log('The build is newer than every source: not building again.');
    return 0;
  }
  console.log('Building the web app and the server…');
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(buildIfStale());
