import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddIngredientBody,
  CreateRecipeBody,
  Ingredient,
  Recipe,
  UpdateIngredientBody,
  UpdateRecipeBody,
} from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** `POST /api/recipes`: a new recipe. */
export function createRecipe(body: CreateRecipeBody): Promise<Recipe> {
  return api.post<Recipe>('/api/recipes', body, { notify: false });
}

/** `PUT /api/recipes/{id}`: a recipe's fields (its lines stay unless `ingredients` is sent). */
export function updateRecipe(id: string, body: UpdateRecipeBody): Promise<Recipe> {
  return api.put<Recipe>(`/api/recipes/${id}`, body, { notify: false });
}

/** `DELETE /api/recipes/{id}`. */
export function deleteRecipe(id: string): Promise<void> {
  return api.delete(`/api/recipes/${id}`, undefined, { notify: false });
}

/** `POST /api/recipes/{id}/ingredients`: one line, an inventory item or a sub-recipe. */
export function addIngredient(recipeId: string, body: AddIngredientBody): Promise<Ingredient> {
  return api.post<Ingredient>(`/api/recipes/${recipeId}/ingredients`, body, { notify: false });
}

/** `PUT /api/recipes/ingredients/{id}`: a line's quantity, unit or waste. */
export function updateIngredient(id: string, body: UpdateIngredientBody): Promise<Ingredient> {
  return api.put<Ingredient>(`/api/recipes/ingredients/${id}`, body, { notify: false });
}

/** `DELETE /api/recipes/ingredients/{id}`. */
export function deleteIngredient(id: string): Promise<void> {
  return api.delete(`/api/recipes/ingredients/${id}`, undefined, { notify: false });
}

/**
 * After any change every recipe of the location reloads: a recipe's cost flows into the
 * recipes that use it and into the menu (which the menu's own prefix covers).
 */
function useRefresh(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recipeKeys.location(locationId) }),
      queryClient.invalidateQueries({ queryKey: ['menu', locationId] }),
    ]);
}

export function useCreateRecipe(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: createRecipe, onSuccess: refresh });
}

export function useUpdateRecipe(locationId: string, recipeId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: (body: UpdateRecipeBody) => updateRecipe(recipeId, body),
    onSuccess: refresh,
  });
}

export function useDeleteRecipe(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    // The deleted recipe's own queries are left to expire: refetching them would only 404.
    onSuccess: (_answer, recipeId) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: recipeKeys.location(locationId),
          predicate: (query) => !query.queryKey.includes(recipeId),
        }),
        queryClient.invalidateQueries({ queryKey: ['menu', locationId] }),
      ]),
  });
}

export function useAddIngredient(locationId: string, recipeId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: (body: AddIngredientBody) => addIngredient(recipeId, body),
    onSuccess: refresh,
  });
}

export function useUpdateIngredient(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateIngredientBody }) =>
      updateIngredient(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteIngredient(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: deleteIngredient, onSuccess: refresh });
}
