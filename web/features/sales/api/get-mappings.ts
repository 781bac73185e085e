import { useQuery } from '@tanstack/react-query';
import type { SalesMappingsResponse } from '#contract/sales.ts';
import { api } from '#web/lib/api-client.ts';
import { salesKeys } from './keys.ts';

/**
 * `GET /api/sales/mappings?location_id`: the POS names already matched or ignored, and the
 * names of imported lines no menu item takes yet, most sold first, each with a suggestion.
 */
function getMappings(locationId: string, signal?: AbortSignal): Promise<SalesMappingsResponse> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<SalesMappingsResponse>(`/api/sales/mappings?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useSalesMappings(locationId: string) {
  return useQuery({
    queryKey: salesKeys.mappings(locationId),
    queryFn: ({ signal }) => getMappings(locationId, signal),
  });
}
