import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshVendors } from './cache.ts';

/** `DELETE /api/vendors/items/{id}`. */
function deleteVendorItem(id: string): Promise<void> {
  return api.delete(`/api/vendors/items/${id}`, undefined, { notify: false });
}

export function useDeleteVendorItem(locationId: string) {
  const refresh = useRefreshVendors(locationId);
  return useMutation({ mutationFn: deleteVendorItem, onSuccess: refresh });
}
