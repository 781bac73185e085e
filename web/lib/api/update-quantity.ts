import type { Item } from '#contract/inventory.ts';
import type { UpdateQuantityBody, UpdateQuantityResponse } from '#contract/stock-updates.ts';
import { api } from '../api-client.ts';
import { ApiError } from '../errors.ts';

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

export function withQuantity(item: Item, quantity: number): Item {
  return { ...item, quantity, below_par: item.par_level !== null && quantity < item.par_level };
}

/** The item in a 409 answer: `details.item`, the item as it is now. */
export function conflictingItem(error: unknown): Item | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const details = error.details as { item?: Item } | undefined;
  return details?.item;
}
