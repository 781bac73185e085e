import { useQueryClient } from '@tanstack/react-query';
import type { Item } from '../../../contract/inventory.ts';
import { inventoryKeys } from '../../lib/api/inventory-keys.ts';
import { useAuthStore } from '../../lib/stores/auth.ts';
import { useCountOutbox } from '../../lib/stores/count-outbox.ts';
import type { StockConflict } from '../../lib/stores/count-outbox.ts';
import { useNotificationStore } from '../../lib/stores/notifications.ts';
import { useCountingSession } from './counting-session.ts';
import { formatQuantity } from './stock-rows.ts';

export type { StockConflict };

/**
 * Counting one item: shown at once, kept on the phone until the server has it
 * (lib/stores/count-outbox.ts, sent by lib/count-sender.ts), one idempotency key per action, an
 * 8 s undo after each change, and a choice when someone else changed the item meanwhile (409).
 */
export function useStockCount(locationId: string) {
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
    useCountOutbox.getState().add({
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
    });
    markCounted(locationId, item.id);
    const notify = useNotificationStore.getState().notify;
    if (reason === 'undo') {
      notify({ type: 'info', message: `${item.name} is back to ${formatQuantity(quantity)}.` });
      return;
    }
    const previous = item.quantity;
    notify({
      type: 'success',
      message: `${item.name}: ${formatQuantity(previous)} → ${formatQuantity(quantity)}`,
      undoAction: () => send({ ...item, quantity }, previous, 'undo'),
    });
  }

  return {
    count: (item: Item, quantity: number) => send(item, quantity, 'count'),
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
