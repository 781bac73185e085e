import { useQuery } from '@tanstack/react-query';
import type { RecipeCost } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** `GET /api/recipes/{id}/cost`: the cost of each line, its unit cost, and what is missing. */
function getRecipeCost(recipeId: string, signal?: AbortSignal): Promise<RecipeCost> {
  return api.get<RecipeCost>(`/api/recipes/${recipeId}/cost`, { notify: false, signal });
}

export function useRecipeCost(locationId: string, recipeId: string) {
  return useQuery({
    queryKey: recipeKeys.cost(locationId, recipeId),
    queryFn: ({ signal }) => getRecipeCost(recipeId, signal),
  });
}
