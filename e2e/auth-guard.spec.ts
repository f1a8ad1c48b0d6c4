import { messages } from '@store/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { newContext, screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { ADMIN_USERNAME, signInAsAdmin } from './support/ui';

describe('sign-in guards', () => {
  const journey = useJourney();

  it('sends anonymous visitors to sign in and back, and signed-in ones away from it', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    // Closed however the test ends, so a failure leaves no context running into the next test.
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto('/dashboard/Settings/Store/List');
    await page.waitForURL((url) => url.pathname === '/Authentication');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/dashboard/Settings/Store/List');
    await page.getByTestId('signin-form').waitFor();
    await screenshot(page, 'auth-guard-signin', 'fa');

    // A wrong password is answered in place, in Persian.
    await page.locator('#signin_username').fill(ADMIN_USERNAME);
    await page.locator('#signin_password').fill('not-the-password');
    await page.getByTestId('signin-submit').click();
    await page.getByRole('alert').filter({ hasText: messages.fa['security.error.authfailed'] }).waitFor();

    await signInAsAdmin(page);
    // A guest-only route with a valid login goes Home.
    await page.goto('/Authentication');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('dashboard-link').waitFor();
  });

  it('answers a 401 with "Authorization / Access Denied", drops the login and asks to sign in', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    // Closed however the test ends, so a failure leaves no context running into the next test.
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await signInAsAdmin(page);
    // The server no longer accepts the login (forged tokens), though it has not expired locally:
    // the refused access token cannot be renewed with the refresh token either.
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, string>;
      localStorage.setItem('auth', JSON.stringify({ ...auth, access_token: 'forged.token.value', refresh_token: 'forged-refresh-token' }));
    });
    await page.goto('/dashboard/Settings/Setting/List');
    const notice = page.locator('.toast, .ant-notification-notice', { hasText: uiFa['auth.unauthorized.title'] });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(messages.fa['common.error.accessdenied']);
    await page.waitForURL((url) => url.pathname === '/Authentication');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.getByTestId('signin-form').waitFor();
    await screenshot(page, 'auth-guard-401', 'fa');
  });

  it('signs out of all devices from the dashboard', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    // Closed however the test ends, so a failure leaves no context running into the next test.
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await signInAsAdmin(page);
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token: string }).access_token);
    await page.getByTestId('signout-button').click();
    await page.getByTestId('signout-all').click();
    // A sign-out ends on the sign-in page (issue 11).
    await page.waitForURL((url) => url.pathname === '/Authentication');
    await page.getByTestId('signin-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    // The server closed the session: the old token is refused.
    const answer = await fetch(`${journey.server.url}/api/Stores`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(401);
  });
});
