import { useQuery } from '@tanstack/react-query';
import type { Category } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/** `GET /api/inventory/categories?location_id=`: the venue's categories, with their order. */
function getCategories(locationId: string, signal?: AbortSignal): Promise<Category[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<Category[]>(`/api/inventory/categories?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useCategories(locationId: string) {
  return useQuery({
    queryKey: inventoryKeys.categories(locationId),
    queryFn: ({ signal }) => getCategories(locationId, signal),
  });
}
