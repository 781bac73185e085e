import { useQuery } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/**
 * `GET /api/inventory?location_id=` and `GET /api/inventory/categories?location_id=`, under
 * the stock's own keys: the picker, the filters and the stock list share one cache (and the
 * stock's realtime events keep it fresh).
 */
export function useInventoryItems(locationId: string, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.items(locationId),
    queryFn: ({ signal }) =>
      api.get<Item[]>(
        `/api/inventory?${new URLSearchParams({ location_id: locationId }).toString()}`,
        {
          notify: false,
          signal,
        },
      ),
    enabled,
  });
}
