import { ApiError } from '../../api/api-error';
import { type FieldError, type FieldErrors, serverFieldErrors } from '../screens/form-errors';
import { fieldOfIssue } from './review-rules';

/**
 * What a refused review or reply shows: its fields' errors (a picture's own, `pictures.0`, under
 * the pictures) and, for a refusal of the whole (409 already reviewed, 404, a network failure), one
 * error above the form — kept as a code, so it follows a language switch.
 */
export function refusalOf(error: unknown, fields: readonly string[]): { fields: FieldErrors; form: FieldError | null } {
  const renamed =
    error instanceof ApiError
      ? new ApiError(error.status, {
          ...error.body,
          fields: renameKeys(error.body.fields),
          fieldCodes: renameKeys(error.body.fieldCodes),
        })
      : error;
  const found = serverFieldErrors(renamed, fields);
  if (Object.keys(found).length > 0) return { fields: found, form: null };
  if (error instanceof ApiError) return { fields: {}, form: { code: error.code ?? 'common.error.unexpected', message: error.message } };
  return { fields: {}, form: { code: 'common.error.unexpected' } };
}

function renameKeys(map: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!map) return map;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) out[fieldOfIssue(key)] ??= value;
  return out;
}
