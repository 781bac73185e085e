import { useMutation } from '@tanstack/react-query';
import type { ListItem, UpdateListItemBody } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { usePatchLine, useRefreshLists } from './cache.ts';

/** `PUT /api/shopping-lists/items/{id}`: packs, price, notes, name. */
function updateListItem(id: string, body: UpdateListItemBody): Promise<ListItem> {
  return api.put<ListItem>(`/api/shopping-lists/items/${id}`, body, { notify: false });
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
