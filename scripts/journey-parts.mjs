// Spreads the browser journeys over CI's two runs (embedded, then PostgreSQL), so each journey runs
// once per CI run instead of twice: the journeys are the long pole of each run (docs/benchmarks.md,
// "Test suite budget"). The hand-written API tests, which hold every database-specific behaviour,
// still run in full on both databases (the generated ones are spread too: apps/server/test/api-part.ts),
// and so do the journeys written for one database (`*.postgres.spec.ts`, `*.embedded.spec.ts`).
// Without JOURNEYS_PART (a developer's `npm test`) every journey runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A journey file's usual seconds (embedded, alone), measured; a file not listed weighs DEFAULT. */
const WEIGHTS_FILE = 'e2e/support/journey-weights.json';
const DEFAULT_WEIGHT = 30;
const DATABASE_SPECIFIC = /\.(postgres|embedded)\.spec\.ts$/;
/**
 * Seconds part 1 (the embedded run) starts with besides its own journeys: its API tests run longer
 * beside the journeys than PostgreSQL's (one PGlite connection per file; session 28's CI: 802 s
 * against 387 s), so it takes fewer journeys and the two runs end closer together.
 */
const EMBEDDED_HEAD_START = 120;

/**
 * The journey files of part `k` of `n` ("k/n"), or [] (every journey) without a part. The shared
 * journeys are dealt heaviest first to the lightest part so far (each part starts with the
 * weight of its database's own journeys: part 1 runs embedded, part 2 on PostgreSQL); the
 * database-specific files are always listed (the Vitest config drops the other database's).
 */
export function journeysOfPart(root, part) {
  if (!part) return [];
  const match = /^(\d+)\/(\d+)$/.exec(part);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) throw new Error(`JOURNEYS_PART must be k/n, got ${part}`);
  const [k, n] = [Number(match[1]), Number(match[2])];
  const weights = JSON.parse(readFileSync(join(root, WEIGHTS_FILE), 'utf8'));
  const weight = (file) => weights[file] ?? DEFAULT_WEIGHT;
  const files = readdirSync(join(root, 'e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/${name}`)
    .sort();
  const specific = files.filter((f) => DATABASE_SPECIFIC.test(f));
  const load = Array.from({ length: n }, (_, i) =>
    specific
      .filter((f) => (i === 0 ? f.includes('.embedded.') : i === 1 ? f.includes('.postgres.') : false))
      .reduce((sum, f) => sum + weight(f), i === 0 ? EMBEDDED_HEAD_START : 0),
  );
  const parts = Array.from({ length: n }, () => []);
  const shared = files.filter((f) => !DATABASE_SPECIFIC.test(f)).sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of shared) {
    const lightest = load.indexOf(Math.min(...load));
    parts[lightest].push(file);
    load[lightest] += weight(file);
  }
  return [...parts[k - 1], ...specific];
}
