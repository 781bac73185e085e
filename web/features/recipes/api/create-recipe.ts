import { useMutation } from '@tanstack/react-query';
import type { CreateRecipeBody, Recipe } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshRecipes } from './cache.ts';

/** `POST /api/recipes`: a new recipe. */
function createRecipe(body: CreateRecipeBody): Promise<Recipe> {
  return api.post<Recipe>('/api/recipes', body, { notify: false });
}

export function useCreateRecipe(locationId: string) {
  const refresh = useRefreshRecipes(locationId);
  return useMutation({ mutationFn: createRecipe, onSuccess: refresh });
}
