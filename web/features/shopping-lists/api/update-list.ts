import { useMutation } from '@tanstack/react-query';
import type { List, UpdateListBody } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `PUT /api/shopping-lists/{id}`: name, vendor, notes. */
function updateList(id: string, body: UpdateListBody): Promise<List> {
  return api.put<List>(`/api/shopping-lists/${id}`, body, { notify: false });
}

export function useUpdateList(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateListBody }) => updateList(id, body),
    onSuccess: refresh,
  });
}
