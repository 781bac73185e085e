import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshRecipes } from './cache.ts';

/** `DELETE /api/recipes/ingredients/{id}`. */
function deleteIngredient(id: string): Promise<void> {
  return api.delete(`/api/recipes/ingredients/${id}`, undefined, { notify: false });
}

export function useDeleteIngredient(locationId: string) {
  const refresh = useRefreshRecipes(locationId);
  return useMutation({ mutationFn: deleteIngredient, onSuccess: refresh });
}
