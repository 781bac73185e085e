import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** `DELETE /api/shopping-lists/{id}`. */
function deleteList(id: string): Promise<void> {
  return api.delete(`/api/shopping-lists/${id}`, undefined, { notify: false });
}

export function useDeleteList(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: shoppingListKeys.detail(locationId, id) });
      return queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(locationId) });
    },
  });
}
