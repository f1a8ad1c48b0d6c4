// `npm test`: lint, type checks, the build (skipped when it is newer than every source) and every
// test, stopping at the first step that fails; prints how long each step took, so CI shows where
// its time goes. Arguments go to Vitest (`npm test -- --project server`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['build', process.execPath, ['scripts/build-if-stale.mjs']],
  ['vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

const took = [];
let status = 0;
for (const [name, command, args] of steps) {
  const started = performance.now();
  status = spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
  took.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
console.log(`npm test${process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (embedded)'}: ${took.join(', ')}`);
process.exit(status);
