import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** `POST /api/shopping-lists/{id}/mail/retry`: queues the list's failed email again. */
function retryListMail(id: string): Promise<ListWithItems> {
  return api.post<ListWithItems>(`/api/shopping-lists/${id}/mail/retry`, undefined, {
    notify: false,
  });
}

export function useRetryListMail(locationId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryListMail(listId),
    // The answer is the list with its email queued: shown at once, then polled until it goes.
    onSuccess: (list) =>
      queryClient.setQueryData(shoppingListKeys.detail(locationId, listId), list),
  });
}
