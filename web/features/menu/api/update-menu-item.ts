import { useMutation } from '@tanstack/react-query';
import type { MenuItem, UpdateMenuItemBody } from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshMenu } from './cache.ts';

/** `PUT /api/menu/{id}`: its fields; `recipes`, when sent, replaces all of them. */
function updateMenuItem(id: string, body: UpdateMenuItemBody): Promise<MenuItem> {
  return api.put<MenuItem>(`/api/menu/${id}`, body, { notify: false });
}

export function useUpdateMenuItem(locationId: string, menuItemId: string) {
  const refresh = useRefreshMenu(locationId);
  return useMutation({
    mutationFn: (body: UpdateMenuItemBody) => updateMenuItem(menuItemId, body),
    onSuccess: refresh,
  });
}
