import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVendorBody, UpdateVendorBody, Vendor } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys, vendorKeys } from './keys.ts';

/** `POST /api/vendors`: a new vendor. */
export function createVendor(body: CreateVendorBody): Promise<Vendor> {
  return api.post<Vendor>('/api/vendors', body, { notify: false });
}

/** `PUT /api/vendors/{id}`: a vendor's details. */
export function updateVendor(id: string, body: UpdateVendorBody): Promise<Vendor> {
  return api.put<Vendor>(`/api/vendors/${id}`, body, { notify: false });
}

/** `DELETE /api/vendors/{id}`. */
export function deleteVendor(id: string): Promise<void> {
  return api.delete(`/api/vendors/${id}`, undefined, { notify: false });
}

/** After a change: the vendors, and the lists that show their names. */
function useRefresh(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.location(locationId) }),
      queryClient.invalidateQueries({ queryKey: shoppingListKeys.location(locationId) }),
    ]);
}

export function useCreateVendor(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: createVendor, onSuccess: refresh });
}

export function useUpdateVendor(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVendorBody }) => updateVendor(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteVendor(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: (_answer, id) => {
      // Its own queries would refetch a vendor that is gone: dropped, not refreshed.
      queryClient.removeQueries({ queryKey: vendorKeys.detail(locationId, id) });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.list(locationId) });
    },
  });
}
