import type { ApiError } from '../../api/api-error';

/**
 * A refusal's field codes as the data-content editor shows them, keyed by control path (`title.fa`,
 * `gallery.2`): a content's answer names them under `dataContent.`, a form's by control name.
 * Codes of the content's own fields (title, template) are left to their own inputs.
 */
export function dataContentIssues(error: ApiError, prefixed: boolean): Record<string, string> {
  const codes = Object.entries(error.body.fieldCodes ?? {});
  if (!prefixed) return Object.fromEntries(codes);
  return Object.fromEntries(
    codes.filter(([path]) => path.startsWith('dataContent.')).map(([path, code]) => [path.slice('dataContent.'.length), code]),
  );
}
