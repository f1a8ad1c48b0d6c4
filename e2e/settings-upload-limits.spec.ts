import { messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { keepFailureScreenshots } from './support/account-setup';
import { newContext } from './support/browser';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { signInAsAdmin, storedToken } from './support/ui';

const fa = { ...messages.fa, ...uiFa };
/** A valid 1×1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');

describe('the uploader’s limits come from the store’s public settings', () => {
  const journey = useJourney();
  keepFailureScreenshots('settings-upload-limits', () => journey.browser);

  it('saved with saveAppSettings, read by anyone with getAppSettings, applied by the uploader before sending', async () => {
    const base = journey.server.url;
    const context = await newContext(journey.browser, base);
    const page = await context.newPage();
    await signInAsAdmin(page);
    const token = await storedToken(page);
    const limits = [
      { name: 'datacontent.maximumfilesize', value: '2048' },
      { name: 'datacontent.maximumfilecount', value: '2' },
    ];
    expect((await call(base, 'POST', '/api/Settings/saveAppSettings', { settings: limits }, token)).status).toBe(200);
    const anonymous = await call(base, 'GET', '/api/Settings/getAppSettings');
    expect(anonymous.body.data).toEqual(expect.arrayContaining(limits));

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/CMS/UploadFile')) sent.push(request.url());
    });
    await page.goto('/dashboard/CMS/Files');
    await page.getByTestId('files-page').waitFor();
    await page.getByText('هر فایل تا ۲٫۰ KB، هر بار ۲ فایل.').waitFor();
    const input = page.getByTestId('file-input');
    const three = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PIXEL }));
    await input.setInputFiles(three);
    await page.getByTestId('uploader-errors').getByText(fa['files.maxcount'].replace('{{count}}', '۲')).waitFor();
    const big = Buffer.concat([PIXEL, Buffer.alloc(3000)]);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await page
      .getByTestId('uploader-errors')
      .getByText(`big.png: ${fa['files.error.filesize'].replace('{{max}}', '۲٫۰ KB')}`)
      .waitFor();
    expect(sent).toHaveLength(0);
    // Within the limits, the file goes.
    await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: PIXEL });
    await page.locator('[data-testid="upload-small.png"][data-state="uploaded"]').waitFor();
    expect(sent).toHaveLength(1);
  });
});
