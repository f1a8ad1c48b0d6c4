import { z } from 'zod';
import type { FieldDef } from './field.js';
import { fieldIssues, ROOT_FIELD } from './issues.js';

/**
 * A `jsonText` field: JSON kept as text (a content's data, a template's controls), whose parsed
 * value must pass the schema the field declares (`json.schema`). Its issues keep their paths under
 * the field (`dataTemplate.2.name`), so a form shows each where it belongs. The value stays text on
 * the way in and out: the API fuzzer and OpenAPI see a string, never a recursive JSON schema.
 */

/** The parsed value, or undefined when the text is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Adds the declared schema's issues on the parsed text to a text schema (empty text is left to `required`). */
export function jsonTextCheck(text: z.ZodType<string>, field: FieldDef): z.ZodType<string> {
  return text.superRefine((value, ctx) => {
    if (value === '') return;
    const json = parsed(value);
    if (json === undefined) {
      ctx.addIssue({ code: 'custom', message: 'common.error.json' });
      return;
    }
    const result = field.json?.schema.safeParse(json, { reportInput: true });
    if (!result || result.success) return;
    for (const [path, issue] of Object.entries(fieldIssues(result.error.issues))) {
      ctx.addIssue({ code: 'custom', message: issue.code, params: issue.params, path: path === ROOT_FIELD ? [] : path.split('.') });
    }
  });
}

/** The stored form of a valid text: what the declared schema makes of it (names normalized, duplicates dropped…), then its `store` step, as JSON text. */
export function jsonTextColumn(value: unknown, field: FieldDef): unknown {
  if (typeof value !== 'string') return value;
  if (value === '') return field.required ? value : null;
  const json = parsed(value);
  if (!field.json) return JSON.stringify(json);
  const checked = field.json.schema.parse(json) as never;
  return JSON.stringify(field.json.store ? field.json.store(checked) : checked);
}

/** A valid text for generated tests: the declaration's sample, as JSON. */
export const jsonTextSample = (field: FieldDef, n: number): string => JSON.stringify(field.json?.sample(n) ?? null);

/** A time of day as `HH:mm` (24 hours): zero-padded, so its text sorts as time does. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeText = z.string().regex(TIME_PATTERN, { message: 'common.error.time' });
