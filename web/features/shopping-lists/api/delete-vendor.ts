import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `DELETE /api/vendors/{id}`. */
function deleteVendor(id: string): Promise<void> {
  return api.delete(`/api/vendors/${id}`, undefined, { notify: false });
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
