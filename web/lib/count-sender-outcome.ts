/**
 * What a failed send of a count means for it (count-sender.ts): wait and go again, or
 * refused for good. A count is only ever taken out of the outbox when the server has it or
 * has refused it in a way no retry changes; everything else keeps it.
 */
import { ErrorType, isRetryable, toApiError } from './errors.ts';
import type { RefusalReason } from './stores/count-outbox.ts';

/** Waits after the 1st, 2nd, … failed send of a count; the last one repeats. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The server's Retry-After is honoured between these bounds: never a busy loop on a
 * "0", never a count left for hours while the counter is still at the shelf.
 */
export const MIN_RETRY_AFTER_MS = 1_000;
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

export type SendOutcome =
  { kind: 'wait'; waitMs: number } | { kind: 'refused'; why: RefusalReason };

/** The wait after the `attempts`-th failed send, or the server's Retry-After (bounded). */
export function retryWait(attempts: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined) {
    return Math.min(MAX_RETRY_AFTER_MS, Math.max(MIN_RETRY_AFTER_MS, retryAfterSeconds * 1000));
  }
  const last = RETRY_DELAYS_MS.length - 1;
  return RETRY_DELAYS_MS[Math.min(Math.max(0, attempts), last)] ?? RETRY_DELAYS_MS[last] ?? 30_000;
}

/**
 * Failures that say nothing about the count itself: it waits and goes again. Beyond what any
 * request may retry: a 401 (the session is being renewed, or the person signs in again), an
 * error of unknown kind, and a 408 or 429 (the server asks for patience).
 */
function isTransient(type: ErrorType, status: number | undefined): boolean {
  return (
    isRetryable(type) ||
    type === ErrorType.UNAUTHORIZED ||
    type === ErrorType.UNKNOWN_ERROR ||
    status === 408 ||
    status === 429 ||
    (status !== undefined && status >= 500)
  );
}

/** A failure other than a version conflict (which the conflict flow handles). */
export function outcomeOf(error: unknown, attempts: number): SendOutcome {
  const failure = toApiError(error);
  if (isTransient(failure.type, failure.status)) {
    return { kind: 'wait', waitMs: retryWait(attempts, failure.retryAfterSeconds) };
  }
  if (failure.status === 403) return { kind: 'refused', why: 'forbidden' };
  if (failure.status === 404) return { kind: 'refused', why: 'gone' };
  return { kind: 'refused', why: 'invalid' };
}

/** A 403: worth one renewed sign-in before it counts as a refusal. */
export function isForbidden(error: unknown): boolean {
  return toApiError(error).status === 403;
}
