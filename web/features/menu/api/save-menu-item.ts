import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddMenuRecipeBody,
  CreateMenuItemBody,
  MenuItem,
  MenuRecipe,
  UpdateMenuItemBody,
} from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { menuKeys } from './keys.ts';

/** `POST /api/menu`: a new dish or drink. */
export function createMenuItem(body: CreateMenuItemBody): Promise<MenuItem> {
  return api.post<MenuItem>('/api/menu', body, { notify: false });
}

/** `PUT /api/menu/{id}`: its fields; `recipes`, when sent, replaces all of them. */
export function updateMenuItem(id: string, body: UpdateMenuItemBody): Promise<MenuItem> {
  return api.put<MenuItem>(`/api/menu/${id}`, body, { notify: false });
}

/** `DELETE /api/menu/{id}`. */
export function deleteMenuItem(id: string): Promise<void> {
  return api.delete(`/api/menu/${id}`, undefined, { notify: false });
}

/** `POST /api/menu/{id}/recipes`: so many portions of a recipe in the item. */
export function addMenuRecipe(menuItemId: string, body: AddMenuRecipeBody): Promise<MenuRecipe> {
  return api.post<MenuRecipe>(`/api/menu/${menuItemId}/recipes`, body, { notify: false });
}

/** `DELETE /api/menu/recipes/{id}`. */
export function removeMenuRecipe(id: string): Promise<void> {
  return api.delete(`/api/menu/recipes/${id}`, undefined, { notify: false });
}

function useRefresh(locationId: string, except?: (key: readonly unknown[]) => boolean) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: menuKeys.location(locationId),
      predicate: except ? (query) => !except(query.queryKey) : undefined,
    });
}

export function useCreateMenuItem(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: createMenuItem, onSuccess: refresh });
}

export function useUpdateMenuItem(locationId: string, menuItemId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: (body: UpdateMenuItemBody) => updateMenuItem(menuItemId, body),
    onSuccess: refresh,
  });
}

export function useDeleteMenuItem(locationId: string, menuItemId: string) {
  // The deleted item's own query is left to expire: refetching it would only 404.
  const refresh = useRefresh(locationId, (key) => key.includes(menuItemId));
  return useMutation({ mutationFn: () => deleteMenuItem(menuItemId), onSuccess: refresh });
}

export function useAddMenuRecipe(locationId: string, menuItemId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: (body: AddMenuRecipeBody) => addMenuRecipe(menuItemId, body),
    onSuccess: refresh,
  });
}

export function useRemoveMenuRecipe(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({ mutationFn: removeMenuRecipe, onSuccess: refresh });
}
