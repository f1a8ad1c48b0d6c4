import { z } from 'zod';

/** PostgreSQL text cannot hold NUL; refusing it in the schema keeps it a 400 instead of a driver error. */
export const noNul = (s: string) => !s.includes('\u0000');

/** A string of at most `max` characters without NUL: the base of every string a client sends. */
export function safeString(max: number) {
  return z.string().max(max).refine(noNul, { message: 'common.error.invalidcharacter', abort: true });
}

/** The same, trimmed. */
export function safeText(max: number) {
  return z.string().trim().max(max).refine(noNul, { message: 'common.error.invalidcharacter', abort: true });
}

const INT32_MAX = 2_147_483_647;

/** A whole number written in a path or query string: digits only (no `0x1`, no spaces, no exponent). */
export function integerText(min: number, max = INT32_MAX) {
  return z
    .string()
    .regex(/^-?\d{1,10}$/, { message: 'common.error.invalidtype' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A row id in a path or query string. */
export const idText = integerText(1);
