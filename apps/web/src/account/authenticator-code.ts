import { type FieldIssue, pinCodeSchema, recoveryCodeSchema } from '@store/domain';
import type { TwoFactorCode } from '../api/auth-api';
import { check } from '../components/form-issues';
import { latinDigits } from '../i18n/digits';

/** Which code the user types: the authenticator app's six digits, or a recovery code. */
export type CodeKind = 'pinCode' | 'recoveryCode';

/** The typed code as the API takes it, or why it cannot be (validated with the domain's schemas). */
export function readCode(kind: CodeKind, value: unknown): { code: TwoFactorCode } | { issue: FieldIssue } {
  // Typed on a Persian or Arabic keyboard, the six digits arrive in its own digits.
  const text = typeof value === 'string' ? latinDigits(value) : '';
  if (!text.trim()) return { issue: { code: 'common.error.required' } };
  const checked = check(kind === 'pinCode' ? pinCodeSchema : recoveryCodeSchema, text);
  if (!checked.ok) return { issue: Object.values(checked.issues)[0] ?? { code: 'common.error.invalid' } };
  return { code: kind === 'pinCode' ? { pinCode: checked.data } : { recoveryCode: checked.data } };
}
