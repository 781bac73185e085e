import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';
import { shoppingListKeys } from './keys.ts';

/**
 * `POST /api/shopping-lists/{id}/credit-request`: queues an email to the vendor with the short
 * and dearer lines; the answer is the list with that email queued.
 */
function requestCredit(id: string, message?: string): Promise<ListWithItems> {
  return api.post<ListWithItems>(
    `/api/shopping-lists/${id}/credit-request`,
    message ? { message } : {},
    { notify: false },
  );
}

export function useRequestCredit(locationId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string }) => requestCredit(id, message),
    // The list with its email queued is shown at once, then polled until the email goes.
    onSuccess: (list) => {
      queryClient.setQueryData(shoppingListKeys.detail(locationId, list.id), list);
      return refresh();
    },
  });
}
