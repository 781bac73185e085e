import { useQuery } from '@tanstack/react-query';
import type { PurchaseList } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** `GET /api/shopping-lists/purchase-list?location_id=`: open lines of every vendor. */
function getPurchaseList(locationId: string, signal?: AbortSignal): Promise<PurchaseList> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<PurchaseList>(`/api/shopping-lists/purchase-list?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function usePurchaseList(locationId: string) {
  return useQuery({
    queryKey: shoppingListKeys.purchaseList(locationId),
    queryFn: ({ signal }) => getPurchaseList(locationId, signal),
  });
}
