import { type Language, messages, translate } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../apps/server/test/smtp-server';
import { accountJourney } from './support/account-setup';
import { AdminApi } from './support/api';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { ADMIN_PASSWORD } from './support/server-harness';
import { ADMIN_USERNAME, chooseLanguage } from './support/ui';

const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];

/**
 * Password reset by e-mail (issue 14 item 6): a user asks for a link on the sign-in screen, reads
 * the mail from the test's own SMTP server, follows the link, sets a new password and signs in
 * with it; the same link then says it has been used. Screenshots in fa, en and tr, desktop and phone.
 */
describe('password reset', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'password-reset');
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('a user asks for a link, follows it from the mail, sets a new password and signs in; the link works once', async () => {
    const base = journey.server.url;
    const signin = await call(base, 'POST', '/api/Authentication/signin', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const token = (signin.body.data as { access_token: string }).access_token;
    // Messaging accounts are power changes: the password confirmed first, as the dashboard's prompt does.
    const confirmed = await call(base, 'POST', '/api/Authentication/confirmPassword', { password: ADMIN_PASSWORD }, token);
    expect(confirmed.status).toBe(200);
    const admin = new AdminApi(base, token);
    await admin.create('MessagingAccounts', {
      displayName: 'Shop',
      accAddress: 'shop@example.com',
      providerType: 'smtp',
      host: '127.0.0.1',
      port: smtp.port,
      useDefaultCredentials: true,
    });
    const password = 'old-pass-1';
    // Fresh names, so a retried test registers again.
    const suffix = String(Date.now() % 1_000_000);
    const username = `forgetful_${suffix}`;
    const email = `forgetful${suffix}@example.com`;
    const registered = await call(base, 'POST', '/api/Authentication/register', {
      username,
      password,
      confirmPassword: password,
      email,
      firstName: 'Neda',
    });
    expect(registered.status).toBe(201);

    const page = await device();
    await page.goto('/Authentication');
    await page.getByTestId('forgot-password-link').click();
    await page.waitForURL((url) => url.pathname === '/Authentication/ForgotPassword');
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByText(messages[lang]['passwordreset.request.intro']).waitFor();
      await screenshotDesktopAndPhone(page, 'password-reset-request', lang);
    }
    await page.locator('#forgot_email').fill(email);
    await page.getByTestId('forgot-password-submit').click();
    await page
      .getByTestId('reset-link-sent')
      .getByText(translate('fa', 'passwordreset.request.sent', { minutes: 60 }))
      .waitFor();
    await screenshotDesktopAndPhone(page, 'password-reset-sent', 'fa');

    await expect.poll(() => smtp.mails.some((m) => m.to[0] === email), { timeout: 15_000 }).toBe(true);
    const mail = smtp.mails.find((m) => m.to[0] === email);
    expect(mail?.to).toEqual([email]);
    // The account registered in English (the API client's language): its mail is English, though the link was asked for in Persian.
    expect(mail?.subject).toBe(messages.en['mail.passwordreset.subject']);
    const link = /(https?:\/\/\S+\/Authentication\/ResetPassword\S*#token=[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(base)).toBe(true);

    await page.goto(link);
    await page.getByTestId('reset-password').waitFor();
    await page.locator('#reset_password').fill('new-pass-1');
    await page.locator('#reset_confirmPassword').fill('new-pass-2');
    await page.getByTestId('reset-password-submit').click();
    // The link names the mail's language (`?lang=en`): the page opens in it; each language is looked at in turn.
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByText(messages[lang]['security.error.passwordmismatch']).waitFor();
      await screenshotDesktopAndPhone(page, 'password-reset-form', lang);
    }
    await page.locator('#reset_confirmPassword').fill('new-pass-1');
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('password-reset-done').waitFor();
    await screenshotDesktopAndPhone(page, 'password-reset-done', 'fa');

    await page.getByTestId('reset-signin').click();
    await page.locator('#signin_username').fill(username);
    await page.locator('#signin_password').fill('new-pass-1');
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('user-menu').first().waitFor();
    const old = await call(base, 'POST', '/api/Authentication/signin', { username, password });
    expect(old.status).toBe(401);

    const later = await device();
    await later.goto(link);
    await later.locator('#reset_password').fill('third-pass-1');
    await later.locator('#reset_confirmPassword').fill('third-pass-1');
    await later.getByTestId('reset-password-submit').click();
    // Opened from the English mail: the refusal is English.
    await later.getByTestId('reset-link-refused').getByText(messages.en['security.error.resetlinkused']).waitFor();
    await screenshotDesktopAndPhone(later, 'password-reset-used', 'en');
    await later.getByTestId('reset-ask-again').waitFor();
  });
});
