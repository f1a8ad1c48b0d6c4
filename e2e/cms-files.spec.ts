import { type Language, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byteSize } from '../apps/web/src/i18n/byte-size';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { keepFailureScreenshots } from './support/account-setup';
import { newContext, screenshot } from './support/browser';
import { PIXEL } from './support/cms-controls';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { chooseLanguage, signInAsAdmin, storedToken } from './support/ui';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
/** A valid 1×1 PNG. */
const fa = { ...messages.fa, ...uiFa };

interface FileAnswer {
  name: string;
  size: number;
  url: string;
}

/** GetFiles of a folder, straight from the API. */
async function listed(base: string, token: string, directory = 'DataContents'): Promise<FileAnswer[]> {
  const answer = await call(base, 'GET', `/api/CMS/GetFiles?directory=${directory}`, undefined, token);
  expect(answer.status).toBe(200);
  return answer.body.data as unknown as FileAnswer[];
}

async function usage(base: string, token: string): Promise<number> {
  const answer = await call(base, 'GET', '/api/CMS/getStorageCapacity', undefined, token);
  return Number((answer.body.data as { usage: number }).usage);
}

/** The storage bar's text (in its progress' aria-label), once it says `used`. */
async function storageSays(page: Page, used: string): Promise<void> {
  await page.locator(`[data-testid="storage-bar"] [aria-label*="${used}"]`).first().waitFor();
}

