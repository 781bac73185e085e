/**
 * How a failed call shows up on a form: 422 `details` land on their fields, everything else
 * becomes one message for the whole form — the server's own words for a 4xx (it names the
 * problem: "Invalid email or password"), the screen's §8 message otherwise.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '#contract/errors.ts';
import { ApiError, ErrorType, defaultErrorMessage } from './errors.ts';
import { isNamedLimit, withWait } from './rate-limit-messages.ts';

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'message' in value &&
    typeof value.path === 'string' &&
    typeof value.message === 'string'
  );
}

/** The `[{ path, message }]` of a 422 answer; empty for anything else. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.type !== ErrorType.VALIDATION_ERROR) return [];
  return Array.isArray(error.details) ? error.details.filter(isFieldError) : [];
}

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait and try again.';

/**
 * The one sentence a form shows when a call failed and no field took the blame. A 429 that
 * names its limit (another file being imported, too many failed sign-ins) is said as the
 * server says it, any other as "Too many attempts"; either with how long to wait when the
 * answer says (Retry-After, or the details' `retry_after`).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 429) {
    const message = isNamedLimit(error.message) ? error.message : TOO_MANY_ATTEMPTS_MESSAGE;
    const wait = error.retryAfterSeconds;
    return wait !== undefined && wait > 0 ? withWait(message, wait) : message;
  }
  if (error.type === ErrorType.NETWORK_ERROR || error.type === ErrorType.TIMEOUT_ERROR) {
    return error.message;
  }
  const status = error.status ?? 0;
  if (status >= 400 && status < 500 && error.message !== defaultErrorMessage(status)) {
    return error.message;
  }
  return fallback;
}

/**
 * Puts each 422 detail on its field (focusing the first one). Returns the messages that
 * found no field among `fields`, so the form can still show them.
 */
function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): { placed: number; unplaced: string[] } {
  let placed = 0;
  const unplaced: string[] = [];
  for (const detail of fieldErrorsOf(error)) {
    const field = fields.find((name) => name === detail.path);
    if (field === undefined) {
      unplaced.push(detail.message);
      continue;
    }
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return { placed, unplaced };
}

/**
 * The usual handling of a failed submit: fields first, then one form-level message
 * (react-hook-form's `root.server`, which the next submit clears).
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): void {
  const { placed, unplaced } = placeFieldErrors(error, setError, fields);
  if (placed > 0 && unplaced.length === 0) return;
  const message = unplaced.length > 0 ? unplaced.join(' ') : failureMessage(error, fallback);
  setError('root.server', { type: 'server', message });
}

/**
 * showSubmitError for a form whose name must be unique in the location: the server answers a
 * name already in use with 409, and that message belongs on the name field.
 */
export function showNamedSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): void {
  if (error instanceof ApiError && error.status === 409) {
    setError('name' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  showSubmitError(error, setError, fields, fallback);
}
