import { z } from 'zod';

/** `{ data }` envelope schema for OpenAPI and response serialization. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/**
 * A page of a list: the rows, the total (exact, or a lower bound when `totalExact` is false on a
 * large table), the page number (0 when reached by cursor), the page size and the cursor of the
 * next page (null on the last).
 */
export const listOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    data: z.array(schema),
    total: z.number().int(),
    totalExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable(),
  });

export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    fieldCodes: z.record(z.string(), z.string()).optional(),
  }),
});

/** Error answers every guarded route may give, for the OpenAPI document. */
export const guardedErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/**
 * A delete refused because other rows use the row (409 `common.error.hasrelation`): `blockedBy`
 * names a few of those rows the caller may see and counts them all; rows beyond the caller's
 * reach are neither named nor counted. Other 409s of a delete (a locked row) carry no `blockedBy`.
 */
export const stillReferencedSchema = z.object({
  error: errorSchema.shape.error.extend({
    blockedBy: z
      .object({
        total: z.number().int(),
        rows: z.array(z.object({ entity: z.string(), label: z.string(), id: z.number().int(), title: z.string().nullable() })),
      })
      .optional(),
  }),
});
