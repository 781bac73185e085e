import { useMutation } from '@tanstack/react-query';
import type { Item, UpdateItemBody } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshInventory } from './cache.ts';

/** `PUT /api/inventory/{id}`: an item's fields (never its quantity). */
function updateItem(id: string, body: UpdateItemBody): Promise<Item> {
  return api.put<Item>(`/api/inventory/${id}`, body, { notify: false });
}

export function useUpdateItem(locationId: string) {
  const refresh = useRefreshInventory(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateItemBody }) => updateItem(id, body),
    onSuccess: refresh,
  });
}
