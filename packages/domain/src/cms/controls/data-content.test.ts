import { describe, expect, it } from 'vitest';
import { type ControlDefinition, controlListSchema } from './control-definition.js';
import { dataContentByTemplate, dataContentSchema, judgeDataContent } from './data-content.js';

/** A stored data content judged by its template's controls (spec 000 §3, §5). */
const controls: ControlDefinition[] = controlListSchema.parse([
  { name: 'headline', title: { en: 'Headline' }, type: 'text', translate: true, required: true },
  { name: 'on_sale', type: 'toggle', required: true },
  { name: 'colours', type: 'multicheck', required: true, options: ['red', 'green'] },
  { name: 'cover', type: 'image' },
  { name: 'retired', type: 'text', actived: false, required: true },
  { name: 'brand', type: 'text', disabled: true, default: 'Acme' },
  { name: 'count', type: 'number', default: '1' },
]);
const cover = '/api/CMS/Image/Images/cover.png?store=1';

describe('data content', () => {
  it('answers the entries as stored: the template’s title, type and flags, defaults where nothing was sent (else no entry)', () => {
    const judged = judgeDataContent(
      {
        headline: { title: 'sent titles are not kept', type: 'label', content: { fa: 'تخفیف', en: 'Sale' } },
        colours: { content: ['green'] },
        cover: { content: cover },
        template: [],
      },
      controls,
    );
    expect(judged).toEqual({
      value: {
        headline: { title: { en: 'Headline' }, type: 'text', translate: true, content: { fa: 'تخفیف', en: 'Sale' } },
        colours: { title: null, type: 'multicheck', translate: false, content: ['green'] },
        cover: { title: null, type: 'image', translate: false, content: cover, directory: 'Images' },
        brand: { title: null, type: 'text', translate: false, content: 'Acme', disabled: true },
        count: { title: null, type: 'number', translate: false, content: '1' },
      },
    });
  });

  it('keeps an entry for a label and a component list, which hold nothing: a reader shows their title and list from it', () => {
    const shown = controlListSchema.parse([
      { name: 'intro', title: { en: 'Our news' }, type: 'label' },
      { name: 'latest', type: 'componentlist', componentname: 'news' },
    ]);
    expect(judgeDataContent({}, shown)).toEqual({
      value: {
        intro: { title: { en: 'Our news' }, type: 'label', translate: false, content: null },
        latest: { title: null, type: 'componentlist', translate: false, content: null, componentname: 'news' },
      },
    });
  });

  it('refuses empty required controls (not toggles) and wrong values, keyed by control name; inactive ones are ignored', () => {
    const judged = judgeDataContent(
      {
        headline: { content: { en: '  ' } },
        colours: { content: [] },
        cover: { content: 'https://x.example/a.png' },
        retired: { content: 5 },
      },
      controls,
    );
    expect(judged).toEqual({
      issues: {
        headline: { code: 'common.error.required' },
        colours: { code: 'common.error.required' },
        cover: { code: 'cms.error.filefolder', params: { directory: 'Images' } },
      },
    });
  });

  it('keeps a disabled control’s default whatever is sent, and refuses keys that are no control', () => {
    const judged = judgeDataContent(
      { headline: { content: { en: 'x' } }, colours: { content: ['red'] }, brand: { content: 'Other' }, extra: { content: 1 } },
      controls,
    );
    expect(judged).toEqual({ issues: { extra: { code: 'common.error.unknownfield' } } });
    const fine = judgeDataContent(
      { headline: { content: { en: 'x' } }, colours: { content: ['red'] }, brand: { content: 'Other' } },
      controls,
    );
    expect('value' in fine && fine.value.brand?.content).toBe('Acme');
  });

  it('has a shape checked without its template, and is stored as judged by the template a content references', () => {
    expect(dataContentSchema.safeParse({ a: { content: 1, colour: 'red' } }).success).toBe(false);
    expect(dataContentSchema.safeParse({ a: { content: 1 }, template: [{ name: 'a', type: 'text' }] }).success).toBe(true);
    const template = { dataTemplate: JSON.stringify(controls) };
    const stored = dataContentByTemplate(
      JSON.stringify({ headline: { content: { en: ' Sale ' } }, colours: { content: ['red'] } }),
      template,
    );
    expect('value' in stored && JSON.parse(String(stored.value)).headline.content).toEqual({ en: 'Sale' });
    expect(dataContentByTemplate(null, template)).toHaveProperty('issues.headline.code', 'common.error.required');
  });
});
