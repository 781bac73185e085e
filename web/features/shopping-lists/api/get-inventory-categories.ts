import { useQuery } from '@tanstack/react-query';
import type { Category } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

export function useInventoryCategories(locationId: string, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.categories(locationId),
    queryFn: ({ signal }) =>
      api.get<Category[]>(
        `/api/inventory/categories?${new URLSearchParams({ location_id: locationId }).toString()}`,
        { notify: false, signal },
      ),
    enabled,
  });
}
