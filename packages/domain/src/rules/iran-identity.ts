import { latinDigits } from '../engine/digits.js';

/**
 * Iranian identity numbers (issue 12, item 5): typed with Persian, Arabic or Latin digits, judged
 * and kept in Latin digits. Pure and light (no Zod): the customer wizard checks as the server does.
 */

/** Digits of any script as Latin ones (what is kept); anything else stays and is refused by the rules below. */
export const identityDigits = (typed: string): string => latinDigits(typed.trim());

/**
 * The national code's official check (کد ملی): ten digits; the tenth is the check digit — the sum
 * of the first nine weighted 10 down to 2, modulo 11, is the check digit when below 2, else eleven
 * less it. The ten same-digit codes pass that sum but are never issued.
 */
export function isIranianNationalCode(typed: string): boolean {
  const code = identityDigits(typed);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  return code === withCheckDigit(code.slice(0, 9));
}

/** Nine digits followed by their national-code check digit. */
export function withCheckDigit(nine: string): string {
  const sum = [...nine].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const rest = sum % 11;
  return `${nine}${rest < 2 ? rest : 11 - rest}`;
}

/** An Iranian postal code: ten digits. */
export const isIranianPostalCode = (typed: string): boolean => /^\d{10}$/.test(identityDigits(typed));
