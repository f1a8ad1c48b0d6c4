import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../screenshots');

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 } });
  context.setDefaultTimeout(15_000);
  return context;
}

/** e2e/screenshots/<journey>-<lang>.png (git-ignored). */
export async function screenshot(page: Page, journey: string, lang: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Let appearing messages and popups finish their animations. Endless ones (spinners) are not
  // waited for, nor antd's click ripple: its faint shadow fades over 2 s and waiting for it doubled
  // the journeys' screenshot time.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY ||
              ((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('ant-wave'),
          ),
      null,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: resolve(SCREENSHOTS, `${journey}-${lang}.png`), fullPage: true });
}
