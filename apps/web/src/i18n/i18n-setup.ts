import { LANGUAGE_OF, LANGUAGES, type Language, LOCALE_COOKIE, LOCALE_COOKIE_CHOSEN_DAYS, messages, RTL_LANGUAGES } from '@store/domain';
import dayjs from 'dayjs';
import jalaliday from 'jalaliday/dayjs';
import 'dayjs/locale/fa';
import 'dayjs/locale/tr';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ensureLocale, localeOf, writeCookie } from './locale-cookie';
import { uiEn } from './ui.en';
import { uiFa } from './ui.fa';
import { uiTr } from './ui.tr';

dayjs.extend(jalaliday);

const ui: Record<Language, Record<string, string>> = { en: uiEn, fa: uiFa, tr: uiTr };

const resources = Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: { ...messages[lang], ...ui[lang] } }]));

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
  dayjs.locale(language);
  // The date pickers create their dates with dayjs(): Persian ones use the Jalali calendar.
  dayjs.calendar(language === 'fa' ? 'jalali' : 'gregory');
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: LANGUAGE_OF[ensureLocale()],
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLanguage(i18n.language);

/** The visitor chose a language: remember it for 30 days (000 §9). */
export function chooseLanguage(language: Language): void {
  writeCookie(LOCALE_COOKIE, localeOf(language), LOCALE_COOKIE_CHOSEN_DAYS);
  void i18n.changeLanguage(language);
}

export { i18n };
