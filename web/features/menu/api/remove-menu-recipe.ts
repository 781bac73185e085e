import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshMenu } from './cache.ts';

/** `DELETE /api/menu/recipes/{id}`. */
function removeMenuRecipe(id: string): Promise<void> {
  return api.delete(`/api/menu/recipes/${id}`, undefined, { notify: false });
}

export function useRemoveMenuRecipe(locationId: string) {
  const refresh = useRefreshMenu(locationId);
  return useMutation({ mutationFn: removeMenuRecipe, onSuccess: refresh });
}
