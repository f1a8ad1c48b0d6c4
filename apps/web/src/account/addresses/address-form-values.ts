import { Address, type FieldIssue, fieldIssues, inputSchema } from '@store/domain';
import { localDigits } from '../../i18n/digits';
import { ADDRESS_FIELDS, type AddressField, type AddressInput, type AddressRow } from './address-fields';

/** What the address form holds: each field as typed (absent until touched). */
export type AddressFormValues = Partial<Record<AddressField, string | null>>;

/** Fields written in digits: shown in the reader's digits, typed in any (the server keeps Latin ones). */
export const DIGIT_FIELDS: readonly AddressField[] = ['zipPostalCode', 'phoneNumber', 'faxNumber'];

/**
 * The whole address as the form will save it: every field (a change sends the row as it will be,
 * so the postal code is judged with the country it ends up with), trimmed, empty ones as null.
 * Digits stay as typed: the server's `code` fields keep Persian and Arabic digits as Latin ones.
 */
export function addressInputOf(values: AddressFormValues): AddressInput {
  const input = {} as AddressInput;
  for (const name of ADDRESS_FIELDS) {
    const text = values[name]?.trim() ?? '';
    input[name] = text === '' ? null : text;
  }
  return input;
}

// The create schema whatever the mode: it holds the cross-field postal-code rule, and the form
// always has the whole row (the server runs the same rule on an update's merged row).
const schema = inputSchema(Address, 'create');

/**
 * The address checked by the declaration the server checks it with (required title, lengths,
 * phone and fax, e-mail, the postal code by country): the issues per field, none when it may be sent.
 */
export function addressIssues(input: AddressInput): Record<string, FieldIssue> {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldIssues(parsed.error.issues);
}

/** A stored address as the form starts from: codes in the reader's digits (Persian in Persian). */
export function formValuesOf(row: AddressRow | undefined, language: string): AddressFormValues {
  const values: AddressFormValues = {};
  if (!row) return values;
  for (const name of ADDRESS_FIELDS) {
    const value = row[name] ?? null;
    values[name] = value !== null && DIGIT_FIELDS.includes(name) ? localDigits(value, language) : value;
  }
  return values;
}
