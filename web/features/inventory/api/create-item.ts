import { useMutation } from '@tanstack/react-query';
import type { CreateItemBody, Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshInventory } from './cache.ts';

/** `POST /api/inventory/add-item`: a new item. */
function createItem(body: CreateItemBody): Promise<Item> {
  return api.post<Item>('/api/inventory/add-item', body, { notify: false });
}

export function useCreateItem(locationId: string) {
  const refresh = useRefreshInventory(locationId);
  return useMutation({ mutationFn: createItem, onSuccess: refresh });
}
