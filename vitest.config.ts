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
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          // test/: the test helpers' own tests (the change counter the refusal checks rely on).
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
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
