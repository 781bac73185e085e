import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateListBody,
  GenerateListsBody,
  List,
  UpdateListBody,
} from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys, vendorKeys } from './keys.ts';

/** `POST /api/shopping-lists`: a new, empty draft. */
export function createList(body: CreateListBody): Promise<List> {
  return api.post<List>('/api/shopping-lists', body, { notify: false });
}

/** `POST /api/shopping-lists/generate`: one draft per vendor of what is at or below reorder. */
export function generateLists(body: GenerateListsBody): Promise<List[]> {
  return api.post<List[]>('/api/shopping-lists/generate', body, { notify: false });
}

/** `PUT /api/shopping-lists/{id}`: name, vendor, notes. */
export function updateList(id: string, body: UpdateListBody): Promise<List> {
  return api.put<List>(`/api/shopping-lists/${id}`, body, { notify: false });
}

/** `DELETE /api/shopping-lists/{id}`. */
export function deleteList(id: string): Promise<void> {
  return api.delete(`/api/shopping-lists/${id}`, undefined, { notify: false });
}

/** Everything of the location's lists (and the vendors' order stats) reloads. */
export function useRefreshLists(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shoppingListKeys.location(locationId) }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.location(locationId) }),
    ]);
}

export function useCreateList(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({ mutationFn: createList, onSuccess: refresh });
}

export function useGenerateLists(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({ mutationFn: generateLists, onSuccess: refresh });
}

export function useUpdateList(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateListBody }) => updateList(id, body),
    onSuccess: refresh,
  });
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
