import { type FieldIssue, fieldIssues } from '@store/domain';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error';

type Issues = Parameters<typeof fieldIssues>[0];

/** What the forms need of a Zod schema from @store/domain (the web does not depend on Zod itself). */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issues } };
}

export type Checked<T> = { ok: true; data: T } | { ok: false; issues: Record<string, FieldIssue> };

/** Validates a form body with the same schema the server uses, as one issue per field. */
export function check<T>(schema: Schema<T>, body: unknown): Checked<T> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: fieldIssues(parsed.error.issues) };
}

/** Shows the issues under their fields (translated with their parameters) and scrolls to the first. */
export function showIssues(form: FormInstance, issues: Record<string, FieldIssue>, t: TFunction): void {
  const invalid = Object.entries(issues);
  form.setFields(invalid.map(([name, issue]) => ({ name, errors: [t(issue.code, issue.params ?? {})] })));
  const first = invalid[0]?.[0];
  if (first) form.scrollToField(first, { block: 'center' });
}

/**
 * Puts the field errors of a 400 / 409 answer under the form's own fields (the server's message,
 * already in the user's language, else its code translated here). Answers whether any landed.
 */
export function showServerIssues(form: FormInstance, error: unknown, known: readonly string[], t: TFunction): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
  const { fields = {}, fieldCodes = {} } = error.body;
  const names = [...new Set([...Object.keys(fields), ...Object.keys(fieldCodes)])].filter((name) => known.includes(name));
  const message = (name: string) => fields[name] || t(fieldCodes[name] ?? 'common.error.invalid');
  form.setFields(names.map((name) => ({ name, errors: [message(name)] })));
  const first = names[0];
  if (first) form.scrollToField(first, { block: 'center' });
  return names.length > 0;
}

/** Typing in a field clears the error shown under it. */
export function clearErrorsOnChange(form: FormInstance) {
  return (changed: Record<string, unknown>) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
}
