import { describe, expect, it } from 'vitest';
import type { LifecycleDef } from '../engine/lifecycle.js';
import { entities } from '../entities/index.js';
import { errorStatus } from '../errors.js';
import { voucherFixtures } from '../fixtures/vouchers.js';
import { routes } from '../routes.js';
import { enByArea } from './en.js';
import { faByArea } from './fa.js';
import { en, fa, messages, tr, translate } from './index.js';
import { languageOf } from './language.js';
import { pluralIssues } from './plurals.js';
import { trByArea } from './tr.js';

describe('messages', () => {
  it('exist in all three languages with the same keys and no empty text', () => {
    const keys = Object.keys(en).sort();
    for (const language of [fa, tr]) expect(Object.keys(language).sort()).toEqual(keys);
    for (const table of Object.values(messages)) for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  it('have each key in exactly one area, with the same areas in every language', () => {
    const owners = new Map<string, string[]>();
    for (const [area, table] of Object.entries(enByArea))
      for (const key of Object.keys(table)) owners.set(key, [...(owners.get(key) ?? []), area]);
    const duplicates = [...owners].filter(([, areas]) => areas.length > 1).map(([key, areas]) => `${key}: ${areas.join(', ')}`);
    expect(duplicates).toEqual([]);
    // Every area's keys made it into the language's table.
    expect(Object.keys(en).length).toBe(owners.size);
    for (const byArea of [faByArea, trByArea]) {
      expect(Object.keys(byArea)).toEqual(Object.keys(enByArea));
      for (const [area, table] of Object.entries(byArea)) {
        expect(Object.keys(table).sort(), area).toEqual(Object.keys(enByArea[area as keyof typeof enByArea]).sort());
      }
    }
  });

  it('take the same {{parameters}} in every language (the web reads them in the language shown)', () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const differ = Object.entries(en).filter(([key, text]) =>
      [fa, tr].some((l) => params(l[key as keyof typeof en]).join() !== params(text).join()),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('cover every error code, entity, field and route title', () => {
    const declared = [...entities, ...voucherFixtures];
    const needed = [
      ...Object.keys(errorStatus),
      // The codes the declarations answer with: unique keys, lifecycle rules and locks.
      ...declared.flatMap((e) => [
        ...(e.unique ?? []).map((u) => u.code),
        ...Object.values(e.lifecycle?.actions ?? {}).map((a) => a.error),
        ...((e.lifecycle as LifecycleDef | undefined)?.locked ? [(e.lifecycle as LifecycleDef).locked?.error ?? ''] : []),
      ]),
      ...voucherFixtures.flatMap((e) => [
        `entity.${e.name}`,
        `entity.${e.resource}`,
        ...Object.keys(e.fields).map((f) => `field.${e.name}.${f}`),
      ]),
      ...entities.flatMap((e) => [
        `entity.${e.name}`,
        `entity.${e.resource}`,
        `area.${e.area}`,
        ...Object.keys(e.fields).map((f) => `field.${e.name}.${f}`),
      ]),
      ...routes.flatMap((r) => [r.title, r.description]),
      ...entities.flatMap((e) =>
        Object.entries(e.fields)
          .filter(([name, f]) => f.kind === 'enum' && name !== 'entityName')
          .flatMap(([name, f]) => (f.options ?? []).map((o: string) => `enum.${e.name}.${name}.${o}`)),
      ),
    ];
    const missing = needed.filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });

  it('write plurals as the web reads them: every plural category of the language, each with {{count}}', () => {
    for (const [language, table] of Object.entries(messages)) expect(pluralIssues(language, table), language).toEqual([]);
    // The key parity above holds for plurals only because the three languages share their categories.
    for (const language of ['fa', 'en', 'tr'])
      expect(new Intl.PluralRules(language).resolvedOptions().pluralCategories).toEqual(['one', 'other']);
    expect(pluralIssues('en', { 'x.records_one': '{{count}} record', 'x.records_other': 'records' })).toEqual([
      'x.records_other: no {{count}}',
    ]);
    expect(pluralIssues('fa', { 'x.records_other': '{{count}} رکورد' })).toEqual(['x.records_one: missing']);
  });

  it('translate with parameters', () => {
    expect(translate('en', 'common.error.minlength', { min: 3 })).toBe('At least 3 characters');
    expect(translate('fa', 'common.error.minlength', { min: 3 })).toBe('دست‌کم ۳ نویسه');
    expect(translate('tr', 'common.error.required')).toBe('Zorunlu');
  });

  it('read the lang header in its forms, falling back to Persian', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('english_en')).toBe('en');
    expect(languageOf('tr-TR')).toBe('tr');
    expect(languageOf('de')).toBe('fa');
    expect(languageOf(undefined)).toBe('fa');
  });
});
