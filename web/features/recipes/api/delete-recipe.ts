import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** `DELETE /api/recipes/{id}`. */
function deleteRecipe(id: string): Promise<void> {
  return api.delete(`/api/recipes/${id}`, undefined, { notify: false });
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
