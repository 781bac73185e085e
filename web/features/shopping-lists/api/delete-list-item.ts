import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `DELETE /api/shopping-lists/items/{id}`. */
function deleteListItem(id: string): Promise<void> {
  return api.delete(`/api/shopping-lists/items/${id}`, undefined, { notify: false });
}

export function useDeleteListItem(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({ mutationFn: deleteListItem, onSuccess: refresh });
}
