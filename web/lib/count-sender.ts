/**
 * Sends the waiting counts of the signed-in user (count-outbox.ts), one at a time, oldest
 * first, and never drops one for a bad connection: a network error, a timeout, a 408, 429 or
 * 5xx, or a session that cannot be renewed puts it back to wait (1 s, growing to 30 s, or the
 * server's Retry-After), and it goes at once when the phone is back online or the app comes
 * back to the foreground. A session that has ended keeps the counts for when the same person
 * signs in again. Only an answer that will not change by trying again (the item is archived
 * or gone, a 403 that a renewed sign-in does not change, a 422) takes it out of the queue:
 * into the outbox's `refused`, shown on the stock list, and said at once. Someone else's
 * change (409) asks the counter to choose.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { patchItemCache } from './api/patch-item-cache.ts';
import { conflictingItem, updateQuantity } from './api/update-quantity.ts';
import { refreshSession } from './api-client.ts';
import { isForbidden, outcomeOf, retryWait } from './count-sender-outcome.ts';
import { errorNotification, toApiError } from './errors.ts';
import type { ErrorNotification } from './errors.ts';
import { appMessages } from './i18n/locales/en/app.ts';
import { useAuthStore } from './stores/auth.ts';
import { COUNT_OUTBOX_STORAGE_KEY, useCountOutbox } from './stores/count-outbox.ts';
import type { PendingCount } from './stores/count-outbox.ts';
import { useNotificationStore } from './stores/notifications.ts';

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
      // Signed in again after the session ended: the counts kept meanwhile go.
      useAuthStore.subscribe(kick),
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
    // No session (it ended): the counts stay for when this person signs in again.
    if (useAuthStore.getState().user?.id !== this.userId) return;
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

  private post(count: PendingCount) {
    return updateQuantity(
      count.itemId,
      { quantity: count.quantity, reason: count.reason, version: count.version },
      count.key,
    );
  }

  /**
   * Sends the count. A 403 may come from a sign-in that changed since its token was made:
   * the session is renewed once and the count asked again before the 403 is taken as final.
   */
  private async send(count: PendingCount): Promise<void> {
    this.sending = true;
    try {
      let answer;
      try {
        answer = await this.post(count);
      } catch (error) {
        if (!isForbidden(error)) throw error;
        // Throws when the network is down: the count waits, as for any request.
        if (!(await refreshSession())) {
          this.wait(count);
          return;
        }
        answer = await this.post(count);
      }
      patchItemCache(this.queryClient, count.locationId, answer.item);
      useCountOutbox.getState().accepted(count.key, answer.item.version);
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
      const last =
        outbox.pending
          .filter((other) => other.itemId === count.itemId && other.userId === count.userId)
          .at(-1) ?? count;
      // An archived item has nothing to choose: the number the counter last gave it is
      // refused, and shown as such (the earlier ones of the item are behind it).
      if (theirs.archived) {
        outbox.refuse(last.key, 'archived');
        outbox.drop(count.key, true);
        notifyNotSaved(appMessages.get().countNotSavedArchived({ name: count.itemName }));
        return;
      }
      outbox.drop(count.key, true);
      // The same number is no disagreement.
      if (theirs.quantity !== last.quantity) {
        outbox.addConflict({ locationId: count.locationId, theirs, mine: last.quantity });
      }
      return;
    }
    const outcome = outcomeOf(error, count.attempts);
    if (outcome.kind === 'wait') {
      outbox.failed(count.key, Date.now() + outcome.waitMs);
      return;
    }
    outbox.refuse(count.key, outcome.why);
    const failure = toApiError(error);
    notifyNotSaved(
      appMessages.get().countNotSaved({ name: count.itemName, reason: failure.message }),
      errorNotification(failure).type,
    );
  }

  /** Kept, to go again after the usual wait. */
  private wait(count: PendingCount): void {
    useCountOutbox.getState().failed(count.key, Date.now() + retryWait(count.attempts));
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
