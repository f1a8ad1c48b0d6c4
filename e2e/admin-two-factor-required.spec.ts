import { messages } from '@store/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { storedAuth, submitCredentials } from './support/account';
import { newContext, screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { ADMIN_PASSWORD } from './support/server-harness';
import { totpCode, totpStep } from './support/totp';
import { ADMIN_USERNAME } from './support/ui';

describe('a role that requires two-factor', () => {
  // As in production: the administrators role requires two-factor sign-in.
  const journey = useJourney({ env: { REQUIRE_ADMIN_TWO_FACTOR: 'true' } });

  it('sends an administrator without it to turn it on, then back to the dashboard', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    // Closed however the test ends, so a failure leaves no context running into the next test.
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto('/Authentication');
    await submitCredentials(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    // The dashboard's calls are refused (403 security.error.twofactorsetuprequired): turn it on first.
    await page.waitForURL((url) => url.pathname === '/account/security' && url.searchParams.get('returnUrl') === '/dashboard');
    await page.locator('.ant-notification-notice', { hasText: messages.fa['security.error.twofactorsetuprequired'] }).first().waitFor();
    await page.getByTestId('twofactor-required').waitFor();
    expect(await page.locator('.ant-notification-notice', { hasText: messages.fa['common.error.title'] }).count()).toBe(0);
    expect(await storedAuth(page)).toMatchObject({ username: ADMIN_USERNAME });
    await screenshot(page, 'admin-two-factor-required', 'fa');

    await page.getByTestId('twofactor-turnon').click();
    const secret = (await page.getByTestId('twofactor-secret').getAttribute('data-secret')) ?? '';
    await page.getByTestId('code-input').fill(totpCode(secret, totpStep()));
    await page.getByTestId('twofactor-confirm').click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('recovery-done').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('dashboard-menu').waitFor();
    await page.getByRole('heading', { name: uiFa['dashboard.home.sections'] }).waitFor();
  });
});
