import { type FieldIssue, type Language, languageOf, translate } from '@store/domain';
import type { FastifyRequest } from 'fastify';

export interface ErrorEnvelope {
  error: {
    code: string;
    message: string;
    /** Field → message in the caller's language. */
    fields?: Record<string, string>;
    /** Field → message key, for clients that translate themselves. */
    fieldCodes?: Record<string, string>;
  };
}

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.lang;
  return languageOf(Array.isArray(header) ? header[0] : header);
}

export function errorEnvelope(
  language: Language,
  code: string,
  params?: Record<string, unknown>,
  fields?: Record<string, FieldIssue>,
): ErrorEnvelope {
  const body: ErrorEnvelope = { error: { code, message: translate(language, code, params) } };
  if (fields && Object.keys(fields).length > 0) {
    body.error.fields = Object.fromEntries(
      Object.entries(fields).map(([name, issue]) => [name, translate(language, issue.code, issue.params)]),
    );
    body.error.fieldCodes = Object.fromEntries(Object.entries(fields).map(([name, issue]) => [name, issue.code]));
  }
  return body;
}
