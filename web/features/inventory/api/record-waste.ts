import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateQuantityResponse, WasteCause } from '#contract/stock-updates.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';
import { patchItemCache } from '#web/lib/api/patch-item-cache.ts';

interface WasteInput {
  itemId: string;
  body: { quantity: number; cause: WasteCause; note?: string };
  /** One per sheet: a Save tried again after a lost answer writes one row. */
  idempotencyKey: string;
}

/** `POST /api/inventory/{id}/waste`: takes the amount off the item, with its cause. */
function recordWaste({ itemId, body, idempotencyKey }: WasteInput) {
  return api.post<UpdateQuantityResponse>(`/api/inventory/${itemId}/waste`, body, {
    notify: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRecordWaste(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordWaste,
    onSuccess: (answer) => {
      patchItemCache(queryClient, locationId, answer.item);
      void queryClient.invalidateQueries({
        queryKey: [...inventoryKeys.location(locationId), 'changelog'],
      });
    },
  });
}
