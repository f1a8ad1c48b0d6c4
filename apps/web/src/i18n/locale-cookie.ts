import {
  DEFAULT_LOCALE,
  LANGUAGE_OF,
  type Language,
  LOCALE_COOKIE,
  LOCALE_COOKIE_CHOSEN_DAYS,
  LOCALE_COOKIE_DEFAULT_DAYS,
  LOCALES,
  type Locale,
} from '@store/domain/public';

const DAY_MS = 86_400_000;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : undefined;
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  // Holds a language only (never a credential), so the page may read it; Secure whenever served over HTTPS.
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The visitor's locale. A `?lang=fa|en|tr` in the address wins (the language a link or a search
 * engine's hreflang alternate asked for; it is remembered like a choice, 30 days); then the cookie;
 * on the first visit the default (Persian) is stored for 7 days (000 §9).
 */
export function ensureLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('lang');
  const askedLocale = LOCALES.find((l) => LANGUAGE_OF[l] === asked);
  if (askedLocale) {
    writeCookie(LOCALE_COOKIE, askedLocale, LOCALE_COOKIE_CHOSEN_DAYS);
    return askedLocale;
  }
  const stored = readCookie(LOCALE_COOKIE);
  if (isLocale(stored)) return stored;
  writeCookie(LOCALE_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE_DEFAULT_DAYS);
  return DEFAULT_LOCALE;
}

export function localeOf(language: Language): Locale {
  return LOCALES.find((l) => LANGUAGE_OF[l] === language) ?? DEFAULT_LOCALE;
}
