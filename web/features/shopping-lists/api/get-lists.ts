import { useQuery } from '@tanstack/react-query';
import type { List } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** `GET /api/shopping-lists?location_id=`: every list of the location, all statuses. */
function getLists(locationId: string, signal?: AbortSignal): Promise<List[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<List[]>(`/api/shopping-lists?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useLists(locationId: string) {
  return useQuery({
    queryKey: shoppingListKeys.lists(locationId),
    queryFn: ({ signal }) => getLists(locationId, signal),
  });
}
