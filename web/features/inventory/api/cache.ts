import { useQueryClient } from '@tanstack/react-query';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/**
 * After any change of an item or a category, everything of the location reloads: the catalog,
 * the stock list, and the categories' names and item counts on the rows.
 */
export function useRefreshInventory(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inventoryKeys.location(locationId) });
}
