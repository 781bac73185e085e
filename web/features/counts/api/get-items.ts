import { useQuery } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/**
 * `GET /api/inventory?location_id=`: the items a spot check may name (not archived). The
 * stock list's own key: one copy of the list in the cache.
 */
function getItems(locationId: string, signal?: AbortSignal): Promise<Item[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<Item[]>(`/api/inventory?${query.toString()}`, { notify: false, signal });
}

export function useItems(locationId: string) {
  return useQuery({
    queryKey: inventoryKeys.items(locationId),
    queryFn: ({ signal }) => getItems(locationId, signal),
  });
}
