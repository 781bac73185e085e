import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** `GET /api/recipes/{id}`: one recipe, its ingredients and costs. */
function getRecipe(recipeId: string, signal?: AbortSignal): Promise<Recipe> {
  return api.get<Recipe>(`/api/recipes/${recipeId}`, { notify: false, signal });
}

export function useRecipe(locationId: string, recipeId: string) {
  return useQuery({
    queryKey: recipeKeys.detail(locationId, recipeId),
    queryFn: ({ signal }) => getRecipe(recipeId, signal),
  });
}
