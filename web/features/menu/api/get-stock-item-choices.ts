import { useQuery } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/**
 * `GET /api/inventory?location_id=`: the stock items a menu item may use directly, under the
 * stock's own key (the same cache as the stock list, kept fresh by its realtime events).
 */
export function useStockItemChoices(locationId: string, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.items(locationId),
    queryFn: ({ signal }) =>
      api.get<Item[]>(
        `/api/inventory?${new URLSearchParams({ location_id: locationId }).toString()}`,
        { notify: false, signal },
      ),
    enabled,
  });
}
