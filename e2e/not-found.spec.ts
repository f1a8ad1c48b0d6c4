import { messages } from '@store/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { useJourney } from './support/journey';

describe('not found', () => {
  const journey = useJourney();

  it('shows the 404 page for an unmatched path and at /error/404', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    // Closed however the test ends, so a failure leaves no context running into the next test.
    onTestFinished(() => context.close());
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
  });
});
