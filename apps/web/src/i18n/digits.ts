import { latinDigits, persianDigits } from '@store/domain/digits';

/**
 * Digits and decimal separators per language, on strings only (never a float): Persian shows
 * `۰-۹` with `٬` between groups and `٫` as the decimal point; the API always takes and answers
 * Latin digits with `.`. The digit tables are the domain's (`@store/domain/digits`, no imports).
 */
const GROUP: Record<'fa' | 'latin', string> = { fa: '٬', latin: ',' };
const POINT: Record<'fa' | 'latin', string> = { fa: '٫', latin: '.' };

const style = (language: string) => (language === 'fa' ? 'fa' : 'latin');

/** Latin digits as the language writes them (Persian digits in Persian). */
export function localDigits(text: string, language: string): string {
  return language === 'fa' ? persianDigits(text) : text;
}

/** Persian and Arabic-Indic digits as Latin ones (what every input stores). */
export { latinDigits };

/**
 * What a user typed into a number input as the API's text: any digits, `٫` or `.` as the point,
 * group separators (`٬`, spaces, a comma between groups of three) dropped. Anything else is kept,
 * so the schema can refuse it.
 */
export function decimalFromInput(typed: string): string {
  const text = latinDigits(typed)
    .replace(/[٬\s\u066c]/g, '')
    .replace(/[٫\u066b]/g, '.')
    .replace(/[\u2212\u2013]/g, '-');
  // A comma groups thousands (`1,234.5`), as the app shows numbers; a lone comma that cannot be
  // grouping (`12,50`, `0,5`) is the decimal comma Turkish (and many) write: never read as 1250.
  if (/^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return text.replace(/,/g, '');
  if (/^-?\d*,\d*$/.test(text)) return text.replace(',', '.');
  return text.replace(/,/g, '');
}

/** An API decimal without the zeros its scale pads it with (`18500000.00000000` → `18500000`, `12.50` → `12.5`). */
export function trimmedDecimal(text: string): string {
  return /^-?\d+\.\d+$/.test(text) ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** An API decimal text as the language writes it, without grouping (for inputs). */
export function decimalForInput(text: string, language: string): string {
  return localDigits(text.replace('.', POINT[style(language)]), language);
}

/** An API decimal text grouped by thousands (`1234567.5` → `1,234,567.5`, `۱٬۲۳۴٬۵۶۷٫۵` in Persian). */
export function groupedDecimal(text: string, language: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '', fraction] = match;
  const s = style(language);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[s]);
  return localDigits(`${sign}${grouped}${fraction === undefined ? '' : `${POINT[s]}${fraction}`}`, language);
}
