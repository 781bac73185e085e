import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { COUNT_SETTLE_MS, isHeld, useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import type { StockConflict } from '#web/lib/stores/count-outbox.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { useCountingSession } from './counting-session.ts';
import { formatQuantity } from './stock-rows.ts';

export type { StockConflict };

const KEY_PREFIX = 'count:'; // untranslated: an identifier, never shown

/** One notification per item: a newer count of it replaces the last one's. */
function notificationKey(item: Item): string {
  return `${KEY_PREFIX}${item.id}`;
}

/**
 * Counting another item is moving on: the notifications of the items counted before it go, so
 * a phone shows one count and its undo at a time, not three covering a quarter of the screen.
 */
function dismissOtherCounts(item: Item): void {
  const store = useNotificationStore.getState();
  const key = notificationKey(item);
  for (const shown of store.notifications) {
    if (shown.visible && shown.key?.startsWith(KEY_PREFIX) && shown.key !== key) {
      store.dismiss(shown.id);
    }
  }
}

/** Until when a count made now waits for another tap on its item. */
function heldUntil(): number {
  return Date.now() + COUNT_SETTLE_MS;
}

/** When a count is made (shown with it if the server refuses it). */
function countedNow(): number {
  return Date.now();
}

/**
 * Counting one item: shown at once, kept on the phone until the server has it
 * (lib/stores/count-outbox.ts, sent by lib/count-sender.ts), quick taps on one item joined into
 * one count, one undo (8 s) for the item counted last going back to where its count started, and a choice when
 * someone else changed the item meanwhile (409).
 */
export function useStockCount(locationId: string) {
  const t = useStore(inventoryMessages);
  const queryClient = useQueryClient();
  const markCounted = useCountingSession((state) => state.markCounted);
  const conflict = useCountOutbox((state) =>
    state.conflicts.find((known) => known.locationId === locationId),
  );

  /**
   * The version a new count rests on: the server's latest copy we hold (an undo 8 s later
   * rests on the count it undoes, which has answered by then); a count of ours still waiting
   * rests on the same one, and the outbox moves it on when that count is taken.
   */
  function currentVersion(item: Item): number {
    const cached = queryClient.getQueryData<Item[]>(inventoryKeys.items(locationId));
    return cached?.find((known) => known.id === item.id)?.version ?? item.version;
  }

  /** `item` as on screen: its quantity is the one the counter saw. */
  function send(item: Item, quantity: number, reason: 'count' | 'undo', version?: number): void {
    const userId = useAuthStore.getState().user?.id;
    if (!userId) return;
    const outbox = useCountOutbox.getState();
    // Counting another item is moving on: the last one's count goes now (and an undo goes
    // after the item's own count, which it must not wait for).
    outbox.settle(userId, reason === 'count' ? item.id : undefined);
    const kept = outbox.add({
      key: crypto.randomUUID(),
      userId,
      locationId,
      itemId: item.id,
      itemName: item.name,
      quantity,
      reason,
      version: version ?? currentVersion(item),
      attempts: 0,
      retryAt: 0,
      // An undo or a decision on a conflict is not held: nothing joins it.
      settlesAt: reason === 'count' ? heldUntil() : 0,
      from: item.quantity,
      countedAt: countedNow(),
    });
    markCounted(locationId, item.id);
    const notify = useNotificationStore.getState().notify;
    const key = notificationKey(item);
    if (reason === 'undo') {
      notify({
        key,
        type: 'info',
        message: t.backTo({ name: item.name, quantity: formatQuantity(quantity) }),
      });
      return;
    }
    const from = kept.from ?? item.quantity;
    dismissOtherCounts(item);
    notify({
      key,
      type: 'success',
      message: t.countedFromTo({
        name: item.name,
        from: formatQuantity(from),
        to: formatQuantity(quantity),
      }),
      undoAction: () => undo({ ...item, quantity }, from, kept.key),
    });
  }

  /**
   * Back to `from`. A count still held has not been sent: it is dropped, no request and no
   * change-log row; otherwise an undo count goes, resting on the count it undoes.
   */
  function undo(item: Item, from: number, key: string): void {
    const outbox = useCountOutbox.getState();
    const last = outbox.pending.filter((count) => count.itemId === item.id).at(-1);
    if (last?.key === key && isHeld(last)) {
      outbox.drop(last.key);
      useNotificationStore.getState().notify({
        key: notificationKey(item),
        type: 'info',
        message: t.backTo({ name: item.name, quantity: formatQuantity(from) }),
      });
      return;
    }
    send(item, from, 'undo');
  }

  return {
    count: (item: Item, quantity: number) => send(item, quantity, 'count'),
    /** The counter left the list: held counts go now. */
    settle: () => {
      const userId = useAuthStore.getState().user?.id;
      if (userId) useCountOutbox.getState().settle(userId);
    },
    conflict,
    keepTheirs: () => {
      if (conflict) useCountOutbox.getState().resolveConflict(conflict.theirs.id);
    },
    useMine: () => {
      if (!conflict) return;
      useCountOutbox.getState().resolveConflict(conflict.theirs.id);
      send(conflict.theirs, conflict.mine, 'count', conflict.theirs.version);
    },
  };
}
