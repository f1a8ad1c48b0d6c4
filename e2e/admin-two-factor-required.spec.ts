import { messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { otherDevice, storedAuth, submitCredentials } from './support/account';
import { enterFreshCode } from './support/account-setup';
import { newContext, screenshot } from './support/browser';
import { expectSavedToList, field, findRow, openList, save } from './support/entity-screens';
import { useJourney } from './support/journey';
import { ADMIN_PASSWORD } from './support/server-harness';
import { totpCode, totpStep } from './support/totp';
import { ADMIN_USERNAME, chooseLanguage } from './support/ui';

const ui = { fa: uiFa, en: uiEn, tr: uiTr };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };

async function screenshots(page: Page, name: string, lang: string): Promise<void> {
  await screenshot(page, `${name}-desktop`, lang);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`, lang);
  await page.setViewportSize(DESKTOP);
}

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
    await page
      .locator('.toast, .ant-notification-notice', { hasText: messages.fa['security.error.twofactorsetuprequired'] })
      .first()
      .waitFor();
    await page.getByTestId('twofactor-required').waitFor();
    expect(await page.locator('.toast, .ant-notification-notice', { hasText: messages.fa['common.error.title'] }).count()).toBe(0);
    expect(await storedAuth(page)).toMatchObject({ username: ADMIN_USERNAME });
    await screenshot(page, 'admin-two-factor-required', 'fa');

    await page.getByTestId('twofactor-turnon').click();
    // The password first: a stolen session alone cannot turn it on.
    await page.locator('#twofactorpassword_password').fill(ADMIN_PASSWORD);
    await page.getByTestId('twofactor-password-continue').click();
    const secret = (await page.getByTestId('twofactor-secret').getAttribute('data-secret')) ?? '';
    const setupStep = totpStep();
    await page.getByTestId('code-input').fill(totpCode(secret, setupStep));
    await page.getByTestId('twofactor-confirm').click();
    await page.getByTestId('recovery-codes').waitFor();
    const recoveryCode = (await page.getByTestId('recovery-code').first().textContent()) ?? '';
    await page.getByTestId('recovery-done').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('dashboard-shell').waitFor();
    await page.getByTestId('home-summary').waitFor();

    // Turning two-factor on confirmed the password for this session. On another device, signed in
    // with a code, a power change (the administrator's own name) asks for the password again and,
    // with two-factor on, offers a code of the app or a recovery code: given up in English and Turkish.
    const other = await otherDevice(journey.browser, journey.server.url);
    onTestFinished(() => other.context.close());
    await other.page.goto('/Authentication');
    await submitCredentials(other.page, ADMIN_USERNAME, ADMIN_PASSWORD);
    const admin = {
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
      token: '',
      secret,
      recoveryCodes: [],
      usedSteps: new Set([setupStep]),
    };
    await enterFreshCode(other.page, admin, 'twofactor-submit');
    await expect.poll(async () => (await storedAuth(other.page))?.username).toBe(ADMIN_USERNAME);
    await openOwnAccount(other.page);
    await confirmWithCode(other.page, recoveryCode);
  });
});

/** Opens the administrator's own customer page. */
async function openOwnAccount(page: Page): Promise<void> {
  await openList(page, 'Customers/Customer');
  await findRow(page, ADMIN_USERNAME);
  await page.locator('[data-testid^="edit-"]').first().click();
  await page.getByTestId('entity-form').waitFor();
}

/** Changes the name: the prompt with the code field, given up in English and Turkish, then confirmed with a recovery code. */
async function confirmWithCode(page: Page, recoveryCode: string): Promise<void> {
  await field(page, 'firstName').fill('Store');
  const prompt = page.locator('.password-confirmation');
  for (const lang of ['en', 'tr', 'fa'] as const) {
    await chooseLanguage(page, lang);
    await save(page);
    await expect.poll(() => prompt.getByTestId('code-input').count()).toBe(1);
    expect(await prompt.locator('.ant-alert').textContent()).toBe(ui[lang]['confirm.code.hint']);
    await screenshots(page, 'admin-two-factor-confirm', lang);
    if (lang === 'fa') break;
    await page.getByTestId('confirm-password-cancel').click();
    await prompt.waitFor({ state: 'hidden' });
  }
  await page.locator('#confirmpassword_password').fill(ADMIN_PASSWORD);
  await page.getByTestId('code-kind-switch').click();
  await page.locator('#confirmpassword_recoveryCode').fill(recoveryCode);
  await page.getByTestId('confirm-password-submit').click();
  await expectSavedToList(page, 'Customers/Customer', uiFa['common.datasavedsuccessfully']);
}
