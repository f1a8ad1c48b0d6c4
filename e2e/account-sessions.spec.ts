import { messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { chooseUserMenuItem, formFieldError, patchStoredAuth, statusWithToken, storedAuth, submitCredentials } from './support/account';
import { accountJourney, registerWithTwoFactor, signInWithRecoveryCode } from './support/account-setup';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';

const PASSWORD = 'journey-pass-1';
const NEW_PASSWORD = 'journey-pass-2';
const fa = messages.fa;

async function notice(page: Page, text: string): Promise<void> {
  await page.locator('.toast, .ant-notification-notice', { hasText: text }).first().waitFor();
}

describe('account: sessions across devices (token renewal, change password, sign out everywhere)', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'account-sessions');

  it('renews an expired or refused access token with the refresh token, once; a closed session signs out', async () => {
    const server = journey.server;
    const account = await registerWithTwoFactor(server.url, 'journey_renew', PASSWORD);
    const first = await device();
    await signInWithRecoveryCode(first, account, account.recoveryCodes[0] ?? '');
    // A second device signs in with another recovery code (in capitals: codes are not case-sensitive).
    const page = await device();
    await signInWithRecoveryCode(page, account, (account.recoveryCodes[1] ?? '').toUpperCase());
    const signedIn = await storedAuth(page);
    if (!signedIn) throw new Error('the second device is not signed in');
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().toLowerCase().endsWith('/api/authentication/refresh')) refreshes++;
    });

    // The access token expired: the guard of a login-required route renews it instead of asking to sign in.
    await patchStoredAuth(page, { expire_date: new Date(Date.now() - 60_000).toISOString() });
    await page.goto('/account/security');
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.on']);
    expect(new URL(page.url()).pathname).toBe('/account/security');
    const second = await storedAuth(page);
    expect(second?.access_token).not.toBe(signedIn.access_token);
    expect(second?.refresh_token).not.toBe(signedIn.refresh_token);
    expect(Date.parse(second?.expire_date ?? '')).toBeGreaterThan(Date.now());
    expect(refreshes).toBe(1);

    // The server refuses the access token (security.error.tokenfailed): renewed once and the call sent again.
    await patchStoredAuth(page, { access_token: 'forged.token.value' });
    await page.goto('/account/security');
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.on']);
    const third = await storedAuth(page);
    expect(third?.refresh_token).not.toBe(second?.refresh_token);
    expect(refreshes).toBe(2);
    expect(await page.locator('.toast, .ant-notification-notice', { hasText: uiFa['auth.unauthorized.title'] }).count()).toBe(0);

    // A spent refresh token is refused. (The server revokes the session when a spent token comes
    // back later than 30 s after its use; sooner, it takes it for another tab refreshing at once.)
    const reuse = await fetch(`${server.url}/api/Authentication/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', lang: 'en' },
      body: JSON.stringify({ refresh_token: signedIn.refresh_token }),
    });
    expect(reuse.status).toBe(401);
    // The session ends elsewhere: the device's next call cannot be renewed either, so
    // "Authorization / Access Denied", signed out, sign in.
    const ended = await fetch(`${server.url}/api/Authentication/signout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${third?.access_token}`, 'Content-Type': 'application/json', lang: 'en' },
      body: JSON.stringify({ allDevices: false }),
    });
    expect(ended.status).toBe(200);
    await page.reload();
    await notice(page, uiFa['auth.unauthorized.title']);
    await page.waitForURL((url) => url.pathname === '/Authentication');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/account/security');
    expect(await storedAuth(page)).toBeNull();
    // The first device was not touched.
    expect(await statusWithToken(server.url, (await storedAuth(first))?.access_token ?? '')).toBe(200);
  });

  it('changes the password; the other devices are signed out, this one stays', async () => {
    const server = journey.server;
    const account = await registerWithTwoFactor(server.url, 'journey_password', PASSWORD);
    const page = await device();
    await signInWithRecoveryCode(page, account, account.recoveryCodes[0] ?? '');
    // Another device: a recovery code already used is refused, a fresh one signs in.
    const other = await device();
    await other.goto('/Authentication');
    await submitCredentials(other, account.username, account.password);
    await other.getByTestId('code-kind-switch').click();
    await other.getByTestId('code-input').fill(account.recoveryCodes[0] ?? '');
    await other.getByTestId('twofactor-submit').click();
    await expect
      .poll(() => formFieldError(other, 'twofactor', 'recoveryCode').textContent())
      .toBe(fa['security.error.wrongauthenticatorcode']);
    await other.getByTestId('code-input').fill(account.recoveryCodes[1] ?? '');
    await other.getByTestId('twofactor-submit').click();
    await other.waitForURL((url) => url.pathname === '/account/security');
    const otherToken = (await storedAuth(other))?.access_token ?? '';
    expect(await statusWithToken(server.url, otherToken)).toBe(200);

    await chooseUserMenuItem(page, fa['route.changePassword']);
    await page.waitForURL((url) => url.pathname === '/Authentication/ChangePassword');
    await page.getByTestId('changepassword-form').waitFor();
    // Checked on the form first (mismatch), then by the server (wrong current password).
    await page.locator('#changepassword_currentPassword').fill('not-my-password');
    await page.locator('#changepassword_password').fill(NEW_PASSWORD);
    await page.locator('#changepassword_confirmPassword').fill(`${NEW_PASSWORD}x`);
    await page.getByTestId('changepassword-submit').click();
    await expect
      .poll(() => formFieldError(page, 'changepassword', 'confirmPassword').textContent())
      .toBe(fa['security.error.passwordmismatch']);
    await page.locator('#changepassword_confirmPassword').fill(NEW_PASSWORD);
    await page.getByTestId('changepassword-submit').click();
    await expect
      .poll(() => formFieldError(page, 'changepassword', 'currentPassword').textContent())
      .toBe(fa['security.error.wrongpassword']);
    expect(await storedAuth(page)).not.toBeNull();
    await screenshot(page, 'account-two-factor-changepassword', 'fa');

    await page.locator('#changepassword_currentPassword').fill(PASSWORD);
    await page.getByTestId('changepassword-submit').click();
    await notice(page, uiFa['account.password.changed.title']);
    // Back where the user came from (the security page, where the recovery sign-in led).
    await page.waitForURL((url) => url.pathname === '/account/security');
    expect(await statusWithToken(server.url, (await storedAuth(page))?.access_token ?? '')).toBe(200);
    expect(await statusWithToken(server.url, otherToken)).toBe(401);

    // The old password no longer signs in; the new one asks for the second factor.
    await chooseUserMenuItem(page, uiFa['auth.signout']);
    await page.getByTestId('signout-this').click();
    // A sign-out ends on the sign-in page (issue 11).
    await page.getByTestId('signin-form').waitFor();
    await submitCredentials(page, account.username, PASSWORD);
    await page.getByRole('alert').filter({ hasText: fa['security.error.authfailed'] }).waitFor();
    await submitCredentials(page, account.username, NEW_PASSWORD);
    await page.getByTestId('twofactor-form').waitFor();
  });

  it('signs out of all devices: every earlier token is refused, and signing in asks for the second factor again', async () => {
    const server = journey.server;
    const account = await registerWithTwoFactor(server.url, 'journey_signout', PASSWORD);
    const page = await device();
    await signInWithRecoveryCode(page, account, account.recoveryCodes[0] ?? '');
    const elsewhere = await device();
    await signInWithRecoveryCode(elsewhere, account, account.recoveryCodes[1] ?? '');
    const token = (await storedAuth(page))?.access_token ?? '';
    const otherToken = (await storedAuth(elsewhere))?.access_token ?? '';

    await chooseUserMenuItem(page, uiFa['auth.signout']);
    await page.getByTestId('signout-all').click();
    // A sign-out ends on the sign-in page (issue 11).
    await page.getByTestId('signin-form').waitFor();
    expect(await storedAuth(page)).toBeNull();
    expect(await statusWithToken(server.url, token)).toBe(401);
    expect(await statusWithToken(server.url, otherToken)).toBe(401);

    await submitCredentials(page, account.username, account.password);
    await page.getByTestId('twofactor-form').waitFor();
    expect(await storedAuth(page)).toBeNull();
  });
});
