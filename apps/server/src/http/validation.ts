import { type FieldIssue, fieldIssues } from '@store/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request part that failed its Zod schema; the error handler turns it into a 400 envelope. */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, FieldIssue>) {
    super('common.error.validation');
    this.name = 'ValidationFailure';
  }
}

/**
 * Validates every request part with its Zod schema and reports issues with the domain's codes,
 * the same mapping the web uses for its forms.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ValidationFailure(fieldIssues(result.error.issues)) };
  };
