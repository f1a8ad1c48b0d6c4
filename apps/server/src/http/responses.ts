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
