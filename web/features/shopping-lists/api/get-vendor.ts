import { useQuery } from '@tanstack/react-query';
import type { Vendor } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `GET /api/vendors/{id}`: one vendor. */
function getVendor(vendorId: string, signal?: AbortSignal): Promise<Vendor> {
  return api.get<Vendor>(`/api/vendors/${vendorId}`, { notify: false, signal });
}

/** One vendor; `vendorId` null waits (a list without a vendor). */
export function useVendor(locationId: string, vendorId: string | null) {
  return useQuery({
    queryKey: vendorKeys.detail(locationId, vendorId ?? ''),
    queryFn: ({ signal }) => getVendor(vendorId ?? '', signal),
    enabled: vendorId !== null,
  });
}
