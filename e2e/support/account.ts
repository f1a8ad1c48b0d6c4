import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newContext } from './browser';

/** Helpers for the account journeys: the stored login, the avatar menu, the sign-in steps. */

export interface StoredAuth {
  username: string;
  roles: string;
  access_token: string;
  refresh_token: string;
  expire_date: string;
}

export async function storedAuth(page: Page): Promise<StoredAuth | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as StoredAuth | null);
}

/**
 * Changes fields of the stored login, as time or a server would (an expired or refused token).
 * It is done on /robots.txt (same origin, no script of ours): a page of the app still running
 * could meet the patched login first and renew it itself, racing the page the test opens next.
 */
export async function patchStoredAuth(page: Page, patch: Partial<StoredAuth>): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((p) => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, string>;
    localStorage.setItem('auth', JSON.stringify({ ...auth, ...p }));
  }, patch);
}

/**
 * Opens the avatar menu of the header (or the dashboard top bar) and picks an item by its label.
 * A click that lands while the menu is still opening can be lost: the menu then stays open, and the
 * item is clicked again.
 */
export async function chooseUserMenuItem(page: Page, label: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: label });
  for (let attempt = 1; ; attempt++) {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').first().click();
    await item.click();
    try {
      await item.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`the avatar menu did not take the click on "${label}": clicking again`);
    }
  }
}

/** The error shown under a field of a named form (`<form name>_<field>`: an Ant Design form, or the storefront's own). */
export function formFieldError(page: Page, form: string, name: string): Locator {
  return page.locator(`.ant-form-item:has(#${form}_${name}) .ant-form-item-explain-error, .field:has(#${form}_${name}) .field__error`);
}

/** User name and password on the sign-in tab. */
export async function submitCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#signin_username').fill(username);
  await page.locator('#signin_password').fill(password);
  await page.getByTestId('signin-submit').click();
}

/** A call with a bearer token: its HTTP status. */
export async function statusWithToken(baseUrl: string, token: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/api/Authentication/getTwoFactorAuthenticationStatus`, {
    headers: { Authorization: `Bearer ${token}`, lang: 'en' },
  });
  return answer.status;
}

/** Another browser ("device") with its own storage. */
export async function otherDevice(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  return { context, page };
}
