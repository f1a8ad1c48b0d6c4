import { translate } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** A store's icon, logo and URL end up in `src` and `href` on every page: only web addresses and the site's own files. */
let t: TestApp;
let storeId: number;
const saved = { url: 'https://links.example', icon: '/api/CMS/Image/DataContents/icon.png', logo: 'https://cdn.example/logo.png' };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/api/Stores', headers: await t.admin(), payload: { name: 'links', ...saved } });
  expect(res.statusCode, res.body).toBe(201);
  storeId = res.json().data.id;
});
afterAll(() => t.close());

const read = async () => (await t.app.inject({ url: `/api/Stores/${storeId}`, headers: await t.admin() })).json().data;

describe('a store’s links', () => {
  it.each([
    ['logo', 'javascript:alert(1)', 'common.error.fileurl', 'en'],
    ['icon', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+', 'common.error.fileurl', 'fa'],
    ['logo', '//evil.example/logo.png', 'common.error.fileurl', 'tr'],
    ['url', 'java\tscript:alert(1)', 'common.error.url', 'en'],
  ] as const)('refuse %s = %j with a field error in the caller’s language, changing nothing', async (field, value, code, lang) => {
    const before = await read();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Stores/${storeId}`,
      headers: { ...(await t.admin()), lang },
      payload: { [field]: value, companyName: 'changed with it' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ [field]: code });
    expect(res.json().error.fields).toEqual({ [field]: translate(lang, code) });
    expect(await read()).toEqual(before);
  });

  it('accept web addresses and uploaded files', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Stores/${storeId}`,
      headers: await t.admin(),
      payload: { logo: '/api/CMS/Image/DataContents/logo-2.png', icon: 'http://cdn.example/icon.png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({ ...saved, logo: '/api/CMS/Image/DataContents/logo-2.png', icon: 'http://cdn.example/icon.png' });
  });
});
