import { isolate, ltr } from './bidi';
import { byteSize, percentText } from './byte-size';
import { type DateValue, formatDate, formatDateTime } from './date-text';
import { localDigits } from './digits';
import { formatCount, formatDecimal, formatNumber, formatPrice, type NumberValue } from './number-text';

/**
 * Every display format of one language in one object: what `useFormatters` gives a component and
 * what code outside React (a toast, a document title) asks for with the current language. Light on
 * purpose (no dayjs, no Ant Design, no entity declarations): the visitor's pages use it too.
 */
export function formattersFor(language: string) {
  return {
    language,
    /** `YYYY/MM/DD`, Jalali in Persian. */
    date: (value: DateValue) => formatDate(value, language),
    /** `YYYY/MM/DD HH:mm`, Jalali in Persian, in the reader's time zone. */
    dateTime: (value: DateValue) => formatDateTime(value, language),
    /** Any number or decimal string, grouped. */
    number: (value: NumberValue) => formatNumber(value, language),
    /** A decimal string with every stored fraction digit, grouped. */
    decimal: (value: NumberValue) => formatDecimal(value, language),
    /** A price: grouped, a fraction of zeros left out. */
    price: (value: NumberValue) => formatPrice(value, language),
    /** How many of something, grouped. For "3 records" use the message's plural (`t(key, { count })`). */
    count: (count: number) => formatCount(count, language),
    /** `1.5 MB`, `۱٫۵ MB`. */
    bytes: (bytes: number) => byteSize(bytes, language),
    /** A whole percent (`70%`, `۷۰٪`). */
    percent: (percent: number) => percentText(percent, language),
    /** Latin digits as the language writes them, nothing else changed (an id, a page number). */
    digits: (text: string | number) => localDigits(String(text), language),
    /** A left-to-right value isolated for a plain string (title, toast, attribute). */
    ltr,
    /** A value of unknown direction isolated for a plain string. */
    isolate,
  };
}

export type Formatters = ReturnType<typeof formattersFor>;
