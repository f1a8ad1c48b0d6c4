import { messages } from '@store/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server-harness';

describe('not found', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the 404 page for an unmatched path and at /error/404', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    for (const path of ['/no/such/page', '/error/404']) {
      await page.goto(path);
      const notFound = page.getByTestId('not-found');
      await notFound.waitFor();
      expect(await notFound.textContent()).toContain('404');
      expect(await notFound.textContent()).toContain(messages.fa['route.notFound']);
      await expect.poll(() => page.title()).toContain(messages.fa['route.notFound']);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await screenshot(page, 'not-found', 'fa');
    // The way back works.
    await page.getByRole('link', { name: 'بازگشت به خانه' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
