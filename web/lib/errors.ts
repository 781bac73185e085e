/**
 * The error catalogue of the specification (§8): how an API answer becomes an error type,
 * which message and for how long the user sees it, and what they can do next.
 */
import { FORBIDDEN_MESSAGE, MISSING_TOKEN_MESSAGE } from '#contract/messages.ts';

export const ErrorType = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT_ERROR: 'TIMEOUT_ERROR',
  AUTH_ERROR: 'AUTH_ERROR',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  EXTERNAL_SERVICE_ERROR: 'EXTERNAL_SERVICE_ERROR',
  API_ERROR: 'API_ERROR',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
} as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

export const NETWORK_FAILURE_MESSAGE =
  'Network connection failed. Please check your internet connection.';
export const TIMEOUT_MESSAGE = 'The request took too long. Please try again.';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const REDEEM_INVITE_FAILED_MESSAGE = 'Failed to redeem invite code';
export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';
export const RESET_PASSWORD_FAILED_MESSAGE = 'Failed to reset password';
export const DELETE_USER_FAILED_MESSAGE = 'Failed to delete user';

export const NETWORK_NOTIFICATION_MESSAGE =
  'Network connection issue. Please check your connection.';
export const UNAUTHORIZED_NOTIFICATION_MESSAGE = MISSING_TOKEN_MESSAGE;
export const FORBIDDEN_NOTIFICATION_MESSAGE = FORBIDDEN_MESSAGE;
export const VALIDATION_NOTIFICATION_MESSAGE = 'Please check your input and try again.';

export function defaultErrorMessage(status: number): string {
  return `API request failed with status ${status}`;
}

/** Codes that mean "who you are" is the problem, not "what you asked". */
const AUTH_ERROR_CODES = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'MISSING_TOKEN', 'INVALID_TOKEN']);

export function isAuthError(status: number | undefined, code: string | undefined): boolean {
  return status === 401 || status === 403 || (code !== undefined && AUTH_ERROR_CODES.has(code));
}

/** The §8 mapping from an HTTP answer to an error type. */
export function classifyStatus(status: number, code?: string): ErrorType {
  if (status === 401) return ErrorType.UNAUTHORIZED;
  if (status === 403) return ErrorType.FORBIDDEN;
  if (status === 404) return ErrorType.NOT_FOUND;
  if (status === 409) return ErrorType.CONFLICT;
  if (status === 422 || code === 'VALIDATION_ERROR') return ErrorType.VALIDATION_ERROR;
  if (status >= 500) return ErrorType.INTERNAL_ERROR;
  return ErrorType.API_ERROR;
}

const RETRYABLE = new Set<ErrorType>([
  ErrorType.NETWORK_ERROR,
  ErrorType.TIMEOUT_ERROR,
  ErrorType.INTERNAL_ERROR,
  ErrorType.EXTERNAL_SERVICE_ERROR,
]);

export function isRetryable(type: ErrorType): boolean {
  return RETRYABLE.has(type);
}

interface ApiErrorInit {
  type: ErrorType;
  message: string;
  status?: number;
  code?: string;
  details?: unknown;
  errorId?: string;
  /** Seconds to wait before trying again (a 429's Retry-After). */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  readonly type: ErrorType;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly errorId: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.type = init.type;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.errorId = init.errorId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get retryable(): boolean {
    return isRetryable(this.type);
  }

