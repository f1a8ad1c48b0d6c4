import 'dayjs/locale/fa';
import 'dayjs/locale/tr';
import dayjs from 'dayjs';
import jalaliday from 'jalaliday/dayjs';
import { i18n } from './i18n-setup';
import { jalaliLeapFix } from './jalali-fix';

// The dashboard's date pickers (Ant Design) run on dayjs: Jalali in Persian. Imported by the
// modules that show a picker (use-picker-locale.ts, date-format.ts), so the visitor's pages,
// which only show dates (date-text.ts), never load dayjs.
dayjs.extend(jalaliday);
dayjs.extend(jalaliLeapFix);

/** dayjs's language and calendar for the pickers: the dates they create are Jalali in Persian. */
function followLanguage(language: string): void {
  dayjs.locale(language);
  dayjs.calendar(language === 'fa' ? 'jalali' : 'gregory');
}

i18n.on('languageChanged', followLanguage);
if (i18n.language) followLanguage(i18n.language);
