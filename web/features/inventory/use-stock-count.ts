import { useState } from 'react';
import type { Item } from '../../../contract/inventory.ts';
import { errorNotification, toApiError } from '../../lib/errors.ts';
import { useNotificationStore } from '../../lib/stores/notifications.ts';
import { conflictingItem, useUpdateQuantity } from './api/update-quantity.ts';
import { useCountingSession } from './counting-session.ts';
import { formatQuantity } from './stock-rows.ts';

/** Someone else changed the item: their quantity (on screen now) against the one typed. */
export interface StockConflict {
  theirs: Item;
  mine: number;
}

/**
 * Counting one item: optimistic, one idempotency key per action, an 8 s undo after each
 * change, and a choice when someone else changed the item meanwhile (409).
 */
export function useStockCount(locationId: string) {
  const update = useUpdateQuantity(locationId);
  const markCounted = useCountingSession((state) => state.markCounted);
  const [conflict, setConflict] = useState<StockConflict | null>(null);

  async function send(
    item: Item,
    quantity: number,
    reason: 'count' | 'undo',
    version?: number,
  ): Promise<void> {
    const previous = item.quantity;
    try {
      await update.mutateAsync({
        item,
        quantity,
        reason,
        version,
        idempotencyKey: crypto.randomUUID(),
      });
    } catch (error) {
      const theirs = conflictingItem(error);
      // An archived item also answers 409 with the item: nothing to choose, just say so.
      if (theirs && !theirs.archived) {
        setConflict({ theirs, mine: quantity });
        return;
      }
      const failure = toApiError(error);
      useNotificationStore.getState().notify({
        ...errorNotification(failure),
        message: `${item.name} was not saved: ${failure.message}`,
      });
      return;
    }
    markCounted(locationId, item.id);
    const notify = useNotificationStore.getState().notify;
    if (reason === 'undo') {
      notify({ type: 'info', message: `${item.name} is back to ${formatQuantity(quantity)}.` });
      return;
    }
    notify({
      type: 'success',
      message: `${item.name}: ${formatQuantity(previous)} → ${formatQuantity(quantity)}`,
      undoAction: () => void send({ ...item, quantity }, previous, 'undo'),
    });
  }

  return {
    count: (item: Item, quantity: number) => send(item, quantity, 'count'),
    conflict,
    keepTheirs: () => setConflict(null),
    useMine: () => {
      if (!conflict) return;
      setConflict(null);
      void send(conflict.theirs, conflict.mine, 'count', conflict.theirs.version);
    },
  };
}
