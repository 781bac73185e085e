import { useQuery } from '@tanstack/react-query';
import type { VendorItem } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `GET /api/vendors/{id}/items`: the vendor's catalogue. */
function getVendorItems(vendorId: string, signal?: AbortSignal): Promise<VendorItem[]> {
  return api.get<VendorItem[]>(`/api/vendors/${vendorId}/items`, { notify: false, signal });
}

/** The vendor's catalogue; an empty `vendorId` (a list without vendor) waits. */
export function useVendorItems(locationId: string, vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.items(locationId, vendorId),
    queryFn: ({ signal }) => getVendorItems(vendorId, signal),
    enabled: vendorId !== '',
  });
}
