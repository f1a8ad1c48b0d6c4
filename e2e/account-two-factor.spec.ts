import { type Language, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { chooseUserMenuItem, formFieldError, storedAuth, submitCredentials } from './support/account';
import { accountJourney, enterFreshCode, registerAccount, registerWithTwoFactor, type TwoFactorAccount } from './support/account-setup';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { totpCode, totpStep } from './support/totp';
import { chooseLanguage } from './support/ui';

const PASSWORD = 'journey-pass-1';
const NEW_PASSWORD = 'journey-pass-2';
const ui = { fa: uiFa, en: uiEn, tr: uiTr };
/** Screenshots are taken in English and Turkish, then the journey goes on in Persian, the default. */
const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];
const fa = messages.fa;

async function notice(page: Page, text: string): Promise<void> {
  await page.locator('.toast, .ant-notification-notice', { hasText: text }).first().waitFor();
}

/** A six-digit code that is not the code of the steps around now. */
function wrongCode(secret: string): string {
  const now = totpStep();
  return ['000000', '111111'].find((c) => ![now - 1, now, now + 1].some((s) => totpCode(secret, s) === c)) ?? '222222';
}

describe('account: two-factor authentication', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'account-two-factor');

  /** A new account with two-factor on, signed in on a device of its own with the password and a fresh code. */
  async function signedInWithCode(username: string) {
    const account = await registerWithTwoFactor(journey.server.url, username, PASSWORD);
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, account.username, account.password);
    await enterFreshCode(page, account, 'twofactor-submit');
    await page.waitForURL((url) => url.pathname === '/');
    return { account, page };
  }

  it('computes TOTP codes as RFC 6238 does (its SHA-1 test vectors)', () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect(totpCode(rfcSecret, totpStep(59_000), 8)).toBe('94287082');
    expect(totpCode(rfcSecret, totpStep(1_111_111_109_000), 8)).toBe('07081804');
    expect(totpCode(rfcSecret, totpStep(20_000_000_000_000), 8)).toBe('65353130');
  });

  it('turns two-factor on from the avatar menu: QR code and key, a computed code, recovery codes once', async () => {
    const account = await registerAccount(journey.server.url, 'journey_turnon', PASSWORD);
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    await chooseUserMenuItem(page, uiFa['account.menu.security']);
    await page.waitForURL((url) => url.pathname === '/account/security');
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.off']);
    await page.getByTestId('twofactor-turnon').click();

    // The password first (a stolen session alone cannot turn it on): empty and wrong are refused
    // under the field, the server's refusal in the page's language, also after switching it.
    await page.getByTestId('twofactor-password-step').waitFor();
    const passwordError = () => formFieldError(page, 'twofactorpassword', 'password').textContent();
    await page.getByTestId('twofactor-password-continue').click();
    await expect.poll(passwordError).toBe(fa['common.error.required']);
    await page.locator('#twofactorpassword_password').fill('not-my-password');
    await page.getByTestId('twofactor-password-continue').click();
    await expect.poll(passwordError).toBe(fa['security.error.wrongpassword']);
    expect(await page.getByTestId('twofactor-qr').count()).toBe(0);
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: ui[lang]['route.accountSecurity'], level: 1 }).waitFor();
      await expect.poll(passwordError).toBe(messages[lang]['security.error.wrongpassword']);
      await screenshotDesktopAndPhone(page, 'account-two-factor-password', lang);
    }
    await page.locator('#twofactorpassword_password').fill(account.password);
    await page.getByTestId('twofactor-password-continue').click();

    const qr = page.getByTestId('twofactor-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByTestId('twofactor-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect((await page.getByTestId('twofactor-secret').textContent())?.replace(/\s/g, '')).toBe(secret);
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: ui[lang]['route.accountSecurity'], level: 1 }).waitFor();
      await screenshotDesktopAndPhone(page, 'account-two-factor-qr', lang);
    }

    // A wrong code is answered on the field; the user stays signed in (it is not a session 401).
    await page.getByTestId('code-input').fill(wrongCode(secret));
    await page.getByTestId('twofactor-confirm').click();
    await expect
      .poll(() => formFieldError(page, 'twofactorsetup', 'pinCode').textContent())
      .toBe(fa['security.error.wrongauthenticatorcode']);
    expect(new URL(page.url()).pathname).toBe('/account/security');
    expect(await storedAuth(page)).not.toBeNull();

    await enterFreshCode(page, { ...account, secret, recoveryCodes: [], usedSteps: new Set() }, 'twofactor-confirm');
    const codes = page.getByTestId('recovery-code');
    await codes.first().waitFor();
    const recoveryCodes = await codes.allTextContents();
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

  it('signs in with user name, password and a fresh authenticator code; refuses malformed and wrong codes', async () => {
    const account: TwoFactorAccount = await registerWithTwoFactor(journey.server.url, 'journey_code', PASSWORD);
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, account.username, account.password);
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
    await page.getByTestId('code-input').fill(wrongCode(account.secret));
    await page.getByTestId('twofactor-submit').click();
    await expect.poll(() => formFieldError(page, 'twofactor', 'pinCode').textContent()).toBe(fa['security.error.wrongauthenticatorcode']);
    expect(await storedAuth(page)).toBeNull();

    await enterFreshCode(page, account, 'twofactor-submit');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('user-menu').first().textContent()).toContain('Sara Rahimi');
    expect(await storedAuth(page)).toMatchObject({ username: account.username });
  });

  it('changes the password with the password and a code while two-factor is on; a wrong code is answered under its field', async () => {
    const { account, page } = await signedInWithCode('journey_pwcode');
    await chooseUserMenuItem(page, fa['route.changePassword']);
    await page.getByTestId('changepassword-form').waitFor();
    // A stolen session that knows the password must not lock the owner out: a code is asked too.
    await page.getByTestId('code-input').waitFor();
    await page.locator('#changepassword_currentPassword').fill(PASSWORD);
    await page.locator('#changepassword_password').fill(NEW_PASSWORD);
    await page.locator('#changepassword_confirmPassword').fill(NEW_PASSWORD);
    const codeError = () => formFieldError(page, 'changepassword', 'pinCode').textContent();
    await page.getByTestId('changepassword-submit').click();
    await expect.poll(codeError).toBe(fa['common.error.required']);
    // The server's refusal of a wrong code, under the field in the page's language, also after switching it.
    await page.getByTestId('code-input').fill(wrongCode(account.secret));
    await page.getByTestId('changepassword-submit').click();
    await expect.poll(codeError).toBe(fa['security.error.wrongauthenticatorcode']);
    expect(await storedAuth(page)).not.toBeNull();
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: messages[lang]['route.changePassword'], level: 1 }).waitFor();
      await expect.poll(codeError).toBe(messages[lang]['security.error.wrongauthenticatorcode']);
      await screenshotDesktopAndPhone(page, 'account-two-factor-changepassword-code', lang);
    }
    await enterFreshCode(page, account, 'changepassword-submit');
    await notice(page, uiFa['account.password.changed.title']);
    const old = await call(journey.server.url, 'POST', '/api/Authentication/signin', { username: account.username, password: PASSWORD });
    expect(old.status).toBe(401);
    // The e-mail and mobile forms ask a code too.
    await chooseUserMenuItem(page, uiFa['account.menu.security']);
    await page.getByTestId('contact-email-change').click();
    await page.getByTestId('contact-email-form').getByTestId('code-input').waitFor();
  });

  it('turns two-factor off with the password and a recovery code; signing in then needs no code', async () => {
    const { account, page } = await signedInWithCode('journey_turnoff');
    await chooseUserMenuItem(page, uiFa['account.menu.security']);
    await page.getByTestId('twofactor-turnoff').click();
    await page.getByTestId('code-kind-switch').click();
    await page.getByTestId('code-input').fill(account.recoveryCodes[0] ?? '');
    // A wrong password is refused under its field; the code is not spent.
    await page.locator('#twofactoroff_password').fill('not-my-password');
    await page.getByTestId('twofactor-off-confirm').click();
    await expect.poll(() => formFieldError(page, 'twofactoroff', 'password').textContent()).toBe(fa['security.error.wrongpassword']);
    await page.locator('#twofactoroff_password').fill(account.password);
    await screenshot(page, 'account-two-factor-turnoff', 'fa');
    await page.getByTestId('twofactor-off-confirm').click();
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.off']);
    await notice(page, uiFa['account.twofactor.turnedoff']);
    await page.getByTestId('twofactor-turnon').waitFor();
    await page.locator('[data-testid="security-event"][data-kind="twofactoroff"]').waitFor();

    await chooseUserMenuItem(page, uiFa['auth.signout']);
    await page.getByTestId('signout-this').click();
    // A sign-out ends on the sign-in page (issue 11).
    await page.getByTestId('signin-form').waitFor();
    expect(await storedAuth(page)).toBeNull();
    await submitCredentials(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedAuth(page)).toMatchObject({ username: account.username });
  });
});
