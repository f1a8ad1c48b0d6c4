import { LANGUAGE_OF, LANGUAGES, type Language, LOCALE_COOKIE, LOCALE_COOKIE_CHOSEN_DAYS, RTL_LANGUAGES } from '@store/domain';
import dayjs from 'dayjs';
import i18n from 'i18next';
import jalaliday from 'jalaliday/dayjs';
import { initReactI18next } from 'react-i18next';
import { loadLanguage } from './load-language';
import { ensureLocale, localeOf, writeCookie } from './locale-cookie';

dayjs.extend(jalaliday);

const NAMESPACE = 'translation';

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

export function currentLanguage(): Language {
  const lang = i18n.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'fa';
}

/** Puts the document, dayjs and Ant Design's date pickers in the language's direction and calendar. */
function applyLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
  // Its dayjs locale came with the language's chunk (lang-*.ts).
  dayjs.locale(language);
  // The date pickers create their dates with dayjs(): Persian ones use the Jalali calendar.
  dayjs.calendar(language === 'fa' ? 'jalali' : 'gregory');
}

i18n.on('languageChanged', applyLanguage);

/** Starts i18next with the cookie's language only; the app renders once this has resolved. */
export async function startI18n(): Promise<void> {
  const language = LANGUAGE_OF[ensureLocale()];
  const translation = await loadLanguage(language);
  await i18n.use(initReactI18next).init({
    resources: { [language]: { [NAMESPACE]: translation } },
    lng: language,
    // Every language has every key (the types make sure), and only one is loaded: no fallback.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyLanguage(i18n.language);
}

let chosen: Language | undefined;

/**
 * The visitor chose a language: its chunk is fetched (the page keeps the old language until it
 * has arrived), then it is shown and remembered for 30 days (000 §9). The last choice wins.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  chosen = language;
  if (!i18n.hasResourceBundle(language, NAMESPACE)) {
    const translation = await loadLanguage(language);
    i18n.addResourceBundle(language, NAMESPACE, translation);
  }
  if (chosen !== language) return;
  writeCookie(LOCALE_COOKIE, localeOf(language), LOCALE_COOKIE_CHOSEN_DAYS);
  await i18n.changeLanguage(language);
}

/** The current language's text for a key as written (its `{{parameters}}` unfilled), if it has one. */
export function templateOf(key: string): string | undefined {
  const text: unknown = i18n.getResource(i18n.language, NAMESPACE, key);
  return typeof text === 'string' ? text : undefined;
}

export { i18n };
