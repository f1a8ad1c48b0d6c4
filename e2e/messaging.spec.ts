import { type Language, messages } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../apps/server/test/smtp-server';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { accountJourney } from './support/account-setup';
import { AdminApi } from './support/api';
import { confirmIfAsked } from './support/customer-wizard';
import { expectSavedToList, field, fieldError, openCreate, openList, save } from './support/entity-screens';
import { useJourney } from './support/journey';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, confirmDelete, signInAsAdmin, storedToken, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa };
const SMTP_USER = 'shop@example.com';
const SMTP_PASS = 'right-horse-battery';

/**
 * Messaging accounts (issue 14 item 6) in Persian: an administrator creates an account in the
 * dashboard and tests its connection against a live SMTP server the test starts — a wrong password
 * is refused with the server's own code, the right one accepted, and after saving the stored
 * password (never shown) is used — but not for another port, which asks for it again. Screenshots of the form in fa, en and tr, desktop and phone.
 */
describe('messaging accounts', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'messaging');
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ user: SMTP_USER, pass: SMTP_PASS });
  });
  afterAll(() => smtp?.close());

  it('an administrator creates an account and tests its connection against a live SMTP server', async () => {
    const page = await device();
    await signInAsAdmin(page);
    await openCreate(page, 'Settings/MessagingAccount');
    await field(page, 'displayName').fill('ایمیل فروشگاه');
    await field(page, 'accAddress').fill(SMTP_USER);
    await field(page, 'host').fill('127.0.0.1');
    await field(page, 'port').fill(String(smtp.port));
    await field(page, 'username').fill(SMTP_USER);
    await field(page, 'password').fill('wrong-password');
    await page.getByTestId('test-connection').click();
    // A power change: this session has not confirmed its password yet, so the web asks for it first.
    await confirmIfAsked(page);
    const refusal = page.locator('.toast', { hasText: '535' }).first();
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Invalid username or password');
    expect(await refusal.textContent()).not.toContain('wrong-password');
    await refusal.locator('.toast__close').dispatchEvent('click');

    await field(page, 'password').fill(SMTP_PASS);
    await page.getByTestId('test-connection').click();
    await toast(page, fa['messaging.connection.ok']);
    await screenshotDesktopAndPhone(page, 'messaging-account-form', 'fa');
    await save(page);
    await expectSavedToList(page, 'Settings/MessagingAccount', fa['common.datasavedsuccessfully.title']);

    const api = new AdminApi(journey.server.url, await storedToken(page));
    const [saved] = (await api.list<{ id: number; displayName: string }>('MessagingAccounts')).data;
    expect(saved).toMatchObject({ displayName: 'ایمیل فروشگاه' });
    expect(saved).not.toHaveProperty('password');
    // The saved account: its password is not shown, and an empty one tests with the stored password.
    await page.goto(`/dashboard/Settings/MessagingAccount/Update/${saved?.id}`);
    await page.getByTestId('entity-form').waitFor();
    await expect.poll(() => field(page, 'host').inputValue()).toBe('127.0.0.1');
    expect(await field(page, 'password').inputValue()).toBe('');
    await page.getByTestId('test-connection').click();
    await toast(page, fa['messaging.connection.ok']);
    // Another port with the password left empty: the stored password is not sent there, it is asked for again.
    await field(page, 'port').fill(String(smtp.port + 1));
    await page.getByTestId('test-connection').click();
    await expect.poll(() => fieldError(page, 'password').textContent()).toBe(fa['messaging.error.passwordagain']);
    await field(page, 'port').fill(String(smtp.port));

    for (const lang of ['en', 'tr'] as Language[]) {
      await chooseLanguage(page, lang);
      await page.getByTestId('test-connection').getByText(messages[lang]['messaging.testconnection']).waitFor();
      await screenshotDesktopAndPhone(page, 'messaging-account-form', lang);
    }
    await chooseLanguage(page, 'fa');
    await openList(page, 'Settings/MessagingAccount');
    await page.getByTestId('entity-table').getByText('ایمیل فروشگاه').waitFor();
    await screenshotDesktopAndPhone(page, 'messaging-account-list', 'fa');
    // An empty account asks for its required fields and saves nothing; a delete asks first, then says it is done.
    await openCreate(page, 'Settings/MessagingAccount');
    await save(page);
    await expect.poll(() => fieldError(page, 'displayName').textContent()).toBe(fa['common.error.required']);
    expect((await api.list('MessagingAccounts')).total).toBe(1);
    await openList(page, 'Settings/MessagingAccount');
    await page.getByTestId(`delete-${saved?.id}`).click();
    await page.getByTestId('confirm-delete').waitFor();
    expect((await api.list('MessagingAccounts')).total).toBe(1);
    await confirmDelete(page);
    await toast(page, fa['common.datadeletedsuccessfully']);
    expect((await api.list('MessagingAccounts')).total).toBe(0);
    await openList(page, 'Settings/QueuedMail');
    expect(await page.getByTestId('create-button').count()).toBe(0);
  });
});
