import type { Page } from 'playwright-core';

/** A small, real PDF (its magic bytes pass the upload's content check) saying `text`. */
export const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

/** Picks a unit in a tree select (`id` of its input) by its title; a click the opening dropdown lost is made again. */
export async function chooseUnit(page: Page, id: string, title: string): Promise<void> {
  const node = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper', {
    hasText: title,
  });
  for (let attempt = 1; ; attempt++) {
    if (!(await node.first().isVisible())) await page.locator(`.ant-form-item:has(#${id}) .ant-select`).click();
    await node.first().click();
    try {
      await page.locator(`.ant-form-item:has(#${id}) .ant-select`, { hasText: title }).waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
