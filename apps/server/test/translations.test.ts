import { messages, translate } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { isTranslationOf } from './translations.js';

describe('isTranslationOf (the fuzz test’s language check)', () => {
  it('takes the message of the code in the language asked for, parameters filled in', () => {
    expect(isTranslationOf('tr', 'common.error.required', messages.tr['common.error.required'])).toBe(true);
    expect(isTranslationOf('tr', 'common.error.maxlength', translate('tr', 'common.error.maxlength', { max: 40 }))).toBe(true);
  });

  it('refuses another language, another code, and a parameter left unfilled', () => {
    expect(isTranslationOf('tr', 'common.error.required', messages.en['common.error.required'])).toBe(false);
    expect(isTranslationOf('en', 'common.error.required', messages.fa['common.error.required'])).toBe(false);
    expect(isTranslationOf('en', 'common.error.required', messages.en['common.error.routenotfound'])).toBe(false);
    expect(isTranslationOf('en', 'common.error.maxlength', messages.en['common.error.maxlength'].replace(/\{\{\w+\}\}/, ''))).toBe(false);
  });

  it('takes a refused delete’s sentence about what is in the way, in the same language only', () => {
    const used = (language: 'en' | 'tr') =>
      `${translate(language, 'common.error.hasrelation')} ${translate(language, 'common.error.usedby', { count: 1, rows: 'X #1' })}`;
    expect(isTranslationOf('tr', 'common.error.hasrelation', used('tr'))).toBe(true);
    expect(isTranslationOf('tr', 'common.error.hasrelation', used('en'))).toBe(false);
    expect(
      isTranslationOf(
        'tr',
        'common.error.hasrelation',
        `${translate('tr', 'common.error.hasrelation')} ${translate('en', 'common.error.usedby', { count: 1, rows: 'X' })}`,
      ),
    ).toBe(false);
  });
});
