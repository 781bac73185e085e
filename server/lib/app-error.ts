import { type ErrorCode, errorStatus, FORBIDDEN_MESSAGE } from '#contract/errors.ts';

/** An error a service throws on purpose; the error handler turns its code into a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  /** Seconds to put in a Retry-After header (rate limits). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, details?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const forbidden = () => new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: unknown) =>
  new AppError('CONFLICT', message, details);
export const validationError = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);
