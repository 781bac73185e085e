import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiveListBody, ReceiveListResponse } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';
import { useRefreshLists } from './cache.ts';

/** `POST /api/shopping-lists/{id}/receive`: books the delivery into stock, once. */
function receiveList(id: string, body: ReceiveListBody): Promise<ReceiveListResponse> {
  return api.post<ReceiveListResponse>(`/api/shopping-lists/${id}/receive`, body, {
    notify: false,
  });
}

export function useReceiveList(locationId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceiveListBody }) => receiveList(id, body),
    // Stock and costs changed too.
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.location(locationId) }),
      ]),
  });
}
