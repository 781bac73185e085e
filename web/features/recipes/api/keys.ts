/**
 * Query keys of recipes: everything of a location's recipes starts with ['recipes',
 * locationId], so a realtime event (a delivery changing a cost) invalidates the whole prefix.
 */
export const recipeKeys = {
  location: (locationId: string) => ['recipes', locationId] as const,
  list: (locationId: string, search = '') =>
    [...recipeKeys.location(locationId), 'list', search] as const,
  detail: (locationId: string, recipeId: string) =>
    [...recipeKeys.location(locationId), 'detail', recipeId] as const,
  cost: (locationId: string, recipeId: string) =>
    [...recipeKeys.location(locationId), 'cost', recipeId] as const,
};
