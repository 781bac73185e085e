import { useMutation } from '@tanstack/react-query';
import type { CreateListBody, List } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `POST /api/shopping-lists`: a new, empty draft. */
function createList(body: CreateListBody): Promise<List> {
  return api.post<List>('/api/shopping-lists', body, { notify: false });
}

export function useCreateList(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({ mutationFn: createList, onSuccess: refresh });
}
