import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, pageMetaTexts, plainTextOf } from './page-meta-text.js';

const page = {
  title: { fa: 'درباره ما', en: 'About us' },
  metaTitle: { fa: 'درباره فروشگاه' },
  description: { en: '<p>We <strong>sell</strong> &amp; deliver</p><p>Twice</p>' },
  metaDescription: {},
};

describe('pageMetaTexts', () => {
  it('takes the meta title, else the title, in the reader’s language before any other', () => {
    expect(pageMetaTexts(page, 'fa').title).toBe('درباره فروشگاه');
    // The English title wins over a Persian meta title for an English reader.
    expect(pageMetaTexts(page, 'en').title).toBe('About us');
    // Turkish has neither: the first written in any language, meta first.
    expect(pageMetaTexts(page, 'tr').title).toBe('درباره فروشگاه');
  });

  it('takes the meta description, else the description’s words, shortened', () => {
    expect(pageMetaTexts(page, 'en').description).toBe('We sell & deliver Twice');
    const long = pageMetaTexts({ ...page, metaDescription: { en: `${'word '.repeat(60)}end` } }, 'en').description;
    expect([...long].length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names the languages its title is written in, or all', () => {
    expect(pageMetaTexts(page, 'en').languages).toEqual(['fa', 'en']);
    expect(pageMetaTexts({ ...page, title: {} }, 'en').languages).toEqual(['fa', 'en', 'tr']);
  });

  it('reads rich text’s words: blocks apart, entities decoded', () => {
    expect(plainTextOf('<h2>A</h2><p>b&nbsp;c&#x41;</p><script>x()</script>')).toBe('A b cA');
  });
});
