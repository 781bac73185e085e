import { useQuery } from '@tanstack/react-query';
import type { Vendor } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `GET /api/vendors?location_id=`: the location's vendors. */
function getVendors(locationId: string, signal?: AbortSignal): Promise<Vendor[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<Vendor[]>(`/api/vendors?${query.toString()}`, { notify: false, signal });
}

export function useVendors(locationId: string) {
  return useQuery({
    queryKey: vendorKeys.list(locationId),
    queryFn: ({ signal }) => getVendors(locationId, signal),
  });
}
