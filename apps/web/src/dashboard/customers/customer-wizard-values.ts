import type { EntityRow } from '../../api/resource-api';
import { latinDigits } from '../../i18n/digits';

/** Every field the wizard's form holds. */
export interface WizardValues {
  email: string | null;
  mobile: string | null;
  username: string | null;
  password?: string;
  confirmPassword?: string;
  firstName: string | null;
  lastName: string | null;
  nationalCode: string | null;
  gender: '1' | '2' | null;
  dateOfBirth: string | null;
  avatar: string | null;
}

/** Which step shows each field: a refusal from the server opens the step of its first field. */
export const STEP_OF: Readonly<Record<string, number>> = {
  email: 0,
  mobile: 0,
  username: 1,
  password: 1,
  confirmPassword: 1,
  firstName: 1,
  lastName: 1,
  nationalCode: 1,
  gender: 1,
  dateOfBirth: 1,
  avatar: 1,
};

const SAVED = ['email', 'mobile', 'username', 'firstName', 'lastName', 'nationalCode', 'gender', 'dateOfBirth', 'avatar'] as const;

/** The form's values of a stored customer (empty for a new one). */
export function valuesOf(row: EntityRow | undefined): WizardValues {
  const text = (name: string) => (row && typeof row[name] === 'string' ? (row[name] as string) : null);
  return {
    email: text('email'),
    mobile: text('mobile'),
    username: text('username'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    nationalCode: text('nationalCode'),
    gender: text('gender') as WizardValues['gender'],
    dateOfBirth: text('dateOfBirth'),
    avatar: text('avatar'),
  };
}

/** What saveCustomerProfile is sent: trimmed, digits Latin, empty text as null (the password as typed). */
export function bodyOf(values: WizardValues, withPassword: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of SAVED) {
    const value = values[name];
    const text = typeof value === 'string' ? (['mobile', 'nationalCode'].includes(name) ? latinDigits(value) : value).trim() : value;
    body[name] = text === '' || text === undefined ? null : text;
  }
  if (withPassword) body.password = values.password ?? '';
  return body;
}
