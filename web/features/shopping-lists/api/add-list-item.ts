import { useMutation } from '@tanstack/react-query';
import type { AddListItemBody, ListItem } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `POST /api/shopping-lists/{id}/items`: a line of an inventory item or of free text. */
function addListItem(listId: string, body: AddListItemBody): Promise<ListItem> {
  return api.post<ListItem>(`/api/shopping-lists/${listId}/items`, body, { notify: false });
}

export function useAddListItem(locationId: string, listId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: (body: AddListItemBody) => addListItem(listId, body),
    onSuccess: refresh,
  });
}
