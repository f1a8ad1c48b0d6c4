import { z } from 'zod';
import { latinDigits } from './digits.js';
import { safeText } from './text.js';

/** Mobile numbers: +989 followed by nine digits (spec 000 §5). */
export const MOBILE_PATTERN = /^\+989\d{9}$/;

/**
 * User names (spec 000 §5): 8–20 letters, digits, `.` or `_`; not starting or ending with `.`/`_`;
 * no two of `.`/`_` in a row.
 */
export const USERNAME_PATTERN = /^(?=.{8,20}$)(?![._])(?!.*[._]{2})[a-zA-Z0-9._]+(?<![._])$/;

/** An e-mail address, or empty. */
export const emailText = safeText(254).refine((v) => v === '' || z.regexes.email.test(v), { message: 'common.error.email' });

/** An e-mail address field's input: empty refused as missing when the field is required (blanks trim to empty). */
export const emailInput = (field: { readonly required?: boolean | undefined }) =>
  field.required ? emailText.refine((v) => v.length > 0, { message: 'common.error.required', abort: true }) : emailText;

/** A mobile number (+989 and nine digits), or empty. */
export const mobileText = safeText(20).refine((v) => v === '' || MOBILE_PATTERN.test(v), { message: 'common.error.mobile' });

/**
 * A mobile number as people type it: Persian, Arabic or Latin digits, kept in Latin ones
 * (`+۹۸۹۱۲۱۲۳۴۵۶۷` is `+989121234567`), or empty. Every mobile a request carries is read so: the
 * `phone` field kind, registration, the contact change and the wizard's identity check.
 */
export const mobileInput = z.preprocess((value) => (typeof value === 'string' ? latinDigits(value) : value), mobileText);

/**
 * Characters no address may hold: whitespace and controls (browsers drop some of them, so
 * `java\tscript:` runs as `javascript:`), format characters (direction overrides, zero-width
 * joiners that disguise a name) and the backslash browsers read as a slash.
 */
const UNSAFE_IN_ADDRESS = /[\s\p{Cc}\p{Cf}\\]/u;

/** An absolute `http://` or `https://` address with a host, written plainly: never `javascript:`, `data:` or `//host`. */
function isWebAddress(value: string): boolean {
  if (UNSAFE_IN_ADDRESS.test(value) || !/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A path on this site (an uploaded file, `/api/CMS/Image/…`): one leading slash, since `//host` and `/\host` are other sites. */
const isSitePath = (value: string) => /^\/(?![/\\])/.test(value) && !UNSAFE_IN_ADDRESS.test(value);

export const isHttpUrlOrEmpty = (value: string) => value === '' || isWebAddress(value);
/** What an image or file field may hold: a web address, a path to one of the site's own files, or nothing. */
export const isFileAddressOrEmpty = (value: string) => value === '' || isWebAddress(value) || isSitePath(value);
