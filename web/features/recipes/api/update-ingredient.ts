import { useMutation } from '@tanstack/react-query';
import type { Ingredient, UpdateIngredientBody } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshRecipes } from './cache.ts';

/** `PUT /api/recipes/ingredients/{id}`: a line's quantity, unit or waste. */
function updateIngredient(id: string, body: UpdateIngredientBody): Promise<Ingredient> {
  return api.put<Ingredient>(`/api/recipes/ingredients/${id}`, body, { notify: false });
}

export function useUpdateIngredient(locationId: string) {
  const refresh = useRefreshRecipes(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateIngredientBody }) =>
      updateIngredient(id, body),
    onSuccess: refresh,
  });
}
