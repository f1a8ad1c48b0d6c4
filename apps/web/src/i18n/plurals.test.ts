import { pluralIssues } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { translation as en } from './lang-en';
import { translation as fa } from './lang-fa';
import { translation as tr } from './lang-tr';
import { Translator } from './translator';

const tables = { fa, en, tr };

describe('counts in the web’s messages', () => {
  it('are plurals with every form of each language', () => {
    for (const [language, table] of Object.entries(tables)) expect(pluralIssues(language, table), language).toEqual([]);
  });

  it('read "۲ رکورد" in Persian, "1 record" and "2 records" in English, "2 kayıt" in Turkish', () => {
    // The web's message layer (i18n-setup.ts) with every language's real messages.
    const i18n = new Translator('fa');
    for (const [language, table] of Object.entries(tables)) i18n.addResourceBundle(language, table);
    // Language, key, then counts and what they read.
    const expected: [string, string, Record<number, string>][] = [
      ['fa', 'common.records', { 1: '۱ رکورد', 2: '۲ رکورد', 12345: '۱۲٬۳۴۵ رکورد' }],
      ['en', 'common.records', { 0: '0 records', 1: '1 record', 2: '2 records', 12345: '12,345 records' }],
      ['tr', 'common.records', { 1: '1 kayıt', 2: '2 kayıt' }],
      ['en', 'common.records.atleast', { 10000: 'At least 10,000 records' }],
      ['fa', 'templates.list.controls', { 3: '۳ کنترل' }],
      ['en', 'templates.list.controls', { 1: '1 control', 2: '2 controls' }],
      ['en', 'templates.control.options.count', { 1: '1 option', 2: '2 options' }],
    ];
    for (const [lng, key, reads] of expected)
      for (const [count, text] of Object.entries(reads))
        expect(i18n.t(key, { lng, count: Number(count) }), `${lng} ${key} ${count}`).toBe(text);
  });
});
