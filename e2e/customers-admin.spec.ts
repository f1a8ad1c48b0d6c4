import { type Language, MODAL_MIN_WIDTH, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { formFieldError, statusWithToken } from './support/account';
import { keepFailureScreenshots, registerWithTwoFactor } from './support/account-setup';
import { AdminApi } from './support/api';
import { newContext, screenshot } from './support/browser';
import { expectSavedToList, field, findRow, openList, save } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { ADMIN_PASSWORD } from './support/server-harness';
import { chooseLanguage, signInAsAdmin, storedToken } from './support/ui';

const CUSTOMERS = 'Customers/Customer';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
/** Screenshots in English and Turkish, then the journey goes on in Persian, the default. */
const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];
const fa = messages.fa;
const ui = { fa: uiFa, en: uiEn, tr: uiTr };

/** The password prompt a power change opens when the session has not confirmed the password lately. */
const prompt = (page: Page) => page.locator('.password-confirmation');

/** Confirms the administrator's password in the prompt the last change opened (that change then goes through). */
async function confirmWhenAsked(page: Page): Promise<void> {
  await page.locator('#confirmpassword_password').fill(ADMIN_PASSWORD);
  await page.getByTestId('confirm-password-submit').click();
  await prompt(page).waitFor({ state: 'hidden' });
}

async function notice(page: Page, text: string): Promise<void> {
  await page.locator('.toast, .ant-notification-notice', { hasText: text }).first().waitFor();
}

