import { type ControlName, type FieldDef, isEmptyValue, kindOf, TEXT_LANGUAGES } from '@store/domain';
import dayjs from 'dayjs';
import { toApiDate } from '../../../i18n/date-format';

/** How a control's value and the API's value convert, per `ControlName` of the registry. */
interface ControlValues {
  /** The API's value (never null here) → what the control holds. */
  toControl: (value: unknown) => unknown;
  /** What the control holds (never empty here) → the API's value; undefined when it cannot be read. */
  toApi: (value: unknown) => unknown;
  /** Whether the control holds nothing (beyond null, undefined and blank text). */
  isEmpty?: (value: unknown) => boolean;
  /** What an emptied optional field sends (default null). */
  empty?: () => unknown;
  /** A new form's value when the declaration gives no default. */
  initial?: unknown;
}

const same = (value: unknown) => value;
const asNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value);
const day = (value: unknown) => dayjs(value as string);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const CONTROL_VALUES: Record<ControlName, ControlValues> = {
  text: { toControl: same, toApi: same },
  textarea: { toControl: same, toApi: same },
  ltr: { toControl: same, toApi: same },
  // Sent as typed (spaces may belong to a password); never filled from a row (write-only).
  password: { toControl: same, toApi: same },
  translatable: {
    toControl: same,
    toApi: (value) => Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, text((value as Record<string, unknown>)[l]) || null])),
    isEmpty: (value) => typeof value !== 'object' || TEXT_LANGUAGES.every((l) => text((value as Record<string, unknown>)[l]) === ''),
  },
  // The input holds text in any digits; the schema makes it the number (field-kinds.ts).
  integer: { toControl: String, toApi: same },
  decimal: { toControl: String, toApi: String },
  switch: { toControl: same, toApi: same, initial: false },
  date: { toControl: day, toApi: (value) => (dayjs.isDayjs(value) ? toApiDate(value) : value) },
  datetime: { toControl: day, toApi: (value) => (dayjs.isDayjs(value) ? value.toISOString() : value) },
  select: { toControl: same, toApi: same },
  ref: { toControl: same, toApi: asNumber },
  refs: {
    toControl: (value) => (Array.isArray(value) ? value : []),
    toApi: (value) => (Array.isArray(value) ? value.map(Number) : value),
    isEmpty: (value) => Array.isArray(value) && value.length === 0,
    empty: () => [],
    initial: [],
  },
  json: {
    toControl: (value) => JSON.stringify(value, null, 2),
    toApi: (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    },
  },
};

const valuesOf = (field: FieldDef) => CONTROL_VALUES[kindOf(field).control];

export const toControlValue = (field: FieldDef, value: unknown) =>
  value === null || value === undefined ? undefined : valuesOf(field).toControl(value);

export const toApiValue = (field: FieldDef, value: unknown) => valuesOf(field).toApi(value);

export const emptyApiValue = (field: FieldDef) => valuesOf(field).empty?.() ?? null;

export const initialControlValue = (field: FieldDef) => field.default ?? valuesOf(field).initial;

/** Whether a control holds nothing: blank text, an invalid date, no translation, no reference. */
export function isEmptyControl(field: FieldDef, value: unknown): boolean {
  if (isEmptyValue(value) || (dayjs.isDayjs(value) && !value.isValid())) return true;
  return valuesOf(field).isEmpty?.(value) ?? false;
}
