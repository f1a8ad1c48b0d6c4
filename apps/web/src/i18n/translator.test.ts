import { describe, expect, it } from 'vitest';
import { isolatedParams } from './bidi';
import { Translator } from './translator';

/** A message layer set up as the web's (i18n-setup.ts). */
function i18nWith(resources: Record<string, Record<string, string>>) {
  const i18n = new Translator('fa');
  for (const [language, messages] of Object.entries(resources)) i18n.addResourceBundle(language, messages);
  return i18n;
}

describe('numbers in messages', () => {
  it('are written in the language’s digits; the plural’s count is grouped, other numbers are not', () => {
    const i18n = i18nWith({
      fa: { n_one: '{{count}} رکورد', n_other: '{{count}} رکورد', year: '© {{year}}' },
      en: { n_one: '{{count}} record', n_other: '{{count}} records', year: '© {{year}}' },
    });
    expect(i18n.t('n', { count: 2 })).toBe('۲ رکورد');
    expect(i18n.t('n', { count: 12345 })).toBe('۱۲٬۳۴۵ رکورد');
    expect(i18n.t('year', { year: 2026 })).toBe('© ۲۰۲۶');
    expect(i18n.t('n', { lng: 'en', count: 1 })).toBe('1 record');
    expect(i18n.t('n', { lng: 'en', count: 12345 })).toBe('12,345 records');
    expect(i18n.t('year', { lng: 'en', year: 2026 })).toBe('© 2026');
  });

  it('leave strings alone, so an isolated left-to-right value keeps its place', () => {
    const i18n = i18nWith({ fa: { del: '«{{name}}» حذف شود؟' } });
    expect(i18n.t('del', isolatedParams({ name: 'Melk Demo Co.' }))).toBe('«\u2068Melk Demo Co.\u2069» حذف شود؟');
  });
});

describe('the message layer', () => {
  const i18n = i18nWith({
    en: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', plain: 'No parameters' },
    fa: { hello: 'سلام {{name}}' },
  });

  it('fills parameters, and a missing one with nothing', () => {
    expect(i18n.t('hello', { lng: 'en', name: 'Sara' })).toBe('Hello Sara');
    expect(i18n.t('hello', { lng: 'en' })).toBe('Hello ');
    expect(i18n.t('plain', { lng: 'en' })).toBe('No parameters');
  });

  it('reads a key it does not have as the key itself, and says it does not have it', () => {
    expect(i18n.t('nothing.here')).toBe('nothing.here');
    expect(i18n.exists('nothing.here')).toBe(false);
    expect(i18n.exists('hello')).toBe(true);
  });

  it('tells those listening when the language changes, once per change', async () => {
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('fa');
    expect(heard).toEqual(['en']);
    expect(i18n.dir('fa')).toBe('rtl');
    expect(i18n.dir('en')).toBe('ltr');
  });
});
