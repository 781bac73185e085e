import { useMutation } from '@tanstack/react-query';
import type { AddMenuStockItemBody, MenuStockItem } from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshMenu } from './cache.ts';

/** `POST /api/menu/{id}/items`: a stock item one serving uses directly, in a unit that converts. */
function addMenuStockItem(menuItemId: string, body: AddMenuStockItemBody): Promise<MenuStockItem> {
  return api.post<MenuStockItem>(`/api/menu/${menuItemId}/items`, body, { notify: false });
}

export function useAddMenuStockItem(locationId: string, menuItemId: string) {
  const refresh = useRefreshMenu(locationId);
  return useMutation({
    mutationFn: (body: AddMenuStockItemBody) => addMenuStockItem(menuItemId, body),
    onSuccess: refresh,
  });
}
