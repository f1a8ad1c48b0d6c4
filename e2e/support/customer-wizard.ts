import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server-harness';

/** The open customer wizard, its inputs and its Next button. */
export const wizard = (page: Page) => page.locator('.customer-wizard');
export const wizardInput = (page: Page, name: string) => page.locator(`#customer-wizard_${name}`);
export const wizardNext = (page: Page) => page.getByTestId('customer-wizard-next');

/** Confirms the administrator's password when a power change asks for it (once a few minutes). */
export async function confirmIfAsked(page: Page): Promise<void> {
  const prompt = page.locator('.password-confirmation');
  const asked = await prompt
    .waitFor({ timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (!asked) return;
  await page.locator('#confirmpassword_password').fill(ADMIN_PASSWORD);
  await page.getByTestId('confirm-password-submit').click();
  await prompt.waitFor({ state: 'hidden' });
}

/** Picks a date in the Jalali picker of the wizard (typed as the picker shows it, `1370/01/01`). */
export async function pickWizardDate(page: Page, name: string, typed: string): Promise<void> {
  await wizardInput(page, name).click();
  await wizardInput(page, name).fill(typed);
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

export interface WizardCustomer {
  mobile: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  nationalCode: string;
  /** The date of birth as the Persian picker takes it. */
  jalaliBirth: string;
}

/**
 * Creates a customer with the wizard from the customers list, as an administrator does when all is
 * in order: the mobile checked, the personal data with a verified national code, the review, the save.
 */
export async function createWithWizard(page: Page, customer: WizardCustomer): Promise<void> {
  await fillWizardToLastStep(page, customer);
  await page.getByTestId('customer-wizard-save').click();
  await confirmIfAsked(page);
}

/** Opens the wizard from the customers list and fills its first two steps, up to its third (attributes and the read-back). */
export async function fillWizardToLastStep(page: Page, customer: WizardCustomer): Promise<void> {
  await page.getByTestId('customer-wizard-open').click();
  await wizard(page).waitFor();
  await wizardInput(page, 'mobile').fill(customer.mobile);
  await page.getByTestId('customer-wizard-check-mobile').click();
  await page.getByTestId('customer-wizard-result').waitFor();
  await wizardNext(page).click();
  await wizardInput(page, 'username').fill(customer.username);
  await wizardInput(page, 'password').fill(customer.password);
  await wizardInput(page, 'confirmPassword').fill(customer.password);
  await wizardInput(page, 'firstName').fill(customer.firstName);
  await wizardInput(page, 'lastName').fill(customer.lastName);
  await wizardInput(page, 'nationalCode').fill(customer.nationalCode);
  await page.getByTestId('customer-wizard-verify-code').click();
  await page.getByTestId('customer-wizard-code-verified').waitFor();
  await pickWizardDate(page, 'dateOfBirth', customer.jalaliBirth);
  await wizardNext(page).click();
  await page.getByTestId('customer-wizard-review').waitFor();
}
