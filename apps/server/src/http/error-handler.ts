import { DomainError } from '@store/domain';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromDatabaseError } from './database-errors.js';
import { errorEnvelope, requestLanguage } from './envelope.js';
import { applySecurityHeaders } from './security-headers.js';
import { StillReferenced, stillReferencedEnvelope } from './still-referenced.js';
import { ValidationFailure } from './validation.js';

/** Codes for the errors Fastify itself raises before a handler runs. */
function frameworkCode(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'common.error.toolarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'common.error.unsupportedmedia';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'common.error.invalidjson';
    default:
      return error instanceof SyntaxError ? 'common.error.invalidjson' : 'common.error.badrequest';
  }
}

/** Every failure leaves as `{ error: { code, message, fields } }` in the caller's language. */
export function installErrorHandling(app: FastifyInstance, logger?: FastifyBaseLogger): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ValidationFailure) {
      return reply.status(400).send(errorEnvelope(language, 'common.error.validation', undefined, error.fields));
    }
    if (error instanceof StillReferenced) return reply.status(409).send(stillReferencedEnvelope(language, error.blockedBy));
    const domain =
      error instanceof DomainError ? error : fromDatabaseError(error, request.method === 'DELETE' ? 'delete' : 'write', language);
    if (domain) {
      return reply.status(domain.status).send(errorEnvelope(language, domain.code, domain.params, domain.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'common.error.toolarge' : status === 415 ? 'common.error.unsupportedmedia' : frameworkCode(error);
      return reply.status(status).send(errorEnvelope(language, code));
    }
    (logger ?? request.log).error({ err: error, method: request.method, url: request.url }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(language, 'common.error.internal'));
  });
}

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter longer than
 * the router allows): Fastify's default answer has neither our envelope nor our headers.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  const status = error.statusCode ?? 400;
  const code = status >= 500 ? 'common.error.internal' : status === 414 ? 'common.error.toolarge' : 'common.error.badrequest';
  reply.status(status).send(errorEnvelope(requestLanguage(request), code));
}
