import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { temporaryFileStorage } from '../../areas/cms-files/file-storage.js';
import { seedDemoCms } from './demo-cms.js';
import { aboutPage, contactPage, newsItems } from './demo-cms-texts.js';

/** The demo store's CMS, read as a visitor reads it through the CMS calls. */
let t: TestApp;
const files = temporaryFileStorage();
beforeAll(async () => {
  t = await createTestApp({ files });
  const { rows } = await sql<{ id: number }>`SELECT min(id) AS id FROM stores`.execute(t.database.db);
  await seedDemoCms(t.database.db, files.store, Number(rows[0]?.id));
});
afterAll(() => t.close());

const get = async (url: string, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { lang } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
};
const dataOf = (text: string | null) => JSON.parse(text ?? '{}') as Record<string, { type: string; content: unknown }>;

describe('the demo store’s CMS', () => {
  it('has a published about page and contact page in three languages, named by the footer’s settings', async () => {
    for (const demo of [aboutPage, contactPage]) {
      const page = (await get(`/api/CMS/GetPageBySlug?slug=${encodeURIComponent(demo.slug)}`)).json().data;
      expect(page.title).toEqual(demo.title);
      expect(page.published).toBe(true);
      expect(page.includeInTopMenu).toBe(true);
    }
  });

  it('puts a working contact form on the contact page', async () => {
    const contact = (await get(`/api/CMS/GetPageBySlug?slug=${encodeURIComponent(contactPage.slug)}`)).json().data;
    const placed = (await get(`/api/CMS/getContents?partName=main&entityName=Page&entityId=${contact.id}`)).json().data;
    expect(placed).toHaveLength(1);
    const formName = dataOf(placed[0].dataContent).form?.content;
    expect(formName).toBe('contactform');
    const form = (await get(`/api/CMS/getForm?name=${formName}`, 'fa')).json().data;
    expect(form.controls.map((c: { name: string }) => c.name)).toEqual(['name', 'email', 'phone', 'message']);
  });

  it('shows a welcome text and the news list on the home page, each news item with its picture and Jalali-editable date', async () => {
    const home = (await get('/api/CMS/getContents?partName=home')).json().data;
    expect(home.map((c: { componentName: string }) => c.componentName)).toEqual(['welcome', 'newslist']);
    expect(dataOf(home[1].dataContent).list).toMatchObject({ type: 'componentlist' });
    const news = (await get('/api/CMS/getContents?componentName=news')).json().data;
    expect(news.map((c: { title: unknown }) => c.title)).toEqual(newsItems.map((n) => n.title));
    for (const item of news) {
      const data = dataOf(item.dataContent);
      expect(data.date).toMatchObject({ type: 'pdatepicker' });
      expect(String(data.date?.content)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const picture = await get(String(data.picture?.content));
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });
});
