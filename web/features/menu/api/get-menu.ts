import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { menuKeys } from './keys.ts';

/**
 * `GET /api/menu?location_id`: every dish and drink with its price, cost, margin and food
 * cost %. A menu is small: the screen filters and sorts it in place.
 */
function getMenu(locationId: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<MenuItem[]>(`/api/menu?${query.toString()}`, { notify: false, signal });
}

export function useMenu(locationId: string) {
  return useQuery({
    queryKey: menuKeys.list(locationId),
    queryFn: ({ signal }) => getMenu(locationId, signal),
  });
}
