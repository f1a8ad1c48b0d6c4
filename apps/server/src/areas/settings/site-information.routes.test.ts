import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, register } from '../../../test/customers.js';
import { multipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** getSiteInformation, saveSiteInformation and changeIcon (spec 000 §7, header and footer content of §3) on both databases. */
let t: TestApp;
let admin: Record<string, string>;
let customer: Registered;
let other: number;
beforeAll(async () => {
  t = await createTestApp({ countChanges: true });
  admin = { ...(await t.admin()), lang: 'en' };
  customer = await register(t, 'site_customer');
  const created = await t.app.inject({ method: 'POST', url: '/api/Stores', headers: admin, payload: { name: 'site-second' } });
  other = created.json().data.id;
});
afterAll(() => t.close());

const info = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/Settings/getSiteInformation${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const save = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/Settings/saveSiteInformation', headers, payload });
const changeIcon = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/Settings/changeIcon', headers, payload: { url } });
const upload = async (directory: string, filename: string, headers: Record<string, string> = admin) => {
  const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer();
  const form = multipart([{ filename, body }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/CMS/UploadFile?directory=${directory}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
};

describe('GET getSiteInformation', () => {
  it('answers anyone the store’s public identity, with the spec’s defaults where nothing is set', async () => {
    expect(await info()).toEqual({
      storeId: expect.any(Number),
      name: 'default',
      title: { fa: '', en: '', tr: '' },
      description: { fa: '', en: '', tr: '' },
      logo: '',
      icon: '',
      companyName: '',
      companyAddress: '',
      companyPhoneNumber: '',
      logoheight: 100,
      logoclass: '',
      facebook: '',
      instagram: '',
      telegram: '',
      twitter: '',
      whatsapp: '',
      youtube: '',
      contactus_pagename: '',
      aboutus_pagename: '',
    });
    expect((await info(`?store=${other}`)).name).toBe('site-second');
    expect((await t.app.inject({ url: '/api/Settings/getSiteInformation?store=nowhere' })).statusCode).toBe(404);
  });
});

describe('POST saveSiteInformation', () => {
  it('saves the store’s fields and its header and footer content; an empty text clears one', async () => {
    const res = await save({
      title: { fa: 'فروشگاه نمونه', en: 'Sample Shop', tr: 'Örnek Mağaza' },
      description: { en: 'Homes you love' },
      companyName: 'Sample Co.',
      companyPhoneNumber: '+982100000001',
      logo: '/api/CMS/Image/Images/logo-1a2b3c4d.png?store=1',
      logoheight: 64,
      logoclass: 'img-fluid mx-auto',
      instagram: 'https://instagram.com/sample',
      telegram: 'https://t.me/sample',
      contactus_pagename: 'تماس-با-ما',
      aboutus_pagename: 'about-us',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: { fa: 'فروشگاه نمونه', en: 'Sample Shop', tr: 'Örnek Mağaza' },
      description: { fa: '', en: 'Homes you love', tr: '' },
      companyName: 'Sample Co.',
      logo: '/api/CMS/Image/Images/logo-1a2b3c4d.png?store=1',
      logoheight: 64,
      logoclass: 'img-fluid mx-auto',
      instagram: 'https://instagram.com/sample',
      contactus_pagename: 'تماس-با-ما',
    });
    // The store's title is the one getStoreByName answers too.
    const byName = await t.app.inject({ url: '/api/Stores/getStoreByName?name=default', headers: { lang: 'tr' } });
    expect(byName.json().data.title).toBe('Örnek Mağaza');
    const cleared = await save({ telegram: '', title: { tr: '' } });
    expect(cleared.json().data).toMatchObject({
      telegram: '',
      instagram: 'https://instagram.com/sample',
      title: { tr: '', en: 'Sample Shop' },
    });
    // Another store's identity is its own: none of this shows there.
    expect(await info(`?store=${other}`)).toMatchObject({ instagram: '', logoheight: 100, title: { en: '' } });
  });

  it('refuses bad values with field messages in the request’s language and writes nothing', async () => {
    const before = await t.changes.read();
    const res = await save(
      {
        companyName: 'Would change',
        facebook: 'javascript:alert(1)',
        logoheight: 0,
        aboutus_pagename: '../admin',
        logo: 'javascript:alert(1)',
      },
      { ...admin, lang: 'fa' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({
      facebook: 'common.error.url',
      logoheight: 'common.error.min',
      aboutus_pagename: 'setting.error.pagename',
      logo: 'common.error.fileurl',
    });
    expect(res.json().error.fields.aboutus_pagename).toBe('نام نشانی یک صفحه را وارد کنید (مانند /pages/about-us).');
    expect((await save({ unknownField: 'x' })).json().error.fieldCodes).toEqual({ unknownField: 'common.error.unknownfield' });
    expect(await t.changes.read()).toEqual(before);
    expect((await info()).companyName).toBe('Sample Co.');
  });

  it('is for administrators only (403 for a customer, 401 anonymous), changing nothing', async () => {
    const before = await t.changes.read();
    const forbidden = await save({ companyName: 'Taken over' }, { ...customer.headers, lang: 'en' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'common.error.accessdenied', message: expect.any(String) } });
    expect((await save({ companyName: 'Taken over' }, {})).statusCode).toBe(401);
    expect((await changeIcon('x.png', customer.headers)).statusCode).toBe(403);
    expect(await t.changes.read()).toEqual(before);
  });
});

describe('POST changeIcon', () => {
  it('makes an image of the store’s Images folder its icon, by the address UploadFile answered or its name', async () => {
    const url = await upload('Images', 'icon.png');
    const res = await changeIcon(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.icon).toBe(url);
    expect((await info()).icon).toBe(url);
    const second = await upload('Images', 'icon-two.png');
    const name = decodeURIComponent(second.split('/').pop()?.split('?')[0] ?? '');
    expect((await changeIcon(name)).json().data.icon).toBe(second);
  });

  it('refuses a file of another folder, of another store, a missing one and any path trick; nothing changes', async () => {
    const elsewhere = await upload('DataContents', 'not-an-icon.png');
    const otherStores = await upload('Images', 'theirs.png', { ...admin, store: String(other) });
    const before = await t.changes.read();
    for (const url of [
      elsewhere,
      otherStores,
      '/api/CMS/Image/Images/missing-0000aaaa.png',
      '/api/CMS/Image/Images/..%2f..%2fsecret.png',
      '../Images/icon.png',
      '/api/CMS/Image/Images/%E0%A4%A.png',
    ]) {
      const res = await changeIcon(url, { ...admin, lang: 'tr' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toEqual({ url: 'Bu mağazanın Images klasörüne yüklenmiş bir resim seçin.' });
    }
    expect(await t.changes.read()).toEqual(before);
  });
});
