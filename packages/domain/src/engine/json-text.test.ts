import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { f } from './field.js';
import { FIELD_KINDS } from './field-kinds.js';
import { fieldIssues } from './issues.js';

/** The `jsonText` and `time` kinds: JSON kept as text and checked by the field's own schema; a time of day. */
const tags = f.jsonText({
  json: {
    // Names trimmed and doubles dropped: the stored form is what the schema makes of the text.
    schema: z.array(z.string().trim().min(1)).transform((names) => [...new Set(names)]),
    sample: (n) => [`tag ${n}`],
  },
});
const issuesOf = (value: unknown, field = tags) => {
  const result = FIELD_KINDS[field.kind].input(field).safeParse(value, { reportInput: true });
  return result.success ? null : fieldIssues(result.error.issues);
};

describe('jsonText', () => {
  it('takes JSON text its schema accepts and stores the schema’s form of it', () => {
    expect(issuesOf('[" a ", "b", "a"]')).toBeNull();
    expect(FIELD_KINDS.jsonText.toColumn('[" a ", "b", "a"]', tags)).toBe('["a","b"]');
    expect(FIELD_KINDS.jsonText.toColumn('', tags)).toBeNull();
  });

  it('passes the checked value through the declaration’s store step (server only) before keeping it', () => {
    const shouted = f.jsonText({ json: { ...tags.json, store: (names: string[]) => names.map((n) => n.toUpperCase()) } as never });
    expect(issuesOf('["a"]', shouted)).toBeNull();
    expect(FIELD_KINDS.jsonText.toColumn('[" a ", "b", "a"]', shouted)).toBe('["A","B"]');
  });

  it('refuses text that is not JSON, and reports the schema’s issues at their paths', () => {
    expect(issuesOf('[oops')).toEqual({ _: { code: 'common.error.json' } });
    expect(issuesOf('["ok", ""]')).toEqual({ '1': { code: 'common.error.required' } });
    expect(issuesOf('{"a": 1}')?._?.code).toBe('common.error.invalidtype');
    expect(issuesOf(42)?._?.code).toBe('common.error.invalidtype');
  });

  it('has a sample its own schema accepts, and a required one is not empty', () => {
    expect(issuesOf(FIELD_KINDS.jsonText.sample(tags, 3))).toBeNull();
    expect(issuesOf('', { ...tags, required: true })).toEqual({ _: { code: 'common.error.required' } });
  });
});

describe('time', () => {
  const time = f.time();
  it('takes HH:mm on a 24-hour clock', () => {
    for (const ok of ['00:00', '09:05', '23:59', '']) expect(issuesOf(ok, time as never), ok).toBeNull();
    for (const bad of ['24:00', '9:05', '12:60', '12:30:00', 'noon'])
      expect(issuesOf(bad, time as never)?._?.code, bad).toBe('common.error.time');
    expect(issuesOf(FIELD_KINDS.time.sample(time, 37), time as never)).toBeNull();
  });
});
