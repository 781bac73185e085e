import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { menuKeys } from './keys.ts';

/**
 * `GET /api/recipes?location_id`: the recipes a menu item may be made of, under the recipes'
 * own key (the same cache as the recipes screen).
 */
export function useRecipeChoices(locationId: string, enabled = true) {
  return useQuery({
    queryKey: menuKeys.recipes(locationId),
    queryFn: ({ signal }) =>
      api.get<Recipe[]>(
        `/api/recipes?${new URLSearchParams({ location_id: locationId }).toString()}`,
        { notify: false, signal },
      ),
    enabled,
  });
}
