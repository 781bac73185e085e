import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshMenu } from './cache.ts';

/** `DELETE /api/menu/{id}/items/{lineId}`. */
function removeMenuStockItem(menuItemId: string, lineId: string): Promise<void> {
  return api.delete(`/api/menu/${menuItemId}/items/${lineId}`, undefined, { notify: false });
}

export function useRemoveMenuStockItem(locationId: string, menuItemId: string) {
  const refresh = useRefreshMenu(locationId);
  return useMutation({
    mutationFn: (lineId: string) => removeMenuStockItem(menuItemId, lineId),
    onSuccess: refresh,
  });
}
