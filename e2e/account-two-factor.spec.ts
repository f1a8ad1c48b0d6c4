import { type Language, MIN_PASSWORD_LENGTH, messages } from '@store/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import {
  chooseUserMenuItem,
  formFieldError,
  otherDevice,
  patchStoredAuth,
  statusWithToken,
  storedAuth,
  submitCredentials,
} from './support/account';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server-harness';
import { freshTotp, totpCode, totpStep } from './support/totp';
import { chooseLanguage } from './support/ui';

const USERNAME = 'journey_user1';
const PASSWORD = 'journey-pass-1';
const NEW_PASSWORD = 'journey-pass-2';
const ui = { fa: uiFa, en: uiEn, tr: uiTr };
/** Screenshots are taken in English and Turkish, then the journey goes on in Persian, the default. */
const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];
const fa = messages.fa;
const withMin = (text: string) => text.replace('{{min}}', String(MIN_PASSWORD_LENGTH));

async function notice(page: Page, text: string): Promise<void> {
  await page.locator('.ant-notification-notice', { hasText: text }).first().waitFor();
}

describe('account: register, two-factor authentication, change password, sign out everywhere', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let secret = '';
  let recoveryCodes: string[] = [];
  /** TOTP steps the server has accepted a code of: each is accepted once only. */
  const usedSteps = new Set<number>();

  /** Enters a code of a step not used yet (waiting for the next step when needed) and submits it. */
  async function enterFreshCode(on: Page, submit: string): Promise<void> {
    const { code, step } = await freshTotp(secret, usedSteps);
    // A refusal shows its message a moment before the button stops spinning, and a click on a
    // spinning button is ignored: wait until it takes clicks again.
    await on.locator(`[data-testid="${submit}"].ant-btn-loading`).waitFor({ state: 'detached' });
    await on.getByTestId('code-input').fill(code);
    await on.getByTestId(submit).click();
    usedSteps.add(step);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.url);
    page = await context.newPage();
    page.on('console', (message) => {
      // Refused calls the journey makes on purpose are logged as failed loads: only other errors are shown.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) console.error('browser:', message.text());
    });
  });

  // A failing step leaves its pages behind to look at: e2e/screenshots/account-two-factor-failure-<step>-<n>.png
  // (one set per failing step: the first failure is the one that explains the rest).
  let stepNumber = 0;
  afterEach(async (test) => {
    stepNumber++;
    if (test.task.result?.state !== 'fail' || !browser) return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    for (const [index, open] of pages.entries()) {
      const errors = await open
        .locator('.ant-form-item-explain-error, [role="alert"]')
        .allTextContents()
        .catch(() => []);
      console.error('failed; page', index, 'at', open.url(), 'errors shown:', errors, 'TOTP step now:', totpStep(), 'steps used:', [
        ...usedSteps,
      ]);
      console.error('stored login:', await storedAuth(open).catch(() => 'unreadable'));
      await screenshot(open, `account-two-factor-failure-${stepNumber}`, String(index));
    }
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('computes TOTP codes as RFC 6238 does (its SHA-1 test vectors)', () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect(totpCode(rfcSecret, totpStep(59_000), 8)).toBe('94287082');
    expect(totpCode(rfcSecret, totpStep(1_111_111_109_000), 8)).toBe('07081804');
    expect(totpCode(rfcSecret, totpStep(20_000_000_000_000), 8)).toBe('65353130');
  });

  it('refuses a bad registration on the form (nothing sent), then registers and lands signed in', async () => {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().toLowerCase().includes('/api/authentication/register')) registerCalls.push(request.method());
    });
    await page.goto('/');
    await page.getByRole('link', { name: uiFa['auth.register'] }).click();
    await page.waitForURL((url) => url.pathname === '/Authentication' && url.searchParams.get('tab') === 'register');
    await page.getByTestId('register-form').waitFor();

    await page.locator('#register_username').fill(USERNAME);
    await page.locator('#register_password').fill('abc');
    await page.locator('#register_confirmPassword').fill('abcd');
    await page.locator('#register_email').fill('not-an-email');
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByTestId('register-submit').click();
      const m = messages[lang];
      await expect.poll(() => formFieldError(page, 'register', 'password').textContent()).toBe(withMin(m['security.error.passwordshort']));
      expect(await formFieldError(page, 'register', 'confirmPassword').textContent()).toBe(m['security.error.passwordmismatch']);
      expect(await formFieldError(page, 'register', 'email').textContent()).toBe(m['common.error.email']);
      expect(await formFieldError(page, 'register', 'username').count()).toBe(0);
      await page.getByRole('tab', { name: ui[lang]['auth.register'] }).waitFor();
      await screenshot(page, 'account-two-factor-register', lang);
    }
    expect(registerCalls).toEqual([]);
    expect(await storedAuth(page)).toBeNull();

    await page.locator('#register_password').fill(PASSWORD);
    await page.locator('#register_confirmPassword').fill(PASSWORD);
    await page.locator('#register_email').fill('journey.user1@example.com');
    await page.locator('#register_mobile').fill('+989121234567');
    await page.locator('#register_firstName').fill('Sara');
    await page.locator('#register_lastName').fill('Rahimi');
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(registerCalls).toEqual(['POST']);
    await expect.poll(() => page.getByTestId('user-menu').first().textContent()).toContain('Sara Rahimi');
    const auth = await storedAuth(page);
    expect(auth).toMatchObject({ username: USERNAME, roles: 'authenticated' });
    // Not an administrator: no dashboard link.
    expect(await page.getByTestId('dashboard-link').count()).toBe(0);
  });

  it('turns two-factor on from the avatar menu: QR code and key, a computed code, recovery codes once', async () => {
    await chooseUserMenuItem(page, uiFa['account.menu.security']);
    await page.waitForURL((url) => url.pathname === '/account/security');
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.off']);
    await page.getByTestId('twofactor-turnon').click();

    const qr = page.getByTestId('twofactor-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    secret = (await page.getByTestId('twofactor-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect((await page.getByTestId('twofactor-secret').textContent())?.replace(/\s/g, '')).toBe(secret);
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: ui[lang]['route.accountSecurity'], level: 1 }).waitFor();
      await screenshot(page, 'account-two-factor-qr', lang);
    }

    // A wrong code is answered on the field; the user stays signed in (it is not a session 401).
    const now = totpStep();
    const wrong = ['000000', '111111'].find((c) => ![now - 1, now, now + 1].some((s) => totpCode(secret, s) === c)) ?? '222222';
    await page.getByTestId('code-input').fill(wrong);
    await page.getByTestId('twofactor-confirm').click();
    await expect
      .poll(() => formFieldError(page, 'twofactorsetup', 'pinCode').textContent())
      .toBe(fa['security.error.wrongauthenticatorcode']);
    expect(new URL(page.url()).pathname).toBe('/account/security');
    expect(await storedAuth(page)).not.toBeNull();

    await enterFreshCode(page, 'twofactor-confirm');
    const codes = page.getByTestId('recovery-code');
    await codes.first().waitFor();
    recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await page.getByTestId('recovery-codes').textContent()).toContain(uiFa['account.recovery.once']);
    await page.getByTestId('recovery-copy').waitFor();
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.on']);
    await screenshot(page, 'account-two-factor-recovery', 'fa');
    await page.getByTestId('recovery-done').click();
    await page.getByTestId('recovery-codes').waitFor({ state: 'detached' });
    await page.getByTestId('twofactor-turnoff').waitFor();
    // Shown once: a reload shows the status, never the codes again.
    await page.reload();
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.on']);
    expect(await page.getByTestId('recovery-code').count()).toBe(0);
  });

  it('signs out, then signs in with user name, password and a fresh authenticator code', async () => {
    await chooseUserMenuItem(page, uiFa['auth.signout']);
    await page.getByTestId('signout-this').click();
    await page.getByTestId('signin-link').waitFor();
    expect(await storedAuth(page)).toBeNull();

    await page.getByTestId('signin-link').click();
    await submitCredentials(page, USERNAME, PASSWORD);
    await page.getByTestId('twofactor-form').waitFor();
    expect(await storedAuth(page)).toBeNull();
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: ui[lang]['auth.twofactor.title'] }).waitFor();
      await screenshot(page, 'account-two-factor-code', lang);
    }
    // The recovery-code link switches the input, and back.
    await page.getByTestId('code-kind-switch').click();
    await page.getByLabel(uiFa['auth.twofactor.recoverycode']).waitFor();
    await page.getByTestId('code-kind-switch').click();
    await page.getByLabel(uiFa['auth.twofactor.code']).waitFor();

    // A code of the wrong format is refused on the form, a wrong code by the server.
    await page.getByTestId('code-input').fill('12ab');
    await page.getByTestId('twofactor-submit').click();
    await expect.poll(() => formFieldError(page, 'twofactor', 'pinCode').textContent()).toBe(fa['security.error.wrongauthenticatorcode']);
    const now = totpStep();
    const wrong = ['000000', '111111'].find((c) => ![now - 1, now, now + 1].some((s) => totpCode(secret, s) === c)) ?? '222222';
    await page.getByTestId('code-input').fill(wrong);
    await page.getByTestId('twofactor-submit').click();
    await expect.poll(() => formFieldError(page, 'twofactor', 'pinCode').textContent()).toBe(fa['security.error.wrongauthenticatorcode']);
    expect(await storedAuth(page)).toBeNull();

    await enterFreshCode(page, 'twofactor-submit');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('user-menu').first().textContent()).toContain('Sara Rahimi');
    expect(await storedAuth(page)).toMatchObject({ username: USERNAME });
  });

  it('renews an expired or refused access token with the refresh token, once; a closed session signs out', async () => {
    // A second device signs in with a recovery code.
    const device = await otherDevice(browser, server.url);
    await device.page.goto('/Authentication');
    await submitCredentials(device.page, USERNAME, PASSWORD);
    await device.page.getByTestId('twofactor-form').waitFor();
    await device.page.getByTestId('code-kind-switch').click();
    await device.page.getByTestId('code-input').fill((recoveryCodes[0] ?? '').toUpperCase());
    await device.page.getByTestId('twofactor-submit').click();
    await device.page.waitForURL((url) => url.pathname === '/');
    const first = await storedAuth(device.page);
    if (!first) throw new Error('the second device is not signed in');
    let refreshes = 0;
    device.page.on('request', (request) => {
      if (request.url().toLowerCase().endsWith('/api/authentication/refresh')) refreshes++;
    });

    // The access token expired: the guard of a login-required route renews it instead of asking to sign in.
    await patchStoredAuth(device.page, { expire_date: new Date(Date.now() - 60_000).toISOString() });
    await device.page.goto('/account/security');
    await expect.poll(() => device.page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.on']);
    expect(new URL(device.page.url()).pathname).toBe('/account/security');
    const second = await storedAuth(device.page);
    expect(second?.access_token).not.toBe(first.access_token);
    expect(second?.refresh_token).not.toBe(first.refresh_token);
    expect(Date.parse(second?.expire_date ?? '')).toBeGreaterThan(Date.now());
    expect(refreshes).toBe(1);

    // The server refuses the access token (security.error.tokenfailed): renewed once and the call sent again.
    await patchStoredAuth(device.page, { access_token: 'forged.token.value' });
    await device.page.reload();
    await expect.poll(() => device.page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.on']);
    const third = await storedAuth(device.page);
    expect(third?.refresh_token).not.toBe(second?.refresh_token);
    expect(refreshes).toBe(2);
    expect(await device.page.locator('.ant-notification-notice', { hasText: uiFa['auth.unauthorized.title'] }).count()).toBe(0);

    // A spent refresh token is refused. (The server revokes the session when a spent token comes
    // back later than 30 s after its use; sooner, it takes it for another tab refreshing at once.)
    const reuse = await fetch(`${server.url}/api/Authentication/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', lang: 'en' },
      body: JSON.stringify({ refresh_token: first.refresh_token }),
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
    await device.page.reload();
    await notice(device.page, uiFa['auth.unauthorized.title']);
    await device.page.waitForURL((url) => url.pathname === '/Authentication');
    expect(new URL(device.page.url()).searchParams.get('returnUrl')).toBe('/account/security');
    expect(await storedAuth(device.page)).toBeNull();
    // The first device was not touched.
    expect(await statusWithToken(server.url, (await storedAuth(page))?.access_token ?? '')).toBe(200);
    await device.context.close();
  });

  it('changes the password; the other devices are signed out, this one stays', async () => {
    // A third device, signed in with another recovery code (a used one is refused).
    const device = await otherDevice(browser, server.url);
    await device.page.goto('/Authentication');
    await submitCredentials(device.page, USERNAME, PASSWORD);
    await device.page.getByTestId('code-kind-switch').click();
    await device.page.getByTestId('code-input').fill(recoveryCodes[0] ?? '');
    await device.page.getByTestId('twofactor-submit').click();
    await expect
      .poll(() => formFieldError(device.page, 'twofactor', 'recoveryCode').textContent())
      .toBe(fa['security.error.wrongauthenticatorcode']);
    await device.page.getByTestId('code-input').fill(recoveryCodes[1] ?? '');
    await device.page.getByTestId('twofactor-submit').click();
    await device.page.waitForURL((url) => url.pathname === '/');
    const otherToken = (await storedAuth(device.page))?.access_token ?? '';
    expect(await statusWithToken(server.url, otherToken)).toBe(200);

    await chooseUserMenuItem(page, fa['route.changePassword']);
    await page.waitForURL((url) => url.pathname === '/Authentication/ChangePassword');
    const form = page.getByTestId('changepassword-form');
    await form.waitFor();
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
    // Back where the user came from.
    await page.waitForURL((url) => url.pathname === '/');
    expect(await statusWithToken(server.url, (await storedAuth(page))?.access_token ?? '')).toBe(200);
    expect(await statusWithToken(server.url, otherToken)).toBe(401);
    await device.context.close();
  });

  it('signs out of all devices: the earlier token is refused; signing in needs the new password and a code', async () => {
    const token = (await storedAuth(page))?.access_token ?? '';
    await chooseUserMenuItem(page, uiFa['auth.signout']);
    await page.getByTestId('signout-all').click();
    await page.getByTestId('signin-link').waitFor();
    expect(await storedAuth(page)).toBeNull();
    expect(await statusWithToken(server.url, token)).toBe(401);

    // The old password no longer signs in; the new one asks for the code.
    await page.getByTestId('signin-link').click();
    await submitCredentials(page, USERNAME, PASSWORD);
    await page.getByRole('alert').filter({ hasText: fa['security.error.authfailed'] }).waitFor();
    await submitCredentials(page, USERNAME, NEW_PASSWORD);
    await page.getByTestId('twofactor-form').waitFor();
    await enterFreshCode(page, 'twofactor-submit');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedAuth(page)).toMatchObject({ username: USERNAME });
  });

  it('turns two-factor off with a recovery code; signing in then needs no code', async () => {
    await chooseUserMenuItem(page, uiFa['account.menu.security']);
    await page.getByTestId('twofactor-turnoff').click();
    await page.getByTestId('code-kind-switch').click();
    await page.getByTestId('code-input').fill(recoveryCodes[2] ?? '');
    await screenshot(page, 'account-two-factor-turnoff', 'fa');
    await page.getByTestId('twofactor-off-confirm').click();
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.off']);
    await notice(page, uiFa['account.twofactor.turnedoff']);
    await page.getByTestId('twofactor-turnon').waitFor();

    await chooseUserMenuItem(page, uiFa['auth.signout']);
    await page.getByTestId('signout-this').click();
    await page.getByTestId('signin-link').click();
    await submitCredentials(page, USERNAME, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedAuth(page)).toMatchObject({ username: USERNAME });
  });

  it('refuses a taken user name at registration, on the field', async () => {
    const { context: guest, page: visitor } = await otherDevice(browser, server.url);
    await visitor.goto('/Authentication?tab=register');
    await visitor.locator('#register_username').fill(USERNAME.toUpperCase());
    await visitor.locator('#register_password').fill(PASSWORD);
    await visitor.locator('#register_confirmPassword').fill(PASSWORD);
    await visitor.getByTestId('register-submit').click();
    await expect.poll(() => formFieldError(visitor, 'register', 'username').textContent()).toBe(fa['customer.error.usernameexists']);
    expect(await storedAuth(visitor)).toBeNull();
    await guest.close();
  });
});
