import { z } from 'zod';
import { type FieldDef, TEXT_MAX } from './field.js';
import { safeText } from './text.js';

/** The languages a translatable text is written in (spec: Persian, English, Turkish). */
export const TEXT_LANGUAGES = ['fa', 'en', 'tr'] as const;

/** A value in each language; missing languages are absent (or null) and shown from another one. */
export const translationsOutput = z.object(Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, z.string().nullable()])));

export function translationsInput(field: FieldDef, fallbackMax = TEXT_MAX): z.ZodType {
  const one = safeText(Number(field.max ?? fallbackMax))
    .nullable()
    .optional();
  const shape = z.strictObject(Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, one])));
  return shape.superRefine((value, ctx) => {
    const given = TEXT_LANGUAGES.filter((l) => (value[l] ?? '') !== '');
    if (field.required && given.length === 0) ctx.addIssue({ code: 'custom', message: 'common.error.required', path: [] });
    const min = Number(field.min ?? 0);
    for (const l of given) {
      if ((value[l] ?? '').length < min) ctx.addIssue({ code: 'custom', message: 'common.error.minlength', params: { min }, path: [l] });
    }
  });
}

export const translationsToApi = (value: unknown) => {
  const stored = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, typeof stored[l] === 'string' && stored[l] !== '' ? stored[l] : null]));
};

/** The languages given (empty ones left out) as jsonb text, each through `each`; null when none is. */
export const translationsToColumn =
  (each: (text: string) => string = (text) => text) =>
  (value: unknown) => {
    if (value === null) return null;
    const given = Object.entries(value as Record<string, string | null | undefined>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([l, v]) => [l, each(v)] as const)
      .filter(([, v]) => v !== '');
    return given.length === 0 ? null : JSON.stringify(Object.fromEntries(given));
  };

/** A translatable value in `language`, else in the first other language that has it ('' when none). */
export function translatedText(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, string | null | undefined>;
  const order = [language, ...TEXT_LANGUAGES.filter((l) => l !== language)];
  return order.map((l) => texts[l]).find((text) => typeof text === 'string' && text !== '') ?? '';
}
