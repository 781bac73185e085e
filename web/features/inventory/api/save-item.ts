import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateItemBody, Item, UpdateItemBody } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/** `POST /api/inventory/add-item`: a new item. */
export function createItem(body: CreateItemBody): Promise<Item> {
  return api.post<Item>('/api/inventory/add-item', body, { notify: false });
}

/** `PUT /api/inventory/{id}`: an item's fields (never its quantity). */
export function updateItem(id: string, body: UpdateItemBody): Promise<Item> {
  return api.put<Item>(`/api/inventory/${id}`, body, { notify: false });
}

/** `DELETE /api/inventory/{id}`: archives an item (its history stays). */
export function archiveItem(id: string): Promise<void> {
  return api.delete(`/api/inventory/${id}`, undefined, { notify: false });
}

/** After any change: the catalog, the stock list and the categories (item counts) reload. */
function useRefresh(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inventoryKeys.location(locationId) });
}

export function useCreateItem(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: createItem, onSuccess: refresh });
}

export function useUpdateItem(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateItemBody }) => updateItem(id, body),
    onSuccess: refresh,
  });
}

export function useArchiveItem(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: archiveItem, onSuccess: refresh });
}
