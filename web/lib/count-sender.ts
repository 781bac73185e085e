/**
 * Sends the waiting counts of the signed-in user (count-outbox.ts), one at a time, oldest
 * first, and never drops one for a bad connection: a network error, a timeout or a server
 * error puts it back to wait (1 s, growing to 30 s), and it goes at once when the phone is
 * back online or the app comes back to the foreground. Only an answer that will not change by
 * trying again (the item is gone, the person no longer belongs to the location) drops it, and
 * says so; someone else's change (409) asks the counter to choose.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { patchItemCache } from './api/patch-item-cache.ts';
import { conflictingItem, updateQuantity } from './api/update-quantity.ts';
import { ErrorType, errorNotification, isRetryable, toApiError } from './errors.ts';
import type { ErrorNotification } from './errors.ts';
import { appMessages } from './i18n/locales/en/app.ts';
import { useAuthStore } from './stores/auth.ts';
import { COUNT_OUTBOX_STORAGE_KEY, useCountOutbox } from './stores/count-outbox.ts';
import type { PendingCount } from './stores/count-outbox.ts';
import { useNotificationStore } from './stores/notifications.ts';

/** Waits after the 1st, 2nd, … failed send of a count; the last one repeats. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

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
    status === 429
  );
}

/**
 * The next count to send: the oldest of this user whose wait is over, that is no longer held
 * for another tap (count-outbox.ts), and that no earlier count of the same item is still
 * waiting for (an item's counts reach the server in order; one item's trouble does not hold
 * up the others).
 */
export function nextCount(pending: PendingCount[], userId: string, now: number) {
  const blocked = new Set<string>();
  for (const count of pending) {
    if (count.userId !== userId) continue;
    if (!blocked.has(count.itemId) && dueAt(count) <= now) return count;
    blocked.add(count.itemId);
  }
  return undefined;
}

/** When the count may go: after its wait for a retry, and once it is no longer held. */
function dueAt(count: PendingCount): number {
  return Math.max(count.retryAt, count.settlesAt ?? 0);
}

export class CountSender {
  private sending = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly queryClient: QueryClient,
    private readonly userId: string,
  ) {}

  start(): void {
    const kick = () => this.kick();
    const retryNow = () => useCountOutbox.getState().retryNow();
    const onVisible = () => {
      if (document.visibilityState === 'visible') retryNow();
    };
    // Counts another tab of the app left in storage join ours (they share the key).
    const onStorage = (event: StorageEvent) => {
      if (event.key === COUNT_OUTBOX_STORAGE_KEY) void useCountOutbox.persist.rehydrate();
    };
    window.addEventListener('online', retryNow);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    this.cleanups.push(
      useCountOutbox.subscribe(kick),
      () => window.removeEventListener('online', retryNow),
      () => window.removeEventListener('storage', onStorage),
      () => document.removeEventListener('visibilitychange', onVisible),
    );
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /** Sends the next count if one is due, or waits for the earliest wait to end. */
  kick(): void {
    if (this.sending || this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const pending = useCountOutbox.getState().pending;
    const now = Date.now();
    const count = nextCount(pending, this.userId, now);
    if (count) {
      void this.send(count);
      return;
    }
    const waits = pending.filter((waiting) => waiting.userId === this.userId).map(dueAt);
    if (waits.length > 0) {
      this.timer = setTimeout(() => this.kick(), Math.max(0, Math.min(...waits) - now));
    }
  }

  private async send(count: PendingCount): Promise<void> {
    this.sending = true;
    const outbox = useCountOutbox.getState();
    try {
      const { item } = await updateQuantity(
        count.itemId,
        { quantity: count.quantity, reason: count.reason, version: count.version },
        count.key,
      );
      patchItemCache(this.queryClient, count.locationId, item);
      outbox.accepted(count.key, item.version);
    } catch (error) {
      this.failed(count, error);
    } finally {
      this.sending = false;
    }
    this.kick();
  }

  private failed(count: PendingCount, error: unknown): void {
    const outbox = useCountOutbox.getState();
    const theirs = conflictingItem(error);
    if (theirs) {
      patchItemCache(this.queryClient, count.locationId, theirs);
      // What the counter last said of the item: the later counts of it rest on this one.
      const last = outbox.pending.filter((other) => other.itemId === count.itemId).at(-1);
      const mine = last?.quantity ?? count.quantity;
      outbox.drop(count.key, true);
      // An archived item has nothing to choose; the same number is no disagreement.
      if (theirs.archived) {
        notifyNotSaved(appMessages.get().countNotSavedArchived({ name: count.itemName }));
      } else if (theirs.quantity !== mine) {
        outbox.addConflict({ locationId: count.locationId, theirs, mine });
      }
      return;
    }
    const failure = toApiError(error);
    if (isTransient(failure.type, failure.status)) {
      const wait =
        failure.retryAfterSeconds !== undefined
          ? failure.retryAfterSeconds * 1000
          : (RETRY_DELAYS_MS[Math.min(count.attempts, RETRY_DELAYS_MS.length - 1)] ?? 30_000);
      outbox.failed(count.key, Date.now() + wait);
      return;
    }
    outbox.drop(count.key, true);
    const reason = failure.message;
    notifyNotSaved(
      appMessages.get().countNotSaved({ name: count.itemName, reason }),
      errorNotification(failure).type,
    );
  }
}

/** In the language in use (the app's layout keeps its messages loaded). */
function notifyNotSaved(message: string, type: ErrorNotification['type'] = 'error'): void {
  useNotificationStore.getState().notify({ type, message });
}

/** Keeps one sender running while someone is signed in (mounted by the app's layout). */
export function useCountSender(): void {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  useEffect(() => {
    if (!userId) return;
    const sender = new CountSender(queryClient, userId);
    sender.start();
    return () => sender.stop();
  }, [queryClient, userId]);
}
