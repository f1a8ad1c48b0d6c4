import { describe, expect, it, onTestFinished } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { ADMIN_PASSWORD } from './support/server-harness';
import { ADMIN_USERNAME, chooseLanguage, signInAsAdmin } from './support/ui';

const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };

/**
 * Issue 9, item 9: strangers who guess the administrator's password lock out strangers only. The
 * browser the administrator signed in with before keeps its device cookie (HttpOnly, so no script
 * sees it) and sends it with the next sign-in, which gets through; a browser the account does not
 * know is refused with the right password too, and told for how long, in its language.
 */
describe('a sign-in lockout that strangers cannot aim at the owner', () => {
  const journey = useJourney();

  it('lets the administrator’s known browser in after strangers locked the account, and refuses a new one', async () => {
    const owner = await newContext(journey.browser, journey.server.url);
    onTestFinished(() => owner.close());
    const page = await owner.newPage();
    await signInAsAdmin(page);
    const [device] = (await owner.cookies()).filter((c) => c.name.startsWith('device-'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/Authentication' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('device-');
    await page.getByTestId('signout-button').click();
    await page.getByTestId('signout-this').click();
    await page.waitForURL((url) => url.pathname === '/Authentication');

    // Strangers guess through the API, without the cookie, until the account is locked for them.
    const guess = (password: string) =>
      fetch(`${journey.server.url}/api/Authentication/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en' },
        body: JSON.stringify({ username: ADMIN_USERNAME, password }),
      });
    for (let i = 0; i < 5; i++) expect((await guess(`stranger-guess-${i}`)).status).toBe(401);
    expect((await guess('stranger-guess-last')).status).toBe(429);

    // A browser the account does not know: the right password is refused, with how long to wait.
    const stranger = await newContext(journey.browser, journey.server.url);
    onTestFinished(() => stranger.close());
    const refused = await stranger.newPage();
    await refused.goto('/Authentication');
    for (const lang of ['fa', 'en', 'tr'] as const) {
      await chooseLanguage(refused, lang);
      await refused.locator('#signin_username').fill(ADMIN_USERNAME);
      await refused.locator('#signin_password').fill(ADMIN_PASSWORD);
      const answer = refused.waitForResponse((r) => r.url().endsWith('/api/Authentication/signin'));
      await refused.getByTestId('signin-submit').click();
      const body = (await (await answer).json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('security.error.lockedout');
      await refused.getByRole('alert').filter({ hasText: body.error.message }).waitFor();
      expect((await stranger.cookies()).filter((c) => c.name.startsWith('device-'))).toEqual([]);
      await refused.setViewportSize(DESKTOP);
      await screenshot(refused, 'signin-lockout-stranger', lang);
      await refused.setViewportSize(PHONE);
      await screenshot(refused, 'signin-lockout-stranger-phone', lang);
      await refused.setViewportSize(DESKTOP);
    }

    // The administrator's browser sends its device cookie and gets in.
    await signInAsAdmin(page);
    const renewed = (await owner.cookies()).filter((c) => c.name.startsWith('device-'));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]?.value).not.toBe(device?.value);
  });
});
