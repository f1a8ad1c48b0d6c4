import { LANGUAGE_OF, LANGUAGES, type Language, LOCALE_COOKIE, LOCALE_COOKIE_CHOSEN_DAYS, RTL_LANGUAGES } from '@store/domain/public';
import { loadLanguage } from './load-language';
import { ensureLocale, localeOf, writeCookie } from './locale-cookie';
import { Translator } from './translator';

/** The web's messages; startI18n loads the first language before the app renders. */
const i18n = new Translator('fa');

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

export function currentLanguage(): Language {
  const lang = i18n.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'fa';
}

/** Puts the document in the language's direction (the date pickers follow it in dayjs-calendar.ts). */
function applyLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
}

i18n.on('languageChanged', applyLanguage);

/** Loads the cookie's language only; the app renders once this has resolved. */
export async function startI18n(): Promise<void> {
  const language = LANGUAGE_OF[ensureLocale()];
  i18n.addResourceBundle(language, await loadLanguage(language));
  await i18n.changeLanguage(language);
  applyLanguage(i18n.language);
}

let chosen: Language | undefined;

/**
 * The visitor chose a language: its chunk is fetched (the page keeps the old language until it
 * has arrived), then it is shown and remembered for 30 days (000 §9). The last choice wins.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  chosen = language;
  if (!i18n.hasResourceBundle(language)) i18n.addResourceBundle(language, await loadLanguage(language));
  if (chosen !== language) return;
  writeCookie(LOCALE_COOKIE, localeOf(language), LOCALE_COOKIE_CHOSEN_DAYS);
  await i18n.changeLanguage(language);
}

/** The current language's text for a key as written (its `{{parameters}}` unfilled), if it has one. */
export function templateOf(key: string): string | undefined {
  return i18n.getResource(i18n.language, key);
}

export { i18n };
