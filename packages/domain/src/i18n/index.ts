import { LANGUAGES, type Language } from '../constants.js';
import { en, type MessageKey } from './en.js';
import { fa } from './fa.js';
import { tr } from './tr.js';

export { en, fa, type MessageKey, tr };

export const messages: Record<Language, Record<MessageKey, string>> = { en, fa, tr };

/**
 * The language a `lang` header asks for: `fa`, `en`, `tr`, a locale (`english_en`) or a tag
 * (`tr-TR`). Anything else falls back to Persian, the default.
 */
export function languageOf(header: string | undefined | null): Language {
  const value = (header ?? '').trim().toLowerCase();
  const short = value.includes('_') ? value.slice(value.lastIndexOf('_') + 1) : value.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'fa';
}

/** Translates a message key with `{{name}}` parameters; an unknown key is returned as it is. */
export function translate(language: Language, key: string, params?: Record<string, unknown>): string {
  const text = (messages[language] as Record<string, string>)[key] ?? key;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
