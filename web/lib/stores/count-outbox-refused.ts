/**
 * Counts the server refused for good, kept in the outbox (count-outbox.ts) and shown on the
 * stock list until the counter has read them: a count made is never lost without a word.
 */
import type { PendingCount } from './count-outbox.ts';

/**
 * Why the server will not take a count, whatever the retries:
 * - `forbidden`: a 403 that a renewed sign-in did not change (no longer on the location's team);
 * - `archived`: the item was archived meanwhile (a 409 with the archived item);
 * - `gone`: the item no longer exists (404);
 * - `invalid`: the count itself was refused (422, or another answer that retrying will not change).
 */
export type RefusalReason = 'forbidden' | 'archived' | 'gone' | 'invalid';

export interface RefusedCount {
  /** The count as it waited: item, quantity, when (`countedAt`), its key and version. */
  count: PendingCount;
  why: RefusalReason;
  /** When the server refused it (ms since the epoch). */
  refusedAt: number;
}

/** Whether trying a refused count again can change the answer (a team may take someone back). */
export function canRetry(refusal: RefusedCount): boolean {
  return refusal.why === 'forbidden';
}
