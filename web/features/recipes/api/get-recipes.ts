import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** `GET /api/recipes?location_id&search?`: the recipes with their costs from today's prices. */
function getRecipes(locationId: string, search = '', signal?: AbortSignal) {
  const query = new URLSearchParams({ location_id: locationId });
  if (search.trim()) query.set('search', search.trim());
  return api.get<Recipe[]>(`/api/recipes?${query.toString()}`, { notify: false, signal });
}

export function useRecipes(locationId: string, search = '', enabled = true) {
  return useQuery({
    enabled,
    queryKey: recipeKeys.list(locationId, search.trim()),
    queryFn: ({ signal }) => getRecipes(locationId, search, signal),
    // While a new search loads, the last answer stays on screen instead of a spinner (never
    // another location's, after a switch).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === locationId ? previous : undefined,
  });
}
