import { type Language, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { chooseUserMenuItem, formFieldError, otherDevice, storedAuth, submitCredentials } from './support/account';
import {
  enterFreshCode,
  keepFailureScreenshots,
  registerAccount,
  registerWithTwoFactor,
  signInWithRecoveryCode,
  type TwoFactorAccount,
} from './support/account-setup';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { totpCode, totpStep } from './support/totp';
import { chooseLanguage } from './support/ui';

const PASSWORD = 'journey-pass-1';
const ui = { fa: uiFa, en: uiEn, tr: uiTr };
/** Screenshots are taken in English and Turkish, then the journey goes on in Persian, the default. */
const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];
const fa = messages.fa;

async function notice(page: Page, text: string): Promise<void> {
  await page.locator('.ant-notification-notice', { hasText: text }).first().waitFor();
}

/** A six-digit code that is not the code of the steps around now. */
function wrongCode(secret: string): string {
  const now = totpStep();
  return ['000000', '111111'].find((c) => ![now - 1, now, now + 1].some((s) => totpCode(secret, s) === c)) ?? '222222';
}

describe('account: two-factor authentication', () => {
  const journey = useJourney();
  keepFailureScreenshots('account-two-factor', () => journey.browser);

  async function device() {
    const opened = await otherDevice(journey.browser, journey.server.url);
    onTestFinished(() => opened.context.close());
    return opened.page;
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
      await screenshot(page, 'account-two-factor-qr', lang);
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

  it('turns two-factor off with a recovery code; signing in then needs no code', async () => {
    const account = await registerWithTwoFactor(journey.server.url, 'journey_turnoff', PASSWORD);
    const page = await device();
    await signInWithRecoveryCode(page, account, account.recoveryCodes[0] ?? '');
    await chooseUserMenuItem(page, uiFa['account.menu.security']);
    await page.getByTestId('twofactor-turnoff').click();
    await page.getByTestId('code-kind-switch').click();
    await page.getByTestId('code-input').fill(account.recoveryCodes[1] ?? '');
    await screenshot(page, 'account-two-factor-turnoff', 'fa');
    await page.getByTestId('twofactor-off-confirm').click();
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.off']);
    await notice(page, uiFa['account.twofactor.turnedoff']);
    await page.getByTestId('twofactor-turnon').waitFor();

    await chooseUserMenuItem(page, uiFa['auth.signout']);
    await page.getByTestId('signout-this').click();
    await page.getByTestId('signin-link').waitFor();
    expect(await storedAuth(page)).toBeNull();
    await page.getByTestId('signin-link').click();
    await submitCredentials(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedAuth(page)).toMatchObject({ username: account.username });
  });
});
