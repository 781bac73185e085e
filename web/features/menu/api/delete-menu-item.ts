import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshMenu } from './cache.ts';

/** `DELETE /api/menu/{id}`. */
function deleteMenuItem(id: string): Promise<void> {
  return api.delete(`/api/menu/${id}`, undefined, { notify: false });
}

export function useDeleteMenuItem(locationId: string, menuItemId: string) {
  // The deleted item's own query is left to expire: refetching it would only 404.
  const refresh = useRefreshMenu(locationId, (key) => key.includes(menuItemId));
  return useMutation({ mutationFn: () => deleteMenuItem(menuItemId), onSuccess: refresh });
}
