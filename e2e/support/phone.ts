import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

/** A phone's width, as the bar asks every screen to work at. */
export const PHONE = { width: 390, height: 844 };

/** Elements that stick out sideways: of the page, or buttons out of the card or alert they sit in. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${el.className}`;
    const width = window.innerWidth;
    const outOfPage =
      document.documentElement.scrollWidth <= width
        ? []
        : [...document.querySelectorAll('body *')].filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.right > width + 1 || box.left < -1);
          });
    const outOfBox = [...document.querySelectorAll('.ant-btn')].filter((button) => {
      const holder = button.parentElement?.closest('.ant-alert, .ant-card');
      if (!holder) return false;
      const box = button.getBoundingClientRect();
      const outer = holder.getBoundingClientRect();
      return box.width > 0 && (box.right > outer.right + 1 || box.left < outer.left - 1);
    });
    return [...outOfPage, ...outOfBox].map(name).slice(0, 5);
  });
}

/** Screenshots `<name>-<lang>` at the page's width and `<name>-phone-<lang>` at 390 px, where nothing may stick out sideways. */
export async function screenshotDesktopAndPhone(page: Page, name: string, lang: string): Promise<void> {
  // From the top: a full-page picture of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, lang);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  try {
    await expect.poll(() => overflowing(page)).toEqual([]);
    await screenshot(page, `${name}-phone`, lang);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
}
