import { useQuery } from '@tanstack/react-query';
import type { InventorySummary } from '#contract/stock-updates.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/** Under the location's inventory prefix, so realtime stock events refresh the dashboard. */
const summaryKey = (locationId: string) =>
  [...inventoryKeys.location(locationId), 'summary'] as const;

/** `GET /api/inventory/summary`: the dashboard's figures. */
function getSummary(locationId: string, signal?: AbortSignal): Promise<InventorySummary> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<InventorySummary>(`/api/inventory/summary?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useSummary(locationId: string) {
  return useQuery({
    queryKey: summaryKey(locationId),
    queryFn: ({ signal }) => getSummary(locationId, signal),
  });
}
