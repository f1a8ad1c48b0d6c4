import type { z } from 'zod';

/** A validation failure of one field, as a message key and its parameters. */
export interface FieldIssue {
  code: string;
  params?: Record<string, unknown>;
}

/** Key of a problem with the body as a whole (not an object, say). */
export const ROOT_FIELD = '_';

// The spec's own keys may hold an underscore (`customer.nationalcode_error`); Zod's English never matches.
const OWN_CODE = /^[a-z]+(\.[a-z0-9_]+)+$/i;

const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

function codeOf(issue: z.core.$ZodIssue): FieldIssue {
  if (OWN_CODE.test(issue.message)) {
    const params = issue.code === 'custom' ? issue.params : undefined;
    return params ? { code: issue.message, params } : { code: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { code: issue.input === undefined ? 'common.error.required' : 'common.error.invalidtype' };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { code: 'common.error.required' }
          : { code: 'common.error.minlength', params: { min: Number(issue.minimum) } };
      return { code: 'common.error.min', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'common.error.maxlength', params: { max: Number(issue.maximum) } };
      return { code: 'common.error.max', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'date' || issue.format === 'datetime') return { code: 'common.error.date' };
      return { code: 'common.error.format' };
    case 'invalid_value':
      // A choice left empty is a missing required value, not a wrong one.
      return isBlank(issue.input) ? { code: 'common.error.required' } : { code: 'common.error.invalidoption' };
    case 'unrecognized_keys':
      return { code: 'common.error.unknownfield' };
    default:
      return { code: 'common.error.invalid' };
  }
}

/**
 * Turns Zod issues into one issue per field (the first wins), keyed by the dotted path.
 * Used by the server for its 400 answers and by the web for its forms, so both say the same.
 */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): Record<string, FieldIssue> {
  // A Map, not a plain object: a field named like an inherited property (`constructor`) is a key like any other.
  const out = new Map<string, FieldIssue>();
  const first = (path: string, issue: FieldIssue) => {
    if (!out.has(path)) out.set(path, issue);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) first([...issue.path, key].join('.'), { code: 'common.error.unknownfield' });
      continue;
    }
    first(issue.path.length ? issue.path.join('.') : ROOT_FIELD, codeOf(issue));
  }
  return Object.fromEntries(out);
}
