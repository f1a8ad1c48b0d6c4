import { z } from 'zod';

/** `{ data }` envelope schema for OpenAPI and response serialization. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `{ data, total, page, pageSize }` of a paged list. */
export const pageOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

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
