import type { Locator, Page } from 'playwright-core';

/** Helpers for the generic dashboard screens (List / Create / Update of any entity). */

export function field(page: Page, name: string): Locator {
  return page.locator(`#entity_${name}`);
}

export function fieldError(page: Page, name: string): Locator {
  return page.locator(`.ant-form-item:has(#entity_${name}) .ant-form-item-explain-error`);
}

export async function openList(page: Page, route: string): Promise<void> {
  await page.goto(`/dashboard/${route}/List`);
  await page.getByTestId('entity-table').waitFor();
}

/** Opens the Create screen from the list's Create button. */
export async function openCreate(page: Page, route: string): Promise<void> {
  await openList(page, route);
  await page.getByTestId('create-button').click();
  await page.waitForURL((url) => url.pathname === `/dashboard/${route}/Create`);
  await page.getByTestId('entity-form').waitFor();
}

export async function save(page: Page): Promise<void> {
  await page.getByTestId('save-button').click();
}

/** After a successful save the app goes back to the list and says so. */
export async function expectSavedToList(page: Page, route: string, notice: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/dashboard/${route}/List`);
  await page.locator('.toast, .ant-notification-notice', { hasText: notice }).first().waitFor();
}

/** Picks an option of an Ant Design select by its label (`form` is the form's name). */
export async function selectOption(page: Page, name: string, label: string, form = 'entity'): Promise<void> {
  const select = page.locator(`.ant-form-item:has(#${form}_${name}) .ant-select`);
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label }).first();
  // A click that lands while the dropdown is still opening can be lost: then the dropdown is opened again.
  for (let attempt = 1; ; attempt++) {
    if (!(await option.isVisible())) await select.click();
    await option.click();
    try {
      await page.waitForFunction(
        ([selector, text]) => document.querySelector(selector ?? '')?.textContent?.includes(text ?? '') ?? false,
        [`.ant-form-item:has(#${form}_${name}) .ant-select`, label],
        { timeout: 3_000 },
      );
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`the select "${name}" did not take the option "${label}": choosing again`);
    }
  }
}

/** Narrows the list with its search box (`q`) and returns the row showing `text`. */
export async function findRow(page: Page, text: string): Promise<Locator> {
  await page.getByTestId('list-search').locator('input').fill(text);
  await page.getByTestId('list-search').locator('input').press('Enter');
  const row = page.locator('[data-testid="entity-table"] tbody tr.ant-table-row', { hasText: text });
  await row.first().waitFor();
  return row.first();
}

export async function deleteRow(page: Page, id: number, notice: string): Promise<void> {
  await page.getByTestId(`delete-${id}`).click();
  await page.getByTestId('confirm-delete').click();
  await page.locator('.toast, .ant-notification-notice', { hasText: notice }).first().waitFor();
  await page.getByTestId(`delete-${id}`).waitFor({ state: 'detached' });
}
