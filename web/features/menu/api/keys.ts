/**
 * Query keys of the menu: everything of a location's menu starts with ['menu', locationId],
 * so a realtime event (a delivery changing a cost) invalidates the whole prefix. The recipes
 * the item screen offers sit under the recipes' own prefix, which the same events refresh.
 */
export const menuKeys = {
  location: (locationId: string) => ['menu', locationId] as const,
  list: (locationId: string) => [...menuKeys.location(locationId), 'list'] as const,
  detail: (locationId: string, menuItemId: string) =>
    [...menuKeys.location(locationId), 'detail', menuItemId] as const,
  cost: (locationId: string, menuItemId: string) =>
    [...menuKeys.location(locationId), 'cost', menuItemId] as const,
  categories: (locationId: string) => [...menuKeys.location(locationId), 'categories'] as const,
  recipes: (locationId: string) => ['recipes', locationId, 'list', ''] as const,
};
