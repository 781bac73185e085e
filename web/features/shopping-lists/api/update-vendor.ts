import { useMutation } from '@tanstack/react-query';
import type { UpdateVendorBody, Vendor } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `PUT /api/vendors/{id}`: a vendor's details. */
function updateVendor(id: string, body: UpdateVendorBody): Promise<Vendor> {
  return api.put<Vendor>(`/api/vendors/${id}`, body, { notify: false });
}

export function useUpdateVendor(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVendorBody }) => updateVendor(id, body),
    onSuccess: refresh,
  });
}
