import { LANGUAGES, type Language, LOCALE_COOKIE, languageOf } from '@store/domain';
import { cookieValue } from '../cookie-value.js';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language of a page the server renders (issue 11's convention): `?lang=fa|en|tr` wins (a
 * shared or indexed address says its language), else the visitor's locale cookie (the web writes
 * `persian_fa`, `english_en`…), else Persian.
 */
export function pageLanguage(query: URLSearchParams, cookieHeader: string | undefined): Language {
  const asked = query.get('lang')?.trim().toLowerCase() ?? '';
  if (isLanguage(asked)) return asked;
  const cookie = cookieValue(cookieHeader, LOCALE_COOKIE);
  if (!cookie) return 'fa';
  try {
    return languageOf(decodeURIComponent(cookie));
  } catch {
    return 'fa';
  }
}
