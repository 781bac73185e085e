import type { Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * Realtime batches wait for their item fetches; one that hangs would hold back the next
 * batch. Past this the batch gives up on it and reloads the lists instead.
 */
export const ITEM_FETCH_TIMEOUT_MS = 10_000;

/** `GET /api/inventory/{id}`: one item, archived ones too (then `archived: true`). */
export function getItem(itemId: string, signal?: AbortSignal): Promise<Item> {
  return api.get<Item>(`/api/inventory/${itemId}`, {
    notify: false,
    signal,
    timeoutMs: ITEM_FETCH_TIMEOUT_MS,
  });
}
