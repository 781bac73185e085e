import { useMutation } from '@tanstack/react-query';
import type { CreateVendorItemBody, VendorItem } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshVendors } from './cache.ts';

/** `POST /api/vendors/{id}/items`: a new catalogue line. */
function createVendorItem(vendorId: string, body: CreateVendorItemBody): Promise<VendorItem> {
  return api.post<VendorItem>(`/api/vendors/${vendorId}/items`, body, { notify: false });
}

export function useCreateVendorItem(locationId: string, vendorId: string) {
  const refresh = useRefreshVendors(locationId);
  return useMutation({
    mutationFn: (body: CreateVendorItemBody) => createVendorItem(vendorId, body),
    onSuccess: refresh,
  });
}
