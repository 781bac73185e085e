import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Item,
  UpdateQuantityBody,
  UpdateQuantityResponse,
} from '../../../../contract/inventory.ts';
import { api } from '../../../lib/api-client.ts';
import { ApiError, isRetryable } from '../../../lib/errors.ts';
import { inventoryKeys } from './inventory-keys.ts';

/**
 * `POST /api/inventory/update/{id}`: sets an item's quantity. The idempotency key names one
 * user action: a retry on a bad signal sends the same key, so the server writes one row.
 */
export function updateQuantity(
  itemId: string,
  body: UpdateQuantityBody,
  idempotencyKey: string,
): Promise<UpdateQuantityResponse> {
  return api.post<UpdateQuantityResponse>(`/api/inventory/update/${itemId}`, body, {
    notify: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export interface QuantityChange {
  item: Item;
  quantity: number;
  reason: 'count' | 'undo';
  idempotencyKey: string;
  /** The version to send; by default the one on screen when the request leaves. */
  version?: number;
}

export function withQuantity(item: Item, quantity: number): Item {
  return { ...item, quantity, below_par: item.par_level !== null && quantity < item.par_level };
}

/** The item in another engineer's 409 answer: `details.item`. */
export function conflictingItem(error: unknown): Item | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const details = error.details as { item?: Item } | undefined;
  return details?.item;
}

export function useUpdateQuantity(locationId: string) {
  const queryClient = useQueryClient();
  const itemsKey = inventoryKeys.items(locationId);
  const replaceItem = (next: Item) =>
    queryClient.setQueryData<Item[]>(itemsKey, (items) =>
      items?.map((known) => (known.id === next.id ? next : known)),
    );
  const cachedItem = (id: string) =>
    queryClient.getQueryData<Item[]>(itemsKey)?.find((known) => known.id === id);

  return useMutation({
    mutationKey: inventoryKeys.updates(locationId),
    // One at a time per location: a second tap waits for the first answer and sends the
    // version it brought back, instead of racing it into a false conflict.
    scope: { id: `stock-count-${locationId}` },
    mutationFn: ({ item, quantity, reason, idempotencyKey, version }: QuantityChange) =>
      updateQuantity(
        item.id,
        { quantity, reason, version: version ?? cachedItem(item.id)?.version ?? item.version },
        idempotencyKey,
      ),
    retry: (failures, error) =>
      failures < 2 && error instanceof ApiError && isRetryable(error.type),
    retryDelay: (attempt) => 500 * 2 ** attempt,
    onMutate: async ({ item, quantity }) => {
      await queryClient.cancelQueries({ queryKey: itemsKey });
      const before = cachedItem(item.id) ?? item;
      replaceItem(withQuantity(before, quantity));
      return { before };
    },
    // Versions only grow: an answer older than what the list already holds (another
    // phone's count patched in meanwhile) must not put an older number back on screen.
    onSuccess: ({ item }) => {
      const known = cachedItem(item.id);
      if (!known || item.version >= known.version) replaceItem(item);
    },
    onError: (error, _change, context) => {
      const theirs = conflictingItem(error);
      if (theirs) replaceItem(theirs);
      else if (context) replaceItem(context.before);
    },
  });
}
