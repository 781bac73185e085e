import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListItem } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';
import { usePatchLine } from './cache.ts';

/** `PATCH /api/shopping-lists/items/{id}/completed`: ticked in the store (or not). */
function tickListItem(id: string, completed: boolean): Promise<ListItem> {
  return api.patch<ListItem>(
    `/api/shopping-lists/items/${id}/completed`,
    { completed },
    { notify: false },
  );
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
