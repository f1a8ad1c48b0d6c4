import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/api-error';
import type { TwoFactorCode } from '../api/auth-api';
import { showFieldIssue, showServerIssues } from '../components/form-issues';
import type { TFunction } from '../i18n/translator';
import { type CodeKind, readCode } from './authenticator-code';
import { AuthenticatorCodeField } from './authenticator-code-field';

/**
 * The code a step-up form asks besides the password while two-factor is on (the server asks it
 * too, except in a session opened with a recovery code a short while ago): the field, with its
 * switch between the app's code and a recovery code; the typed code, checked with the domain's
 * schemas; and the server's refusals, under the fields they name.
 */
export function useStepUpCode(form: FormInstance, required: boolean) {
  const [kind, setKind] = useState<CodeKind>('pinCode');
  return {
    field: required ? <AuthenticatorCodeField kind={kind} onKindChange={setKind} autoFocus={false} /> : null,
    /** The code as the API takes it (none when not asked), or `undefined` once the reason it cannot be sent is shown. */
    read(values: Partial<Record<CodeKind, string>>, t: TFunction): TwoFactorCode | null | undefined {
      if (!required) return null;
      const code = readCode(kind, values[kind]);
      if ('issue' in code) {
        showFieldIssue(form, kind, code.issue, t);
        return undefined;
      }
      return code.code;
    },
    /**
     * Shows a refusal under the form's fields: a wrong code (a 401 about what was typed, not about
     * the session) under the code's, field errors under theirs. Answers whether any landed.
     */
    showRefusal(error: unknown, fields: readonly string[], t: TFunction): boolean {
      if (error instanceof ApiError && error.code === 'security.error.wrongauthenticatorcode') {
        showFieldIssue(form, kind, error, t);
        return true;
      }
      return showServerIssues(form, error, [...fields, kind], t) > 0;
    },
  };
}
