import { useQueryClient } from '@tanstack/react-query';
import type { ListItem, ListWithItems } from '#contract/shopping-lists.ts';
import { shoppingListKeys, vendorKeys } from './keys.ts';

/**
 * Everything of the location's lists and vendors reloads (the vendors' order stats, the lists
 * that show a vendor's name).
 */
export function useRefreshLists(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shoppingListKeys.location(locationId) }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.location(locationId) }),
    ]);
}

/**
 * After any change of a line: every vendor's catalogue and stats of the location (a preferred
 * line clears the item's preferred lines at other vendors).
 */
export function useRefreshVendors(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vendorKeys.location(locationId) });
}

/** A line's new figures go into the cached list at once, so the total never jumps back. */
export function usePatchLine(locationId: string, listId: string) {
  const queryClient = useQueryClient();
  return (line: Partial<ListItem> & { id: string }) =>
    queryClient.setQueryData<ListWithItems>(shoppingListKeys.detail(locationId, listId), (list) =>
      list
        ? {
            ...list,
            items: list.items.map((item) => (item.id === line.id ? { ...item, ...line } : item)),
          }
        : list,
    );
}
