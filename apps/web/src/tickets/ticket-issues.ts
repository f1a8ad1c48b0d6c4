import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error';
import { serverIssueCount, showServerIssues } from '../components/form-issues';
import type { TFunction } from '../i18n/translator';

/** An attachment's refusal names its index (`attachments.1`): the form has one control for the list. */
const fieldOf = (name: string) => (name.startsWith('attachments.') ? 'attachments' : name);

function folded(error: ApiError): ApiError {
  const fold = (map: Record<string, string> = {}) => Object.fromEntries(Object.entries(map).map(([name, text]) => [fieldOf(name), text]));
  return new ApiError(error.status, { ...error.body, fields: fold(error.body.fields), fieldCodes: fold(error.body.fieldCodes) });
}

/**
 * Shows a refused ticket or post under its fields (the server's codes, in the user's language).
 * Answers whether everything it said landed on the form; otherwise the caller says it as a toast.
 */
export function showTicketIssues(form: FormInstance, error: unknown, fields: readonly string[], t: TFunction): boolean {
  if (!(error instanceof ApiError)) return false;
  const mapped = folded(error);
  const landed = showServerIssues(form, mapped, fields, t);
  return landed > 0 && landed >= serverIssueCount(mapped);
}