/** Desktop and 390 px screenshots of what the page shows now. */
async function screenshots(page: Page, name: string, lang: Language): Promise<void> {
  await screenshot(page, `${name}-desktop`, lang);
  await page.setViewportSize(PHONE);
  // A dialog on a phone stays inside the screen, whatever its minimum on a desktop.
  for (const dialog of await page.locator('.ant-modal').all()) {
    const box = await dialog.boundingBox();
    if (box) expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  await screenshot(page, `${name}-phone`, lang);
  await page.setViewportSize(DESKTOP);
}

/** Opens a customer's update page from the list, found by user name. */
async function openCustomer(page: Page, username: string, id: number): Promise<void> {
  await openList(page, CUSTOMERS);
  await findRow(page, username);
  await page.getByTestId(`edit-${id}`).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/${CUSTOMERS}/Update/${id}`);
  await page.getByTestId('customer-security').waitFor();
}

describe('customers: the administrator’s side', () => {
  const journey = useJourney();
  keepFailureScreenshots('customers-admin', () => journey.browser);

  it('finds a user, resets their two-factor with the administrator’s password (a wrong one first) and sees it recorded', async () => {
    const base = journey.server.url;
    // A name of its own each time: a retried attempt must not find the first attempt's account.
    const user = await registerWithTwoFactor(base, `journey_lost_${Math.random().toString(36).slice(2, 6)}`, 'journey-pass-1');
    const context = await newContext(journey.browser, base);
    const page = await context.newPage();
    await signInAsAdmin(page);
    const api = new AdminApi(base, await storedToken(page));
    const id = await api.idOf('Customers', user.username);

    await openList(page, CUSTOMERS);
    // Customers register: there is nothing to create here.
    expect(await page.getByTestId('create-button').count()).toBe(0);
    await findRow(page, user.username);
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await screenshots(page, 'customers-admin-list', lang);
    }
    await openCustomer(page, user.username, id);

    // A power change asks for the password first (this session has not confirmed it yet). Given up,
    // nothing is saved and a notice says so; then asked again in the next language.
    // A mobile of its own each attempt too: a retried attempt must not find the first one's (mobiles are unique).
    const mobile = `+98912${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;
    await field(page, 'mobile').fill(mobile);
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await save(page);
      await expect.poll(() => prompt(page).locator('.ant-modal-title').textContent()).toBe(ui[lang]['confirm.title']);
      // Spec 000 §9: a dialog is at least 600 px wide (this one asks for 520 of its own).
      // (Polled: it opens with a zoom.)
      await expect
        .poll(async () => (await page.locator('.ant-modal.password-confirmation').boundingBox())?.width ?? 0)
        .toBeGreaterThanOrEqual(MODAL_MIN_WIDTH);
      await screenshots(page, 'customers-admin-confirm', lang);
      if (lang === 'fa') break;
      await page.getByTestId('confirm-password-cancel').click();
      await notice(page, ui[lang]['confirm.cancelled.title']);
      await prompt(page).waitFor({ state: 'hidden' });
      expect((await api.get('Customers', id))?.mobile).toBeNull();
    }
    // A wrong password is said under the field; the right one sends the change on.
    await page.locator('#confirmpassword_password').fill('not-my-password');
    await page.getByTestId('confirm-password-submit').click();
    await expect.poll(() => formFieldError(page, 'confirmpassword', 'password').textContent()).toBe(fa['security.error.wrongpassword']);
    await screenshots(page, 'customers-admin-confirm-wrong', 'fa');
    await confirmWhenAsked(page);
    await expectSavedToList(page, CUSTOMERS, uiFa['common.datasavedsuccessfully']);
    expect((await api.get('Customers', id))?.mobile).toBe(mobile);

    // Within the next minutes the reset is not asked for a confirmation again (only its own password).
    await openCustomer(page, user.username, id);
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(fa['customer.security.twofactor.on']);

    // A wrong password is said under the field, in each language, and changes nothing.
    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await page.getByTestId('reset-twofactor').click();
      await page.locator('#resettwofactor_password').fill('not-my-password');
      await page.getByTestId('reset-confirm').click();
      await expect
        .poll(() => formFieldError(page, 'resettwofactor', 'password').textContent())
        .toBe(messages[lang]['security.error.wrongpassword']);
      expect((await api.get('Customers', id))?.twoFactorEnabled).toBe(true);
      await screenshots(page, 'customers-admin-reset-wrong', lang);
      if (lang !== 'fa') {
        await page.getByTestId('reset-cancel').click();
        await page.locator('#resettwofactor_password').waitFor({ state: 'detached' });
      }
    }

    await page.locator('#resettwofactor_password').fill(ADMIN_PASSWORD);
    await page.getByTestId('reset-confirm').click();
    await notice(page, fa['customer.security.reset.done.title']);
    await expect.poll(() => page.getByTestId('twofactor-status').textContent()).toBe(fa['customer.security.twofactor.off']);
    const event = page.getByTestId('security-event').first();
    await expect.poll(() => event.textContent()).toContain(fa['customer.event.twofactorreset']);
    expect(await event.getByTestId('event-actor').textContent()).toBe('administrator');
    expect(await event.getByTestId('event-actor').getAttribute('dir')).toBe('ltr');
    // Jalali, in Persian digits: a year of the 1400s.
    expect(await event.locator('time').textContent()).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);

    // The user is signed out everywhere, and signs in with the password alone.
    expect(await statusWithToken(base, user.token)).toBe(401);
    const signin = await call(base, 'POST', '/api/Authentication/signin', { username: user.username, password: user.password });
    expect(signin.status, JSON.stringify(signin.body)).toBe(200);

    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      await expect.poll(() => event.textContent()).toContain(messages[lang]['customer.event.twofactorreset']);
      await screenshots(page, 'customers-admin-reset-done', lang);
    }
    await context.close();
  });

  it('as the only administrator, taking the role from themselves or switching themselves off shows the store admin’s notice', async () => {
    const base = journey.server.url;
    const context = await newContext(journey.browser, base);
    const page = await context.newPage();
    await signInAsAdmin(page);
    const api = new AdminApi(base, await storedToken(page));
    const id = await api.idOf('Customers', 'administrator');
    await openCustomer(page, 'administrator', id);

    // Switched off: refused, the form stays open, nothing saved (after the password prompt of a power change).
    await field(page, 'isActive').click();
    await save(page);
    await confirmWhenAsked(page);
    await notice(page, fa['customer.error.lastadministrator']);
    expect(new URL(page.url()).pathname).toBe(`/dashboard/${CUSTOMERS}/Update/${id}`);

    // The administrators role taken away: refused the same way.
    await page.reload();
    await page.getByTestId('customer-security').waitFor();
    const administrators = page.locator('.ant-form-item:has(#entity_roleIds) .ant-select-selection-item', { hasText: 'Administrators' });
    await administrators.locator('.ant-select-selection-item-remove').click();
    await administrators.waitFor({ state: 'detached' });
    await save(page);
    await notice(page, fa['customer.error.lastadministrator']);
    // Still an active administrator (and authenticated).
    const stored = (await api.get('Customers', id)) as { isActive: boolean; refTitles: { roleIds: string[] } };
    expect(stored.isActive).toBe(true);
    expect(stored.refTitles.roleIds).toEqual(['Administrators', 'Authenticated']);

    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      // chooseLanguage closed the notices said in the language before: the screenshot shows this language's.
      await page.locator('.toast, .ant-notification-notice').first().waitFor({ state: 'detached' });
      await save(page);
      await notice(page, messages[lang]['customer.error.lastadministrator']);
      await screenshots(page, 'customers-admin-last-administrator', lang);
    }
    await context.close();
  });
});
