import { defineConfig } from 'vitest/config';

/**
 * Journeys that prove something of one database only run in that database's run: CI runs
 * `npm test` once embedded and once with DATABASE_URL, so each runs exactly once per CI run.
 * `*.postgres.spec.ts` (several processes, a kill mid-transaction) needs DATABASE_URL;
 * `*.embedded.spec.ts` (the engine dying with the process, a fresh `npm start`) runs without it.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const otherDatabaseJourneys = onPostgres ? 'e2e/**/*.embedded.spec.ts' : 'e2e/**/*.postgres.spec.ts';

/**
 * One runner for everything: pure unit tests, API tests against a real database (a template
 * migrated once per run, see apps/server/test/global-setup.ts) and browser journeys in Debian's
 * Chromium against the built production server.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // isolate: false — a file's modules are imported once per worker, not once per file: the
        // tests hold no state in modules between files (each file opens its own database and app).
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        // The web's pure modules (formatting, digits, isolates): no browser, no server. Isolated:
        // one test patches dayjs's Jalali plugin, another compares with it unpatched.
        // The calendar tests walk every day from 1950 to 2100: seconds of CPU, more beside the journeys.
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          // test/: the test helpers' own tests (the change counter the refusal checks rely on).
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          isolate: false,
          // Passwords hashed at scrypt N=2^10 rather than 2^15 (password.ts says why).
          env: { PASSWORD_COST_LOG2: '10' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: '.',
          include: ['e2e/**/*.spec.ts'],
          exclude: [otherDatabaseJourneys],
          // The built server's first start, once per run: journey servers start from a copy of it.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Journeys share one machine's two cores with a server and a browser each: one at a time.
          fileParallelism: false,
          // `npm test` runs the API tests beside the journeys (scripts/test.mjs); a journey whose
          // waits ran out while PostgreSQL worked for the API tests gets one more try. A real
          // failure fails twice; each retry is printed in the report (docs/benchmarks.md).
          retry: 1,
        },
      },
    ],
  },
});
