import DecimalBase from 'decimal.js';
import { z } from 'zod';
import type { FieldDef } from './field.js';

/**
 * Decimals and money: strings in JSON, NUMERIC in the database, decimal.js in between — never a
 * float. A value with more decimals than the field's scale is refused, not rounded: rounding
 * someone's amount silently is worse than asking again.
 */
/**
 * decimal.js rounds to 20 significant digits by default; money columns hold up to 28. Arithmetic
 * here keeps 100 digits and never switches to exponent notation, so a sum is exact.
 */
export const Decimal = DecimalBase.clone({ precision: 100, toExpNeg: -100, toExpPos: 100 });
export type Decimal = InstanceType<typeof Decimal>;

/** Plain decimal notation: optional minus, digits, optional fraction. No exponent, no spaces. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const DEFAULT_PRECISION = 28;

/** Digits before and after the point of a plain decimal text (leading zeros not counted). */
function digitsOf(text: string): { whole: number; fraction: number } {
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  return { whole: whole.replace(/^0+/, '').length, fraction: fraction.length };
}

/** The schema of a decimal field's value: format, scale, precision and bounds, all in decimal arithmetic. */
export function decimalSchema(
  field: Pick<FieldDef, 'scale' | 'precision' | 'min' | 'max' | 'greaterThan' | 'required'>,
): z.ZodType<string> {
  const scale = field.scale ?? 8;
  const wholeDigits = (field.precision ?? DEFAULT_PRECISION) - scale;
  return z
    .string()
    .max(80)
    .superRefine((text, ctx) => {
      // A required amount left blank is missing, as a blank required text is.
      if (field.required && text.trim() === '') {
        ctx.addIssue({ code: 'custom', message: 'common.error.required' });
        return;
      }
      if (!DECIMAL_TEXT.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'common.error.decimal' });
        return;
      }
      const digits = digitsOf(text);
      if (digits.fraction > scale) ctx.addIssue({ code: 'custom', message: 'common.error.scale', params: { scale } });
      else if (digits.whole > wholeDigits)
        ctx.addIssue({ code: 'custom', message: 'common.error.digits', params: { digits: wholeDigits } });
      const value = new Decimal(text);
      if (field.greaterThan !== undefined && !value.greaterThan(field.greaterThan)) {
        ctx.addIssue({ code: 'custom', message: 'common.error.greaterthan', params: { min: String(field.greaterThan) } });
      } else if (field.min !== undefined && value.lessThan(field.min)) {
        ctx.addIssue({ code: 'custom', message: 'common.error.min', params: { min: String(field.min) } });
      } else if (field.max !== undefined && value.greaterThan(field.max)) {
        ctx.addIssue({ code: 'custom', message: 'common.error.max', params: { max: String(field.max) } });
      }
    });
}

/** A valid sample value within the field's bounds and scale. */
export function decimalSample(field: FieldDef, n: number): string {
  const scale = field.scale ?? 8;
  let value = new Decimal(n).plus('0.25');
  if (field.greaterThan !== undefined) value = Decimal.max(value, new Decimal(field.greaterThan).plus(1));
  if (field.min !== undefined) value = Decimal.max(value, field.min);
  if (field.max !== undefined) value = Decimal.min(value, field.max);
  return value.toFixed(Math.min(scale, 2));
}

/** Sum of decimal texts, exactly. */
export function sumDecimals(values: readonly (string | null | undefined)[]): string {
  return values.reduce((sum, v) => sum.plus(v ?? 0), new Decimal(0)).toFixed();
}
