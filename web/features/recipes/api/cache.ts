import { useQueryClient } from '@tanstack/react-query';
import { recipeKeys } from './keys.ts';

/**
 * After any change every recipe of the location reloads: a recipe's cost flows into the
 * recipes that use it and into the menu (which the menu's own prefix covers).
 */
export function useRefreshRecipes(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recipeKeys.location(locationId) }),
      queryClient.invalidateQueries({ queryKey: ['menu', locationId] }),
    ]);
}
