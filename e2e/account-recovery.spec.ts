import { type Language, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { formFieldError, statusWithToken, storedAuth } from './support/account';
import { accountJourney, enterFreshCode, registerWithTwoFactor, signInWithRecoveryCode } from './support/account-setup';
import { jalaliToday, todaysDates } from './support/dates';
import { useJourney } from './support/journey';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage } from './support/ui';

const PASSWORD = 'journey-pass-1';
const ui = { fa: uiFa, en: uiEn, tr: uiTr };
/** Screenshots in English and Turkish, then the journey goes on in Persian, the default. */
const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];
const fa = messages.fa;
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const persian = (text: string) => text.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);

/** The kinds of the security events the page lists, newest first. */
const listedKinds = (page: Page) =>
  page.getByTestId('security-event').evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')));

describe('account: a lost authenticator (sign in with a recovery code, then replace it or turn it off)', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'account-recovery');

  it('asks for a new authenticator after a recovery sign-in, sets one up, and lists the changes with their times', async () => {
    const account = await registerWithTwoFactor(journey.server.url, 'journey_lostphone', PASSWORD);
    const elsewhere = await device();
    await signInWithRecoveryCode(elsewhere, account, account.recoveryCodes[0] ?? '');
    const page = await device();
    await signInWithRecoveryCode(page, account, account.recoveryCodes[1] ?? '');
    expect(await storedAuth(page)).toMatchObject({ username: account.username, recoveryCodeUsed: true });

    // The prompt: both ways out, and how many codes are left (8 of 10), in each language.
    const prompt = page.getByTestId('recovery-prompt');
    await prompt.waitFor();
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: ui[lang]['route.accountSecurity'], level: 1 }).waitFor();
      await expect.poll(() => prompt.textContent()).toContain(ui[lang]['account.recoveryprompt.title']);
      await screenshotDesktopAndPhone(page, 'account-recovery-prompt', lang);
    }
    expect(await prompt.textContent()).toContain(persian(uiFa['account.recoveryprompt.text'].replace('{{count}}', '8')));
    expect(await prompt.textContent()).toContain(uiFa['account.twofactor.turnoff']);
    // Only the prompt's two ways out: no second "turn off" beside it.
    expect(await page.getByTestId('twofactor-turnoff').count()).toBe(0);

    // A new authenticator: the password first (a wrong one refused under its field), then the QR code.
    await page.getByTestId('recovery-prompt-replace').click();
    await page.locator('#twofactorpassword_password').fill('not-my-password');
    await page.getByTestId('twofactor-password-continue').click();
    await expect.poll(() => formFieldError(page, 'twofactorpassword', 'password').textContent()).toBe(fa['security.error.wrongpassword']);
    await page.locator('#twofactorpassword_password').fill(PASSWORD);
    await page.getByTestId('twofactor-password-continue').click();
    const secret = (await page.getByTestId('twofactor-secret').getAttribute('data-secret')) ?? '';
    expect(secret).not.toBe(account.secret);
    await enterFreshCode(page, { ...account, secret, usedSteps: new Set() }, 'twofactor-confirm');
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('recovery-done').click();
    // The recovery is over: no prompt, ten new codes, the other device signed out.
    await page.getByTestId('twofactor-turnoff').waitFor();
    expect(await prompt.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('twofactor-codesleft').textContent())
      .toBe(persian(uiFa['account.twofactor.codesleft'].replace('{{count}}', '10')));
    expect(await statusWithToken(journey.server.url, (await storedAuth(elsewhere))?.access_token ?? '')).toBe(401);

    // The changes with their times: Jalali, Persian digits, the newest first.
    await expect.poll(() => listedKinds(page)).toEqual(['twofactorreplaced', 'recoverycodeused', 'recoverycodeused', 'twofactoron']);
    const first = page.getByTestId('security-event').first();
    expect(await first.textContent()).toContain(uiFa['account.event.twofactorreplaced']);
    const time = (await first.locator('time').textContent()) ?? '';
    expect(todaysDates(jalaliToday).some((day) => time.startsWith(persian(day)))).toBe(true);
    expect(await first.locator('time').getAttribute('dir')).toBe('ltr');
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await expect.poll(() => first.textContent()).toContain(ui[lang]['account.event.twofactorreplaced']);
      await screenshotDesktopAndPhone(page, 'account-recovery-events', lang);
    }
  });

  it('turns two-factor off after a recovery sign-in with the password alone', async () => {
    const account = await registerWithTwoFactor(journey.server.url, 'journey_recoveroff', PASSWORD);
    const page = await device();
    await signInWithRecoveryCode(page, account, account.recoveryCodes[0] ?? '');
    await page.getByTestId('recovery-prompt-turnoff').click();
    // No code is asked for: this session has just used a recovery code.
    await page.getByTestId('twofactor-off-form').waitFor();
    expect(await page.getByTestId('code-input').count()).toBe(0);
    await screenshotDesktopAndPhone(page, 'account-recovery-turnoff', 'fa');
    await page.locator('#twofactoroff_password').fill(PASSWORD);
    await page.getByTestId('twofactor-off-confirm').click();
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(uiFa['account.twofactor.off']);
    expect(await page.getByTestId('recovery-prompt').count()).toBe(0);
    await expect.poll(() => listedKinds(page)).toEqual(['twofactoroff', 'recoverycodeused', 'twofactoron']);
  });

  it('changes the e-mail and the mobile with the password; they read left to right in Persian', async () => {
    const account = await registerWithTwoFactor(journey.server.url, 'journey_contact', PASSWORD);
    const page = await device();
    await signInWithRecoveryCode(page, account, account.recoveryCodes[0] ?? '');

    await page.getByTestId('contact-email-change').click();
    await page.locator('#changeemail_email').fill('sara.rahimi@example.com');
    await page.locator('#changeemail_password').fill('not-my-password');
    await page.getByTestId('contact-email-save').click();
    await expect.poll(() => formFieldError(page, 'changeemail', 'password').textContent()).toBe(fa['security.error.wrongpassword']);
    await page.locator('#changeemail_password').fill(PASSWORD);
    await page.getByTestId('contact-email-save').click();
    await expect.poll(() => page.getByTestId('contact-email').textContent()).toBe('sara.rahimi@example.com');

    await page.getByTestId('contact-mobile-change').click();
    await page.locator('#changemobile_mobile').fill('09121234567');
    await page.locator('#changemobile_password').fill(PASSWORD);
    await page.getByTestId('contact-mobile-save').click();
    await expect.poll(() => formFieldError(page, 'changemobile', 'mobile').textContent()).toBe(fa['common.error.mobile']);
    await page.locator('#changemobile_mobile').fill('+989121234567');
    await page.getByTestId('contact-mobile-save').click();
    const mobile = page.getByTestId('contact-mobile');
    await expect.poll(() => mobile.textContent()).toBe('+989121234567');
    expect(await mobile.evaluate((el) => el.tagName === 'BDI' && el.getAttribute('dir') === 'ltr')).toBe(true);
    await expect.poll(() => listedKinds(page)).toEqual(['mobilechanged', 'emailchanged', 'recoverycodeused', 'twofactoron']);
    await screenshotDesktopAndPhone(page, 'account-recovery-contact', 'fa');
  });
});
