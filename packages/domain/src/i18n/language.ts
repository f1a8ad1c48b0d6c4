import { LANGUAGES, type Language } from '../constants.js';

// Types and helpers only: this module must not import a message table (the web imports it; the
// tables reach the browser one language at a time, see apps/web/src/i18n/load-language.ts).
export type { MessageKey } from './en.js';

/**
 * The language a `lang` header asks for: `fa`, `en`, `tr`, a locale (`english_en`) or a tag
 * (`tr-TR`). Anything else falls back to Persian, the default.
 */
export function languageOf(header: string | undefined | null): Language {
  const value = (header ?? '').trim().toLowerCase();
  const short = value.includes('_') ? value.slice(value.lastIndexOf('_') + 1) : value.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'fa';
}
