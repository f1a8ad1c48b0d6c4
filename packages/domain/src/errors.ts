/**
 * Errors are values with codes. Rules and services throw `DomainError`; the server turns it into
 * the `{ error: { code, message, fields } }` envelope, translating `code` into the caller's language.
 */
import type { FieldIssue } from './engine/issues.js';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params?: Record<string, unknown>,
    readonly fields?: Record<string, FieldIssue>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** HTTP status of each general error code. Area-specific codes are declared beside their rules. */
export const errorStatus = {
  'common.error.validation': 400,
  'common.error.badrequest': 400,
  'common.error.invalidjson': 400,
  'common.error.toolarge': 413,
  'common.error.unsupportedmedia': 415,
  'common.error.notfound': 404,
  'common.error.routenotfound': 404,
  'common.error.norecord': 404,
  'common.error.accessdenied': 403,
  'common.error.signinfirst': 401,
  'common.error.hasrelation': 409,
  'common.error.childexists': 409,
  'common.error.exists': 409,
  'common.error.conflict': 409,
  'common.error.unknownaction': 404,
  'common.error.ratelimited': 429,
  'common.error.internal': 500,
  'store.error.notfound': 404,
  'security.error.authfailed': 401,
  'security.error.tokenfailed': 401,
  'security.error.passwordmismatch': 400,
  'security.error.passwordempty': 400,
  'security.error.passwordshort': 400,
  'security.error.wrongpassword': 400,
  'security.error.customernotfound': 404,
  'security.error.customerdeleted': 401,
  'security.error.customerinactive': 401,
  'security.error.customerunregistered': 401,
  'security.error.passwordnotchanged': 400,
  'security.error.wrongauthenticatorcode': 401,
  'security.error.twofactorrequired': 401,
  'security.error.twofactornotpending': 409,
  'security.error.twofactoralreadyenabled': 409,
  'security.error.lockedout': 429,
  'security.error.twofactorsetuprequired': 403,
  'customer.error.usernameexists': 409,
  'customer.error.emailexists': 409,
  'customer.error.mobileexists': 409,
  'customer.error.nationalcodeexists': 409,
  'common.error.headerstoolarge': 431,
  'common.error.timeout': 408,
  'application.error.unknown': 403,
  'application.error.systemapplication': 409,
} as const;

export type GeneralErrorCode = keyof typeof errorStatus;

export function fail(code: GeneralErrorCode, params?: Record<string, unknown>): DomainError {
  return new DomainError(code, errorStatus[code], params);
}

export function invalid(fields: Record<string, FieldIssue>): DomainError {
  return new DomainError('common.error.validation', 400, undefined, fields);
}
