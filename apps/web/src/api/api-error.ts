/** The `error` of a failure envelope: `{ error: { code, message, fields, fieldCodes } }`. */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  /** Field name → message already translated by the server. */
  fields?: Record<string, string>;
  /** Field name → message key. */
  fieldCodes?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message || body.code || `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body.code;
  }
}

/** 4xx answers are final: retrying them cannot help. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
