import { describe, expect, it } from 'vitest';
import { installHtmlSanitizer } from '../../engine/html.js';
import { inputSchema } from '../../engine/schemas.js';
import { Page } from '../../entities/cms.js';
import { pageDataContentSchema, pageTemplateOf, storedPageDataContent } from './page-data-content.js';

/** A page's custom fields: entries judged by the template the data content carries (spec 000 §3). */
const template = [
  { name: 'subtitle', title: { fa: 'زیرعنوان', en: 'Subtitle' }, type: 'text', translate: true, required: true },
  { name: 'price', type: 'number' },
  { name: 'notes', type: 'richtext' },
  { name: 'ready', type: 'toggle', default: true },
];

describe('page data content', () => {
  it('keeps its template (normalized) and stores the entries by it: the template’s titles and types, rich text sanitized, defaults', () => {
    // A stand-in for the server's sanitizer: drops scripts.
    installHtmlSanitizer((html) => html.replace(/<script>.*?<\/script>/g, ''));
    const stored = storedPageDataContent(
      pageDataContentSchema.parse({
        template,
        subtitle: { content: { fa: 'سلام', en: 'Hello' } },
        price: { title: 'not kept', content: '12.50' },
        notes: { content: '<p>ok<script>alert(1)</script></p>' },
      }),
    );
    expect(stored).toEqual({
      template: [
        expect.objectContaining({ name: 'subtitle', type: 'text', translate: true, required: true }),
        expect.objectContaining({ name: 'price', type: 'number', required: false }),
        expect.objectContaining({ name: 'notes', type: 'richtext' }),
        expect.objectContaining({ name: 'ready', type: 'toggle', default: true }),
      ],
      subtitle: { title: { fa: 'زیرعنوان', en: 'Subtitle' }, type: 'text', translate: true, content: { fa: 'سلام', en: 'Hello' } },
      price: { title: null, type: 'number', translate: false, content: '12.50' },
      notes: { title: null, type: 'richtext', translate: false, content: '<p>ok</p>' },
      ready: { title: null, type: 'toggle', translate: false, content: true },
    });
    expect(pageTemplateOf(JSON.stringify(stored)).map((c) => c.name)).toEqual(['subtitle', 'price', 'notes', 'ready']);
  });

  it('refuses entries its template does not allow, each at its path; without a template every entry is unknown', () => {
    const refused = pageDataContentSchema.safeParse({ template, subtitle: { content: { fa: '' } }, price: { content: 'ten' } });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['subtitle', 'common.error.required'],
        ['price', expect.any(String)],
      ]),
    );
    const orphan = pageDataContentSchema.safeParse({ subtitle: { content: 'x' } });
    expect(orphan.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['subtitle', 'common.error.unknownfield']]);
    expect(pageDataContentSchema.safeParse({ template: [{ name: 'a', type: 'select' }] }).success).toBe(false);
  });

  it('is the Page’s dataContent rule: JSON text, issues under the field', () => {
    const schema = inputSchema(Page, 'update');
    const ok = schema.safeParse({ dataContent: JSON.stringify({ template, subtitle: { content: { en: 'Hi' } } }) });
    expect(ok.success).toBe(true);
    const bad = schema.safeParse({ dataContent: JSON.stringify({ template, subtitle: { content: { en: 'x'.repeat(500) } } }) });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['dataContent.subtitle.en']);
  });
});
