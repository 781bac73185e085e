import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshInventory } from './cache.ts';

/** `DELETE /api/inventory/{id}`: archives an item (its history stays). */
function archiveItem(id: string): Promise<void> {
  return api.delete(`/api/inventory/${id}`, undefined, { notify: false });
}

export function useArchiveItem(locationId: string) {
  const refresh = useRefreshInventory(locationId);
  return useMutation({ mutationFn: archiveItem, onSuccess: refresh });
}
