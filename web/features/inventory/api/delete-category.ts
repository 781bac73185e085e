import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshInventory } from './cache.ts';

/** `DELETE /api/inventory/categories/{id}`: its items keep no category. */
function deleteCategory(id: string): Promise<void> {
  return api.delete(`/api/inventory/categories/${id}`, undefined, { notify: false });
}

export function useDeleteCategory(locationId: string) {
  return useMutation({ mutationFn: deleteCategory, onSuccess: useRefreshInventory(locationId) });
}
