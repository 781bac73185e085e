import { useQuery } from '@tanstack/react-query';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** `GET /api/shopping-lists/{id}`: a list with its lines. */
function getList(listId: string, signal?: AbortSignal): Promise<ListWithItems> {
  return api.get<ListWithItems>(`/api/shopping-lists/${listId}`, { notify: false, signal });
}

export function useList(locationId: string, listId: string) {
  return useQuery({
    queryKey: shoppingListKeys.detail(locationId, listId),
    queryFn: ({ signal }) => getList(listId, signal),
  });
}
