import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { salesKeys } from './keys.ts';

/** `DELETE /api/sales/{id}`: a line typed by hand, typed wrong. */
function deleteSale(id: string): Promise<void> {
  return api.delete(`/api/sales/${id}`, undefined, { notify: false });
}

export function useDeleteSale(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.location(locationId) }),
  });
}
