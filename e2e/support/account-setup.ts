import type { Browser, Page } from 'playwright-core';
import { afterEach, expect, onTestFinished } from 'vitest';
import { otherDevice, storedAuth } from './account';
import { screenshot } from './browser';
import type { Journey } from './journey';
import { call, dataOf } from './json-api';
import { freshTotp, totpStep } from './totp';

/**
 * Accounts a journey test makes for itself through the API, so each test starts from what it
 * needs instead of from what an earlier test left (and a failing test does not take the next down).
 */
export interface Account {
  username: string;
  password: string;
  token: string;
}

export interface TwoFactorAccount extends Account {
  secret: string;
  recoveryCodes: string[];
  /** TOTP steps the server has accepted a code of: each is accepted once only. */
  usedSteps: Set<number>;
}

/** Names registered by this worker: a retried test registers under a fresh one. */
const registered = new Map<string, number>();

function freshUsername(username: string): string {
  const times = (registered.get(username) ?? 0) + 1;
  registered.set(username, times);
  return times === 1 ? username : `${username}_${times}`;
}

export async function registerAccount(base: string, wanted: string, password: string): Promise<Account> {
  const username = freshUsername(wanted);
  const answer = await call(base, 'POST', '/api/Authentication/register', {
    username,
    password,
    confirmPassword: password,
    firstName: 'Sara',
    lastName: 'Rahimi',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { username, password, token: dataOf(answer).access_token as string };
}

/** A registered account with two-factor authentication turned on (a code of the current step spent). */
export async function registerWithTwoFactor(base: string, username: string, password: string): Promise<TwoFactorAccount> {
  const account = await registerAccount(base, username, password);
  const begin = await call(base, 'POST', '/api/Authentication/setTwoFactorAuthentication', { password }, account.token);
  expect(begin.status, JSON.stringify(begin.body)).toBe(200);
  const secret = dataOf(begin).secret as string;
  const usedSteps = new Set<number>();
  const { code, step } = await freshTotp(secret, usedSteps);
  const on = await call(base, 'POST', '/api/Authentication/setTwoFactorAuthentication', { password, pinCode: code }, account.token);
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  usedSteps.add(step);
  return { ...account, secret, recoveryCodes: dataOf(on).recoveryCodes as string[], usedSteps };
}

/** Enters a code of a step not used yet (waiting for the next step when needed) and submits it. */
export async function enterFreshCode(page: Page, account: TwoFactorAccount, submit: string): Promise<void> {
  const { code, step } = await freshTotp(account.secret, account.usedSteps);
  // A refusal shows its message a moment before the button stops spinning, and a click on a
  // spinning button is ignored: wait until it takes clicks again.
  await page.locator(`[data-testid="${submit}"]:is(.ant-btn-loading, [aria-busy="true"])`).waitFor({ state: 'detached' });
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId(submit).click();
  account.usedSteps.add(step);
}

/**
 * An account journey's fixtures with its failure screenshots, and `device()`: a browser "device"
 * of its own (own storage), closed however the test ends.
 */
export function accountJourney(journey: Journey, name: string): { device: () => Promise<Page> } {
  keepFailureScreenshots(name, () => journey.browser);
  return {
    async device() {
      const opened = await otherDevice(journey.browser, journey.server.url);
      onTestFinished(() => opened.context.close());
      return opened.page;
    },
  };
}

/**
 * A failing test leaves its pages behind to look at: e2e/screenshots/<journey>-failure-<n>-<page>.png,
 * with the errors shown, the stored login and the TOTP step printed.
 */
export function keepFailureScreenshots(journey: string, browser: () => Browser | undefined): void {
  let testNumber = 0;
  afterEach(async (test) => {
    testNumber++;
    const open = browser();
    if (test.task.result?.state !== 'fail' || !open) return;
    for (const [index, page] of open
      .contexts()
      .flatMap((c) => c.pages())
      .entries()) {
      const errors = await page
        .locator('.ant-form-item-explain-error, .field__error, [role="alert"]')
        .allTextContents()
        .catch(() => []);
      console.error('failed; page', index, 'at', page.url(), 'errors shown:', errors, 'TOTP step now:', totpStep());
      console.error('stored login:', await storedAuth(page).catch(() => 'unreadable'));
      await screenshot(page, `${journey}-failure-${testNumber}`, String(index));
    }
  });
}

/**
 * Signs in on the sign-in screen with user name, password and a recovery code; waits for the
 * security page, where a sign-in with a recovery code leads (set up a new authenticator or turn it off).
 */
export async function signInWithRecoveryCode(page: Page, account: Account, recoveryCode: string): Promise<void> {
  await page.goto('/Authentication');
  await page.locator('#signin_username').fill(account.username);
  await page.locator('#signin_password').fill(account.password);
  await page.getByTestId('signin-submit').click();
  await page.getByTestId('twofactor-form').waitFor();
  await page.getByTestId('code-kind-switch').click();
  await page.getByTestId('code-input').fill(recoveryCode);
  await page.getByTestId('twofactor-submit').click();
  await page.waitForURL((url) => url.pathname === '/account/security');
}
