import { useQuery } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/** `GET /api/inventory?location_id=&include_archived=true`: every item, archived ones too. */
function getCatalog(locationId: string, signal?: AbortSignal): Promise<Item[]> {
  const query = new URLSearchParams({ location_id: locationId, include_archived: 'true' });
  return api.get<Item[]>(`/api/inventory?${query.toString()}`, { notify: false, signal });
}

export function useCatalog(locationId: string) {
  return useQuery({
    queryKey: inventoryKeys.catalog(locationId),
    queryFn: ({ signal }) => getCatalog(locationId, signal),
  });
}
