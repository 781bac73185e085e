import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '#contract/menu.ts';
import type { Recipe } from '#contract/recipes.ts';
import { api } from '#web/lib/api-client.ts';
import { menuKeys } from './keys.ts';

/**
 * `GET /api/menu?location_id`: every dish and drink with its price, cost, margin and food
 * cost %. A menu is small: the screen filters and sorts it in place.
 */
export function getMenu(locationId: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<MenuItem[]>(`/api/menu?${query.toString()}`, { notify: false, signal });
}

export function useMenu(locationId: string) {
  return useQuery({
    queryKey: menuKeys.list(locationId),
    queryFn: ({ signal }) => getMenu(locationId, signal),
  });
}

/** `GET /api/menu/{id}`: one menu item with its recipes. */
export function getMenuItem(menuItemId: string, signal?: AbortSignal): Promise<MenuItem> {
  return api.get<MenuItem>(`/api/menu/${menuItemId}`, { notify: false, signal });
}

export function useMenuItem(locationId: string, menuItemId: string) {
  return useQuery({
    queryKey: menuKeys.detail(locationId, menuItemId),
    queryFn: ({ signal }) => getMenuItem(menuItemId, signal),
  });
}

/** `GET /api/menu/categories?location_id`: the categories in use, sorted. */
export function useMenuCategories(locationId: string) {
  return useQuery({
    queryKey: menuKeys.categories(locationId),
    queryFn: ({ signal }) =>
      api.get<string[]>(
        `/api/menu/categories?${new URLSearchParams({ location_id: locationId }).toString()}`,
        { notify: false, signal },
      ),
  });
}

/**
 * `GET /api/recipes?location_id`: the recipes a menu item may be made of, under the recipes'
 * own key (the same cache as the recipes screen).
 */
export function useRecipeChoices(locationId: string, enabled = true) {
  return useQuery({
    queryKey: menuKeys.recipes(locationId),
    queryFn: ({ signal }) =>
      api.get<Recipe[]>(
        `/api/recipes?${new URLSearchParams({ location_id: locationId }).toString()}`,
        { notify: false, signal },
      ),
    enabled,
  });
}
