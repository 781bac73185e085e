import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { menuKeys } from './keys.ts';

/** `GET /api/menu/categories?location_id`: the categories in use, sorted. */
export function useMenuCategories(locationId: string) {
  return useQuery({
    queryKey: menuKeys.categories(locationId),
    queryFn: ({ signal }) =>
      api.get<string[]>(
        `/api/menu/categories?${new URLSearchParams({ location_id: locationId }).toString()}`,
        { notify: false, signal },
      ),
  });
}
