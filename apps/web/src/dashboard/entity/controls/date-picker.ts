import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker as AntDatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { parseTypedDate } from '../../../i18n/typed-date';

/**
 * Ant Design's date picker reading typed dates in any digits, and in the Jalali calendar in
 * Persian (antd's own reads Latin digits and the Gregorian calendar only, so `۱۴۰۳/۱۲/۳۰` was
 * lost). Everything else is antd's dayjs configuration.
 */
export const DatePicker = AntDatePicker.generatePicker<Dayjs>({
  ...dayjsConfig,
  locale: { ...dayjsConfig.locale, parse: (locale, text) => parseTypedDate(text, locale.startsWith('fa')) },
});
