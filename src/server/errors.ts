export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'throttled'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  unavailable: 503,
};

export type FieldError = { Field: string; Message: string };

/** The one error type of the server; the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds to wait before asking again, answered as Retry-After (a 429 or 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError('bad_request', message, field ? [{ Field: field, Message: message }] : undefined);
export const unauthorized = (message = 'Please sign in.') => new AppError('unauthorized', message);
/**
 * 403: only for a deactivated account or company, where the spec names 403, or an action no screen offers the caller.
 * The spec's client signs out on any 403, so what a link, a bookmark or a shown form reaches answers 404 or 400
 * (decision 027; every 403 of the server is listed in http/forbidden-places.test.ts).
 */
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message);
/** What the caller may not see answers as what does not exist: 404, and the session stays. */
export const OUT_OF_REACH = 'This is not available to you.';
/** 404; with a field when a body or query names a row the company does not have (ARCHITECTURE.md: also another tenant's ids). */
export const notFound = (message = 'Not found.', field?: string) =>
  new AppError('not_found', message, field ? [{ Field: field, Message: message }] : undefined);
export const conflict = (message: string) => new AppError('conflict', message);
