import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { salesKeys } from './keys.ts';

/** `GET /api/menu?location_id`: the menu items a POS name or a typed line can be. */
function getMenu(locationId: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<MenuItem[]>(`/api/menu?${query.toString()}`, { notify: false, signal });
}

export function useMenuChoices(locationId: string) {
  return useQuery({
    queryKey: salesKeys.menu(locationId),
    queryFn: ({ signal }) => getMenu(locationId, signal),
  });
}
