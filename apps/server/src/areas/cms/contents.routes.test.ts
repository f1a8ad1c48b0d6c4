import { translate } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newStore } from '../engine/fixtures/voucher-app.js';

/** The CMS content and template calls (spec 000 §7), their refusals and versions, on both databases. */
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
  customer = { ...(await register(t, 'content_reader')).headers, lang: 'en' };
});
afterAll(() => t.close());

const rows = async (table: 'contents' | 'content_templates') =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]?.n);

const saveTemplate = (payload: object, headers = admin, id?: number) =>
  t.app.inject({ method: 'POST', url: `/api/CMS/SaveContentTemplate${id ? `?id=${id}` : ''}`, headers, payload });
const saveContent = (payload: object, headers = admin, id?: number) =>
  t.app.inject({ method: 'POST', url: `/api/CMS/SaveContent${id ? `?id=${id}` : ''}`, headers, payload });

let serial = 0;
/** A template of these controls; answers its id. */
async function template(controls: object[], headers = admin): Promise<number> {
  const res = await saveTemplate({ componentName: `component-${++serial}`, dataTemplate: JSON.stringify(controls) }, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A news template with one control of most kinds. */
const NEWS = [
  { name: 'headline', title: { en: 'Headline' }, type: 'text', translate: true, required: true },
  { name: 'body', type: 'richtext', translate: true },
  { name: 'cover', type: 'image' },
  { name: 'section', type: 'select', options: ['world', 'sport'] },
  { name: 'topics', type: 'multicheck', options: ['tech', 'art', 'food'], required: true },
  { name: 'published_on', type: 'pdatepicker' },
  { name: 'starts_at', type: 'timepicker' },
  { name: 'price', type: 'number' },
  { name: 'featured', type: 'toggle', required: true },
  { name: 'source', type: 'text', disabled: true, default: 'Newsroom' },
  { name: 'legacy', type: 'text', actived: false, required: true },
];
const cover = '/api/CMS/Image/Images/cover-1a2b3c4d.png?store=1';
const goodData = (headline = 'Sale') => ({
  headline: { content: { fa: 'حراج', en: headline } },
  body: { content: { en: '<p>Big <strong>sale</strong><script>alert(1)</script></p>' } },
  cover: { content: cover },
  section: { content: 'world' },
  topics: { content: ['tech', 'art', 'tech'] },
  published_on: { content: '2026-03-21' },
  starts_at: { content: '09:30' },
  price: { content: '12.50' },
  featured: { content: true },
  source: { content: 'Someone else' },
  legacy: { content: 'ignored' },
});
const news = (contentTemplateId: number, extra: object = {}) => ({
  contentTemplateId,
  title: { en: 'Winter news' },
  partName: 'home-news',
  dataContent: JSON.stringify(goodData()),
  ...extra,
});

describe('content templates (the template builder’s storage)', () => {
  it('stores the controls normalized: spaces become underscores, options are kept once', async () => {
    const res = await saveTemplate({
      componentName: 'gallery',
      path: '/content/gallery',
      dataTemplate: JSON.stringify([
        { name: 'main title', type: 'text' },
        { name: 'colour', type: 'select', options: ['red', 'green', 'red'] },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const controls = JSON.parse(res.json().data.dataTemplate);
    expect(controls.map((c: { name: string }) => c.name)).toEqual(['main_title', 'colour']);
    expect(controls[1].options).toEqual(['red', 'green']);
  });

  it('refuses a duplicate control name and too many options, in the request’s language, writing nothing', async () => {
    const before = await rows('content_templates');
    const duplicate = await saveTemplate(
      {
        componentName: 'dupes',
        dataTemplate: JSON.stringify([
          { name: 'نام خبر', type: 'text' },
          { name: 'نام_خبر', type: 'image' },
        ]),
      },
      { ...admin, lang: 'fa' },
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fieldCodes).toEqual({ 'dataTemplate.1.name': 'templatebuilder.error.controlalreadyexist' });
    expect(duplicate.json().error.fields['dataTemplate.1.name']).toBe(translate('fa', 'templatebuilder.error.controlalreadyexist'));
    const options = Array.from({ length: 1001 }, (_, i) => `o${i}`);
    const tooMany = await saveTemplate({ componentName: 'big', dataTemplate: JSON.stringify([{ name: 'c', type: 'select', options }]) });
    expect(tooMany.json().error.fieldCodes).toEqual({ 'dataTemplate.0.options': 'common.error.max' });
    const nameless = await saveTemplate({ componentName: 'nameless', dataTemplate: JSON.stringify([{ type: 'text' }]) });
    expect(nameless.json().error.fieldCodes).toEqual({ 'dataTemplate.0.name': 'common.error.required' });
    expect(await rows('content_templates')).toBe(before);
  });

  it('lists templates to administrators only; anyone else gets an empty list and may not write', async () => {
    const id = await template([{ name: 'x', type: 'text' }]);
    const listed = await t.app.inject({ url: '/api/CMS/getContentTemplates', headers: admin });
    expect(listed.json().data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.app.inject({ url: '/api/CMS/getContentTemplates', headers: customer })).json()).toEqual({ data: [] });
    expect((await t.app.inject({ url: '/api/CMS/getContentTemplates' })).json()).toEqual({ data: [] });
    expect((await saveTemplate({ componentName: 'mine', dataTemplate: '[]' }, customer)).statusCode).toBe(403);
    expect((await saveTemplate({ componentName: 'mine', dataTemplate: '[]' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteContentTemplate?id=${id}`, headers: customer })).statusCode).toBe(
      403,
    );
  });

  it('changes a template by id and deletes one no content uses; one in use is kept (409)', async () => {
    const id = await template([{ name: 'x', type: 'text' }]);
    const changed = await saveTemplate({ dataTemplate: JSON.stringify([{ name: 'y', type: 'toggle' }]) }, admin, id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(JSON.parse(changed.json().data.dataTemplate)[0].name).toBe('y');
    const used = await template([{ name: 'x', type: 'text' }]);
    expect((await saveContent({ contentTemplateId: used })).statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteContentTemplate?id=${used}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('common.error.hasrelation');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteContentTemplate?id=${id}`, headers: admin })).statusCode).toBe(200);
  });
});

describe('saving contents', () => {
  it('stores the data content as its template judges it: published by default, rich text sanitized, defaults kept', async () => {
    const res = await saveContent(news(await template(NEWS)));
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({ published: true, displayOrder: 0, partName: 'home-news', guid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const data = JSON.parse(row.dataContent);
    expect(data.headline).toEqual({ title: { en: 'Headline' }, type: 'text', translate: true, content: { fa: 'حراج', en: 'Sale' } });
    expect(data.body.content).toEqual({ en: '<p>Big <strong>sale</strong></p>' });
    expect(data.cover).toMatchObject({ content: cover, directory: 'Images' });
    expect(data.topics.content).toEqual(['tech', 'art']);
    expect(data.source).toMatchObject({ content: 'Newsroom', disabled: true });
    expect(data).not.toHaveProperty('legacy');
    const scriptOnly = await saveContent(
      news(await template([{ name: 'story', type: 'richtext', required: true }]), {
        dataContent: JSON.stringify({ story: { content: '<script>alert(1)</script>' } }),
      }),
    );
    expect(scriptOnly.json().error.fieldCodes).toEqual({ 'dataContent.story': 'common.error.required' });
  });

  it('refuses a content without a chosen template, writing nothing', async () => {
    const before = await rows('contents');
    const res = await saveContent({ title: { en: 'No template' }, dataContent: '{}' }, { ...admin, lang: 'tr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ contentTemplateId: 'common.error.required' });
    expect(res.json().error.fields.contentTemplateId).toBe(translate('tr', 'common.error.required'));
    expect(await rows('contents')).toBe(before);
  });

  it('refuses data content its template refuses, keyed by control name in the request’s language, writing nothing', async () => {
    const templateId = await template(NEWS);
    const before = await rows('contents');
    const bad = {
      headline: { content: { en: '  ' } },
      cover: { content: '/api/CMS/Image/Videos/cover.png' },
      section: { content: 'weather' },
      topics: { content: [] },
      published_on: { content: '1405/01/01' },
      starts_at: { content: '25:00' },
      price: { content: 'twelve' },
      featured: { content: 'yes' },
      unknown: { content: 1 },
    };
    const res = await saveContent(news(templateId, { dataContent: JSON.stringify(bad) }), { ...admin, lang: 'fa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({
      'dataContent.headline': 'common.error.required',
      'dataContent.cover': 'cms.error.filefolder',
      'dataContent.section': 'common.error.invalidoption',
      'dataContent.topics': 'common.error.required',
      'dataContent.published_on': 'common.error.date',
      'dataContent.starts_at': 'common.error.time',
      'dataContent.price': 'common.error.decimal',
      'dataContent.featured': 'common.error.invalidtype',
      'dataContent.unknown': 'common.error.unknownfield',
    });
    expect(res.json().error.fields['dataContent.cover']).toBe(translate('fa', 'cms.error.filefolder', { directory: 'Images' }));
    const notJson = await saveContent(news(templateId, { dataContent: '{oops' }));
    expect(notJson.json().error.fieldCodes).toEqual({ dataContent: 'common.error.json' });
    expect(await rows('contents')).toBe(before);
  });

  it('refuses a template of another store', async () => {
    const other = await newStore(t, 'contents-elsewhere');
    const foreign = await template([{ name: 'x', type: 'text' }], { ...admin, store: String(other) });
    const res = await saveContent({ contentTemplateId: foreign });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ contentTemplateId: 'common.error.notfound' });
  });

  it('lets only administrators write: a customer gets 403, an anonymous caller 401', async () => {
    const templateId = await template(NEWS);
    expect((await saveContent(news(templateId), customer)).statusCode).toBe(403);
    expect((await saveContent(news(templateId), {})).statusCode).toBe(401);
    const { id } = (await saveContent(news(templateId))).json().data;
    expect((await saveContent({ displayOrder: 3 }, customer, id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteContent?id=${id}`, headers: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteContent?id=${id}` })).statusCode).toBe(401);
  });

  it('keeps a version on every save; a version restores through the engine’s version routes (round trip)', async () => {
    const templateId = await template(NEWS);
    const { id } = (await saveContent(news(templateId))).json().data;
    const edited = await saveContent({ dataContent: JSON.stringify(goodData('Clearance')), published: false }, admin, id);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(JSON.parse(edited.json().data.dataContent).headline.content.en).toBe('Clearance');
    const refused = await saveContent({ dataContent: JSON.stringify({ headline: { content: { en: '' } } }) }, admin, id);
    expect(refused.statusCode).toBe(400);
    const versions = (await t.app.inject({ url: `/api/Contents/${id}/versions`, headers: admin })).json().data;
    expect(versions.map((v: { versionNo: number }) => v.versionNo)).toEqual([1]);
    const restored = await t.app.inject({ method: 'POST', url: `/api/Contents/${id}/versions/1/restore`, headers: admin });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.published).toBe(true);
    expect(JSON.parse(restored.json().data.dataContent).headline.content.en).toBe('Sale');
    const back = (await t.app.inject({ url: `/api/Contents/${id}/versions/2`, headers: admin })).json().data;
    expect(JSON.parse(back.data.dataContent).headline.content.en).toBe('Clearance');
    const diff = (await t.app.inject({ url: `/api/Contents/${id}/versions/compare?a=1&b=2`, headers: admin })).json().data;
    expect(diff.map((d: { field: string }) => d.field)).toEqual(['published', 'dataContent']);
  });

  it('judges the data content again when the template changes to one it does not fit', async () => {
    const { id } = (await saveContent(news(await template(NEWS)))).json().data;
    const strict = await template([{ name: 'summary', type: 'text', required: true }]);
    const res = await saveContent({ contentTemplateId: strict }, admin, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toMatchObject({
      'dataContent.summary': 'common.error.required',
      'dataContent.headline': 'common.error.unknownfield',
    });
    expect((await t.app.inject({ url: `/api/Contents/${id}`, headers: admin })).json().data.contentTemplateId).not.toBe(strict);
  });
});

describe('reading contents', () => {
  it('answers a part’s contents in display order; visitors get published ones, administrators all', async () => {
    const templateId = await template(NEWS);
    const part = { partName: 'sidebar', entityName: 'Page', entityId: 7 };
    const second = (await saveContent(news(templateId, { ...part, displayOrder: 2 }))).json().data.id;
    const first = (await saveContent(news(templateId, { ...part, displayOrder: 1 }))).json().data.id;
    const hidden = (await saveContent(news(templateId, { ...part, published: false }))).json().data.id;
    await saveContent(news(templateId, { ...part, entityId: 8 }));
    await saveContent(news(templateId, { ...part, partName: 'sidebar-2' }));
    const query = 'partName=sidebar&entityName=Page&entityId=7';
    const visitor = await t.app.inject({ url: `/api/CMS/getContents?${query}` });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data.map((r: { id: number }) => r.id)).toEqual([first, second]);
    const administrator = await t.app.inject({ url: `/api/CMS/getContents?${query}`, headers: admin });
    expect(administrator.json().data.map((r: { id: number }) => r.id)).toEqual([hidden, first, second]);
  });

  it('finds a part named with digits whichever digits the name is asked with (stored Latin)', async () => {
    const templateId = await template(NEWS);
    // Saved with Persian digits: stored as `slot-2`.
    const id = (await saveContent(news(templateId, { partName: 'slot-۲' }))).json().data.id;
    for (const asked of ['slot-2', 'slot-۲', 'slot-٢']) {
      const found = await t.app.inject({ url: `/api/CMS/getContents?partName=${encodeURIComponent(asked)}` });
      expect(
        found.json().data.map((r: { id: number }) => r.id),
        asked,
      ).toEqual([id]);
    }
  });

  it('reads another store’s contents with ?store=, and only its own', async () => {
    const other = await newStore(t, 'contents-second');
    const headers = { ...admin, store: String(other) };
    const templateId = await template([{ name: 'x', type: 'text' }], headers);
    const { id, guid } = (await saveContent({ contentTemplateId: templateId, partName: 'banner' }, headers)).json().data;
    const there = await t.app.inject({ url: `/api/CMS/getContents?partName=banner&store=contents-second` });
    expect(there.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.app.inject({ url: '/api/CMS/getContents?partName=banner' })).json().data).toEqual([]);
    expect((await t.app.inject({ url: `/api/CMS/getContentByGuid?guid=${guid}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/CMS/getContentByGuid?guid=${guid}&store=${other}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/CMS/getContents?store=no-such-store' })).statusCode).toBe(404);
  });

  it('answers a content by guid; an unpublished one is a 404 to visitors and readable by administrators', async () => {
    const templateId = await template(NEWS);
    const shown = (await saveContent(news(templateId))).json().data;
    const hidden = (await saveContent(news(templateId, { published: false }))).json().data;
    const visible = await t.app.inject({ url: `/api/CMS/getContentByGuid?guid=${shown.guid.toUpperCase()}` });
    expect(visible.statusCode, visible.body).toBe(200);
    expect(visible.json().data.id).toBe(shown.id);
    expect((await t.app.inject({ url: `/api/CMS/getContentByGuid?guid=${hidden.guid}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/CMS/getContentByGuid?guid=${hidden.guid}`, headers: customer })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/CMS/getContentByGuid?guid=${hidden.guid}`, headers: admin })).statusCode).toBe(200);
  });

  it('SearchContent needs more than 2 characters and finds published titles', async () => {
    const templateId = await template(NEWS);
    const found = (await saveContent(news(templateId, { title: { fa: 'حراج زمستانی', en: 'Winter clearance' } }))).json().data.id;
    const hidden = (await saveContent(news(templateId, { title: { en: 'Winter secret' }, published: false }))).json().data.id;
    const short = await t.app.inject({ url: '/api/CMS/SearchContent?q=ab', headers: { lang: 'en' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldCodes.q).toBe('cms.error.searchtooshort');
    const ids = (await t.app.inject({ url: `/api/CMS/SearchContent?q=${encodeURIComponent('زمستانی')}` }))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([found]);
    const adminIds = (await t.app.inject({ url: '/api/CMS/SearchContent?q=winter', headers: admin }))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(adminIds).toEqual(expect.arrayContaining([found, hidden]));
  });

  it('keeps the contents of an unpublished page from visitors (list, guid, search) until the page is published', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/AddPage',
      headers: admin,
      payload: { title: { en: 'Spring launch' }, layoutType: 'onecolumn', published: false },
    });
    expect(page.statusCode, page.body).toBe(201);
    const pageId = page.json().data.id;
    const place = { partName: 'launch-main', entityName: 'Page', entityId: pageId };
    const { id, guid } = (await saveContent(news(await template(NEWS), { ...place, title: { en: 'Launchprice 99' } }))).json().data;
    const query = `partName=launch-main&entityName=Page&entityId=${pageId}`;
    const reads = [`/api/CMS/getContents?${query}`, `/api/CMS/getContentByGuid?guid=${guid}`, '/api/CMS/SearchContent?q=launchprice'];
    const seen = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ url, headers });
      return res.statusCode === 404 ? [] : [res.json().data].flat().map((r: { id: number }) => r.id);
    };
    for (const url of reads) {
      expect(await seen(url), url).toEqual([]);
      expect(await seen(url, customer), url).toEqual([]);
      expect(await seen(url, admin), url).toEqual([id]);
    }
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/CMS/EditPage?id=${pageId}`,
      headers: admin,
      payload: { published: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    for (const url of reads) expect(await seen(url), url).toEqual([id]);
  });

  it('DeleteContent removes a content; it is then a 404', async () => {
    const { id, guid } = (await saveContent(news(await template(NEWS)))).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteContent?id=${id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id });
    expect((await t.app.inject({ url: `/api/CMS/getContentByGuid?guid=${guid}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeleteContent?id=${id}`, headers: admin })).statusCode).toBe(404);
  });
});
