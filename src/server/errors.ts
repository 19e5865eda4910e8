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
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError('bad_request', message, field ? [{ Field: field, Message: message }] : undefined);
export const unauthorized = (message = 'Please sign in.') => new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message);
/** 404; with a field when a body or query names a row the company does not have (ARCHITECTURE.md: also another tenant's ids). */
export const notFound = (message = 'Not found.', field?: string) =>
  new AppError('not_found', message, field ? [{ Field: field, Message: message }] : undefined);
export const conflict = (message: string) => new AppError('conflict', message);
