import type { Locator, Page } from 'playwright-core';

/** A 1×1 PNG: the smallest real picture an upload accepts. */
export const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses `option` in an antd select by typing it and taking the first match, and waits for its list to close. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active').getByText(option, { exact: true }).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/**
 * Uploads a PNG through the uploader in `scope`, holding the server's answer back until its
 * progress bar has been seen, then waits for it to be uploaded.
 */
export async function uploadSeeingProgress(page: Page, scope: Locator, name: string): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/CMS/UploadFile**', async (route) => {
    await held;
    await route.continue();
  });
  await scope.getByTestId('file-input').setInputFiles({ name, mimeType: 'image/png', buffer: PIXEL });
  await scope.locator(`[data-testid="upload-${name}"][data-state="uploading"] .ant-progress`).waitFor();
  release();
  await scope.locator(`[data-testid="upload-${name}"][data-state="uploaded"]`).waitFor();
  await page.unroute('**/api/CMS/UploadFile**');
}
