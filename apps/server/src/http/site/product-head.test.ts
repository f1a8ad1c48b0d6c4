import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMaker } from '../../../test/catalog.js';
import type { TestApp } from '../../../test/test-app.js';
import { createWebTestApp } from '../../../test/web-dir.js';

/** A product page's head as the server sends it (issue 13 item 5): meta tags and a schema.org Product, for crawlers without JavaScript. */
const ORIGIN = 'http://localhost:80';
const state = {} as { t: TestApp; admin: Record<string, string> };
const make = catalogMaker(state);
let t: TestApp;

beforeAll(async () => {
  t = state.t = await createWebTestApp();
  state.admin = { ...(await t.admin()), lang: 'en' };
  const coin = await make.coin('IRT', { name: { en: 'Toman', fa: 'تومان' } });
  const base = { productTypeId: (await make.productType('Rugs')).id, baseCoinId: coin.id };
  await make.product('Rug', base, {
    slug: 'silk-rug',
    name: { fa: 'فرش ابریشم', en: 'Silk rug </script><b>' },
    description: { fa: '<p>دست‌باف <b>قم</b></p>', en: '<p>Hand-knotted in <b>Qom</b></p>' },
    sku: 'RUG-9',
    gtin: '4006381333931',
    price: '125000000',
    stockQuantity: 2,
    pictures: [{ picture: '/api/CMS/Image/Images/rug-1.png' }, { picture: '/api/CMS/Image/Images/rug-2.png' }],
  });
  await make.product('Call', base, { slug: 'call-rug', price: '10', callForPrice: true, stockQuantity: 0 });
  await make.product('Hidden', base, { slug: 'hidden-rug', published: false });
});
afterAll(() => t.close());

async function head(url: string) {
  const res = await t.app.inject({ url });
  const { document } = new JSDOM(res.body).window;
  const block = document.querySelector('script[type="application/ld+json"]');
  return {
    status: res.statusCode,
    html: res.body,
    title: document.title,
    meta: (key: string) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    data: block ? JSON.parse(block.textContent ?? '') : null,
  };
}

describe('a product page’s head', () => {
  it('names the product in the page’s language, with its picture and a schema.org Product priced in Rial', async () => {
    const page = await head('/p/silk-rug');
    expect(page.status).toBe(200);
    expect(page.title).toContain('فرش ابریشم');
    expect(page.meta('description')).toBe('دست‌باف قم');
    expect(page.canonical).toBe(`${ORIGIN}/p/silk-rug`);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toBe(`${ORIGIN}/api/CMS/Image/Images/rug-1.png`);
    expect(page.data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'فرش ابریشم',
      description: 'دست‌باف قم',
      sku: 'RUG-9',
      gtin: '4006381333931',
      image: [`${ORIGIN}/api/CMS/Image/Images/rug-1.png`, `${ORIGIN}/api/CMS/Image/Images/rug-2.png`],
      offers: {
        '@type': 'Offer',
        price: '1250000000',
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/p/silk-rug`,
      },
    });
  });

  it('keeps a name that would close the script as text, and gives no offer when the price is not shown', async () => {
    const english = await head('/p/silk-rug?lang=en');
    expect(english.data.name).toBe('Silk rug </script><b>');
    expect(english.html).not.toContain('Silk rug </script>');
    const call = await head('/p/call-rug');
    expect(call.data.offers).toBeUndefined();
  });

  it('answers 404 for a product that is not listed, with nothing to index', async () => {
    for (const slug of ['hidden-rug', 'no-such-rug']) {
      const page = await head(`/p/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(page.data).toBeNull();
      expect(page.meta('robots')).toBe('noindex');
    }
  });
});
