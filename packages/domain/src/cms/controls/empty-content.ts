/**
 * Emptiness of a control's content, apart from the schemas that judge it (no Zod here): the
 * storefront's plain public form asks it of required controls before sending, the server's judge
 * asks the same function.
 */

/** Nothing, or text of spaces only. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Whether a content is empty: nothing, blank text, an empty list, or no language given. */
export function isEmptyContent(value: unknown): boolean {
  if (isBlank(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as object).every(isEmptyContent);
  return false;
}
