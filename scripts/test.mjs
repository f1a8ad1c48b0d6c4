// `npm test`: lint, type checks, the build (skipped when it is newer than every source) and every
// test, stopping at the first step that fails; prints how long each step took, so CI shows where
// its time goes. Arguments go to Vitest (`npm test -- --project server`).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { journeysOfPart } from './journey-parts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestArgs = process.argv.slice(2);
/** `JOURNEYS_PART=1/2`: only that part of the journeys (CI spreads them over its two runs; journey-parts.mjs). */
const journeyFiles = journeysOfPart(root, process.env.JOURNEYS_PART);

/**
 * Without arguments the tests run as two Vitest processes side by side: the API and unit tests,
 * and the browser journeys. Vitest's default is one worker on this 2-core machine, so one process
 * would run them one after another, although a journey mostly waits on its browser and server.
 * Each keeps one worker, so the machine runs two things at once, not more (docs/benchmarks.md).
 * The API tests run at a lower CPU priority (`nice`): a journey waits on a browser for what it
 * checks, so it gets the cores first and the API tests fill the time it waits.
 */
const API_PRIORITY = 10;
const groups = vitestArgs.length
  ? [['vitest', vitestArgs]]
  : [
      ['api', ['--project', 'domain', '--project', 'web', '--project', 'server'], API_PRIORITY],
      ['journeys', ['--project', 'e2e', ...journeyFiles]],
    ];

function runSync(command, args) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}

/** Runs one Vitest process; with a label, its lines are prefixed so two can share the console. */
function runVitest(label, args, niceness = 0) {
  const started = performance.now();
  return new Promise((resolve) => {
    const command = [...(niceness > 0 ? ['nice', '-n', String(niceness)] : []), 'npx', 'vitest', 'run', ...args];
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Prefixed lines go to a log, not a terminal: no colour codes in them.
      env: label ? { ...process.env, NO_COLOR: '1' } : process.env,
    });
    if (label) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`));
      }
    }
    child.on('close', (code) => resolve({ label, status: code ?? 1, seconds: (performance.now() - started) / 1000 }));
  });
}

const took = [];
let status = 0;
for (const [name, command, args] of [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['build', process.execPath, ['scripts/build-if-stale.mjs']],
]) {
  const started = performance.now();
  status = runSync(command, args);
  took.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
if (status === 0) {
  const started = performance.now();
  const results = await Promise.all(groups.map(([label, args, niceness]) => runVitest(groups.length > 1 ? label : '', args, niceness)));
  const parts = results.map((r) => `${r.label} ${r.seconds.toFixed(1)} s${r.status === 0 ? '' : ' (failed)'}`);
  took.push(`vitest ${((performance.now() - started) / 1000).toFixed(1)} s (${parts.join(', ')})`);
  status = results.some((r) => r.status !== 0) ? 1 : 0;
}
console.log(`npm test${process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (embedded)'}: ${took.join(', ')}`);
process.exit(status);
