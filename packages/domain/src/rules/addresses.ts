import { latinDigits } from '../engine/digits.js';
import { isIranianPostalCode } from './iran-identity.js';

/**
 * A customer's address book (spec 001 §3 address; issue 12 items 4 and 5). Pure and light (no
 * Zod): the Address declaration's checks, which the server and the web's forms both run.
 */

/** The code of a postal code the address's country does not take. */
export const ADDRESS_POSTAL_CODE_ERROR = 'address.error.postalcode';
/** The code of a phone or fax number that is not digits with an optional leading `+`. */
export const ADDRESS_PHONE_ERROR = 'address.error.phone';
/** The code of a new address beyond the store's `customer.maximumaddresses`. */
export const ADDRESS_MAXIMUM_ERROR = 'address.error.maximumcount';

/**
 * Phone and fax numbers as people write them for any country: digits, at least three, with an
 * optional leading `+` (the field's `max` keeps it to 20 characters). Spaces, dashes and brackets
 * are refused rather than guessed at; Persian and Arabic digits are Latin by the time this runs.
 */
export const ADDRESS_PHONE_PATTERN = /^\+?\d{3,}$/;

/** A postal code outside Iran: 3–10 Latin letters and digits (no spaces or dashes). */
export const FOREIGN_POSTAL_CODE_PATTERN = /^[0-9A-Za-z]{3,10}$/;

/** Names of Iran an address may carry (compared trimmed, in lower case, Arabic yeh as Persian yeh). */
const IRAN_NAMES: ReadonlySet<string> = new Set(['ir', 'iran', 'ایران']);

/**
 * Whether an address is in Iran: its country is empty (the store is Iranian: that is the default),
 * `IR`, `Iran` or `ایران`, in any letter case. Until issue 13 brings the geography entities the
 * country is free text, so these spellings are the rule.
 */
export function isIranCountry(country: unknown): boolean {
  if (country === null || country === undefined) return true;
  if (typeof country !== 'string') return false;
  const name = country.trim().toLowerCase().replace(/ي/g, 'ی');
  return name === '' || IRAN_NAMES.has(name);
}

export const isAddressPhone = (typed: string): boolean => ADDRESS_PHONE_PATTERN.test(latinDigits(typed.trim()));

/**
 * The address's postal code judged by its country: in Iran ten digits (`isIranianPostalCode`),
 * elsewhere 3–10 letters and digits. An empty postal code is no issue (the field is optional).
 */
export function postalCodeIssue(country: unknown, postalCode: unknown): string | null {
  if (postalCode === null || postalCode === undefined) return null;
  const code = latinDigits(String(postalCode).trim());
  if (code === '') return null;
  const valid = isIranCountry(country) ? isIranianPostalCode(code) : FOREIGN_POSTAL_CODE_PATTERN.test(code);
  return valid ? null : ADDRESS_POSTAL_CODE_ERROR;
}
