import { useQuery } from '@tanstack/react-query';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** `GET /api/shopping-lists/{id}`: a list with its lines. */
function getList(listId: string, signal?: AbortSignal): Promise<ListWithItems> {
  return api.get<ListWithItems>(`/api/shopping-lists/${listId}`, { notify: false, signal });
}

/** How often a list whose email is still on its way is asked again, to show how it went. */
export const MAIL_POLL_MS = 5_000;

export function useList(locationId: string, listId: string) {
  return useQuery({
    queryKey: shoppingListKeys.detail(locationId, listId),
    queryFn: ({ signal }) => getList(listId, signal),
    refetchInterval: (query) => {
      const state = query.state.data?.mail?.state;
      return state === 'queued' || state === 'sending' ? MAIL_POLL_MS : false;
    },
  });
}
