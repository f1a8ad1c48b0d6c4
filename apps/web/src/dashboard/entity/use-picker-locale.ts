import type { PickerLocale } from 'antd/es/date-picker/generatePicker';
import enUS from 'antd/es/date-picker/locale/en_US';
import faIR from 'antd/es/date-picker/locale/fa_IR';
import trTR from 'antd/es/date-picker/locale/tr_TR';
import { useTranslation } from '../../i18n/use-translation';
// The pickers' dayjs: Jalali in Persian, following the language.
import '../../i18n/dayjs-calendar';

const JALALI_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

/** Persian pickers run on the Jalali calendar (see i18n/dayjs-calendar.ts): give them Jalali month names. */
const faJalali: PickerLocale = { ...faIR, lang: { ...faIR.lang, shortMonths: JALALI_MONTHS } };

export function useJalaliPickerLocale(): PickerLocale {
  const { i18n } = useTranslation();
  if (i18n.language === 'fa') return faJalali;
  return i18n.language === 'tr' ? trTR : enUS;
}
