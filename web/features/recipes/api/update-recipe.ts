import { useMutation } from '@tanstack/react-query';
import type { Recipe, UpdateRecipeBody } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshRecipes } from './cache.ts';

/** `PUT /api/recipes/{id}`: a recipe's fields (its lines stay unless `ingredients` is sent). */
function updateRecipe(id: string, body: UpdateRecipeBody): Promise<Recipe> {
  return api.put<Recipe>(`/api/recipes/${id}`, body, { notify: false });
}

export function useUpdateRecipe(locationId: string, recipeId: string) {
  const refresh = useRefreshRecipes(locationId);
  return useMutation({
    mutationFn: (body: UpdateRecipeBody) => updateRecipe(recipeId, body),
    onSuccess: refresh,
  });
}
