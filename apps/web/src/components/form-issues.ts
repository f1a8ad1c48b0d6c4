import { type FieldIssue, fieldIssues } from '@store/domain';
import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../api/api-error';
import { templateOf } from '../i18n/i18n-setup';
import type { TFunction } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';

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

/**
 * What each form shows under its fields, as codes, so the messages can follow a language switch.
 * `message` is the text shown when the code alone cannot be translated again (parameters the
 * server filled in and did not send).
 */
export interface ShownIssue extends FieldIssue {
  message?: string;
}
const shown = new WeakMap<FormInstance, Map<string, ShownIssue>>();

const NEEDS_PARAMS = /\{\{/;

/** An issue in the reader's language (a form outside antd's Form shows it too). */
export function textOf(issue: ShownIssue, t: TFunction): string {
  if (issue.params) return t(issue.code, issue.params);
  // A message the server filled parameters into cannot be said again without them: keep it.
  const template = templateOf(issue.code) ?? '';
  if (issue.message && (NEEDS_PARAMS.test(template) || !template)) return issue.message;
  return t(issue.code);
}

/** Shows issues under their fields (and remembers them, for a language switch); scrolls to the first. */
function display(form: FormInstance, issues: [string, ShownIssue][], t: TFunction): void {
  const mine = shown.get(form) ?? new Map<string, ShownIssue>();
  shown.set(form, mine);
  for (const [name, issue] of issues) mine.set(name, issue);
  form.setFields(issues.map(([name, issue]) => ({ name, errors: [textOf(issue, t)] })));
  const first = issues[0]?.[0];
  if (first) form.scrollToField(first, { block: 'center' });
}

/** Shows the issues under their fields (translated with their parameters) and scrolls to the first. */
export function showIssues(form: FormInstance, issues: Record<string, FieldIssue>, t: TFunction): void {
  display(form, Object.entries(issues), t);
}

/** Shows one field's issue: a code of the domain, or an API refusal (its code, its message as said). */
export function showFieldIssue(form: FormInstance, name: string, issue: FieldIssue | ApiError, t: TFunction): void {
  display(form, [[name, issue instanceof ApiError ? { code: issue.code ?? 'common.error.unexpected', message: issue.message } : issue]], t);
}

/**
 * Puts the field errors of a 400 / 409 answer under the form's own fields (its code translated
 * here, else the server's message, already in the user's language). Answers how many landed.
 */
export function showServerIssues(form: FormInstance, error: unknown, known: readonly string[], t: TFunction): number {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return 0;
  const { fields = {}, fieldCodes = {} } = error.body;
  const names = [...new Set([...Object.keys(fields), ...Object.keys(fieldCodes)])].filter((name) => known.includes(name));
  display(
    form,
    names.map((name) => [name, { code: fieldCodes[name] ?? 'common.error.invalid', ...(fields[name] ? { message: fields[name] } : {}) }]),
    t,
  );
  return names.length;
}

/** Fields of a 400 / 409 answer, whether the form has them or not. */
export function serverIssueCount(error: unknown): number {
  if (!(error instanceof ApiError)) return 0;
  return new Set([...Object.keys(error.body.fields ?? {}), ...Object.keys(error.body.fieldCodes ?? {})]).size;
}

/** Typing in a field clears the error shown under it. */
export function clearErrorsOnChange(form: FormInstance) {
  return (changed: Record<string, unknown>) => {
    for (const name of Object.keys(changed)) shown.get(form)?.delete(name);
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
  };
}

/** Errors already under the form's fields are said again in the language the user switches to. */
export function useIssuesFollowLanguage(form: FormInstance): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const again = () => {
      const mine = [...(shown.get(form) ?? [])].filter(([name]) => form.getFieldError(name).length > 0);
      if (mine.length > 0) form.setFields(mine.map(([name, issue]) => ({ name, errors: [textOf(issue, i18n.t)] })));
    };
    i18n.on('languageChanged', again);
    return () => i18n.off('languageChanged', again);
  }, [form, i18n]);
}
