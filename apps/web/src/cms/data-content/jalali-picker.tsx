import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { latinDigits } from '../../i18n/digits';

/**
 * A date picker that is Jalali whatever the reader's language (the `pdatepicker` and
 * `pdatetimepicker` controls, spec 000 §3). The app sets dayjs's global calendar by language
 * (`i18n-setup.ts`), which the ordinary pickers follow; this one is generated from antd's dayjs
 * configuration with every date it makes put in the Jalali calendar (jalaliday keeps an instance's
 * calendar through `add`, `set`, `clone`…), so the panel shows Jalali months and days in English
 * and Turkish too. Typed dates are read as Jalali (`1403/01/01`, any digits).
 */
const jalali = (d: Dayjs) => d.calendar('jalali');

const JALALI_MONTHS: Record<string, readonly string[]> = {
  fa: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
  latin: ['Farvardin', 'Ordibehesht', 'Khordad', 'Tir', 'Mordad', 'Shahrivar', 'Mehr', 'Aban', 'Azar', 'Dey', 'Bahman', 'Esfand'],
};

/** Jalali month names in the picker's language (Latin transcriptions outside Persian). */
export const jalaliMonths = (language: string) => (language.startsWith('fa') ? JALALI_MONTHS.fa : JALALI_MONTHS.latin) as string[];

const JALALI_TEXT = /^(\d{3,4})[/-](\d{1,2})[/-](\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?$/;

/** A date typed in the Jalali calendar (`1403/01/01 10:30`), or null. */
export function parseJalali(text: string): Dayjs | null {
  const match = JALALI_TEXT.exec(latinDigits(text.trim()));
  if (!match) return null;
  const [, y, m, d, h, min] = match;
  // jalaliday reads `YYYY-MM-DD` as Jalali with `jalali: true`.
  const date = dayjs(`${y}-${m}-${d}`, { jalali: true } as never).calendar('jalali');
  if (!date.isValid() || date.format('YYYY/M/D') !== `${Number(y)}/${Number(m)}/${Number(d)}`) return null;
  return h === undefined ? date : date.hour(Number(h)).minute(Number(min));
}

const jalaliConfig: typeof dayjsConfig = {
  ...dayjsConfig,
  getNow: () => jalali(dayjsConfig.getNow()),
  getFixedDate: (text) => jalali(dayjsConfig.getFixedDate(text)),
  getEndDate: (date) => jalali(date).endOf('month'),
  locale: {
    ...dayjsConfig.locale,
    getWeekFirstDate: (locale, date) => jalali(dayjsConfig.locale.getWeekFirstDate(locale, date)),
    getShortMonths: (locale) => jalaliMonths(locale),
    format: (locale, date, format) => dayjsConfig.locale.format(locale, jalali(date), format),
    parse: (_locale, text) => parseJalali(text),
  },
};

export const JalaliDatePicker = DatePicker.generatePicker<Dayjs>(jalaliConfig);

/** A stored date (ISO, Gregorian) as the Jalali picker's value. */
export const jalaliValue = (iso: string | null | undefined): Dayjs | null => {
  if (!iso) return null;
  const d = dayjs(iso);
  return d.isValid() ? jalali(d) : null;
};
