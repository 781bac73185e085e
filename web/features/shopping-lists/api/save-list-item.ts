import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddListItemBody,
  ListItem,
  ListWithItems,
  UpdateListItemBody,
} from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';
import { useRefreshLists } from './save-list.ts';

/** `POST /api/shopping-lists/{id}/items`: a line of an inventory item or of free text. */
export function addListItem(listId: string, body: AddListItemBody): Promise<ListItem> {
  return api.post<ListItem>(`/api/shopping-lists/${listId}/items`, body, { notify: false });
}

/** `PUT /api/shopping-lists/items/{id}`: packs, price, notes, name. */
export function updateListItem(id: string, body: UpdateListItemBody): Promise<ListItem> {
  return api.put<ListItem>(`/api/shopping-lists/items/${id}`, body, { notify: false });
}

/** `DELETE /api/shopping-lists/items/{id}`. */
export function deleteListItem(id: string): Promise<void> {
  return api.delete(`/api/shopping-lists/items/${id}`, undefined, { notify: false });
}

/** `PATCH /api/shopping-lists/items/{id}/completed`: ticked in the store (or not). */
export function tickListItem(id: string, completed: boolean): Promise<ListItem> {
  return api.patch<ListItem>(
    `/api/shopping-lists/items/${id}/completed`,
    { completed },
    { notify: false },
  );
}

export function useAddListItem(locationId: string, listId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: (body: AddListItemBody) => addListItem(listId, body),
    onSuccess: refresh,
  });
}

/** A line's new figures go into the cached list at once, so the total never jumps back. */
function usePatchLine(locationId: string, listId: string) {
  const queryClient = useQueryClient();
  return (line: Partial<ListItem> & { id: string }) =>
    queryClient.setQueryData<ListWithItems>(shoppingListKeys.detail(locationId, listId), (list) =>
      list
        ? {
            ...list,
            items: list.items.map((item) => (item.id === line.id ? { ...item, ...line } : item)),
          }
        : list,
    );
}

export function useUpdateListItem(locationId: string, listId: string) {
  const refresh = useRefreshLists(locationId);
  const patch = usePatchLine(locationId, listId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateListItemBody }) =>
      updateListItem(id, body),
    onSuccess: (line) => {
      patch(line);
      return refresh();
    },
  });
}

export function useDeleteListItem(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({ mutationFn: deleteListItem, onSuccess: refresh });
}

/**
 * A tick shows at once (a shopper taps fast, on a weak signal); a failed one is put back. Other
 * phones on the list see it through the realtime invalidation of the location's lists.
 */
export function useTickListItem(locationId: string, listId: string) {
  const queryClient = useQueryClient();
  const patch = usePatchLine(locationId, listId);
  const key = shoppingListKeys.detail(locationId, listId);
  const mutationKey = [...key, 'tick'];
  return useMutation({
    mutationKey,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      tickListItem(id, completed),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      patch({ id, completed });
    },
    onError: (_error, { id, completed }) => patch({ id, completed: !completed }),
    // After the last of a quick run of ticks only: an earlier refetch would show the later
    // ticks undone for a moment.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) === 1
        ? queryClient.invalidateQueries({ queryKey: shoppingListKeys.location(locationId) })
        : undefined,
  });
}
