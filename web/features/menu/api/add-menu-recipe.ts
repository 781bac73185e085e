import { useMutation } from '@tanstack/react-query';
import type { AddMenuRecipeBody, MenuRecipe } from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshMenu } from './cache.ts';

/** `POST /api/menu/{id}/recipes`: so many portions of a recipe in the item. */
function addMenuRecipe(menuItemId: string, body: AddMenuRecipeBody): Promise<MenuRecipe> {
  return api.post<MenuRecipe>(`/api/menu/${menuItemId}/recipes`, body, { notify: false });
}

export function useAddMenuRecipe(locationId: string, menuItemId: string) {
  const refresh = useRefreshMenu(locationId);
  return useMutation({
    mutationFn: (body: AddMenuRecipeBody) => addMenuRecipe(menuItemId, body),
    onSuccess: refresh,
  });
}
