import { useMutation } from '@tanstack/react-query';
import type { UpdateVendorItemBody, VendorItem } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshVendors } from './cache.ts';

/** `PUT /api/vendors/items/{id}`: a catalogue line's fields (its price, its inventory item…). */
function updateVendorItem(id: string, body: UpdateVendorItemBody): Promise<VendorItem> {
  return api.put<VendorItem>(`/api/vendors/items/${id}`, body, { notify: false });
}

export function useUpdateVendorItem(locationId: string) {
  const refresh = useRefreshVendors(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVendorItemBody }) =>
      updateVendorItem(id, body),
    onSuccess: refresh,
  });
}