/** Desktop and 390 px screenshots of what the page shows now. */
async function screenshots(page: Page, name: string, lang: Language): Promise<void> {
  await screenshot(page, `${name}-desktop`, lang);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`, lang);
  await page.setViewportSize(DESKTOP);
}

describe('files: the dashboard’s file manager', () => {
  const journey = useJourney();
  keepFailureScreenshots('cms-files', () => journey.browser);

  it('refuses a wrong extension, a big file and too many files before sending and wrong bytes from the server, uploads a PNG through its states, says “No url provided” and “File is not deleted”, deletes it in two clicks and the storage bar follows', async () => {
    const base = journey.server.url;
    const context = await newContext(journey.browser, base);
    const page = await context.newPage();
    await signInAsAdmin(page);
    const token = await storedToken(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/CMS/UploadFile')) sent.push(request.url());
    });

    // In the side menu for administrators, in Persian (the default).
    await page.getByTestId('dashboard-menu').getByText(fa['route.cmsFiles']).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/CMS/Files');
    await page.getByTestId('files-page').waitFor();
    const before = await usage(base, token);
    await storageSays(page, byteSize(before, 'fa'));

    // The extension is checked first, in the browser: nothing is sent.
    const input = page.getByTestId('file-input');
    await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByTestId('uploader-errors').getByText(fa['content.error.fileformat']).waitFor();
    expect(sent).toHaveLength(0);
    // Then the size: a 1.1 MB PNG is refused with the maximum in human units, also before sending.
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PIXEL, Buffer.alloc(1_100_000)]) });
    await page
      .getByTestId('uploader-errors')
      .getByText(`big.png: ${fa['files.error.filesize'].replace('{{max}}', '۱٫۰ MB')}`)
      .waitFor();
    expect(sent).toHaveLength(0);
    // More files than allowed (5 by default): 'max file allowed N'.
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PIXEL }));
    await input.setInputFiles(six);
    await page.getByTestId('uploader-errors').getByText('حداکثر ۵ فایل مجاز است').waitFor();
    expect(sent).toHaveLength(0);

    // A .png whose bytes are not a PNG passes the browser's check; the server refuses it with its field message.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
    await page.getByTestId('uploader-errors').getByText(`fake.png: ${fa['content.error.fileformat']}`).waitFor();
    expect(sent).toHaveLength(1);

    // A real PNG: its row goes idle → uploading → uploaded (the states are recorded as they change).
    await page.evaluate(() => {
      const states: string[] = [];
      (window as unknown as { uploadStates: string[] }).uploadStates = states;
      new MutationObserver((changes) => {
        for (const change of changes) {
          const nodes = change.type === 'childList' ? [...change.addedNodes] : [change.target];
          for (const node of nodes) {
            if (!(node instanceof HTMLElement)) continue;
            // The list appears with its first row inside it.
            for (const item of [node, ...node.querySelectorAll<HTMLElement>('[data-state]')]) {
              const state = item.dataset.state;
              if (state && states.at(-1) !== state) states.push(state);
            }
          }
        }
      }).observe(document.querySelector('[data-testid="file-uploader"]') as Node, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    // The answer is held back a little, so the uploading state (its progress bar) can be seen.
    await page.route('**/api/CMS/UploadFile**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await input.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL });
    await page.locator('[data-testid="upload-pixel.png"][data-state="uploading"] .ant-progress').waitFor();
    await page.locator('[data-testid="upload-pixel.png"][data-state="uploaded"]').waitFor();
    await page.unroute('**/api/CMS/UploadFile**');
    const states = await page.evaluate(() => (window as unknown as { uploadStates: string[] }).uploadStates);
    expect(states.at(-1)).toBe('uploaded');
    expect(states).toContain('uploading');
    expect(sent).toHaveLength(2);

    const stored = (await listed(base, token)).find((f) => f.name.startsWith('pixel-') && f.name.endsWith('.png'));
    expect(stored?.size).toBe(PIXEL.length);
    const name = stored?.name ?? '';
    const row = page.getByTestId(`file-row-${name}`);
    await row.waitFor();
    await row.locator('img').waitFor();
    // The top bar's storage bar was read again.
    const after = await usage(base, token);
    expect(after).toBe(before + PIXEL.length);
    await storageSays(page, byteSize(after, 'fa'));
    expect(await page.getByTestId('storage-bar').getAttribute('data-level')).toBe('ok');

    // Search: more than 2 characters lists the names containing them.
    await page.locator('#files-search').fill('pixel');
    await page.getByText('فایل‌هایی که نامشان «pixel» دارد').waitFor();
    await row.waitFor();
    // The search is in the address: the same address in a new tab shows the same search.
    await page.waitForURL((url) => url.searchParams.get('q') === 'pixel');
    const tab = await page.context().newPage();
    await tab.goto(page.url());
    expect(await tab.locator('#files-search').inputValue()).toBe('pixel');
    await tab.getByText('فایل‌هایی که نامشان «pixel» دارد').waitFor();
    await tab.close();
    await page.locator('#files-search').fill('');

    // A new pick cleared the earlier refusals.
    expect(await page.getByTestId('uploader-errors').count()).toBe(0);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await row.waitFor();
      await screenshots(page, 'cms-files-list', lang);
    }

    // An answer without a url (served by the test in place of the server's): "No url provided".
    await page.route('**/api/CMS/UploadFile**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"size":70}}' }),
    );
    await input.setInputFiles({ name: 'nourl.png', mimeType: 'image/png', buffer: PIXEL });
    await page.getByTestId('uploader-errors').getByText(`nourl.png: ${fa['files.nourl']}`).waitFor();
    await page.unroute('**/api/CMS/UploadFile**');
    // A delete answered without a result: "File Deleting Error" / "File is not deleted", the row stays.
    const remove = page.getByTestId(`delete-${name}`);
    await page.route('**/api/CMS/DeleteFile**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{}}' }),
    );
    await remove.click();
    await remove.click();
    await page
      .locator('.toast, .ant-notification-notice', { hasText: fa['files.delete.error'] })
      .getByText(fa['files.delete.notdeleted'])
      .waitFor();
    await page.unroute('**/api/CMS/DeleteFile**');
    await row.waitFor();
    await page.locator('.two-click-delete.is-armed').waitFor({ state: 'detached' });

    // Two clicks: the first only dims the icon, the second deletes.
    await remove.click();
    expect(await remove.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(fa['files.delete.again']).waitFor();
    expect((await listed(base, token)).some((f) => f.name === name)).toBe(true);
    await remove.click();
    await row.waitFor({ state: 'detached' });
    // The uploader's row of the same file goes with it.
    await page.getByTestId('upload-pixel.png').waitFor({ state: 'detached' });
    expect((await listed(base, token)).some((f) => f.name === name)).toBe(false);
    expect(await usage(base, token)).toBe(before);
    await storageSays(page, byteSize(before, 'fa'));
    await context.close();
  });
});
