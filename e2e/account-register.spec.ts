import { type Language, MIN_PASSWORD_LENGTH, messages, translate } from '@store/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { formFieldError, otherDevice, storedAuth } from './support/account';
import { keepFailureScreenshots, registerAccount } from './support/account-setup';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { chooseLanguage } from './support/ui';

const PASSWORD = 'journey-pass-1';
const ui = { fa: uiFa, en: uiEn, tr: uiTr };
/** Screenshots are taken in English and Turkish, then the journey goes on in Persian, the default. */
const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];

describe('account: registration', () => {
  const journey = useJourney();
  keepFailureScreenshots('account-register', () => journey.browser);

  it('refuses a bad registration on the form (nothing sent), then registers and lands signed in', async () => {
    const { context, page } = await otherDevice(journey.browser, journey.server.url);
    onTestFinished(() => context.close());
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().toLowerCase().includes('/api/authentication/register')) registerCalls.push(request.method());
    });
    await page.goto('/');
    await page.getByRole('link', { name: uiFa['auth.register'] }).click();
    await page.waitForURL((url) => url.pathname === '/Authentication' && url.searchParams.get('tab') === 'register');
    await page.getByTestId('register-form').waitFor();

    await page.locator('#register_username').fill('journey_user1');
    await page.locator('#register_password').fill('abc');
    await page.locator('#register_confirmPassword').fill('abcd');
    await page.locator('#register_email').fill('not-an-email');
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByTestId('register-submit').click();
      const m = messages[lang];
      await expect
        .poll(() => formFieldError(page, 'register', 'password').textContent())
        .toBe(translate(lang, 'security.error.passwordshort', { min: MIN_PASSWORD_LENGTH }));
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
    expect(await storedAuth(page)).toMatchObject({ username: 'journey_user1', roles: 'authenticated' });
    // Not an administrator: no dashboard link.
    expect(await page.getByTestId('dashboard-link').count()).toBe(0);
  });

  it('refuses a taken user name at registration, on the field', async () => {
    const taken = await registerAccount(journey.server.url, 'journey_taken', PASSWORD);
    const { context, page } = await otherDevice(journey.browser, journey.server.url);
    onTestFinished(() => context.close());
    await page.goto('/Authentication?tab=register');
    await page.locator('#register_username').fill(taken.username.toUpperCase());
    await page.locator('#register_password').fill(PASSWORD);
    await page.locator('#register_confirmPassword').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect.poll(() => formFieldError(page, 'register', 'username').textContent()).toBe(messages.fa['customer.error.usernameexists']);
    expect(await storedAuth(page)).toBeNull();
  });
});
