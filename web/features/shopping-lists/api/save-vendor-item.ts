import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVendorItemBody, UpdateVendorItemBody, VendorItem } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `POST /api/vendors/{id}/items`: a new catalogue line. */
export function createVendorItem(
  vendorId: string,
  body: CreateVendorItemBody,
): Promise<VendorItem> {
  return api.post<VendorItem>(`/api/vendors/${vendorId}/items`, body, { notify: false });
}

/** `PUT /api/vendors/items/{id}`: a catalogue line's fields (its price, its inventory item…). */
export function updateVendorItem(id: string, body: UpdateVendorItemBody): Promise<VendorItem> {
  return api.put<VendorItem>(`/api/vendors/items/${id}`, body, { notify: false });
}

/** `DELETE /api/vendors/items/{id}`. */
export function deleteVendorItem(id: string): Promise<void> {
  return api.delete(`/api/vendors/items/${id}`, undefined, { notify: false });
}

/** `POST /api/vendors/{id}/items/{itemId}/preferred`: buy the item from this line (or not). */
export function setPreferred(
  vendorId: string,
  itemId: string,
  isPreferred: boolean,
): Promise<VendorItem> {
  return api.post<VendorItem>(
    `/api/vendors/${vendorId}/items/${itemId}/preferred`,
    { is_preferred: isPreferred },
    { notify: false },
  );
}

/**
 * After any change of a line: every vendor's catalogue and stats of the location (a preferred
 * line clears the item's preferred lines at other vendors).
 */
function useRefresh(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vendorKeys.location(locationId) });
}

export function useCreateVendorItem(locationId: string, vendorId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: (body: CreateVendorItemBody) => createVendorItem(vendorId, body),
    onSuccess: refresh,
  });
}

export function useUpdateVendorItem(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVendorItemBody }) =>
      updateVendorItem(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteVendorItem(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: deleteVendorItem, onSuccess: refresh });
}

export function useSetPreferred(locationId: string, vendorId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: ({ itemId, isPreferred }: { itemId: string; isPreferred: boolean }) =>
      setPreferred(vendorId, itemId, isPreferred),
    onSuccess: refresh,
  });
}
