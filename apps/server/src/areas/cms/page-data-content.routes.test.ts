import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** A page's custom fields (spec 000 §3): its dataContent carries its template and is judged by it, on both databases. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
});
afterAll(() => t.close());

const template = [
  { name: 'subtitle', title: { fa: 'زیرعنوان', en: 'Subtitle' }, type: 'text', translate: true, required: true },
  { name: 'price', type: 'number' },
  { name: 'notes', type: 'richtext' },
  { name: 'cover', type: 'image', directory: 'images' },
  { name: 'size', type: 'select', options: ['S', 'M'] },
  { name: 'day', type: 'pdatepicker' },
];
const add = (dataContent: object, title = 'Custom fields') =>
  t.app.inject({
    method: 'POST',
    url: '/api/CMS/AddPage',
    headers: admin,
    payload: { title: { en: title }, layoutType: 'onecolumn', published: true, dataContent: JSON.stringify(dataContent) },
  });
const bySlug = (slug: string) => t.app.inject({ url: `/api/CMS/GetPageBySlug?slug=${encodeURIComponent(slug)}`, headers: admin });

describe('Page dataContent', () => {
  it('is saved in the spec’s shape: its template kept, each entry with its control’s title, type, flags and judged content', async () => {
    const added = await add(
      {
        template,
        subtitle: { content: { fa: 'سلام', en: 'Hello' } },
        price: { title: 'ignored', type: 'label', content: '12.50' },
        notes: { content: '<p>ok<script>alert(1)</script></p>' },
        cover: { content: '/api/CMS/Image/Images/cover.png?store=1' },
        size: { content: 'M' },
        day: { content: '2024-03-20' },
      },
      'Spec shape',
    );
    expect(added.statusCode, added.body).toBe(201);
    const stored = JSON.parse((await bySlug(added.json().data.slug)).json().data.dataContent);
    expect(stored.template.map((c: { name: string }) => c.name)).toEqual(['subtitle', 'price', 'notes', 'cover', 'size', 'day']);
    expect(stored.template[3].directory).toBe('Images');
    expect(stored.subtitle).toEqual({
      title: { fa: 'زیرعنوان', en: 'Subtitle' },
      type: 'text',
      translate: true,
      content: { fa: 'سلام', en: 'Hello' },
    });
    expect(stored.price).toEqual({ title: null, type: 'number', translate: false, content: '12.50' });
    expect(stored.notes.content).toBe('<p>ok</p>');
    expect(stored.cover).toEqual({
      title: null,
      type: 'image',
      translate: false,
      content: '/api/CMS/Image/Images/cover.png?store=1',
      directory: 'Images',
    });
    expect(stored.size.content).toBe('M');
    expect(stored.day).toEqual({ title: null, type: 'pdatepicker', translate: false, content: '2024-03-20' });
  });

  it('keeps a rich-text default of its template sanitized: the template reaches visitors with the page', async () => {
    const hostile = '<p>hi<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>';
    const added = await add({ template: [{ name: 'intro', type: 'richtext', translate: true, default: { en: hostile } }] }, 'Rich default');
    expect(added.statusCode, added.body).toBe(201);
    const visitor = await t.app.inject({ url: `/api/CMS/GetPageBySlug?slug=${encodeURIComponent(added.json().data.slug)}` });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const stored = JSON.parse(visitor.json().data.dataContent);
    expect(stored.template[0].default.en).toContain('<p>hi');
    expect(stored.intro.content.en).toBe(stored.template[0].default.en);
    expect(visitor.json().data.dataContent).not.toMatch(/onerror|<script|javascript:/i);
  });

  it('refuses entries the template does not allow (each under its path) and writes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/CMS/Pages', headers: admin })).json().data.length;
    const refused = await add(
      {
        template,
        subtitle: { content: { en: '' } },
        price: { content: 'ten' },
        size: { content: 'XL' },
        cover: { content: '/api/CMS/Image/Videos/a.png' },
        extra: { content: 1 },
      },
      'Refused fields',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldCodes).toMatchObject({
      'dataContent.subtitle': 'common.error.required',
      'dataContent.price': expect.any(String),
      'dataContent.size': expect.any(String),
      'dataContent.cover': 'cms.error.filefolder',
      'dataContent.extra': 'common.error.unknownfield',
    });
    expect((await t.app.inject({ url: '/api/CMS/Pages', headers: admin })).json().data.length).toBe(before);
    expect((await bySlug('refused-fields')).statusCode).toBe(404);

    // An update refused keeps the page as it was.
    const kept = (await add({ template, subtitle: { content: { en: 'Kept' } } }, 'Kept fields')).json().data;
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/CMS/SavePage?id=${kept.id}`,
      headers: admin,
      payload: { dataContent: JSON.stringify({ template, subtitle: { content: { en: 'x'.repeat(401) } } }) },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fieldCodes).toEqual({ 'dataContent.subtitle.en': expect.any(String) });
    expect(JSON.parse((await bySlug(kept.slug)).json().data.dataContent).subtitle.content).toEqual({ en: 'Kept' });
  });

  it('without a template, any entry is unknown; a broken template is refused at its path', async () => {
    const orphan = await add({ subtitle: { content: 'x' } }, 'Orphan');
    expect(orphan.json().error.fieldCodes).toEqual({ 'dataContent.subtitle': 'common.error.unknownfield' });
    const broken = await add({ template: [{ name: 'pick', type: 'select' }] }, 'Broken');
    expect(broken.json().error.fieldCodes).toEqual({ 'dataContent.template.0.options': 'templatebuilder.error.optionsrequired' });
  });
});
