/**
 * Digits in every script people type them in: Persian (`۰-۹`) and Arabic-Indic (`٠-٩`) keyboards
 * send their own digits, and what is stored is always Latin; Persian text shows Persian digits.
 * Imports nothing: the web's formatting layer, which the visitor's pages load, reads it as
 * `@store/domain/digits`.
 */
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits as Latin ones; everything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => String(Math.max(PERSIAN_DIGITS.indexOf(d), ARABIC_DIGITS.indexOf(d))));
}

/** Latin digits as Persian ones; everything else unchanged. */
export function persianDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** A number typed with any digits and the Arabic decimal point `٫` (U+066B), as plain decimal text. */
export function latinNumberText(text: string): string {
  return latinDigits(text).replace(/\u066b/g, '.');
}

/** A whole number sent as digit text in any script (`'۱۲۳'`) as the number; anything else unchanged. */
export function wholeNumberOf(text: string): unknown {
  const latin = latinDigits(text.trim());
  return /^-?\d{1,10}$/.test(latin) ? Number(latin) : text;
}