  get isAuthError(): boolean {
    return isAuthError(this.status, this.code);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whole seconds from a Retry-After header (seconds or an HTTP date); undefined when absent. */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Builds the error for a failed answer from either body shape of §8. The wait of a 429
 * comes from its Retry-After header, else from `details.retry_after`.
 */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  retryAfter?: string | null,
): ApiError {
  let message: string | undefined;
  let code: string | undefined;
  let details: unknown;
  let errorId: string | undefined;
  if (isRecord(body)) {
    const inner = body.error;
    if (isRecord(inner)) {
      message = stringField(inner, 'message');
      code = stringField(inner, 'code');
      details = inner.details;
      errorId = stringField(inner, 'error_id');
    } else {
      message = stringField(body, 'message');
      code = stringField(body, 'code');
    }
  }
  const detailWait =
    isRecord(details) && typeof details.retry_after === 'number' ? details.retry_after : undefined;
  return new ApiError({
    type: classifyStatus(status, code),
    message: message ?? defaultErrorMessage(status),
    status,
    code,
    details,
    errorId,
    retryAfterSeconds: parseRetryAfter(retryAfter) ?? detailWait,
  });
}

/** Anything thrown, as an ApiError (unknown throws keep their message when they have one). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
  return new ApiError({ type: ErrorType.UNKNOWN_ERROR, message });
}

interface SuggestedAction {
  /**
   * The specification's words (§8), kept in English here: a screen showing one translates it
   * with useKnownMessage() (locales/en/known.ts has them all).
   */
  label: string;
  kind: 'retry' | 'reload' | 'navigate' | 'back' | 'support' | 'review';
  /** Where a `navigate` action goes. */
  to?: string;
}

// untranslated: a §8 action label, translated at display (known.ts)
const TRY_AGAIN: SuggestedAction = { label: 'Try Again', kind: 'retry' };
// untranslated: a §8 action label, translated at display (known.ts)
const CONTACT_SUPPORT: SuggestedAction = { label: 'Contact Support', kind: 'support' };
// untranslated: a §8 action label, translated at display (known.ts)
const GO_BACK: SuggestedAction = { label: 'Go Back', kind: 'back' };

const SUGGESTED_ACTIONS: Partial<Record<ErrorType, SuggestedAction[]>> = {
  [ErrorType.NETWORK_ERROR]: [
    // untranslated: a §8 action label, translated at display (known.ts)
    { label: 'Retry', kind: 'retry' },
    // untranslated: a §8 action label, translated at display (known.ts)
    { label: 'Refresh Page', kind: 'reload' },
  ],
  // untranslated: a §8 action label, translated at display (known.ts)
  [ErrorType.UNAUTHORIZED]: [{ label: 'Sign In', kind: 'navigate', to: '/login' }],
  [ErrorType.FORBIDDEN]: [GO_BACK, CONTACT_SUPPORT],
  // untranslated: a §8 action label, translated at display (known.ts)
  [ErrorType.NOT_FOUND]: [GO_BACK, { label: 'Home', kind: 'navigate', to: '/' }],
  // untranslated: a §8 action label, translated at display (known.ts)
  [ErrorType.VALIDATION_ERROR]: [{ label: 'Review Input', kind: 'review' }],
  [ErrorType.INTERNAL_ERROR]: [TRY_AGAIN, CONTACT_SUPPORT],
};

export function suggestedActions(type: ErrorType): SuggestedAction[] {
  return SUGGESTED_ACTIONS[type] ?? [];
}

export interface ErrorNotification {
  type: 'error' | 'auth-error';
  message: string;
  /** Milliseconds; undefined lets the notification store pick its error default. */
  duration?: number;
}

/** What the user is told about an error (§8 "User notifications"). */
export function errorNotification(error: ApiError): ErrorNotification {
  switch (error.type) {
    case ErrorType.NETWORK_ERROR:
      return { type: 'error', message: NETWORK_NOTIFICATION_MESSAGE, duration: 8000 };
    case ErrorType.TIMEOUT_ERROR:
      return { type: 'error', message: TIMEOUT_MESSAGE, duration: 8000 };
    case ErrorType.UNAUTHORIZED:
    case ErrorType.AUTH_ERROR:
    case ErrorType.TOKEN_EXPIRED:
      return { type: 'auth-error', message: UNAUTHORIZED_NOTIFICATION_MESSAGE, duration: 10000 };
    case ErrorType.FORBIDDEN:
      return { type: 'auth-error', message: FORBIDDEN_NOTIFICATION_MESSAGE, duration: 8000 };
    case ErrorType.VALIDATION_ERROR:
      return { type: 'error', message: VALIDATION_NOTIFICATION_MESSAGE, duration: 6000 };
    case ErrorType.INTERNAL_ERROR:
      return {
        type: 'error',
        message: error.errorId
          ? `${error.message} (Error ID: ${error.errorId.slice(-8)})`
          : error.message,
        duration: 8000,
      };
    default:
      return { type: 'error', message: error.message };
  }
}
