import { z } from 'zod';

/**
 * A keyset cursor: the sort value and the id of the last row of a page, written as JSON
 * (`["Shop 5",12]`). The next page starts after it, so a page deep in a large table costs what
 * the first page costs (no OFFSET). Clients treat it as opaque and send back what they were given.
 */
export type ListCursor = { value: string | number | boolean | null; id: number };

export function encodeCursor(cursor: ListCursor): string {
  return JSON.stringify([cursor.value, cursor.id]);
}

const cursorTuple = z.tuple([
  z.union([z.string().max(400), z.number(), z.boolean(), z.null()]),
  z.number().int().min(1).max(2_147_483_647),
]);

/** The `after` query parameter: a cursor the API answered, or a 400. */
export const cursorText = z
  .string()
  .max(1000)
  .transform((text, ctx): ListCursor => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const result = cursorTuple.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: 'common.error.invalid' });
      return z.NEVER;
    }
    return { value: result.data[0], id: result.data[1] };
  });
