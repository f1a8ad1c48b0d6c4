import { messages } from '@store/domain';
import { persianDigits } from '@store/domain/digits';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { chooseUserMenuItem, formFieldError, submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { jalaliToday, todaysDates } from './support/dates';
import { useJourney } from './support/journey';
import { call, dataOf, type Json } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { ADMIN_PASSWORD } from './support/server-harness';
import { ADMIN_USERNAME, chooseLanguage, confirmDelete, signInAsAdmin, storedToken, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa };
const en = { ...messages.en, ...uiEn };

const MAXIMUM = 'customer.maximumaddresses';

/** The journey's administrator token, signed in through the API (for the setup only). */
async function adminToken(base: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/Authentication/signin', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(dataOf(answer).access_token);
}

async function saveMaximum(base: string, token: string, value: string): Promise<void> {
  const saved = await call(base, 'POST', '/api/Settings/saveAppSetting', { name: MAXIMUM, value }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The addresses as the server keeps them. */
async function storedAddresses(base: string, token: string): Promise<Json[]> {
  return dataOf(await call(base, 'GET', '/api/Address/getAllCustomerAddresses', undefined, token)) as unknown as Json[];
}

/** Opens the form of a new address. */
async function openNewAddress(page: Page): Promise<void> {
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-form').waitFor();
}

/** Saves the open form and waits for it to close on the saved notice. */
async function saveAddressForm(page: Page): Promise<void> {
  await page.getByTestId('address-save').click();
  await toast(page, fa['common.datasavedsuccessfully']);
  await page.getByTestId('address-form').waitFor({ state: 'detached' });
}

const card = (page: Page, title: string) => page.locator('[data-testid^="address-"].address-card', { hasText: title });

describe('a customer’s addresses and an administrator’s customers', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'account-addresses');

  it('are kept in Persian: added with Persian digits (a bad postal code refused first), changed, deleted after a confirmation, and refused beyond the maximum', async () => {
    const base = journey.server.url;
    const admin = await adminToken(base);
    const account = await registerAccount(base, 'addresses.owner', 'addresses-pass-1');
    // Three at most, so the journey reaches the limit in a few steps.
    await saveMaximum(base, admin, '3');
    try {
      const page = await device();
      await page.goto('/Authentication');
      await submitCredentials(page, account.username, account.password);
      await page.getByTestId('user-menu').first().waitFor();
      await chooseUserMenuItem(page, fa['route.accountAddresses']);
      await page.waitForURL((url) => url.pathname === '/account/addresses');
      await page.getByTestId('addresses-empty').getByText(fa['addresses.empty']).waitFor();
      await screenshotDesktopAndPhone(page, 'account-addresses-empty', 'fa');

      // A new address, the postal code and phone typed in Persian digits; a short postal code is refused first.
      await openNewAddress(page);
      await page.locator('#address_title').fill('خانه');
      await page.locator('#address_state').fill('تهران');
      await page.locator('#address_city').fill('تهران');
      await page.locator('#address_addressDetail').fill('خیابان ولیعصر، کوچه یاس، پلاک ۱۲');
      await page.locator('#address_firstName').fill('سارا');
      await page.locator('#address_lastName').fill('رحیمی');
      await page.locator('#address_phoneNumber').fill('۰۲۱۸۸۸۸۷۷۷۷');
      await page.locator('#address_zipPostalCode').fill('۱۲۳۴۵');
      await page.getByTestId('address-save').click();
      await expect.poll(() => formFieldError(page, 'address', 'zipPostalCode').textContent()).toBe(fa['address.error.postalcode']);
      await screenshotDesktopAndPhone(page, 'account-addresses-form', 'fa');
      await page.locator('#address_zipPostalCode').fill('۱۳۴۵۶۷۸۹۱۲');
      await saveAddressForm(page);
      const home = card(page, 'خانه');
      // Kept in Latin digits, shown in Persian ones.
      await home.getByText('۱۳۴۵۶۷۸۹۱۲').waitFor();
      await home.getByText('۰۲۱۸۸۸۸۷۷۷۷').waitFor();
      expect(await storedAddresses(base, account.token)).toMatchObject([
        { title: 'خانه', city: 'تهران', zipPostalCode: '1345678912', phoneNumber: '02188887777', firstName: 'سارا' },
      ]);

      // Changed: the form starts from the address, its codes in Persian digits.
      await home.getByTestId('address-edit').click();
      await page.getByTestId('address-form').waitFor();
      expect(await page.locator('#address_zipPostalCode').inputValue()).toBe('۱۳۴۵۶۷۸۹۱۲');
      await page.locator('#address_city').fill('شیراز');
      await page.locator('#address_state').fill('فارس');
      await saveAddressForm(page);
      await home.getByText('شیراز').waitFor();
      expect(await storedAddresses(base, account.token)).toMatchObject([{ title: 'خانه', city: 'شیراز', state: 'فارس' }]);

      // A second address, then deleted after the confirmation.
      await openNewAddress(page);
      await page.locator('#address_title').fill('محل کار');
      await saveAddressForm(page);
      await page.getByTestId('addresses-count').getByText('۲').waitFor();
      await card(page, 'محل کار').getByTestId('address-delete').click();
      await confirmDelete(page);
      await toast(page, fa['common.datadeletedsuccessfully']);
      await card(page, 'محل کار').waitFor({ state: 'detached' });
      expect((await storedAddresses(base, account.token)).map((a) => a.title)).toEqual(['خانه']);

      // The maximum: while the form of a third is open, another device of the customer's fills the
      // book; the save is refused with the server's reason, and "add" is off from then on.
      await openNewAddress(page);
      await page.locator('#address_title').fill('ویلا');
      for (const title of ['Office', 'Cottage']) {
        const made = await call(base, 'POST', '/api/Address/saveCustomerAddress', { title }, account.token);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      }
      await page.getByTestId('address-save').click();
      await page.getByTestId('address-refusal').getByText(fa['address.error.maximumcount']).waitFor();
      await page.getByRole('button', { name: fa['common.cancel'] }).click();
      await page.getByTestId('address-form').waitFor({ state: 'detached' });
      await page.getByTestId('addresses-full').getByText(fa['address.error.maximumcount']).waitFor();
      expect(await page.getByTestId('address-add').isDisabled()).toBe(true);
      expect(await storedAddresses(base, account.token)).toHaveLength(3);

      await screenshotDesktopAndPhone(page, 'account-addresses', 'fa');
      for (const lang of ['en', 'tr'] as const) {
        await chooseLanguage(page, lang);
        await page.getByTestId('addresses-full').waitFor();
        await screenshotDesktopAndPhone(page, 'account-addresses', lang);
      }
      // In English the codes are in Latin digits, and the form says its errors in English.
      await chooseLanguage(page, 'en');
      await home.getByText('1345678912').waitFor();
      await home.getByTestId('address-edit').click();
      await page.locator('#address_phoneNumber').fill('021-8888');
      await page.getByTestId('address-save').click();
      await expect.poll(() => formFieldError(page, 'address', 'phoneNumber').textContent()).toBe(en['address.error.phone']);
      await screenshotDesktopAndPhone(page, 'account-addresses-form', 'en');
    } finally {
      await saveMaximum(base, admin, '10');
    }
  });

  it('My customers: an administrator sees none at first, then a customer they created, and opens it in the dashboard', async () => {
    const base = journey.server.url;
    const page = await device();
    await signInAsAdmin(page);
    await chooseUserMenuItem(page, fa['route.myCustomers']);
    await page.waitForURL((url) => url.pathname === '/account/mycustomers');
    await page.getByTestId('my-customers-empty').getByText(fa['mycustomers.empty']).waitFor();

    // A customer made as the wizard makes one: a power change, so the password is confirmed first.
    const token = await storedToken(page);
    const confirmed = await call(base, 'POST', '/api/Authentication/confirmPassword', { password: ADMIN_PASSWORD }, token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const made = await call(
      base,
      'POST',
      '/api/Customers/saveCustomerProfile',
      {
        username: 'maryam.customer',
        password: 'customer-pass-1',
        email: 'maryam@example.com',
        mobile: '+989121234567',
        firstName: 'مریم',
        lastName: 'احمدی',
        nationalCode: '0084575948',
      },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = Number(dataOf(made).id);

    await page.reload();
    const customer = page.getByTestId(`my-customer-${id}`);
    await customer.getByText('مریم احمدی').waitFor();
    await customer.getByText('maryam.customer').waitFor();
    await customer.getByText('maryam@example.com').waitFor();
    // Mobile and national code left to right in Persian digits; created today, in the Jalali calendar.
    await customer.getByText('+۹۸۹۱۲۱۲۳۴۵۶۷').waitFor();
    await customer.getByText('۰۰۸۴۵۷۵۹۴۸').waitFor();
    const jalali = todaysDates(jalaliToday).map(persianDigits);
    const shown = await customer.locator('.my-customers__line', { hasText: fa['mycustomers.created'] }).locator('dd').textContent();
    expect(jalali).toContain(shown);

    await screenshotDesktopAndPhone(page, 'account-mycustomers', 'fa');
    for (const lang of ['en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      await customer.getByText('+989121234567').waitFor();
      await screenshotDesktopAndPhone(page, 'account-mycustomers', lang);
    }
    await chooseLanguage(page, 'fa');
    await customer.getByTestId('my-customer-open').click();
    await page.waitForURL((url) => url.pathname === `/dashboard/Customers/Customer/Update/${id}`);
    await page.getByTestId('customer-security').waitFor();
  });
});
