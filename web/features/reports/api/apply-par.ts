import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';
import { reportKeys } from './keys.ts';

export interface ParChange {
  itemId: string;
  parLevel: number;
  /** The item's version the suggestion was made from: a change since is a 409, not overwritten. */
  version: number;
}

/** `PUT /api/inventory/{id}` with the suggested par level: the item update every screen uses. */
function applyPar(change: ParChange): Promise<Item> {
  return api.put<Item>(
    `/api/inventory/${change.itemId}`,
    { par_level: change.parLevel, version: change.version },
    { notify: false },
  );
}

/**
 * Applies suggestions one item after another (each its own update, as a person editing the
 * items would), then refreshes the suggestions and the items. Answers the items it failed on.
 */
export function useApplyPars(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ParChange[]) => {
      const failed: { itemId: string; error: unknown }[] = [];
      for (const change of changes) {
        try {
          await applyPar(change);
        } catch (error) {
          failed.push({ itemId: change.itemId, error });
        }
      }
      return failed;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.location(locationId) }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.location(locationId) }),
      ]),
  });
}
