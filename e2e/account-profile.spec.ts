import { messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { aboutPage } from '../apps/server/src/db/seed/demo-cms-texts';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { chooseUserMenuItem, submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { stripedPng } from './support/png';
import { ADMIN_PASSWORD } from './support/server-harness';
import { chooseLanguage, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa };
const en = { ...messages.en, ...uiEn };

describe('a customer’s own profile and favorites', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'account-profile');

  it('is opened from the avatar menu and changed in Persian: names, a national code typed in Persian digits, a Jalali date of birth, a picture', async () => {
    const base = journey.server.url;
    const account = await registerAccount(base, 'profile.owner', 'profile-pass-1');
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, account.username, account.password);
    await page.getByTestId('user-menu').first().waitFor();
    await chooseUserMenuItem(page, fa['route.accountProfile']);
    await page.waitForURL((url) => url.pathname === '/account/profile');
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    // How the user signs in is shown, left to right, and changed elsewhere.
    await page.getByTestId('profile-signin').getByText(account.username).waitFor();

    await page.locator('#profile_firstName').fill('سارا');
    await page.locator('#profile_lastName').fill('رحیمی');
    // A wrong check digit is refused before sending, in Persian.
    await page.locator('#profile_nationalCode').fill('۰۰۸۴۵۷۵۹۴۹');
    await page.getByTestId('profile-save').click();
    await form.getByText(fa['customer.nationalcode_error']).waitFor();
    await page.locator('#profile_nationalCode').fill('۰۰۸۴۵۷۵۹۴۸');
    await form.getByText(fa['enum.Customer.gender.2']).click();
    // The date of birth in the Jalali calendar: 1 Farvardin 1370 is 21 March 1991.
    await page.locator('#profile_dateOfBirth').click();
    await page.locator('#profile_dateOfBirth').fill('1370/01/01');
    await page.keyboard.press('Enter');
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    await page.getByTestId('profile-avatar-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: stripedPng(96, 96, [13, 148, 136]),
    });
    await page.getByTestId('profile-avatar').locator('img').waitFor();
    await page.getByTestId('profile-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);

    const saved = dataOf(await call(base, 'GET', '/api/Customers/getMyProfile', undefined, account.token));
    expect(saved).toMatchObject({
      firstName: 'سارا',
      lastName: 'رحیمی',
      nationalCode: '0084575948',
      gender: '2',
      dateOfBirth: '1991-03-21',
    });
    expect(String(saved.avatar)).toMatch(/^\/api\/cms\/avatar\//);
    const picture = await page.request.get(`${base}${String(saved.avatar)}`);
    expect(picture.status()).toBe(200);
    // The header's avatar is the new picture at once.
    await expect.poll(() => page.getByTestId('user-menu').first().locator('img.avatar').getAttribute('src')).toBe(String(saved.avatar));

    // Read back after a reload: the Jalali date and the Persian text as saved.
    await page.reload();
    await form.waitFor();
    expect(await page.locator('#profile_dateOfBirth').inputValue()).toBe('1370/01/01');
    expect(await page.locator('#profile_firstName').inputValue()).toBe('سارا');
    await screenshotDesktopAndPhone(page, 'account-profile', 'fa');
    for (const lang of ['en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      await form.waitFor();
      await screenshotDesktopAndPhone(page, 'account-profile', lang);
    }
    // In English the date is Gregorian.
    await chooseLanguage(page, 'en');
    expect(await page.locator('#profile_dateOfBirth').inputValue()).toBe('1991/03/21');
  });

  it('keeps a page among the favorites: a visitor is told to sign in first; signed in, the heart adds it, the favorites list shows it and takes it out', async () => {
    const base = journey.server.url;
    const account = await registerAccount(base, 'favorites.owner', 'favorites-pass-1');
    const page = await device();
    const about = `/pages/${encodeURIComponent(aboutPage.slug)}`;
    await page.goto(about);
    const heart = page.getByTestId('favorite-button');
    await heart.click();
    await toast(page, fa['common.error.signinfirst']);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await page.goto('/Authentication');
    await submitCredentials(page, account.username, account.password);
    await page.getByTestId('user-menu').first().waitFor();
    await page.goto(about);
    await heart.click();
    await toast(page, fa['favorites.added']);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const kept = dataOf(await call(base, 'GET', '/api/Customers/getMyFavorites', undefined, account.token)) as unknown as {
      entityName: string;
    }[];
    expect(kept.map((f) => f.entityName)).toEqual(['Page']);

    await chooseUserMenuItem(page, fa['route.favoriteProducts']);
    await page.waitForURL((url) => url.pathname === '/account/favoriteproducts');
    const list = page.getByTestId('favorites-screen');
    await list.getByRole('link', { name: aboutPage.title.fa }).waitFor();
    await screenshotDesktopAndPhone(page, 'account-favorites', 'fa');
    await list.getByRole('button', { name: fa['favorites.remove'] }).click();
    await list.getByText(fa['favorites.empty']).waitFor();
    expect(dataOf(await call(base, 'GET', '/api/Customers/getMyFavorites', undefined, account.token))).toEqual([]);
  });

  it('is read-only with a notice when the store turns profile changes off', async () => {
    const base = journey.server.url;
    const admin = dataOf(await call(base, 'POST', '/api/Authentication/signin', { username: 'administrator', password: ADMIN_PASSWORD }));
    const account = await registerAccount(base, 'profile.locked', 'profile-pass-2');
    const token = String(admin.access_token ?? '');
    const off = await call(base, 'POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'false' }, token);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const page = await device();
      await page.goto('/Authentication?lang=en');
      await submitCredentials(page, account.username, account.password);
      await page.getByTestId('user-menu').first().waitFor();
      await page.goto('/account/profile?lang=en');
      await page.getByTestId('profile-locked').getByText(en['customer.error.profilelocked']).waitFor();
      expect(await page.locator('#profile_firstName').isDisabled()).toBe(true);
      expect(await page.getByTestId('profile-save').isDisabled()).toBe(true);
    } finally {
      await call(base, 'POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'true' }, token);
    }
  });
});
