import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server-harness';

export const ADMIN_USERNAME = 'administrator';

/** Signs in as the seeded administrator through the sign-in screen and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/Authentication');
  await page.locator('#signin_username').fill(ADMIN_USERNAME);
  await page.locator('#signin_password').fill(ADMIN_PASSWORD);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByTestId('dashboard-shell').waitFor();
}

/** The access token the web stored after signing in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token?: string }).access_token);
  if (!token) throw new Error('no access token stored');
  return token;
}

/** Chooses a language with the flags of the header or the dashboard top bar. */
export async function chooseLanguage(page: Page, lang: 'fa' | 'en' | 'tr'): Promise<void> {
  // Open notices lie over the top bar's flags (issue 14), and a click would wait until they expire
  // (4.5 s each time): close them as a user would (dispatched, since stacked ones are under the top one).
  for (const close of await page.locator('.toast__close, .ant-notification-notice-close').all())
    await close.dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
  // Under a busy CPU a click that lands while the top bar re-renders can be lost: clicked again then.
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId(`lang-${lang}`).first().click();
    try {
      await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  // Away from the flag, so its tooltip does not stay over the page (and its screenshots).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-tooltip')].every((tip) => tip.classList.contains('ant-tooltip-hidden')),
  );
}

/** Waits for the toast that says `text` (000 §8), then closes it so it does not cover the next step. */
export async function toast(page: Page, text: string): Promise<void> {
  const notice = page.locator('.toast, .ant-notification-notice', { hasText: text }).first();
  await notice.waitFor();
  await notice
    .locator('.toast__close, .ant-notification-notice-close')
    .dispatchEvent('click')
    .catch(() => undefined);
}

/**
 * Confirms a delete in Ant Design's confirmation dialog and waits for the dialog to go. Under a
 * busy CPU a click that lands while the dialog is still opening can be lost (the dialog then stays,
 * its button idle, as the avatar menu does in `chooseUserMenuItem`): it is clicked again. A click
 * that was taken leaves the button busy until the delete is done, and a busy button ignores clicks.
 */
export async function confirmDelete(page: Page): Promise<void> {
  const ok = page.getByTestId('confirm-delete');
  for (let attempt = 1; ; attempt++) {
    await ok.click();
    try {
      await ok.waitFor({ state: 'detached', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn('the confirmation did not take the click: clicking again');
    }
  }
}
