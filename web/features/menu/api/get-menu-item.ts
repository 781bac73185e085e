import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { menuKeys } from './keys.ts';

/** `GET /api/menu/{id}`: one menu item with its recipes. */
function getMenuItem(menuItemId: string, signal?: AbortSignal): Promise<MenuItem> {
  return api.get<MenuItem>(`/api/menu/${menuItemId}`, { notify: false, signal });
}

export function useMenuItem(locationId: string, menuItemId: string) {
  return useQuery({
    queryKey: menuKeys.detail(locationId, menuItemId),
    queryFn: ({ signal }) => getMenuItem(menuItemId, signal),
  });
}
