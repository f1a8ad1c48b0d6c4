import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server-harness';

export interface Journey {
  server: RunningServer;
  browser: Browser;
}

/**
 * A journey's fixtures: the built production server on a fresh database and Chromium, started
 * before the file's tests and stopped after them. Read the fields inside tests (they are set in
 * `beforeAll`).
 */
export function useJourney(options?: Parameters<typeof startServer>[0]): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startServer(options);
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
