import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateQuantityResponse } from '#contract/stock-updates.ts';
import { api } from '#web/lib/api-client.ts';
import { countKeys } from '#web/lib/api/count-keys.ts';
import { patchItemCache } from '#web/lib/api/patch-item-cache.ts';

interface CountItemInput {
  itemId: string;
  quantity: number;
  countId: string;
  /** One per typed number: a retry after a lost answer writes one row. */
  idempotencyKey: string;
}

/** `POST /api/inventory/update/{id}` with the spot check's `count_id`: an item counted in it. */
function countItem({ itemId, quantity, countId, idempotencyKey }: CountItemInput) {
  return api.post<UpdateQuantityResponse>(
    `/api/inventory/update/${itemId}`,
    { quantity, reason: 'count', count_id: countId },
    { notify: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useCountItem(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: countItem,
    onSuccess: (answer) => {
      patchItemCache(queryClient, locationId, answer.item);
      return queryClient.invalidateQueries({ queryKey: countKeys.location(locationId) });
    },
  });
}
