import { useQuery } from '@tanstack/react-query';
import type { VendorStats } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `GET /api/vendors/{id}/stats`: lines, orders and spend with the vendor. */
function getVendorStats(vendorId: string, signal?: AbortSignal): Promise<VendorStats> {
  return api.get<VendorStats>(`/api/vendors/${vendorId}/stats`, { notify: false, signal });
}

export function useVendorStats(locationId: string, vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.stats(locationId, vendorId),
    queryFn: ({ signal }) => getVendorStats(vendorId, signal),
  });
}
