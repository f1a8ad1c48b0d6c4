import { ApiError } from '../../api/api-error';
import { localDigits } from '../../i18n/digits';
import { i18n, templateOf } from '../../i18n/i18n-setup';
import type { TFunction } from '../../i18n/translator';

/** A field's error as a code (translated again on a language switch) and the server's text of it. */
export interface FieldError {
  code: string;
  /** The rule's parameters (`{ min: 6 }`), when the form judged the field itself. */
  params?: Record<string, unknown> | undefined;
  message?: string | undefined;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/** The field errors of a 400 / 409 answer, for the fields the form has. */
export function serverFieldErrors(error: unknown, known: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {};
  const { fields = {}, fieldCodes = {} } = error.body;
  const errors: FieldErrors = {};
  for (const name of new Set([...Object.keys(fields), ...Object.keys(fieldCodes)])) {
    if (known.includes(name)) errors[name] = { code: fieldCodes[name] ?? 'common.error.invalid', message: fields[name] };
  }
  return errors;
}

/** An error in the reader's language: its code's text, unless the server filled parameters into its message. */
export function errorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error) return undefined;
  if (error.params) {
    // Numbers inside a Persian message in Persian digits, as the server writes them.
    const params = Object.fromEntries(
      Object.entries(error.params).map(([k, v]) => [k, typeof v === 'number' ? localDigits(String(v), i18n.language) : v]),
    );
    return t(error.code, params);
  }
  const template = templateOf(error.code) ?? '';
  if (error.message && (/\{\{/.test(template) || !template)) return error.message;
  return t(error.code);
}
