import { defineConfig } from 'vitest/config';

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
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Journeys share one machine's two cores with a server and a browser each: one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
