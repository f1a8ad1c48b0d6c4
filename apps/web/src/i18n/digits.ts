/**
 * Digits and decimal separators per language, on strings only (never a float): Persian shows
 * `۰-۹` with `٬` between groups and `٫` as the decimal point; the API always takes and answers
 * Latin digits with `.`.
 */
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const GROUP: Record<'fa' | 'latin', string> = { fa: '٬', latin: ',' };
const POINT: Record<'fa' | 'latin', string> = { fa: '٫', latin: '.' };

const style = (language: string) => (language === 'fa' ? 'fa' : 'latin');

/** Latin digits as the language writes them (Persian digits in Persian). */
export function localDigits(text: string, language: string): string {
  if (language !== 'fa') return text;
  return text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** Persian and Arabic-Indic digits as Latin ones. */
export function latinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => String(Math.max(PERSIAN_DIGITS.indexOf(d), ARABIC_DIGITS.indexOf(d))));
}

/**
 * What a user typed into a number input as the API's text: any digits, `٫` or `.` as the point,
 * group separators (`٬` `,` and spaces) dropped. Anything else is kept, so the schema can refuse it.
 */
export function decimalFromInput(typed: string): string {
  return latinDigits(typed)
    .replace(/[٬,\s\u066c]/g, '')
    .replace(/[٫\u066b]/g, '.')
    .replace(/[\u2212\u2013]/g, '-');
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
