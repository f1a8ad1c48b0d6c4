import { describe, expect, it } from 'vitest';
import { settingIsTrue } from './setting-names.js';
import { settingInteger, settingValueIssue } from './setting-values.js';

describe('boolean settings (spec 000 §9: true when the value is 1 or true)', () => {
  it('are true for 1 and true in any letter case, spaces around ignored', () => {
    for (const value of ['1', 'true', 'TRUE', 'True', ' true ', '\t1\n']) expect(settingIsTrue(value), JSON.stringify(value)).toBe(true);
  });

  it('are false for anything else, and when unset', () => {
    for (const value of ['0', 'false', 'yes', 'on', '', '11', 't', 'true!', '۱', null, undefined])
      expect(settingIsTrue(value), JSON.stringify(value)).toBe(false);
  });

  it('accept true, false, 1 and 0 (any case, trimmed) on save, and nothing else', () => {
    for (const value of ['true', 'False', ' 1 ', '0']) expect(settingValueIssue({ type: 'boolean' }, value)).toBeNull();
    for (const value of ['yes', '', '2', 'on']) expect(settingValueIssue({ type: 'boolean' }, value)).toBe('setting.error.boolean');
  });
});

describe('setting values by kind', () => {
  const size = { type: 'integer', min: 1, max: 1000 } as const;

  it('integers are digits only, within the kind’s bounds', () => {
    expect(settingValueIssue(size, '1000')).toBeNull();
    expect(settingValueIssue(size, ' 5 ')).toBeNull();
    expect(settingValueIssue(size, '0')).toBe('setting.error.toosmall');
    expect(settingValueIssue(size, '1001')).toBe('setting.error.toolarge');
    for (const value of ['-1', '1.5', '1e3', 'abc', '', '0x10', '۵'])
      expect(settingValueIssue(size, value), value).toBe('setting.error.integer');
  });

  it('texts are limited in length; CSS classes, web addresses and page names have their shapes', () => {
    expect(settingValueIssue({ type: 'text', max: 3 }, 'abc')).toBeNull();
    expect(settingValueIssue({ type: 'text', max: 3 }, 'abcd')).toBe('setting.error.toolong');
    expect(settingValueIssue({ type: 'cssClass' }, 'img-fluid mx_auto')).toBeNull();
    expect(settingValueIssue({ type: 'cssClass' }, 'a"><script>')).toBe('setting.error.cssclass');
    expect(settingValueIssue({ type: 'webAddress' }, 'https://t.me/shop')).toBeNull();
    for (const value of ['javascript:alert(1)', '//evil.example', 't.me/shop'])
      expect(settingValueIssue({ type: 'webAddress' }, value), value).toBe('common.error.url');
    for (const value of ['about-us', 'درباره-ما', 'iletişim']) expect(settingValueIssue({ type: 'pageName' }, value), value).toBeNull();
    for (const value of ['About Us', '../admin', 'a/b'])
      expect(settingValueIssue({ type: 'pageName' }, value), value).toBe('setting.error.pagename');
  });

  it('a choice is one of its options, exactly (the toolbox position)', () => {
    const kind = { type: 'choice', options: ['topright', 'left'] } as const;
    expect(settingValueIssue(kind, 'left')).toBeNull();
    for (const value of ['Left', 'middle', '']) expect(settingValueIssue(kind, value), value).toBe('setting.error.choice');
  });
});

describe('reading a whole number from a setting', () => {
  it('answers the number, or the fallback for text that is not one within bounds', () => {
    expect(settingInteger('2048', 1)).toBe(2048);
    expect(settingInteger(' 7 ', 1)).toBe(7);
    for (const value of ['0', '-3', '1.5', 'abc', '', null, undefined]) expect(settingInteger(value, 42), String(value)).toBe(42);
    expect(settingInteger('500', 42, 1, 100)).toBe(42);
  });
});
