import { useMutation } from '@tanstack/react-query';
import type { AddIngredientBody, Ingredient } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshRecipes } from './cache.ts';

/** `POST /api/recipes/{id}/ingredients`: one line, an inventory item or a sub-recipe. */
function addIngredient(recipeId: string, body: AddIngredientBody): Promise<Ingredient> {
  return api.post<Ingredient>(`/api/recipes/${recipeId}/ingredients`, body, { notify: false });
}

export function useAddIngredient(locationId: string, recipeId: string) {
  const refresh = useRefreshRecipes(locationId);
  return useMutation({
    mutationFn: (body: AddIngredientBody) => addIngredient(recipeId, body),
    onSuccess: refresh,
  });
}
