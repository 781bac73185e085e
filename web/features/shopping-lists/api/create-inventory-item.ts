import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateItemBody, Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/** `POST /api/inventory/add-item`: an item made from a catalogue line that matches none. */
function createInventoryItem(body: CreateItemBody): Promise<Item> {
  return api.post<Item>('/api/inventory/add-item', body, { notify: false });
}

export function useCreateInventoryItem(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventoryItem,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: inventoryKeys.location(locationId) }),
  });
}
